/**
 * The HTTP side of `vigil replay`: one POST per batch to the ingest endpoint, the answer checked
 * before it is trusted, every failure turned into a sentence that says what to do. A rate limit
 * or a busy service is waited out, as its Retry-After asks; anything else stops the replay.
 */
import type { IngestResult } from '../geo/ingest/index.ts';
import type { ReplayFormat } from './replay-source.ts';

/**
 * The ingest answer's counts besides `accepted` and `rejected`: every line sent is in exactly one of
 * accepted, rejected, pending, ignored and duplicates (`late`, `unjudged` and `suspect` are parts of
 * `accepted`).
 */
const OTHER_COUNTS = ['late', 'unjudged', 'suspect', 'pending', 'ignored', 'duplicates'] as const;

/** A failure that ends the replay; its message is meant for the person who ran it. */
export class ReplayHttpError extends Error {}

/** Five waits of up to a minute each ride out any rate-limit window the service configures. */
const MAX_RETRIES = 5;
const MAX_RETRY_WAIT_S = 60;
/** A batch is at most a few hundred KB; a minute without an answer means the service is stuck. */
const REQUEST_TIMEOUT_MS = 60_000;

export interface IngestClientOptions {
  url: string;
  key: string;
  format: ReplayFormat;
  /** SBS only: the zone the file's times are in; absent leaves it to the service's setting. */
  timeZone?: string | undefined;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

export function createIngestClient(options: IngestClientOptions): {
  send(body: string): Promise<IngestResult>;
} {
  const endpoint = new URL(`/v1/ingest/${options.format}`, options.url);
  if (options.format === 'sbs' && options.timeZone !== undefined) {
    endpoint.searchParams.set('time_zone', options.timeZone);
  }
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  async function post(body: string): Promise<Response> {
    try {
      return await doFetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', authorization: `Bearer ${options.key}` },
        body,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
      const message = error instanceof Error ? error.message : String(error);
      throw new ReplayHttpError(`could not reach ${endpoint.origin}: ${cause || message}`);
    }
  }

  return {
    async send(body) {
      for (let attempt = 0; ; attempt += 1) {
        const response = await post(body);
        if (response.ok) return answerOf(await response.json().catch(() => null));
        const detail = await problemDetail(response);
        if ((response.status === 429 || response.status === 503) && attempt < MAX_RETRIES) {
          const waitS = Math.min(MAX_RETRY_WAIT_S, Number(response.headers.get('retry-after')) || 1);
          await sleep(waitS * 1000);
          continue;
        }
        throw new ReplayHttpError(failureMessage(response.status, endpoint, detail));
      }
    },
  };
}

function failureMessage(status: number, endpoint: URL, detail: string): string {
  const said = `${status}${detail ? `: ${detail}` : ''}`;
  if (status === 401) return `the service refused the key (${said}); check --key or VIGIL_KEY`;
  if (status === 403) return `the key may not send positions (${said}); it needs the ingest:write scope`;
  if (status === 404) return `POST ${endpoint.href} was not found (404); is --url a Vigil service?`;
  if (status === 413) return `a batch was too large for the service (${said}); use a smaller --batch`;
  if (status === 429) return `still rate limited after ${MAX_RETRIES} waits (${said}); try a lower --speed`;
  return `POST ${endpoint.pathname} failed (${said})`;
}

/** The `detail` (or `title`) of a problem+json body, or '' when there is none. */
async function problemDetail(response: Response): Promise<string> {
  const body: unknown = await response.json().catch(() => null);
  if (typeof body !== 'object' || body === null) return '';
  const { detail, title } = body as { detail?: unknown; title?: unknown };
  return typeof detail === 'string' ? detail : typeof title === 'string' ? title : '';
}

function answerOf(body: unknown): IngestResult {
  const candidate = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const { accepted, rejected, errors } = candidate;
  if (typeof accepted !== 'number' || typeof rejected !== 'number' || !Array.isArray(errors)) {
    throw new ReplayHttpError(
      'the service answered 200 but not with an ingest result; is this a Vigil service?',
    );
  }
  const others = { late: 0, unjudged: 0, suspect: 0, pending: 0, ignored: 0, duplicates: 0 };
  for (const name of OTHER_COUNTS) {
    const value = candidate[name];
    if (typeof value !== 'number') {
      throw new ReplayHttpError(
        `the service's ingest answer has no "${name}" count; is it a Vigil service of this version?`,
      );
    }
    others[name] = value;
  }
  return {
    accepted,
    rejected,
    ...others,
    errors: errors.map((error: unknown) => {
      const { line, detail } = (typeof error === 'object' && error !== null ? error : {}) as Record<
        string,
        unknown
      >;
      return {
        ...(typeof line === 'number' ? { line } : {}),
        detail: typeof detail === 'string' ? detail : '',
      };
    }),
  };
}
