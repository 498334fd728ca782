/**
 * Ethereum-style addresses, shared by every EVM chain Vigil screens: `0x` and 40 hex digits.
 * Mixed case carries the EIP-55 checksum and must pass it; a single case carries none and is
 * accepted as is. Stored in lower case, so that one account has one stored address.
 */

import { keccak_256 } from '@noble/hashes/sha3.js';
import { type AddressRule, accepted, invalid } from '../address-rule.ts';

const HEX_DIGITS = 40;
const encoder = new TextEncoder();

export function evmRule(displayName: string): AddressRule {
  return (input) => {
    if (!input.startsWith('0x')) return invalid(displayName, "it does not start with '0x'");
    if (input.length !== 2 + HEX_DIGITS) {
      return invalid(displayName, `it has ${input.length - 2} hex digits after '0x', where 40 belong`);
    }
    let upper = false;
    let lower = false;
    for (let i = 2; i < input.length; i++) {
      const code = input.charCodeAt(i);
      if (code >= 0x41 && code <= 0x46) upper = true;
      else if (code >= 0x61 && code <= 0x66) lower = true;
      else if (code < 0x30 || code > 0x39) {
        return invalid(displayName, `character ${i + 1} ('${input.charAt(i)}') is not a hex digit`);
      }
    }
    const address = `0x${input.slice(2).toLowerCase()}`;
    if (!(upper && lower)) return accepted(address, 'hex');
    if (!eip55Holds(input.slice(2), address.slice(2))) {
      return invalid(
        displayName,
        'its mixed upper and lower case fails the EIP-55 checksum, so a character is probably mistyped',
      );
    }
    return accepted(address, 'eip55');
  };
}

/**
 * EIP-55: hash the lower-case hex with Keccak-256; a letter is upper case exactly where the
 * matching nibble of the hash is 8 or more.
 */
function eip55Holds(given: string, lower: string): boolean {
  const hash = keccak_256(encoder.encode(lower));
  for (let i = 0; i < HEX_DIGITS; i++) {
    const code = given.charCodeAt(i);
    if (code < 0x41) continue; // a digit has no case
    const byte = hash[i >> 1] ?? 0;
    const nibble = i % 2 === 0 ? byte >> 4 : byte & 0x0f;
    const isUpper = code <= 0x46;
    if (isUpper !== nibble >= 8) return false;
  }
  return true;
}
