/**
 * Zcash transparent addresses: base58check with two version bytes (t1… key hash, t3… script hash,
 * from zcashd's chainparams.cpp), and ZIP-320 TEX addresses (tex1…), which are the same key hash in
 * bech32m and are stored as their t1… form. Shielded addresses hide every transfer, so there is
 * nothing to screen: they are refused with that reason rather than as malformed.
 */

import { bech32m } from '@scure/base';
import { type AddressResult, accepted, invalid, refused } from '../address-rule.ts';
import { decodeBase58Check, encodeBase58Check } from './base58check.ts';

const NAME = 'Zcash';
const P2PKH = [0x1c, 0xb8];
const P2SH = [0x1c, 0xbd];
const TESTNET = [
  [0x1d, 0x25],
  [0x1c, 0xba],
];
// Two version bytes and a 20-byte hash.
const PAYLOAD_BYTES = 22;

const SHIELDED = refused(
  'This is a shielded Zcash address (Sapling zs…, Sprout zc… or Unified u1…), whose transfers are private; only transparent addresses (t1…, t3…) can be screened.',
);
const TESTNET_REFUSAL = refused(
  `This is a ${NAME} testnet address; Vigil screens ${NAME} mainnet addresses only.`,
);

export function zcashAddress(input: string): AddressResult {
  const lower = input.toLowerCase();
  // Sprout testnet is zt…, Sapling testnet ztestsapling1…, Unified testnet utest1….
  if (lower.startsWith('textest1') || lower.startsWith('utest1') || lower.startsWith('zt')) {
    return TESTNET_REFUSAL;
  }
  if (lower.startsWith('zs1') || lower.startsWith('zc') || lower.startsWith('u1')) return SHIELDED;
  if (lower.startsWith('tex1')) return fromTex(input);

  const decoded = decodeBase58Check(input);
  if (!decoded.ok) return invalid(NAME, decoded.problem);
  const { payload } = decoded;
  const version = [payload[0], payload[1]];
  const is = (v: readonly number[]): boolean => v[0] === version[0] && v[1] === version[1];
  if (payload.length === PAYLOAD_BYTES && TESTNET.some(is)) return TESTNET_REFUSAL;
  if (!is(P2PKH) && !is(P2SH)) {
    return invalid(NAME, 'its version bytes are not a Zcash mainnet transparent one (t1… or t3…)');
  }
  if (payload.length !== PAYLOAD_BYTES) {
    return invalid(NAME, `it holds ${payload.length - 2} bytes after the version bytes, where 20 belong`);
  }
  return accepted(input, is(P2PKH) ? 'p2pkh' : 'p2sh');
}

function fromTex(input: string): AddressResult {
  if (input !== input.toLowerCase() && input !== input.toUpperCase()) {
    return invalid(NAME, 'it mixes upper and lower case, which bech32m forbids');
  }
  const decoded = bech32m.decodeUnsafe(input.toLowerCase());
  if (decoded === undefined || decoded.prefix !== 'tex') {
    return invalid(NAME, 'its checksum does not match, so a character is probably mistyped');
  }
  const hash = bech32m.fromWordsUnsafe(decoded.words);
  if (hash === undefined || hash.length !== 20) {
    return invalid(NAME, 'a TEX address holds a 20-byte key hash, and this one does not (ZIP-320)');
  }
  const payload = new Uint8Array(PAYLOAD_BYTES);
  payload.set(P2PKH);
  payload.set(hash, 2);
  return accepted(encodeBase58Check(payload), 'tex');
}
