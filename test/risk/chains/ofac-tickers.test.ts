/**
 * Mapping OFAC's "Digital Currency Address - XXX" tickers to chains, one ticker at a time. The
 * whole published list is run in ofac-corpus.test.ts.
 */

import { describe, expect, it } from 'vitest';
import { EVM_CHAINS, ofacAddress, ofacTickerOf } from '../../../src/risk/chains/index.ts';

describe('ofacTickerOf', () => {
  it('reads the ticker of a digital currency feature type', () => {
    expect(ofacTickerOf('Digital Currency Address - XBT')).toBe('XBT');
    expect(ofacTickerOf(' Digital Currency Address - USDT ')).toBe('USDT');
  });

  it('reads nothing from other feature types', () => {
    expect(ofacTickerOf('Vessel Registration Identification')).toBeUndefined();
  });
});

describe('ofacAddress', () => {
  it.each([
    ['XBT', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'bitcoin'],
    ['ETH', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'ethereum'],
    ['TRX', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'tron'],
    ['LTC', 'LTuoeY6RBHV3n3cfhXVVTbJbxzxnXs9ofm', 'litecoin'],
    ['BCH', '1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu', 'bitcoin_cash'],
    ['DASH', 'XjNms118hx6dGyBqsrVMTbzMUmxDVijk7Y', 'dash'],
    ['ZEC', 't1V9mnyk5Z5cTNMCkLbaDwSskgJZucTLdgW', 'zcash'],
    [
      'XMR',
      '44AFFq5kSiGBoZ4NMDwYtN18obc8AemS33DBLWs3H7otXft3XjrpDtQGv7SqSsaBYBb98uNbr2VBBEt7f2wfn3RVGQBEP3A',
      'monero',
    ],
    ['SOL', 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', 'solana'],
    ['XRP', 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', 'ripple'],
    ['ARB', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'arbitrum'],
    ['BSC', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'bsc'],
    ['BNB', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'bsc'],
    ['xbt', ' 1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa ', 'bitcoin'],
  ])('maps %s %s to %s', (ticker, address, chain) => {
    const result = ofacAddress(ticker, address);
    expect(result.ok && result.listed.chain).toBe(chain);
    expect(result.ok && result.note).toBe(null);
  });

  it('returns the normalised address, on its ticker’s chain', () => {
    expect(ofacAddress('BCH', '1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu')).toEqual({
      ok: true,
      listed: { ticker: 'BCH', chain: 'bitcoin_cash' },
      chains: ['bitcoin_cash'],
      address: 'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a',
      form: 'legacy',
      note: null,
    });
  });

  it.each([['ETH'], ['ARB'], ['BSC'], ['BNB'], ['MATIC'], ['USDT'], ['USDC']])(
    'places a 0x address listed under %s on every EVM chain',
    (ticker) => {
      const result = ofacAddress(ticker, '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
      expect(result).toMatchObject({
        ok: true,
        chains: ['ethereum', 'bsc', 'polygon', 'arbitrum'],
        address: '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
        note: null,
      });
      expect(EVM_CHAINS).toEqual(['ethereum', 'bsc', 'polygon', 'arbitrum']);
    },
  );

  it('places an address its ticker’s chain refuses on the one chain where it is valid, saying so', () => {
    expect(ofacAddress('XBT', 'TUCsTq7TofTCJRRoHk6RvhMoS2mJLm5Yzq')).toEqual({
      ok: true,
      listed: { ticker: 'XBT', chain: 'bitcoin' },
      chains: ['tron'],
      address: 'TUCsTq7TofTCJRRoHk6RvhMoS2mJLm5Yzq',
      form: 'base58',
      note: 'Listed under XBT, but not a valid Bitcoin address; it is valid on tron only, so it is matched there.',
    });
  });

  it('places an Ethereum Classic account on every EVM chain Vigil screens', () => {
    expect(ofacAddress('ETC', '0xd882cfc20f52f2599d84b8e8d58c7fb62cfe344b')).toMatchObject({
      ok: true,
      listed: { ticker: 'ETC', chain: null },
      chains: ['ethereum', 'bsc', 'polygon', 'arbitrum'],
      note: expect.stringMatching(/same account on every EVM chain/),
    });
  });

  it('skips an address valid on several unrelated chains: its form names none', () => {
    // Legacy base58 0x00 is a Bitcoin and a Bitcoin Cash address; under LTC it is neither Litecoin's.
    expect(ofacAddress('LTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toMatchObject({
      ok: false,
      reason: 'invalid address',
    });
  });

  it.each([
    ['USDT', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'ethereum'],
    ['USDT', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'tron'],
    ['USDT', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'bitcoin'],
    ['USDC', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'ethereum'],
    ['USDC', 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', 'solana'],
  ])('places token %s address %s on %s by its form', (ticker, address, chain) => {
    const result = ofacAddress(ticker, address);
    expect(result.ok && result.listed.chain).toBe(chain);
  });

  it('reports a token address in no known form as an unsupported chain', () => {
    expect(ofacAddress('USDC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toMatchObject({
      ok: false,
      reason: 'unsupported chain',
    });
  });

  it('reports a broken token address on the chain its prefix points to', () => {
    const result = ofacAddress('USDT', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u');
    expect(result).toMatchObject({ ok: false, reason: 'invalid address' });
    expect(result.ok ? '' : result.detail).toContain('Not a valid TRON address');
  });

  it.each([
    ['BSV', 'Bitcoin SV'],
    ['BTG', 'Bitcoin Gold'],
    ['XVG', 'Verge'],
    ['DOGE', 'Dogecoin'],
    ['NEWCOIN', "'NEWCOIN' names a chain"],
  ])('reports ticker %s as an unsupported chain', (ticker, words) => {
    const result = ofacAddress(ticker, '0xd882cfc20f52f2599d84b8e8d58c7fb62cfe344b');
    expect(result).toMatchObject({ ok: false, reason: 'unsupported chain' });
    expect(result.ok ? '' : result.detail).toContain(words);
  });

  it('reports a BNB Beacon Chain address as an unsupported chain', () => {
    const result = ofacAddress('BNB', 'bnb136ns6lfw4zs5hg4n85vdthaad7hq5m4gtkgf23');
    expect(result).toMatchObject({ ok: false, reason: 'unsupported chain' });
    expect(result.ok ? '' : result.detail).toContain('BNB Beacon Chain');
  });

  it('reports an address that fails its chain as an invalid address', () => {
    expect(ofacAddress('XBT', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb')).toMatchObject({
      ok: false,
      reason: 'invalid address',
    });
  });
});
