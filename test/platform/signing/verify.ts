/**
 * An independent verifier for the HSM tests: what a receiver or an auditor writes with Node's
 * crypto, the published public key and an RFC 8785 library, sharing no code with Vigil's signing.
 */
import { createPublicKey, verify } from 'node:crypto';
import canonicalize from 'canonicalize';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../harness.ts';

export interface PublishedKey {
  id: string;
  algorithm: 'Ed25519' | 'ES256';
  status: 'active' | 'retired';
  public_key_pem: string;
  public_key_jwk: { kty: string; crv: string; x: string; y?: string; kid: string; alg: string; use: string };
  webhook_public_key: string | null;
  created_at: string;
  retired_at: string | null;
}

export async function publishedKeys(t: TestApp): Promise<PublishedKey[]> {
  const response = await t.request({ method: 'GET', url: '/v1/signing-keys', key: null });
  if (response.statusCode !== 200)
    throw new Error(`GET /v1/signing-keys: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: PublishedKey[] }).data;
}

/** Checks a signature the way the docs tell a verifier to, from the key's PEM. */
export function verifiesWith(
  key: Pick<PublishedKey, 'algorithm' | 'public_key_pem'>,
  data: Buffer,
  signatureB64: string,
): boolean {
  const publicKey = createPublicKey(key.public_key_pem);
  const signature = Buffer.from(signatureB64, 'base64');
  return key.algorithm === 'Ed25519'
    ? verify(null, data, publicKey, signature)
    : verify('sha256', data, { key: publicKey, dsaEncoding: 'ieee-p1363' }, signature);
}

/** Checks an Ed25519 signature from the Standard Webhooks `whpk_` form alone. */
export function verifiesWithWhpk(whpk: string, data: Buffer, signatureB64: string): boolean {
  const raw = Buffer.from(whpk.replace(/^whpk_/, ''), 'base64');
  const publicKey = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: raw.toString('base64url') },
    format: 'jwk',
  });
  return verify(null, data, publicKey, Buffer.from(signatureB64, 'base64'));
}

/** The `v1a` signatures of a `webhook-signature` header. */
export function v1aSignatures(header: string | string[] | undefined): string[] {
  const text = Array.isArray(header) ? header.join(' ') : (header ?? '');
  return text
    .split(' ')
    .filter((part) => part.startsWith('v1a,'))
    .map((part) => part.slice('v1a,'.length));
}

/** What a delivery signs: `{webhook-id}.{webhook-timestamp}.{body}`. */
export function webhookContent(headers: Record<string, string | string[] | undefined>, body: string): Buffer {
  return Buffer.from(
    `${String(headers['webhook-id'])}.${String(headers['webhook-timestamp'])}.${body}`,
    'utf8',
  );
}

/** The bytes of a SAR draft's `draft_signature`: the `draft` member in RFC 8785 form. */
export function canonicalDraft(draft: unknown): Buffer {
  const text = canonicalize(draft);
  if (text === undefined) throw new Error('the draft does not canonicalise');
  return Buffer.from(text, 'utf8');
}

/** The `Vigil-Signature` header of a PDF download, parsed as an RFC 8941 dictionary of three members. */
export function pdfSignatureOf(
  response: LightMyRequestResponse,
): { keyid: string; alg: string; sig: string } | undefined {
  const header = response.headers['vigil-signature'];
  if (typeof header !== 'string') return undefined;
  const match = /^keyid="([^"]+)", alg="([^"]+)", sig=:([A-Za-z0-9+/=]+):$/.exec(header);
  if (!match?.[1] || !match[2] || !match[3]) throw new Error(`unexpected Vigil-Signature: ${header}`);
  return { keyid: match[1], alg: match[2], sig: match[3] };
}
