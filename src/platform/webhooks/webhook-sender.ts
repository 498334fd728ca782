/**
 * Sends one signed webhook request and says what happened, never throwing: the status code, how
 * long it took, why it failed, what the receiver's `Retry-After` asks for and the start of its
 * answer. Requests go through the guarded agent, so only allowed addresses are reached; redirects
 * are not followed (undici's `request` follows none), and the whole exchange has 15 s.
 */
import type { LookupFunction } from 'node:net';
import { type Dispatcher, request } from 'undici';
import type { Clock } from '../../lib/clock.ts';
import type { AddressPolicy } from './address-policy.ts';
import { DELIVERY_TIMEOUT_MS, RESPONSE_EXCERPT_CHARS } from './delivery-rules.ts';
import { createGuardedAgent, requestFailureReason } from './guarded-agent.ts';

export interface OutgoingWebhook {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface SendResult {
  /** The receiver's status; null when no response came (refused, unreachable, timed out). */
  statusCode: number | null;
  /** No answer within the time limit: a slot held for nothing (the endpoint's circuit breaker counts these). */
  timedOut: boolean;
  durationMs: number;
  /** Why the attempt failed, when the status code alone does not say; null on success. */
  error: string | null;
  /** The wait the receiver asked for with `Retry-After`, if it sent one. */
  retryAfterMs: number | null;
  responseExcerpt: string | null;
}

export interface WebhookSender {
  send(webhook: OutgoingWebhook, signal?: AbortSignal): Promise<SendResult>;
  close(): Promise<void>;
}

/** Bytes of a response read before the rest is discarded: enough for an excerpt, never a flood. */
const MAX_RESPONSE_READ_BYTES = 64 * 1024;

export function createWebhookSender(deps: {
  clock: Clock;
  policy: AddressPolicy;
  lookup?: LookupFunction;
  timeoutMs?: number;
}): WebhookSender {
  const { clock } = deps;
  const timeoutMs = deps.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  const agent = createGuardedAgent({
    policy: deps.policy,
    ...(deps.lookup ? { lookup: deps.lookup } : {}),
  });

  return {
    async send(webhook, signal) {
      const started = performance.now();
      const timeout = AbortSignal.timeout(timeoutMs);
      const elapsed = () => Math.round(performance.now() - started);
      try {
        const response = await request(webhook.url, {
          method: 'POST',
          headers: webhook.headers,
          body: webhook.body,
          dispatcher: agent,
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
          headersTimeout: timeoutMs,
          bodyTimeout: timeoutMs,
        });
        const excerpt = await readExcerpt(response.body);
        const statusCode = response.statusCode;
        const location = response.headers.location;
        return {
          statusCode,
          timedOut: false,
          durationMs: elapsed(),
          error:
            statusCode >= 300 && statusCode < 400
              ? `redirects are not followed${typeof location === 'string' ? ` (Location: ${location.slice(0, 200)})` : ''}; register the final URL`
              : null,
          retryAfterMs: retryAfterMs(response.headers['retry-after'], clock.now()),
          responseExcerpt: excerpt,
        };
      } catch (error) {
        const timedOut = timeout.aborted || isUndiciTimeout(error);
        const why = timedOut
          ? `no response within ${timeoutMs / 1000} s`
          : signal?.aborted
            ? `cancelled: ${requestFailureReason(signal.reason)}`
            : requestFailureReason(error);
        return {
          statusCode: null,
          timedOut,
          durationMs: elapsed(),
          error: why,
          retryAfterMs: null,
          responseExcerpt: null,
        };
      }
    },
    close: () => agent.close(),
  };
}

async function readExcerpt(body: Dispatcher.ResponseData['body']): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    chunks.push(buffer);
    size += buffer.length;
    if (size >= MAX_RESPONSE_READ_BYTES) {
      body.destroy();
      break;
    }
  }
  if (size === 0) return null;
  return Buffer.concat(chunks).toString('utf8').slice(0, RESPONSE_EXCERPT_CHARS);
}

/** `Retry-After` as delay-seconds or an HTTP date (RFC 9110 §10.2.3), in ms from now. */
export function retryAfterMs(header: string | string[] | undefined, now: number): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // Every HTTP date form starts with the day's name; anything else is not one.
  if (!/^[A-Za-z]{3}/.test(text)) return null;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** undici's own time limits (headers, body, connecting) ran out. */
function isUndiciTimeout(error: unknown): boolean {
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  return (
    code === 'UND_ERR_HEADERS_TIMEOUT' ||
    code === 'UND_ERR_BODY_TIMEOUT' ||
    code === 'UND_ERR_CONNECT_TIMEOUT'
  );
}
