// The chain and address filters of the screenings and watches lists: an address is only comparable
// within its chain, and both are read as the screening routes read them.
import { describe, expect, it } from 'vitest';
import { readChainAddressQuery } from '../../../src/risk/chains/index.ts';

describe('readChainAddressQuery', () => {
  it('reads the chain alone, or the chain and its address normalised', () => {
    expect(readChainAddressQuery({})).toEqual({});
    expect(readChainAddressQuery({ chain: 'ETH' })).toEqual({ chain: 'ethereum' });
    expect(
      readChainAddressQuery({ chain: 'ethereum', address: '0x52908400098527886E0F7030069857D2E4169EE7' }),
    ).toEqual({ chain: 'ethereum', address: '0x52908400098527886e0f7030069857d2e4169ee7' });
  });

  it('refuses an address without its chain, and an address the chain does not accept, naming the field', () => {
    expect(() => readChainAddressQuery({ address: '0x52908400098527886e0f7030069857d2e4169ee7' })).toThrow(
      /^\/query\/chain: is needed with address/,
    );
    expect(() => readChainAddressQuery({ chain: 'bitcoin', address: 'not-an-address' })).toThrow(
      /^\/query\/address: /,
    );
  });
});
