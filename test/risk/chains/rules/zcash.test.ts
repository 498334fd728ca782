/**
 * Zcash: transparent t1…/t3… addresses, ZIP-320 TEX addresses stored as t1…, and shielded
 * addresses refused because there is nothing to screen.
 */

import { describe, it } from 'vitest';
import { expectAccepted, expectRefused } from '../expect-address.ts';

// ZIP-320 test vectors (github.com/zcash-hackworks/zcash-test-vectors,
// zcash_test_vectors/transparent/zip_0320.py): a t1 address and its TEX encoding.
const TEX_VECTORS = [
  ['t1V9mnyk5Z5cTNMCkLbaDwSskgJZucTLdgW', 'tex10wur2u9clts5dcpu2vc6qg93uzyj7cca2xm732'],
  ['t1LZdE42PAt1wREUv1YMYRFwJDPHPW8toLL', 'tex1rkq7seu3cukjjtusde7q8xnjne93laluyvdxu7'],
  ['t1M5AgJw56FNFRBNGtzAGX4AHfQh7ZCxd4w', 'tex1yvvrncc9czsza45pgph67g39shmxywgyvsypwn'],
  ['t1bh6KjXccz6Ed45vFc3GeqoxWbwPxe8w2n', 'tex1cd648x9ckalkx0720n9a4yqgx9rcj7wfvjcq63'],
] as const;

describe('zcash: transparent addresses', () => {
  it.each(TEX_VECTORS.map(([t1]) => t1))('accepts %s as p2pkh', (t1) => {
    expectAccepted('zcash', t1, t1, 'p2pkh');
  });

  it('accepts a t3 address as p2sh', () => {
    expectAccepted(
      'zcash',
      't3Vz22vK5z2LcKEdg16Yv4FFneEL1zg9ojd',
      't3Vz22vK5z2LcKEdg16Yv4FFneEL1zg9ojd',
      'p2sh',
    );
  });

  it('refuses a mistyped address by its checksum', () => {
    expectRefused('zcash', 't1V9mnyk5Z5cTNMCkLbaDwSskgJZucTLdgX', 'checksum does not match');
  });

  it('refuses a Bitcoin address, whose single version byte is not a Zcash pair', () => {
    expectRefused('zcash', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'not a Zcash mainnet transparent one');
  });
});

describe('zcash: TEX addresses (ZIP-320)', () => {
  it.each(TEX_VECTORS)('stores %s for %s', (t1, tex) => {
    expectAccepted('zcash', tex, t1, 'tex');
  });

  it('refuses a mistyped TEX address by its checksum', () => {
    expectRefused('zcash', 'tex10wur2u9clts5dcpu2vc6qg93uzyj7cca2xm733', 'checksum does not match');
  });
});

describe('zcash: addresses that cannot be screened', () => {
  // Refused by their prefix alone, so the rest of each string is filler.
  it.each([
    [`zs1${'q'.repeat(75)}`, 'Sapling'],
    [`zc${'a'.repeat(93)}`, 'Sprout'],
    [`u1${'q'.repeat(104)}`, 'Unified'],
  ])('refuses shielded %s, saying only transparent addresses can be screened', (input) => {
    expectRefused('zcash', input, 'only transparent addresses (t1…, t3…) can be screened');
  });

  it.each([`ztestsapling1${'q'.repeat(75)}`, `utest1${'q'.repeat(100)}`, `textest1${'q'.repeat(38)}`])(
    'refuses testnet %s as testnet',
    (input) => {
      expectRefused('zcash', input, 'Zcash testnet address');
    },
  );
});
