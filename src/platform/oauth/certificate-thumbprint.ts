/**
 * Certificate thumbprints as RFC 8705 §3.1 writes them (`x5t#S256`): the base64url SHA-256 of the
 * certificate's DER encoding, without padding. People also copy the colon-separated hex that
 * `openssl x509 -noout -fingerprint -sha256` prints, so registration takes either.
 */
import { createHash, type X509Certificate } from 'node:crypto';

const BASE64URL_SHA256 = /^[A-Za-z0-9_-]{43}$/;
const HEX_SHA256 = /^[0-9A-Fa-f]{64}$/;

/** The `x5t#S256` of a certificate. */
export function thumbprintOf(certificate: X509Certificate): string {
  return createHash('sha256').update(certificate.raw).digest('base64url');
}

/**
 * A thumbprint in `x5t#S256` form from base64url, or from hex with or without colons (and with
 * openssl's `sha256 Fingerprint=` in front); undefined if it is neither.
 */
export function normalizeThumbprint(text: string): string | undefined {
  const trimmed = text.trim().replace(/^sha-?256 fingerprint=/i, '');
  if (BASE64URL_SHA256.test(trimmed)) {
    // The last character carries 2 padding bits that must be zero, or it is not a SHA-256.
    const bytes = Buffer.from(trimmed, 'base64url');
    return bytes.length === 32 && bytes.toString('base64url') === trimmed ? trimmed : undefined;
  }
  const hex = trimmed.replaceAll(':', '');
  if (
    HEX_SHA256.test(hex) &&
    (trimmed.length === 64 || /^([0-9A-Fa-f]{2}:){31}[0-9A-Fa-f]{2}$/.test(trimmed))
  ) {
    return Buffer.from(hex, 'hex').toString('base64url');
  }
  return undefined;
}
