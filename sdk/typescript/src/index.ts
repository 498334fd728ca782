/**
 * @vigil/sdk: a typed client for the Vigil API. See README.md for a tour.
 */
export { OPERATION_METHODS, Vigil } from './client.ts';
export { DEFAULT_BASE_URL, type RequestOptions, type VigilOptions } from './core.ts';
export {
  AuthenticationError,
  BadRequestError,
  ConflictError,
  IdempotencyMismatchError,
  InternalServerError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  VigilApiError,
  VigilConnectionError,
  VigilError,
  VigilTimeoutError,
} from './errors.ts';
export type { StreamedEvent } from './event-stream.ts';
export type { components, operations, paths, webhooks } from './generated/openapi.ts';
export { type Page, paginate } from './pagination.ts';
export { RETRY_DEFAULTS } from './retry-policy.ts';
export type {
  FieldError,
  OperationId,
  Problem,
  ProblemCode,
  QueryParams,
  RequestBody,
  Schema,
  Schemas,
} from './types.ts';
export {
  verifyWebhook,
  Webhook,
  type WebhookEvent,
  type WebhookEventOf,
  type WebhookEventType,
  type WebhookHeaders,
  WebhookVerificationError,
} from './webhooks.ts';
