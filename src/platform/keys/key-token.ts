/**
 * The secret form of an API key: `vk_` + 40 random base62 characters (about 238 bits) + a 6-character
 * base62 CRC-32 of that random part. The checksum lets the service (and secret scanners) reject a
 * mistyped or made-up key without touching the store, as GitHub's token format does. Only the
 * SHA-256 of the whole key is stored.
 */
import { hash, randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';

export const KEY_PREFIX = 'vk_';
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const RANDOM_LENGTH = 40;
const CHECKSUM_LENGTH = 6; // 62^6 > 2^32, so any CRC-32 fits
const TOKEN_PATTERN = new RegExp(`^${KEY_PREFIX}[0-9A-Za-z]{${RANDOM_LENGTH + CHECKSUM_LENGTH}}$`);
/** How much of a key is shown after creation, to tell keys apart. */
const START_LENGTH = KEY_PREFIX.length + 6;

export function generateKeyToken(): string {
  const body = randomBase62(RANDOM_LENGTH);
  return `${KEY_PREFIX}${body}${checksum(body)}`;
}

/** Well-formed and its checksum matches: worth looking up. */
export function isPlausibleKeyToken(token: string): boolean {
  if (!TOKEN_PATTERN.test(token)) return false;
  const body = token.slice(KEY_PREFIX.length, KEY_PREFIX.length + RANDOM_LENGTH);
  return token.endsWith(checksum(body));
}

export function hashKeyToken(token: string): string {
  // The one-shot form: every authenticated request hashes its key, and this skips a Hash object.
  return hash('sha256', token, 'hex');
}

export function keyTokenStart(token: string): string {
  return token.slice(0, START_LENGTH);
}

/** Six base62 characters of the CRC-32 of `body`; OAuth access tokens use the same form. */
export function checksum(body: string): string {
  let value = crc32(body);
  let out = '';
  for (let i = 0; i < CHECKSUM_LENGTH; i++) {
    out = ALPHABET.charAt(value % 62) + out;
    value = Math.floor(value / 62);
  }
  return out;
}

export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      // Reject bytes ≥ 248 (4 × 62) so every character is equally likely.
      if (byte < 248 && out.length < length) out += ALPHABET.charAt(byte % 62);
    }
  }
  return out;
}
