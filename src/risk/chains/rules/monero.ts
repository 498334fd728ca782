/**
 * Monero addresses, checked in full: Monero's block base58 (8-byte blocks of 11 characters), the
 * network prefix, and the checksum (the first 4 bytes of Keccak-256 over prefix and keys). The
 * prefixes are from monero's cryptonote_config.h. An integrated address is a standard address with
 * a payment id; it is stored as that standard address, because the id names a payment, not a
 * holder, and lists publish the standard address.
 */

import { keccak_256 } from '@noble/hashes/sha3.js';
import { base58xmr } from '@scure/base';
import { type AddressForm, type AddressResult, accepted, invalid, refused } from '../address-rule.ts';
import { BITCOIN_ALPHABET, base58Problem } from './base58check.ts';

const NAME = 'Monero';
const STANDARD = 18;
const INTEGRATED = 19;
const SUBADDRESS = 42;
// Testnet 53/54/63 and stagenet 24/25/36 (standard, integrated, subaddress).
const OTHER_NETWORKS = [53, 54, 63, 24, 25, 36];
// Prefix byte, public spend key, public view key, then an 8-byte payment id when integrated.
const KEYS_BYTES = 1 + 32 + 32;
const CHECKSUM_BYTES = 4;
const LENGTHS: Readonly<Record<number, number>> = { 95: KEYS_BYTES, 106: KEYS_BYTES + 8 };

export function moneroAddress(input: string): AddressResult {
  const bodyBytes = LENGTHS[input.length];
  if (bodyBytes === undefined) {
    return invalid(
      NAME,
      `it has ${input.length} characters, where a standard address or subaddress has 95 and an integrated address 106`,
    );
  }
  const problem = base58Problem(input, BITCOIN_ALPHABET);
  if (problem !== null) return invalid(NAME, problem);
  let bytes: Uint8Array;
  try {
    bytes = base58xmr.decode(input);
  } catch {
    return invalid(
      NAME,
      'one of its 11-character blocks is out of range, so a character is probably mistyped',
    );
  }
  const body = bytes.subarray(0, bodyBytes);
  const sum = keccak_256(body);
  for (let i = 0; i < CHECKSUM_BYTES; i++) {
    if (bytes[bodyBytes + i] !== sum[i]) {
      return invalid(NAME, 'its checksum does not match, so a character is probably mistyped');
    }
  }
  const prefix = bytes[0] ?? 0;
  if (OTHER_NETWORKS.includes(prefix)) {
    return refused(
      `This is a ${NAME} testnet or stagenet address; Vigil screens ${NAME} mainnet addresses only.`,
    );
  }
  const form = formOf(prefix, bodyBytes);
  if (form === undefined) {
    return invalid(
      NAME,
      'its network prefix is not a mainnet one; standard addresses start with 4 and subaddresses with 8',
    );
  }
  if (form !== 'integrated') return accepted(input, form);
  const standard = new Uint8Array(KEYS_BYTES + CHECKSUM_BYTES);
  standard.set(body.subarray(0, KEYS_BYTES));
  standard[0] = STANDARD;
  standard.set(keccak_256(standard.subarray(0, KEYS_BYTES)).subarray(0, CHECKSUM_BYTES), KEYS_BYTES);
  return accepted(base58xmr.encode(standard), 'integrated');
}

function formOf(prefix: number, bodyBytes: number): AddressForm | undefined {
  if (bodyBytes === KEYS_BYTES) {
    if (prefix === STANDARD) return 'standard';
    if (prefix === SUBADDRESS) return 'subaddress';
    return undefined;
  }
  return prefix === INTEGRATED ? 'integrated' : undefined;
}
