/**
 * Vigil's only way out to imagery: STAC JSON and byte ranges of COGs, through the same guarded
 * agent and address policy as webhooks (a site's catalog must not become a way into the operator's
 * network), with every request and byte counted. A range answer must be exactly the range asked
 * for: a server that ignores Range (the whole file) or sends less (a cut connection) fails the read
 * instead of yielding a partial picture.
 */
import type { LookupFunction } from 'node:net';
import { type Dispatcher, request } from 'undici';
import {
  type AddressPolicy,
  createGuardedAgent,
  outgoingUrlProblem,
  refusedAddressIn,
  requestFailureReason,
} from '../../../platform/webhooks/index.ts';

/** A STAC page larger than this is refused (a page of 100 Sentinel-2 items is about 1 MB). */
const MAX_JSON_BYTES = 16 * 1024 * 1024;
/** Each request has this long for its answer (a slow catalog is retried by the job, not waited on). */
const REQUEST_TIMEOUT_MS = 30_000;

/** What a scan read: requests and bytes, per URL. */
export class ReadMeter {
  requests = 0;
  bytes = 0;
  readonly byUrl = new Map<string, { requests: number; bytes: number }>();
  /**
   * The first fetch that failed: geotiff.js reports a failed block only as "Request failed", so the
   * reason is kept here for the scene's outcome.
   */
  failure: ImageryFetchError | undefined;

  note(url: string, bytes: number): void {
    this.requests++;
    this.bytes += bytes;
    const entry = this.byUrl.get(url) ?? { requests: 0, bytes: 0 };
    entry.requests++;
    entry.bytes += bytes;
    this.byUrl.set(url, entry);
  }
}

/** A failure to fetch imagery: what was asked, and why, in words for the scan's outcome. */
export class ImageryFetchError extends Error {
  /** False when asking again cannot help (a refused address, a server that ignores Range). */
  readonly retryable: boolean;

  constructor(message: string, retryable: boolean) {
    super(message);
    this.name = 'ImageryFetchError';
    this.retryable = retryable;
  }
}

/** Drops a response body unread; its abort is expected, not an error to report. */
function discard(body: Dispatcher.ResponseData['body']): void {
  body.on('error', () => undefined);
  body.destroy();
}

export interface ImageryHttp {
  /** A JSON document by GET, or by POST with a JSON body. */
  json(
    url: string,
    options: { method?: 'GET' | 'POST'; body?: unknown; signal?: AbortSignal; meter?: ReadMeter },
  ): Promise<unknown>;
  /** Exactly `length` bytes from `start`, or a failure. */
  range(
    url: string,
    start: number,
    length: number,
    options: { signal?: AbortSignal; meter?: ReadMeter },
  ): Promise<{ data: ArrayBuffer; total: number | undefined }>;
  close(): Promise<void>;
}

/** Why Vigil will not fetch this URL (the webhook URL rules), or undefined. */
export function imageryUrlProblem(url: string, policy: AddressPolicy): string | undefined {
  return outgoingUrlProblem(url, policy, {
    example: 'https://earth-search.aws.element84.com/v1',
    purpose: 'serve imagery',
    credentials: 'remove them; Vigil reads public catalogs',
  });
}

export function createImageryHttp(deps: { policy: AddressPolicy; lookup?: LookupFunction }): ImageryHttp {
  const agent = createGuardedAgent({ policy: deps.policy, ...(deps.lookup ? { lookup: deps.lookup } : {}) });

  async function send(
    url: string,
    options: {
      method: 'GET' | 'POST';
      headers: Record<string, string>;
      body?: string;
      signal?: AbortSignal | undefined;
    },
  ): Promise<Dispatcher.ResponseData> {
    const problem = imageryUrlProblem(url, deps.policy);
    if (problem) throw new ImageryFetchError(`${url} ${problem}`, false);
    const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
    try {
      return await request(url, {
        method: options.method,
        headers: options.headers,
        ...(options.body !== undefined ? { body: options.body } : {}),
        dispatcher: agent,
        signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
        headersTimeout: REQUEST_TIMEOUT_MS,
        bodyTimeout: REQUEST_TIMEOUT_MS,
      });
    } catch (error) {
      const refused = refusedAddressIn(error);
      if (refused) {
        throw new ImageryFetchError(
          `${url}: ${refused.target}; ask the operator to allow its network in VIGIL_WEBHOOK_ALLOW_NETWORKS`,
          false,
        );
      }
      const why = timeout.aborted
        ? `no answer within ${REQUEST_TIMEOUT_MS / 1000} s`
        : requestFailureReason(error);
      throw new ImageryFetchError(`${url}: ${why}`, true);
    }
  }

  async function readBody(response: Dispatcher.ResponseData, limit: number, url: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of response.body) {
        const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
        size += buffer.length;
        if (size > limit) {
          discard(response.body);
          throw new ImageryFetchError(`${url}: the answer is larger than ${limit} bytes`, false);
        }
        chunks.push(buffer);
      }
    } catch (error) {
      if (error instanceof ImageryFetchError) throw error;
      throw new ImageryFetchError(
        `${url}: the answer was cut off after ${size} bytes (${requestFailureReason(error)})`,
        true,
      );
    }
    return Buffer.concat(chunks);
  }

  function statusError(url: string, status: number): ImageryFetchError {
    // 4xx other than 408/429 will not change by asking again; 5xx, 408 and 429 may.
    const retryable = status >= 500 || status === 408 || status === 429;
    return new ImageryFetchError(`${url} answered ${status}`, retryable);
  }

  return {
    async json(url, options) {
      const method = options.method ?? 'GET';
      const response = await send(url, {
        method,
        headers: {
          accept: 'application/geo+json, application/json',
          ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
        signal: options.signal,
      });
      if (response.statusCode !== 200) {
        discard(response.body);
        throw statusError(url, response.statusCode);
      }
      const body = await readBody(response, MAX_JSON_BYTES, url);
      options.meter?.note(url, body.length);
      try {
        return JSON.parse(body.toString('utf8')) as unknown;
      } catch {
        throw new ImageryFetchError(`${url} did not answer with JSON`, false);
      }
    },

    async range(url, start, length, options) {
      const end = start + length - 1;
      const response = await send(url, {
        method: 'GET',
        headers: { range: `bytes=${start}-${end}` },
        signal: options.signal,
      });
      if (response.statusCode === 200) {
        // The whole file is never read: abandon it before its body arrives.
        discard(response.body);
        throw new ImageryFetchError(
          `${url} ignored the Range header and began to send the whole file; Vigil reads COGs by range only`,
          false,
        );
      }
      if (response.statusCode !== 206) {
        discard(response.body);
        throw statusError(url, response.statusCode);
      }
      const contentRange = String(response.headers['content-range'] ?? '');
      const match = /^bytes (\d+)-(\d+)\/(\d+|\*)$/.exec(contentRange);
      const gotStart = Number(match?.[1]);
      const gotEnd = Number(match?.[2]);
      if (!match || gotStart !== start || gotEnd > end || gotEnd < start) {
        discard(response.body);
        throw new ImageryFetchError(
          `${url} answered bytes ${contentRange || '(no Content-Range)'} to a request for ${start}-${end}`,
          false,
        );
      }
      const expected = gotEnd - gotStart + 1;
      const body = await readBody(response, expected, url);
      options.meter?.note(url, body.length);
      if (body.length !== expected) {
        throw new ImageryFetchError(
          `${url} sent ${body.length} of the ${expected} bytes it announced (truncated)`,
          true,
        );
      }
      const total = match[3] === '*' ? undefined : Number(match[3]);
      return {
        data: body.buffer.slice(body.byteOffset, body.byteOffset + body.length) as ArrayBuffer,
        total,
      };
    },

    close: () => agent.close(),
  };
}
