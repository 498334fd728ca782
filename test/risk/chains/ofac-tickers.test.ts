/**
 * Mapping OFAC's "Digital Currency Address - XXX" tickers to chains, one ticker at a time. The
 * whole published list is run in ofac-corpus.test.ts.
 */

import { describe, expect, it } from 'vitest';
import { ofacAddress, ofacTickerOf } from '../../../src/risk/chains/index.ts';

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
    expect(result.ok && result.chain).toBe(chain);
  });

  it('returns the normalised address', () => {
    expect(ofacAddress('BCH', '1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu')).toEqual({
      ok: true,
      chain: 'bitcoin_cash',
      address: 'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a',
      form: 'legacy',
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
    expect(result.ok && result.chain).toBe(chain);
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
    ['ETC', 'Ethereum Classic'],
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
