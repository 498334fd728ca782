/**
 * Solana addresses: a 32-byte public key (or program-derived address) in plain base58, with no
 * checksum, so the only checks are the alphabet and the decoded length. Base58 is case-sensitive
 * and has one spelling per key, so the input is stored as given.
 */

import { base58 } from '@scure/base';
import { type AddressResult, accepted, invalid } from '../address-rule.ts';
import { BITCOIN_ALPHABET, base58Problem } from './base58check.ts';

const NAME = 'Solana';
const KEY_BYTES = 32;
// 32 bytes take 32 (all leading zeros, as in the System Program's 111…1) to 44 base58 characters.
const MIN_LENGTH = 32;
const MAX_LENGTH = 44;

export function solanaAddress(input: string): AddressResult {
  if (input.length < MIN_LENGTH || input.length > MAX_LENGTH) {
    return invalid(NAME, `it has ${input.length} characters, where a 32-byte key takes 32 to 44`);
  }
  const problem = base58Problem(input, BITCOIN_ALPHABET);
  if (problem !== null) return invalid(NAME, problem);
  const bytes = base58.decode(input);
  if (bytes.length !== KEY_BYTES) {
    return invalid(NAME, `it decodes to ${bytes.length} bytes, where a Solana key has 32`);
  }
  return accepted(input, 'base58');
}
