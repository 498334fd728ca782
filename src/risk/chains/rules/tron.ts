/**
 * TRON addresses: base58check of 0x41 and a 20-byte account id (T…), the form wallets, explorers
 * and OFAC use. The hex form (41 and 40 hex digits) that TRON's own HTTP API returns by default is
 * accepted too and stored as base58, so a node's output can be screened without conversion.
 */

import { hex } from '@scure/base';
import { type AddressResult, accepted, invalid } from '../address-rule.ts';
import { decodeBase58Check, encodeBase58Check } from './base58check.ts';

const NAME = 'TRON';
const VERSION = 0x41;
// The version byte and a 20-byte account id.
const PAYLOAD_BYTES = 21;
const HEX_LENGTH = PAYLOAD_BYTES * 2;

export function tronAddress(input: string): AddressResult {
  if (input.length === HEX_LENGTH && input.startsWith('41')) return fromHex(input);
  if (input.startsWith('0x')) {
    return invalid(NAME, "'0x' addresses belong to EVM chains; TRON addresses start with T, or 41 in hex");
  }
  const decoded = decodeBase58Check(input);
  if (!decoded.ok) return invalid(NAME, decoded.problem);
  const { payload } = decoded;
  if (payload.length !== PAYLOAD_BYTES || payload[0] !== VERSION) {
    return invalid(NAME, 'it does not hold the 0x41 version byte and a 20-byte account id (T…)');
  }
  return accepted(input, 'base58');
}

function fromHex(input: string): AddressResult {
  for (let i = 0; i < input.length; i++) {
    const code = input.charCodeAt(i);
    const isHex =
      (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x46) || (code >= 0x61 && code <= 0x66);
    if (!isHex) {
      return invalid(NAME, `character ${i + 1} ('${input.charAt(i)}') is not a hex digit`);
    }
  }
  return accepted(encodeBase58Check(hex.decode(input)), 'hex');
}
