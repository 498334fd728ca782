// Amounts read in the units of their asset: exact, no finer than the asset divides, no more than
// there can be of it (so wei sent as ether is refused with a word on units), and dollar values kept
// as given.
import { describe, expect, it } from 'vitest';
import { VigilError } from '../../../src/lib/errors.ts';
import { assetOf, readAmount, readValueUsd } from '../../../src/risk/chains/index.ts';

function refusal(run: () => unknown): { pointer: string; detail: string } {
  try {
    run();
  } catch (error) {
    if (!(error instanceof VigilError)) throw error;
    const [first] = error.errors ?? [];
    if (first === undefined) throw error;
    return first;
  }
  throw new Error('accepted');
}

describe('readAmount', () => {
  it('keeps every digit of a decimal string, and reads a number as the decimal it stands for', () => {
    expect(readAmount('ethereum', 'ETH', '0.000000000000000001', '/amount').amount).toBe(
      '0.000000000000000001',
    );
    expect(readAmount('ethereum', undefined, 1.5, '/amount')).toMatchObject({
      amount: '1.5',
      asset: { symbol: 'ETH' },
    });
    expect(readAmount('ethereum', 'FOO', '123456789012345678901234567890', '/amount').amount).toBe(
      '123456789012345678901234567890',
    );
    expect(readAmount('bsc', 'usdt', '1.000000000000000001', '/amount').asset).toMatchObject({
      decimals: 18,
    });
  });

  it('refuses wei sent as ether, naming the unit', () => {
    const { pointer, detail } = refusal(() => readAmount('ethereum', 'ETH', 1e18, '/data/amount'));
    expect(pointer).toBe('/data/amount');
    expect(detail).toContain('more than there can be (at most 250,000,000)');
    expect(detail).toContain('is it in wei?');
  });

  it('refuses more decimals than the asset divides into', () => {
    expect(refusal(() => readAmount('bitcoin', undefined, '0.000000001', '/amount')).detail).toContain(
      'BTC divides into 8 at most',
    );
    expect(refusal(() => readAmount('ethereum', 'USDT', '0.0000001', '/amount')).detail).toContain(
      'USDT divides into 6',
    );
  });

  it('refuses what is not an amount: negative, infinite, too long for anything, not a number', () => {
    for (const given of [-1, Number.POSITIVE_INFINITY, 1e308, '1e400', 'one', '1,000', true, null]) {
      expect(refusal(() => readAmount('ethereum', 'FOO', given, '/amount')).pointer, String(given)).toBe(
        '/amount',
      );
    }
  });

  it('knows each chain’s coin and the stablecoins at par', () => {
    expect(assetOf('polygon', 'MATIC')).toMatchObject({ symbol: 'POL', native: true });
    expect(assetOf('bitcoin', 'xbt')).toMatchObject({ symbol: 'BTC', decimals: 8 });
    expect(assetOf('tron', 'USDT')).toMatchObject({ stablecoin: true, decimals: 6, known: true });
    expect(assetOf('ethereum', 'TUSD')).toMatchObject({ stablecoin: true, known: false });
  });
});

describe('readValueUsd', () => {
  it('keeps a dollar value as given, and refuses one no transfer can have', () => {
    expect(readValueUsd('9500.00', '/value_usd')).toBe('9500');
    expect(readValueUsd(9499.99, '/value_usd')).toBe('9499.99');
    expect(refusal(() => readValueUsd('1e20', '/value_usd')).detail).toContain('more than any transfer');
    expect(refusal(() => readValueUsd(-5, '/value_usd')).pointer).toBe('/value_usd');
  });
});
