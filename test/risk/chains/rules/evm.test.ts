/**
 * EVM addresses on ethereum, bsc, polygon and arbitrum: EIP-55 enforced on mixed case, a single
 * case accepted unchecked, lower case stored.
 */

import { describe, it } from 'vitest';
import type { ChainName } from '../../../../src/risk/chains/index.ts';
import { expectAccepted, expectRefused } from '../expect-address.ts';

const EVM_CHAINS: ChainName[] = ['ethereum', 'bsc', 'polygon', 'arbitrum'];

// EIP-55's test cases (eips.ethereum.org/EIPS/eip-55, "Test Cases").
const EIP55_MIXED = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];
const EIP55_ALL_CAPS = [
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
];
const EIP55_ALL_LOWER = [
  '0xde709f2102306220921060314715629080e2fb77',
  '0x27b1fdb04752bbc536007a920d24acb045561c26',
];

describe.each(EVM_CHAINS)('%s addresses', (chain) => {
  it.each(EIP55_MIXED)('accepts checksummed %s and stores it in lower case', (input) => {
    expectAccepted(chain, input, `0x${input.slice(2).toLowerCase()}`, 'eip55');
  });

  it.each([...EIP55_ALL_CAPS, ...EIP55_ALL_LOWER])(
    'accepts single-case %s, which carries no checksum',
    (input) => {
      expectAccepted(chain, input, `0x${input.slice(2).toLowerCase()}`, 'hex');
    },
  );

  it('refuses mixed case that fails EIP-55', () => {
    // The first EIP-55 vector with the case of its last letter flipped.
    expectRefused(chain, '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', 'fails the EIP-55 checksum');
  });
});

describe('ethereum: malformed addresses', () => {
  it.each([
    ['5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', "does not start with '0x'"],
    ['0X5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED', "does not start with '0x'"],
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeA', 'has 38 hex digits'],
    ['0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed00', 'has 42 hex digits'],
    ['0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaeg', "character 42 ('g') is not a hex digit"],
  ])('refuses %s', (input, words) => {
    expectRefused('ethereum', input, words);
  });

  it('names the EVM chains when a 0x address is given for Bitcoin', () => {
    expectRefused(
      'bitcoin',
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      "one of the chains 'ethereum', 'bsc', 'polygon', 'arbitrum'",
    );
  });
});
