/**
 * The secret form of an OAuth access token: `vat_` + 40 random base62 characters + a 6-character
 * checksum, the form of API keys (`key-token.ts`) with its own prefix, so that the auth hook tells
 * a token from a key by its first characters and secret scanners can tell them apart. Tokens are
 * opaque (RFC 6749 §1.4); what they grant lives with their SHA-256 in the store.
 */
import { checksum, hashKeyToken, randomBase62 } from '../keys/index.ts';

export const ACCESS_TOKEN_PREFIX = 'vat_';
const RANDOM_LENGTH = 40;
const CHECKSUM_LENGTH = 6;
const TOKEN_PATTERN = new RegExp(`^${ACCESS_TOKEN_PREFIX}[0-9A-Za-z]{${RANDOM_LENGTH + CHECKSUM_LENGTH}}$`);

export function generateAccessToken(): string {
  const body = randomBase62(RANDOM_LENGTH);
  return `${ACCESS_TOKEN_PREFIX}${body}${checksum(body)}`;
}

/** Well-formed and its checksum matches: worth looking up. */
export function isPlausibleAccessToken(token: string): boolean {
  if (!TOKEN_PATTERN.test(token)) return false;
  const body = token.slice(ACCESS_TOKEN_PREFIX.length, ACCESS_TOKEN_PREFIX.length + RANDOM_LENGTH);
  return token.endsWith(checksum(body));
}

export const hashAccessToken = hashKeyToken;
