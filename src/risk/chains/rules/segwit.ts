/**
 * Segregated-witness addresses (Bitcoin's bc1…, Litecoin's ltc1…): bech32 for witness version 0
 * (BIP-173) and bech32m for versions 1 to 16 (BIP-350), with the program lengths of BIP-141.
 * Stored in lower case, the form BIP-173 recommends and every explorer shows.
 */

import { bech32, bech32m } from '@scure/base';
import { type AddressForm, type AddressResult, accepted, invalid } from '../address-rule.ts';

const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
// BIP-173 caps a whole address at 90 characters.
const MAX_LENGTH = 90;

/** `input` must start with `${hrp}1` in either case; the caller has checked. */
export function decodeSegwit(input: string, hrp: string, displayName: string): AddressResult {
  const lower = input.toLowerCase();
  if (input !== lower && input !== input.toUpperCase()) {
    return invalid(displayName, 'it mixes upper and lower case, which bech32 forbids (BIP-173)');
  }
  if (lower.length > MAX_LENGTH) {
    return invalid(displayName, `it has ${lower.length} characters, more than the 90 bech32 allows`);
  }
  const data = lower.slice(hrp.length + 1);
  for (let i = 0; i < data.length; i++) {
    if (!CHARSET.includes(data.charAt(i))) {
      const at = hrp.length + 2 + i;
      return invalid(displayName, `character ${at} ('${input.charAt(at - 1)}') is not used in bech32`);
    }
  }
  // No string passes both checksums, so at most one decode succeeds. The first data character is
  // the witness version: trying its encoding first means one decode for any valid address.
  const bech32First = data.charAt(0) === 'q';
  const first = (bech32First ? bech32 : bech32m).decodeUnsafe(lower, MAX_LENGTH);
  const decoded = first ?? (bech32First ? bech32m : bech32).decodeUnsafe(lower, MAX_LENGTH);
  const isBech32 = first === undefined ? !bech32First : bech32First;
  if (decoded === undefined || decoded.prefix !== hrp) {
    return invalid(displayName, 'its checksum does not match, so a character is probably mistyped');
  }
  const version = decoded.words[0];
  if (version === undefined) return invalid(displayName, 'it has no witness program after the separator');
  if (version > 16) return invalid(displayName, `witness version ${version} does not exist (0 to 16)`);
  if (version === 0 && !isBech32) {
    return invalid(
      displayName,
      'witness version 0 takes a bech32 checksum, and this one is bech32m (BIP-350)',
    );
  }
  if (version > 0 && isBech32) {
    return invalid(
      displayName,
      `witness version ${version} takes a bech32m checksum (BIP-350), and this one is bech32`,
    );
  }
  const program = bech32.fromWordsUnsafe(decoded.words.slice(1));
  if (program === undefined) {
    return invalid(displayName, 'its last character carries padding bits that are not zero (BIP-173)');
  }
  // BIP-141: a witness program is 2 to 40 bytes; version 0 defines only 20 (P2WPKH) and 32 (P2WSH).
  if (program.length < 2 || program.length > 40) {
    return invalid(
      displayName,
      `its witness program has ${program.length} byte${program.length === 1 ? '' : 's'}, where 2 to 40 are allowed`,
    );
  }
  if (version === 0 && program.length !== 20 && program.length !== 32) {
    return invalid(
      displayName,
      `a version 0 witness program has 20 or 32 bytes, and this one has ${program.length}`,
    );
  }
  return accepted(lower, segwitForm(version, program.length));
}

function segwitForm(version: number, length: number): AddressForm {
  if (version === 0) return length === 20 ? 'p2wpkh' : 'p2wsh';
  if (version === 1 && length === 32) return 'p2tr';
  return 'witness-unknown';
}
