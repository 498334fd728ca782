/**
 * Base58check as Bitcoin and its descendants use it (version bytes, payload, then the first four
 * bytes of SHA-256(SHA-256(version + payload))), over Bitcoin's alphabet or the XRP Ledger's.
 * Decoding says which check failed, so that a refusal can tell a typo from a wrong alphabet.
 */

import { sha256 } from '@noble/hashes/sha2.js';
import { type BytesCoder, base58, base58xrp } from '@scure/base';

export interface Base58Alphabet {
  readonly codec: BytesCoder;
  /** Character code (0-127) to digit, -1 where the character is not in the alphabet. */
  readonly digits: Int8Array;
}

function alphabet(codec: BytesCoder, characters: string): Base58Alphabet {
  const digits = new Int8Array(128).fill(-1);
  for (let i = 0; i < characters.length; i++) digits[characters.charCodeAt(i)] = i;
  return { codec, digits };
}

export const BITCOIN_ALPHABET = alphabet(
  base58,
  '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz',
);

/** The XRP Ledger's own ordering of the same 58 characters (xrpl.org, "Base58 Encodings"). */
export const XRP_ALPHABET = alphabet(base58xrp, 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz');

const CHECKSUM_BYTES = 4;

/** null when every character is in the alphabet, otherwise a phrase naming the first one that is not. */
export function base58Problem(input: string, { digits }: Base58Alphabet): string | null {
  for (let i = 0; i < input.length; i++) {
    const code = input.charCodeAt(i);
    if (code >= 128 || digits[code] === -1) {
      const character = input.charAt(i);
      // The four look-alikes are the likely typo, so say why they are missing.
      const why = '0OIl'.includes(character) ? ', which leaves out 0, O, I and l' : '';
      return `character ${i + 1} ('${character}') is not used in base58${why}`;
    }
  }
  return null;
}

export type Base58CheckDecoded = { ok: true; payload: Uint8Array } | { ok: false; problem: string };

/** The payload (version bytes included, checksum removed), or which check failed. */
export function decodeBase58Check(input: string, abc: Base58Alphabet = BITCOIN_ALPHABET): Base58CheckDecoded {
  const problem = base58Problem(input, abc);
  if (problem !== null) return { ok: false, problem };
  const bytes = abc.codec.decode(input);
  if (bytes.length <= CHECKSUM_BYTES) return { ok: false, problem: 'it is too short' };
  const payload = bytes.subarray(0, bytes.length - CHECKSUM_BYTES);
  const sum = checksum(payload);
  for (let i = 0; i < CHECKSUM_BYTES; i++) {
    if (bytes[payload.length + i] !== sum[i]) {
      return { ok: false, problem: 'its checksum does not match, so a character is probably mistyped' };
    }
  }
  return { ok: true, payload };
}

export function encodeBase58Check(payload: Uint8Array, abc: Base58Alphabet = BITCOIN_ALPHABET): string {
  const bytes = new Uint8Array(payload.length + CHECKSUM_BYTES);
  bytes.set(payload);
  bytes.set(checksum(payload).subarray(0, CHECKSUM_BYTES), payload.length);
  return abc.codec.encode(bytes);
}

function checksum(payload: Uint8Array): Uint8Array {
  return sha256(sha256(payload));
}
