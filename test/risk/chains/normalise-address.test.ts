/**
 * The entry point shared by every chain: trimming, the length cap, the hint that names the chain
 * an address would be valid on, and the time one normalisation takes.
 */

import { describe, expect, it } from 'vitest';
import { CHAIN_NAMES, MAX_ADDRESS_LENGTH, normaliseAddress } from '../../../src/risk/chains/index.ts';
import { expectRefused } from './expect-address.ts';

describe('normaliseAddress', () => {
  it.each(CHAIN_NAMES)('refuses an empty address on %s', (chain) => {
    expect(normaliseAddress(chain, '  \t ')).toEqual({ ok: false, detail: 'The address is empty.' });
  });

  it.each(CHAIN_NAMES)('refuses an over-long address on %s before decoding it', (chain) => {
    expectRefused(chain, '1'.repeat(MAX_ADDRESS_LENGTH + 1), `has ${MAX_ADDRESS_LENGTH + 1} characters`);
  });

  it('names the chain a TRON address belongs to when it is given as Bitcoin', () => {
    // The TRON-form address OFAC lists under XBT (see ../shared/data/ofac/README.md).
    expectRefused('bitcoin', 'TUCsTq7TofTCJRRoHk6RvhMoS2mJLm5Yzq', "It is a valid address on chain 'tron'");
  });

  it('adds no hint when the address is valid nowhere', () => {
    const result = normaliseAddress('bitcoin', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb');
    expect(result.ok ? '' : result.detail).not.toContain('valid address on');
  });

  it('does not throw on text no chain could decode', () => {
    for (const chain of CHAIN_NAMES) {
      for (const input of ['💸', 'bitcoincash:', '0x', 'bc1', 'tex1', 'X', '\u0000\u0001', 'r'.repeat(128)]) {
        expect(normaliseAddress(chain, input).ok, `${chain} ${JSON.stringify(input)}`).toBe(false);
      }
    }
  });
});
