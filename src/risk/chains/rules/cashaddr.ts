/**
 * Bitcoin Cash addresses. CashAddr (the bitcoincash.org spec, with the CashTokens CHIP's
 * token-aware types) is the stored form: `bitcoincash:` plus lower case. Legacy base58 addresses
 * (1…, 3…) and token-aware ones (z…, r…) pay the same scripts, so they are rewritten to the plain
 * CashAddr of that script: one script, one stored address, whichever way a list or a client wrote it.
 */

import { bech32 } from '@scure/base';
import { type AddressForm, type AddressResult, accepted, invalid, refused } from '../address-rule.ts';
import { decodeBase58Check } from './base58check.ts';

const NAME = 'Bitcoin Cash';
const PREFIX = 'bitcoincash';
const TESTNET_PREFIXES = ['bchtest', 'bchreg'];
const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const CHECKSUM_WORDS = 8;
// Version byte bits 0-2 give the hash size; the spec's table, in bytes.
const HASH_SIZES = [20, 24, 28, 32, 40, 48, 56, 64];
// Types 0 and 1 pay a key hash and a script hash; 2 and 3 are the same with "token-aware" set.
const P2PKH = 0;
const P2SH = 1;
const TOKEN_AWARE = 2;

const TESTNET = refused(`This is a ${NAME} testnet address; Vigil screens ${NAME} mainnet addresses only.`);

export function bitcoinCashAddress(input: string): AddressResult {
  const first = input.charAt(0);
  if (first === '1' || first === '3') return fromLegacy(input);
  if (first === 'm' || first === 'n' || first === '2') {
    const decoded = decodeBase58Check(input);
    if (decoded.ok && decoded.payload.length === 21) return TESTNET;
  }
  return fromCashAddr(input);
}

function fromLegacy(input: string): AddressResult {
  const decoded = decodeBase58Check(input);
  if (!decoded.ok) return invalid(NAME, decoded.problem);
  const { payload } = decoded;
  const version = payload[0];
  if (payload.length !== 21 || (version !== 0x00 && version !== 0x05)) {
    return invalid(NAME, 'it is not a legacy P2PKH (1…) or P2SH (3…) address');
  }
  const type = version === 0x00 ? P2PKH : P2SH;
  return accepted(encodeCashAddr(type, payload.subarray(1)), 'legacy');
}

function fromCashAddr(input: string): AddressResult {
  const lower = input.toLowerCase();
  if (input !== lower && input !== input.toUpperCase()) {
    return invalid(NAME, 'it mixes upper and lower case, which CashAddr forbids');
  }
  const colon = lower.indexOf(':');
  // The prefix is optional on input: without one, the checksum is taken over `bitcoincash`.
  const prefix = colon === -1 ? PREFIX : lower.slice(0, colon);
  if (TESTNET_PREFIXES.includes(prefix)) return TESTNET;
  if (prefix !== PREFIX) {
    return invalid(NAME, `its prefix '${prefix}' is not 'bitcoincash'`);
  }
  const text = lower.slice(colon + 1);
  const words = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const word = CHARSET.indexOf(text.charAt(i));
    if (word === -1) {
      const at = colon + 2 + i;
      return invalid(NAME, `character ${at} ('${input.charAt(at - 1)}') is not used in CashAddr`);
    }
    words[i] = word;
  }
  if (words.length <= CHECKSUM_WORDS) return invalid(NAME, 'it is too short');
  if (!checksumHolds(prefix, words)) {
    return invalid(NAME, 'its checksum does not match, so a character is probably mistyped');
  }
  const bytes = bech32.fromWordsUnsafe(Array.from(words.subarray(0, words.length - CHECKSUM_WORDS)));
  if (bytes === undefined) return invalid(NAME, 'its padding bits are not zero');
  const version = bytes[0] ?? 0;
  const hash = bytes.subarray(1);
  if (version & 0x80) return invalid(NAME, 'its version byte sets the reserved bit');
  if (HASH_SIZES[version & 0x07] !== hash.length) {
    return invalid(NAME, 'its version byte gives a hash size that differs from the hash it holds');
  }
  const type = (version >> 3) & 0x0f;
  const plainType = type & ~TOKEN_AWARE;
  if (type > 3) return invalid(NAME, `its address type ${type} is not P2PKH or P2SH`);
  // P2PKH hashes a key with HASH160 (20 bytes); P2SH takes HASH160 or, since May 2023, HASH256 (32).
  if (hash.length !== 20 && !(plainType === P2SH && hash.length === 32)) {
    return invalid(
      NAME,
      `a ${plainType === P2SH ? 'P2SH' : 'P2PKH'} address cannot hold a ${hash.length}-byte hash`,
    );
  }
  const form: AddressForm = type === plainType ? 'cashaddr' : 'cashaddr-token';
  return accepted(encodeCashAddr(plainType, hash), form);
}

/** `bitcoincash:` + the CashAddr of a P2PKH (type 0) or P2SH (type 1) hash. */
export function encodeCashAddr(type: number, hash: Uint8Array): string {
  const payload = new Uint8Array(hash.length + 1);
  payload[0] = (type << 3) | HASH_SIZES.indexOf(hash.length);
  payload.set(hash, 1);
  const dataWords = bech32.toWords(payload);
  const words = new Uint8Array(dataWords.length + CHECKSUM_WORDS);
  words.set(dataWords);
  const { hi, lo } = polymod(PREFIX, words);
  // The 40-bit remainder (xor 1) fills the 8 zero words, five bits each, most significant first.
  let text = `${PREFIX}:`;
  for (const word of dataWords) text += CHARSET.charAt(word);
  const remainder = hi * 2 ** 32 + ((lo ^ 1) >>> 0);
  for (let i = 0; i < CHECKSUM_WORDS; i++) {
    text += CHARSET.charAt(Math.floor(remainder / 2 ** (35 - 5 * i)) % 32);
  }
  return text;
}

function checksumHolds(prefix: string, words: Uint8Array): boolean {
  const { hi, lo } = polymod(prefix, words);
  return hi === 0 && lo === 1;
}

// The CashAddr BCH code over GF(2^5): a 40-bit state kept as an 8-bit high part and a 32-bit low
// part, because JavaScript's bitwise operators stop at 32 bits. Generators from the spec.
const GEN_HI = [0x98, 0x79, 0xf3, 0xae, 0x1e];
const GEN_LO = [0xf2bc8e61, 0xb76d99e2, 0x3e5fb3c4, 0x2eabe2a8, 0x4f43e470];

function polymod(prefix: string, words: Uint8Array): { hi: number; lo: number } {
  let hi = 0;
  let lo = 1;
  const step = (value: number): void => {
    const top = hi >>> 3;
    hi = ((hi & 0x07) << 5) | (lo >>> 27);
    lo = ((lo << 5) | value) >>> 0;
    for (let g = 0; g < 5; g++) {
      if ((top >>> g) & 1) {
        hi ^= GEN_HI[g] ?? 0;
        lo = (lo ^ (GEN_LO[g] ?? 0)) >>> 0;
      }
    }
  };
  for (let i = 0; i < prefix.length; i++) step(prefix.charCodeAt(i) & 0x1f);
  step(0);
  for (const word of words) step(word);
  return { hi, lo };
}
