/**
 * The closed vocabulary of error codes. Domain code throws `VigilError` with one of these codes and
 * a `detail` that tells the caller what to fix; it knows nothing of HTTP. The HTTP layer alone maps
 * codes to statuses (`src/http/problem.ts`). `docs/errors.md` and the OpenAPI `Problem` schema list
 * the same codes; `test/app/server/openapi.app.test.ts` keeps the three in step.
 */
export const ERROR_CODES = [
  'validation_failed',
  'malformed_json',
  'unauthenticated',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'conflict',
  'request_timeout',
  'payload_too_large',
  'unsupported_media_type',
  'idempotency_mismatch',
  'rate_limited',
  'internal',
  'unavailable',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** One problem with one part of the input, located by a JSON Pointer (`/name`, `/query/limit`). */
export interface FieldError {
  pointer: string;
  detail: string;
}

export class VigilError extends Error {
  readonly code: ErrorCode;
  readonly detail: string;
  readonly errors: FieldError[] | undefined;
  /** For a failure that passes (`unavailable`): seconds to wait before trying again, sent as `Retry-After`. */
  readonly retryAfterS: number | undefined;

  constructor(
    code: ErrorCode,
    detail: string,
    options: { errors?: FieldError[]; cause?: unknown; retryAfterS?: number } = {},
  ) {
    super(detail, { cause: options.cause });
    this.name = 'VigilError';
    this.code = code;
    this.detail = detail;
    this.errors = options.errors;
    this.retryAfterS = options.retryAfterS;
  }
}

/** A single invalid field: 400 `validation_failed` with one pointer. */
export function invalidField(pointer: string, detail: string): VigilError {
  return new VigilError('validation_failed', `${pointer}: ${detail}`, { errors: [{ pointer, detail }] });
}

export function notFound(what: string, id: string): VigilError {
  return new VigilError('not_found', `No ${what} with id '${id}' exists in this workspace.`);
}
