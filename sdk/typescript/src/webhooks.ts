/**
 * Verifying what Vigil delivers to a webhook endpoint. Deliveries are signed the Standard Webhooks
 * way (`webhook-id`, `webhook-timestamp`, `webhook-signature: v1,…`), so this is the
 * `standardwebhooks` package, re-exported, with a typed helper on top.
 */
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import type { Schema } from './types.ts';

export { Webhook, WebhookVerificationError };

/** Any event Vigil delivers, told apart by `type`. */
export type WebhookEvent = Schema<'WebhookEvent'>;
export type WebhookEventType = WebhookEvent['type'];
/** The event of one type, e.g. `WebhookEventOf<'threat.detected'>`. */
export type WebhookEventOf<Type extends WebhookEventType> = Extract<WebhookEvent, { type: Type }>;

/** Headers as a server framework hands them over: a Fetch `Headers` or Node's header object. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

const SIGNED_HEADERS = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;

function headerValue(headers: WebhookHeaders, name: string): string {
  if (headers instanceof Headers) return headers.get(name) ?? '';
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : headers[key];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/**
 * Checks a delivery's signature against the endpoint's secret (`whsec_…`; during a rotation either
 * secret matches) and its timestamp (within 5 minutes), then returns the event. Pass the body
 * exactly as received, before any JSON parsing. Throws `WebhookVerificationError` otherwise.
 */
export function verifyWebhook(
  secret: string,
  payload: string | Uint8Array,
  headers: WebhookHeaders,
): WebhookEvent {
  const body = typeof payload === 'string' ? payload : new TextDecoder().decode(payload);
  const signed = Object.fromEntries(SIGNED_HEADERS.map((name) => [name, headerValue(headers, name)]));
  // The signature is Vigil's, over this exact body: its shape is the documented event's.
  return new Webhook(secret).verify(body, signed) as WebhookEvent;
}
