/** The face of src/platform/idempotency: what other modules may use. */
export { createIdempotencyService, type IdempotencyService } from './idempotency-service.ts';
