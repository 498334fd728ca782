/**
 * XRP Ledger addresses in the ledger's own base58 alphabet. Classic addresses (r…) are a version
 * byte 0x00 and a 20-byte account id. X-addresses (XLS-5d: an account id and an optional
 * destination tag in one string) are accepted and stored as their classic address: a tag picks a
 * customer inside the account, while sanctions and labels attach to the account itself.
 */

import { type AddressResult, accepted, invalid, refused } from '../address-rule.ts';
import { decodeBase58Check, encodeBase58Check, XRP_ALPHABET } from './base58check.ts';

const NAME = 'XRP Ledger';
const ACCOUNT_BYTES = 20;
// XLS-5d layout: 2 network bytes, account id, tag flag, 8 tag bytes (little-endian, 32 bits used).
const X_MAINNET = [0x05, 0x44];
const X_TESTNET = [0x04, 0x93];
const X_PAYLOAD_BYTES = 2 + ACCOUNT_BYTES + 1 + 8;

export function rippleAddress(input: string): AddressResult {
  const first = input.charAt(0);
  if (first === 'X' || (first === 'T' && input.length >= 46)) return fromXAddress(input);
  const decoded = decodeBase58Check(input, XRP_ALPHABET);
  if (!decoded.ok) return invalid(NAME, decoded.problem);
  const { payload } = decoded;
  if (payload.length !== 1 + ACCOUNT_BYTES || payload[0] !== 0x00) {
    return invalid(NAME, 'it is not a classic address (r…) or an X-address (X…)');
  }
  return accepted(input, 'classic');
}

function fromXAddress(input: string): AddressResult {
  const decoded = decodeBase58Check(input, XRP_ALPHABET);
  if (!decoded.ok) return invalid(NAME, decoded.problem);
  const { payload } = decoded;
  if (payload.length !== X_PAYLOAD_BYTES) return invalid(NAME, 'it is not a well-formed X-address');
  const network = [payload[0], payload[1]];
  if (network[0] === X_TESTNET[0] && network[1] === X_TESTNET[1]) {
    return refused(`This is an ${NAME} testnet X-address; Vigil screens ${NAME} mainnet addresses only.`);
  }
  if (network[0] !== X_MAINNET[0] || network[1] !== X_MAINNET[1]) {
    return invalid(NAME, 'it is not a well-formed X-address');
  }
  const flag = payload[2 + ACCOUNT_BYTES];
  const tag = payload.subarray(3 + ACCOUNT_BYTES);
  // Flag 0: no tag, and the tag bytes are zero; flag 1: a 32-bit tag, the upper 4 bytes zero.
  const tagWellFormed =
    (flag === 0 && tag.every((byte) => byte === 0)) ||
    (flag === 1 && tag.subarray(4).every((byte) => byte === 0));
  if (!tagWellFormed) return invalid(NAME, 'its destination tag field is not well-formed (XLS-5d)');
  const classic = new Uint8Array(1 + ACCOUNT_BYTES);
  classic.set(payload.subarray(2, 2 + ACCOUNT_BYTES), 1);
  return accepted(encodeBase58Check(classic, XRP_ALPHABET), 'x-address');
}
