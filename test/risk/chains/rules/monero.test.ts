/**
 * Monero: standard addresses, subaddresses and integrated addresses, checked in full (block
 * base58, network prefix, Keccak-256 checksum); integrated addresses stored as standard ones.
 */

import { keccak_256 } from '@noble/hashes/sha3.js';
import { base58xmr } from '@scure/base';
import { describe, it } from 'vitest';
import { expectAccepted, expectRefused } from '../expect-address.ts';

// The Monero General Fund's donation address (getmonero.org).
const GENERAL_FUND =
  '44AFFq5kSiGBoZ4NMDwYtN18obc8AemS33DBLWs3H7otXft3XjrpDtQGv7SqSsaBYBb98uNbr2VBBEt7f2wfn3RVGQBEP3A';
// docs.getmonero.org "Addresses": the integrated-address example and the standard address it
// extends, and the subaddress example.
const INTEGRATED =
  '4LL9oSLmtpccfufTMvppY6JwXNouMBzSkbLYfpAV5Usx3skxNgYeYTRj5UzqtReoS44qo9mtmXCqY45DJ852K5Jv2bYXZKKQePHES9khPK';
const INTEGRATED_STANDARD =
  '4AdUndXHHZ6cfufTMvppY6JwXNouMBzSkbLYfpAV5Usx3skxNgYeYTRj5UzqtReoS44qo9mtmXCqY45DJ852K5Jv2684Rge';
const SUBADDRESS =
  '888tNkZrPN6JsEgekjMnABU4TBzc2Dt29EPAvkRxbANsAnjyPbb3iQ1YBRk1UXcdRsiKc9dhwMVgN5S9cQUiyoogDavup3H';

/** The address with its character at `index` replaced by `by`. */
function withCharacter(address: string, index: number, by: string): string {
  return address.slice(0, index) + by + address.slice(index + 1);
}

/** The General Fund's keys under another network prefix, with a checksum that holds. */
function withPrefix(prefix: number): string {
  const bytes = base58xmr.decode(GENERAL_FUND);
  bytes[0] = prefix;
  bytes.set(keccak_256(bytes.subarray(0, 65)).subarray(0, 4), 65);
  return base58xmr.encode(bytes);
}

describe('monero', () => {
  it('accepts a standard address as written', () => {
    expectAccepted('monero', GENERAL_FUND, GENERAL_FUND, 'standard');
    expectAccepted('monero', INTEGRATED_STANDARD, INTEGRATED_STANDARD, 'standard');
  });

  it('accepts a subaddress as written', () => {
    expectAccepted('monero', SUBADDRESS, SUBADDRESS, 'subaddress');
  });

  it('stores an integrated address as the standard address it extends', () => {
    expectAccepted('monero', INTEGRATED, INTEGRATED_STANDARD, 'integrated');
  });

  it('refuses a mistyped address by its checksum', () => {
    expectRefused('monero', withCharacter(GENERAL_FUND, 40, 'x'), 'checksum does not match');
  });

  it('refuses an 11-character block too large for 8 bytes', () => {
    expectRefused('monero', `${'z'.repeat(11)}${GENERAL_FUND.slice(11)}`, 'out of range');
  });

  it('refuses a length no Monero address has', () => {
    expectRefused('monero', GENERAL_FUND.slice(0, 94), 'it has 94 characters');
  });

  it('refuses a character base58 does not use', () => {
    expectRefused('monero', withCharacter(GENERAL_FUND, 10, 'l'), "character 11 ('l') is not used in base58");
  });

  it('refuses testnet and stagenet addresses as such', () => {
    // cryptonote_config.h: testnet standard 53, subaddress 63; stagenet standard 24.
    for (const prefix of [53, 63, 24]) {
      expectRefused('monero', withPrefix(prefix), 'Monero testnet or stagenet address');
    }
  });

  it('refuses a prefix that is no network address', () => {
    expectRefused('monero', withPrefix(19), 'network prefix is not a mainnet one');
  });
});
