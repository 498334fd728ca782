/**
 * The chain registry: the canonical names are API contract (API.md §5), and every ticker or
 * spelling resolves to exactly one of them.
 */

import { describe, expect, it } from 'vitest';
import { CHAIN_NAMES, CHAINS, parseChain, resolveChain } from '../../../src/risk/chains/index.ts';

describe('the chain registry', () => {
  it('lists exactly the canonical names of docs/API.md §5', () => {
    expect([...CHAIN_NAMES].sort()).toEqual(
      [
        'bitcoin',
        'ethereum',
        'tron',
        'litecoin',
        'bitcoin_cash',
        'dash',
        'zcash',
        'monero',
        'solana',
        'ripple',
        'bsc',
        'polygon',
        'arbitrum',
      ].sort(),
    );
  });

  it('describes every chain under its own name', () => {
    for (const name of CHAIN_NAMES) {
      expect(CHAINS[name].name).toBe(name);
      expect(CHAINS[name].displayName).not.toBe('');
      expect(CHAINS[name].nativeTicker).toMatch(/^[A-Z]+$/);
    }
  });

  it('puts the UTXO chains and the account chains in their families', () => {
    const utxo = CHAIN_NAMES.filter((name) => CHAINS[name].family === 'utxo');
    expect(utxo.sort()).toEqual(['bitcoin', 'bitcoin_cash', 'dash', 'litecoin', 'monero', 'zcash']);
  });

  it('gives no alias to two chains, and no alias that is another chain’s name', () => {
    const seen = new Map<string, string>();
    for (const name of CHAIN_NAMES) seen.set(name, name);
    for (const name of CHAIN_NAMES) {
      for (const alias of CHAINS[name].aliases) {
        const key = alias.toLowerCase();
        expect(seen.get(key), `alias ${alias} of ${name}`).toBeUndefined();
        seen.set(key, name);
      }
    }
  });
});

describe('resolveChain', () => {
  it.each([
    ['bitcoin', 'bitcoin'],
    ['BTC', 'bitcoin'],
    ['xbt', 'bitcoin'],
    ['ETH', 'ethereum'],
    ['trx', 'tron'],
    ['LTC', 'litecoin'],
    ['BCH', 'bitcoin_cash'],
    ['bitcoin-cash', 'bitcoin_cash'],
    ['Bitcoin_Cash', 'bitcoin_cash'],
    ['DASH', 'dash'],
    ['ZEC', 'zcash'],
    ['XMR', 'monero'],
    ['SOL', 'solana'],
    ['XRP', 'ripple'],
    ['BNB', 'bsc'],
    ['bsc', 'bsc'],
    ['MATIC', 'polygon'],
    ['POL', 'polygon'],
    ['ARB', 'arbitrum'],
    ['  Ethereum \n', 'ethereum'],
  ])('resolves %j to %s', (input, chain) => {
    expect(resolveChain(input)).toBe(chain);
  });

  it.each(['', 'doge', 'ETC', 'bitcoin cash', 'eth2', 'BSV'])('resolves %j to nothing', (input) => {
    expect(resolveChain(input)).toBeUndefined();
  });
});

describe('parseChain', () => {
  it('returns the canonical chain', () => {
    expect(parseChain(' Xbt ')).toEqual({ ok: true, chain: 'bitcoin' });
  });

  it('says which chain was not recognised and what would be', () => {
    const result = parseChain('dogecoin');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.detail).toContain("Chain 'dogecoin' is not one Vigil screens");
    expect(result.detail).toContain('bitcoin, ethereum, tron');
  });

  it('says so when the chain is empty', () => {
    const result = parseChain('   ');
    expect(result.ok ? '' : result.detail).toMatch(/^An empty chain is not one Vigil screens/);
  });
});
