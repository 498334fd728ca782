/**
 * Idempotency keys: a repeated POST replays its first answer; a claim whose process died is released.
 */
export {
  createIdempotencyService,
  type IdempotencyKey,
  type IdempotencyService,
} from './idempotency-service.ts';
