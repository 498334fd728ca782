/**
 * Endpoint secrets and Standard Webhooks signatures. A secret is `whsec_` + base64 of 32 random
 * bytes. After a rotation the replaced secret keeps signing until it expires, so each delivery
 * carries one `v1,` signature per live secret and a receiver holding either one verifies it. With
 * an HSM key configured, a `v1a,` signature follows: the same content signed with the key, which a
 * receiver verifies with the public key alone.
 */
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { MAX_PREVIOUS_SECRETS } from './delivery-rules.ts';

export const SECRET_PREFIX = 'whsec_';
const SECRET_BYTES = 32;

export function generateWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString('base64')}`;
}

export interface PreviousSecret {
  secret: string;
  expires_at: number;
}

export function parsePreviousSecrets(json: string): PreviousSecret[] {
  const parsed: unknown = JSON.parse(json);
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(
    (item): item is PreviousSecret =>
      typeof item === 'object' &&
      item !== null &&
      typeof item.secret === 'string' &&
      typeof item.expires_at === 'number',
  );
}

/** The previous secrets after a rotation at `now`: the replaced one added, the expired dropped. */
export function afterRotation(
  previous: PreviousSecret[],
  replaced: string,
  now: number,
  graceMs: number,
): PreviousSecret[] {
  const live = previous.filter((p) => p.expires_at > now);
  const next = graceMs > 0 ? [...live, { secret: replaced, expires_at: now + graceMs }] : live;
  return next.slice(-MAX_PREVIOUS_SECRETS);
}

/** The secrets that sign a delivery at `now`: the current one first. */
export function signingSecrets(current: string, previous: PreviousSecret[], now: number): string[] {
  return [current, ...previous.filter((p) => p.expires_at > now).map((p) => p.secret)];
}

/** The content every signature of a delivery signs: `{id}.{timestamp}.{body}`. */
export function signedContent(id: string, timestampS: number, body: string): Buffer {
  return Buffer.from(`${id}.${timestampS}.${body}`, 'utf8');
}

/**
 * The asymmetric signature, `v1a,<base64>`: Ed25519 as the Standard Webhooks spec defines `v1a`,
 * or, with a P-256 key (an HSM without EdDSA), ES256 as r‖s — Vigil's extension, documented so.
 */
export async function asymmetricSignature(
  sign: (data: Buffer) => Promise<Buffer>,
  id: string,
  timestampS: number,
  body: string,
): Promise<string> {
  return `v1a,${(await sign(signedContent(id, timestampS, body))).toString('base64')}`;
}

/** The `webhook-signature` header: `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` per secret. */
export function signatureHeader(secrets: string[], id: string, timestampS: number, body: string): string {
  const at = new Date(timestampS * 1000);
  return secrets.map((secret) => new Webhook(secret).sign(id, at, body)).join(' ');
}
