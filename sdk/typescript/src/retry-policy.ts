/**
 * When the client retries a request, and how long it waits first. Every number of the policy is
 * here. What it adds up to with the defaults: at most 3 attempts (2 retries); a refused request
 * (429) waits what `Retry-After` says; otherwise about 0.5 s, then about 1 s, so a call that keeps
 * failing gives up after roughly 1.5 s of waiting plus its attempts' time.
 */
import { retryAfterMs, type VigilApiError } from './errors.ts';

export const RETRY_DEFAULTS = {
  /** Retries after the first attempt. */
  maxRetries: 2,
  /** The first backoff, doubled at each retry up to `maxDelayMs`. */
  initialDelayMs: 500,
  maxDelayMs: 8_000,
  /** Each backoff is shortened by up to this fraction at random, so clients do not retry in step. */
  jitter: 0.25,
  /** A `Retry-After` longer than this is not waited for: the error is thrown at once. */
  maxRetryAfterMs: 60_000,
  /** Added at random on top of `Retry-After`, so that clients told the same time do not return at once. */
  retryAfterJitterMs: 250,
  /** Each attempt's time limit, from sending the request to reading the whole answer. */
  timeoutMs: 30_000,
} as const;

/** The server failed or is briefly unavailable; another attempt may succeed. */
const SERVER_FAILURES = new Set([500, 502, 503, 504]);

/**
 * Methods that may be sent again after an unclear outcome (a 5xx, a timeout, a dropped connection):
 * GET, HEAD, PUT and DELETE are idempotent by HTTP; a POST carries an `Idempotency-Key` that Vigil
 * honours, so a repeat replays the first answer. PATCH has no such key and is never repeated then.
 */
const REPEATABLE_METHODS = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'POST']);

export interface RetryState {
  method: string;
  /** 0 for the first retry. */
  retry: number;
  maxRetries: number;
  /** A previous attempt of this call ended without a clear answer (it may have had its effect). */
  uncertain: boolean;
}

export function backoffMs(retry: number, random: () => number = Math.random): number {
  const base = Math.min(RETRY_DEFAULTS.maxDelayMs, RETRY_DEFAULTS.initialDelayMs * 2 ** retry);
  return Math.round(base * (1 - random() * RETRY_DEFAULTS.jitter));
}

/** How long to wait before retrying after `error`, or undefined to throw it. */
export function delayAfterError(error: VigilApiError, state: RetryState): number | undefined {
  if (state.retry >= state.maxRetries) return undefined;
  // A 429 was refused before any work was done, so any method may be sent again.
  const refused = error.status === 429;
  const failed = SERVER_FAILURES.has(error.status) && REPEATABLE_METHODS.has(state.method);
  // A POST whose earlier attempt had an unclear outcome may find that attempt still in flight:
  // Vigil answers 409 until it finishes, then replays its answer to the same Idempotency-Key.
  const inFlight = error.status === 409 && state.uncertain && state.method === 'POST';
  if (!refused && !failed && !inFlight) return undefined;
  const told = retryAfterMs(error.headers);
  if (told === undefined) return backoffMs(state.retry);
  if (told > RETRY_DEFAULTS.maxRetryAfterMs) return undefined;
  return told + Math.round(Math.random() * RETRY_DEFAULTS.retryAfterJitterMs);
}

/** How long to wait before retrying after no answer (connection error or timeout), or undefined. */
export function delayAfterNoAnswer(state: RetryState): number | undefined {
  if (state.retry >= state.maxRetries || !REPEATABLE_METHODS.has(state.method)) return undefined;
  return backoffMs(state.retry);
}
