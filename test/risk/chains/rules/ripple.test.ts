/**
 * XRP Ledger: classic r… addresses in the ledger's own base58 alphabet, and X-addresses stored as
 * their classic account.
 */

import { describe, it } from 'vitest';
import { expectAccepted, expectRefused } from '../expect-address.ts';

describe('ripple: classic addresses', () => {
  // xrpl.org "Addresses": the genesis account and the special addresses ACCOUNT_ZERO, ACCOUNT_ONE.
  it.each([
    'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh',
    'rrrrrrrrrrrrrrrrrrrrrhoLvTp',
    'rrrrrrrrrrrrrrrrrrrrBZbvji',
  ])('accepts %s', (input) => {
    expectAccepted('ripple', input, input, 'classic');
  });

  it('refuses a mistyped address by its checksum', () => {
    expectRefused('ripple', 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTi', 'checksum does not match');
  });

  it("refuses a Bitcoin address: same characters, another alphabet's checksum", () => {
    expectRefused('ripple', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'Not a valid XRP Ledger address');
  });
});

// xrpl.js address-codec test vectors (github.com/XRPLF/xrpl.js, packages/ripple-address-codec).
describe('ripple: X-addresses (XLS-5d)', () => {
  it.each([
    ['X7AcgcsBL6XDcUb289X4mJ8djcdyKaB5hJDWMArnXr61cqZ', 'r9cZA1mLK5R5Am25ArfXFmqgNwjZgnfk59', 'no tag'],
    ['X7AcgcsBL6XDcUb289X4mJ8djcdyKaGZMhc9YTE92ehJ2Fu', 'r9cZA1mLK5R5Am25ArfXFmqgNwjZgnfk59', 'tag 1'],
    ['XVLhHMPHU98es4dbozjVtdWzVrDjtV8AqEL4xcZj5whKbmc', 'rGWrZyQqhTp9Xu7G5Pkayo7bXjH4k4QYpf', 'tag 0'],
    [
      'XVLhHMPHU98es4dbozjVtdWzVrDjtV18pX8yuPT7y4xaEHi',
      'rGWrZyQqhTp9Xu7G5Pkayo7bXjH4k4QYpf',
      'tag 4294967295',
    ],
  ])('stores %s as %s (%s)', (input, classic) => {
    expectAccepted('ripple', input, classic, 'x-address');
  });

  it('refuses a testnet X-address as testnet', () => {
    expectRefused(
      'ripple',
      'T719a5UwUCnEs54UsxG9CJYYDhwmFCqkr7wxCcNcfZ6p5GZ',
      'XRP Ledger testnet X-address',
    );
  });

  it('refuses a mistyped X-address by its checksum', () => {
    expectRefused('ripple', 'X7AcgcsBL6XDcUb289X4mJ8djcdyKaB5hJDWMArnXr61cqY', 'checksum does not match');
  });
});
