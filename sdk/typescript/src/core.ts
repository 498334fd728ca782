/**
 * The transport every method goes through: openapi-fetch over the generated `paths`, plus what a
 * serious client adds around each call: the bearer token, an `Idempotency-Key` on every POST (the
 * same one on each retry, so a retry never doubles an effect), a time limit per attempt, retries by
 * the policy of retry-policy.ts, and the error classes of errors.ts.
 */
import type { Client } from 'openapi-fetch';
import createClient from 'openapi-fetch';
import { apiErrorFrom, VigilConnectionError, VigilTimeoutError } from './errors.ts';
import type { paths } from './generated/openapi.ts';
import { delayAfterError, delayAfterNoAnswer, RETRY_DEFAULTS, type RetryState } from './retry-policy.ts';

export interface VigilOptions {
  /** An API key (`vk_…`) or an OAuth access token: sent as `Authorization: Bearer …`. */
  apiKey: string;
  /** Where Vigil listens, e.g. `https://vigil.example.com`. Default `http://127.0.0.1:8080`. */
  baseUrl?: string;
  /** Each attempt's time limit in milliseconds. Default 30 000. */
  timeoutMs?: number;
  /** Retries after the first attempt (see retry-policy.ts). Default 2; 0 turns retries off. */
  maxRetries?: number;
  /** A fetch to use instead of the global one (a proxy, a client certificate, a test recorder). */
  fetch?: (request: Request) => Promise<Response>;
  /** Headers sent with every request. */
  headers?: Record<string, string>;
}

/** Per-call options, the last argument of every method. */
export interface RequestOptions {
  /** For a POST: the key that makes it safe to repeat. Default: a new UUID for each call. */
  idempotencyKey?: string;
  /** Aborts the call, its retries and its waits. */
  signal?: AbortSignal;
  timeoutMs?: number;
  maxRetries?: number;
  headers?: Record<string, string>;
}

/** What each attempt passes to openapi-fetch. */
export type Attempt = {
  signal: AbortSignal;
  headers: Record<string, string>;
};

type Outcome = { data?: unknown; error?: unknown; response: Response };
/** The success branch of an openapi-fetch result: the typed body of a 2xx answer. */
export type Data<R> = R extends { data: infer D; error?: never } ? D : never;

export const DEFAULT_BASE_URL = 'http://127.0.0.1:8080';

export class Core {
  readonly api: Client<paths>;
  /**
   * The same API typed for its JSON answers only: a list that can also answer a file (`format=`:
   * CSV, GeoJSON, KML, GPX, GeoParquet) is paged through as JSON.
   */
  readonly json: Client<paths, 'application/json'>;
  private readonly timeoutMs: number;
  private readonly maxRetries: number;

  constructor(options: VigilOptions) {
    if (!options.apiKey)
      throw new TypeError('Vigil: apiKey is required (an API key `vk_…` or an access token).');
    this.timeoutMs = options.timeoutMs ?? RETRY_DEFAULTS.timeoutMs;
    this.maxRetries = options.maxRetries ?? RETRY_DEFAULTS.maxRetries;
    const client = {
      baseUrl: (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, ''),
      headers: { ...options.headers, authorization: `Bearer ${options.apiKey}` },
      ...(options.fetch ? { fetch: options.fetch } : {}),
    };
    this.api = createClient<paths>(client);
    this.json = createClient<paths, 'application/json'>(client);
  }

  /**
   * Runs `call` (one openapi-fetch request) until it succeeds or the policy gives up; returns the
   * typed body of the answer or throws a VigilError.
   */
  async send<R extends Outcome>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    call: (attempt: Attempt) => Promise<R>,
    options: RequestOptions = {},
  ): Promise<Data<R>> {
    const headers = { ...options.headers };
    if (method === 'POST') headers['idempotency-key'] = options.idempotencyKey ?? crypto.randomUUID();
    const state: RetryState = {
      method,
      retry: 0,
      maxRetries: options.maxRetries ?? this.maxRetries,
      uncertain: false,
    };
    const timeoutMs = options.timeoutMs ?? this.timeoutMs;
    for (;;) {
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
      let delay: number | undefined;
      let failure: Error;
      try {
        const result = await call({ signal, headers });
        if (result.response.ok) return result.data as Data<R>;
        const error = apiErrorFrom(result.response, result.error);
        failure = error;
        delay = delayAfterError(error, state);
        if (error.status >= 500) state.uncertain = true;
      } catch (error) {
        // The caller's own abort ends the call as it is.
        if (options.signal?.aborted) throw error;
        failure = timeout.aborted
          ? new VigilTimeoutError(`No answer within ${timeoutMs} ms (${method}).`, { cause: error })
          : new VigilConnectionError(`The request failed before an answer came (${method}).`, {
              cause: error,
            });
        delay = delayAfterNoAnswer(state);
        state.uncertain = true;
      }
      if (delay === undefined) throw failure;
      await sleep(delay, options.signal);
      state.retry += 1;
    }
  }
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
