/**
 * What the SDK throws. An answer with an error status becomes a `VigilApiError` of the class for
 * its status, carrying the problem document (`code`, `detail`, `errors`, `request_id`); a request
 * that got no answer becomes a `VigilConnectionError` (or `VigilTimeoutError`).
 */
import type { FieldError, Problem, ProblemCode } from './types.ts';

/** The base of every error the SDK throws. */
export class VigilError extends Error {
  override name = 'VigilError';
}

/** Vigil answered with an error status. */
export class VigilApiError extends VigilError {
  override name = 'VigilApiError';
  /** The HTTP status. */
  readonly status: number;
  /** The stable error code (see docs/errors.md); `unknown` when the body was not a problem document. */
  readonly code: ProblemCode | 'unknown';
  /** What went wrong and what to fix. */
  readonly detail: string;
  /** With `validation_failed`: each invalid part of the request, as a JSON Pointer and a detail. */
  readonly errors: FieldError[];
  /** The request id, to quote when asking for help. */
  readonly requestId: string | undefined;
  /** The whole problem document, when the body was one. */
  readonly problem: Problem | undefined;
  readonly headers: Headers;

  constructor(status: number, problem: Problem | undefined, headers: Headers, fallbackDetail: string) {
    const detail = problem?.detail ?? fallbackDetail;
    super(`${status} ${problem?.code ?? 'unknown'}: ${detail}`);
    this.status = status;
    this.code = problem?.code ?? 'unknown';
    this.detail = detail;
    this.errors = problem?.errors ?? [];
    this.requestId = problem?.request_id ?? headers.get('x-request-id') ?? undefined;
    this.problem = problem;
    this.headers = headers;
  }
}

/** 400: the request is not valid (`validation_failed`, `malformed_json`); see `errors`. */
export class BadRequestError extends VigilApiError {
  override name = 'BadRequestError';
}
/** 401: no valid API key or access token (`unauthenticated`). */
export class AuthenticationError extends VigilApiError {
  override name = 'AuthenticationError';
}
/** 403: the key lacks the scope the operation needs (`forbidden`). */
export class PermissionDeniedError extends VigilApiError {
  override name = 'PermissionDeniedError';
}
/** 404: no such resource in this workspace (`not_found`). */
export class NotFoundError extends VigilApiError {
  override name = 'NotFoundError';
}
/** 409: conflicts with the resource's state (`conflict`). */
export class ConflictError extends VigilApiError {
  override name = 'ConflictError';
}
/** 422: the Idempotency-Key was already used with another request (`idempotency_mismatch`). */
export class IdempotencyMismatchError extends VigilApiError {
  override name = 'IdempotencyMismatchError';
}
/** 429: the key's rate limit is spent (`rate_limited`). */
export class RateLimitError extends VigilApiError {
  override name = 'RateLimitError';
  /** Seconds to wait before the next request, from `Retry-After`. */
  readonly retryAfterS: number | undefined;

  constructor(status: number, problem: Problem | undefined, headers: Headers, fallbackDetail: string) {
    super(status, problem, headers, fallbackDetail);
    const ms = retryAfterMs(headers);
    this.retryAfterS = ms === undefined ? undefined : Math.ceil(ms / 1000);
  }
}
/** 5xx: Vigil failed (`internal`) or is unavailable (`unavailable`). */
export class InternalServerError extends VigilApiError {
  override name = 'InternalServerError';
}

/** The request got no answer: the connection failed or was cut. */
export class VigilConnectionError extends VigilError {
  override name = 'VigilConnectionError';
}
/** No answer came within the timeout. */
export class VigilTimeoutError extends VigilConnectionError {
  override name = 'VigilTimeoutError';
}

const BY_STATUS: Record<number, typeof VigilApiError> = {
  400: BadRequestError,
  401: AuthenticationError,
  403: PermissionDeniedError,
  404: NotFoundError,
  409: ConflictError,
  422: IdempotencyMismatchError,
  429: RateLimitError,
};

function isProblem(body: unknown): body is Problem {
  if (typeof body !== 'object' || body === null) return false;
  const { code, detail, status } = body as Record<string, unknown>;
  return typeof code === 'string' && typeof detail === 'string' && typeof status === 'number';
}

/** The error for an answer with an error status and its (parsed) body. */
export function apiErrorFrom(response: Response, body: unknown): VigilApiError {
  const problem = isProblem(body) ? body : undefined;
  const fallback =
    typeof body === 'string' && body !== ''
      ? body.slice(0, 500)
      : (oauthErrorText(body) ?? response.statusText);
  const ErrorClass =
    BY_STATUS[response.status] ?? (response.status >= 500 ? InternalServerError : VigilApiError);
  return new ErrorClass(response.status, problem, response.headers, fallback);
}

/** An RFC 6749 §5.2 error of the token endpoint, `{error, error_description}`, as one line. */
function oauthErrorText(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body) || typeof body.error !== 'string')
    return undefined;
  const description = 'error_description' in body ? body.error_description : undefined;
  return typeof description === 'string' ? `${body.error}: ${description}` : body.error;
}

/** `Retry-After` in milliseconds: delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterMs(headers: Headers, now = Date.now()): number | undefined {
  const value = headers.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
