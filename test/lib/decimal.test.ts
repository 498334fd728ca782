// Exact decimals for amounts: read as written (plain, or as JavaScript writes a double), kept to the
// last digit, added and multiplied without rounding, and JSON numbers too long for a double kept as
// their text where it matters.
import { describe, expect, it } from 'vitest';
import {
  addDecimals,
  canonicalDecimal,
  compareDecimals,
  decimalOfNumber,
  formatDecimal,
  multiplyDecimals,
  parseDecimal,
  roundDecimal,
  toBaseUnits,
} from '../../src/lib/decimal.ts';
import { AMOUNT_KEYS, keepDigitsOf } from '../../src/lib/exact-json.ts';

const d = (text: string) => {
  const value = parseDecimal(text);
  if (value === undefined) throw new Error(`not a decimal: ${text}`);
  return value;
};

describe('decimal text', () => {
  it('reads plain and exponent notation, and writes one canonical form', () => {
    expect(canonicalDecimal('1.50')).toBe('1.5');
    expect(canonicalDecimal('007')).toBe('7');
    expect(canonicalDecimal('2.0')).toBe('2');
    expect(canonicalDecimal('0.000000000000000001')).toBe('0.000000000000000001');
    expect(canonicalDecimal('123456789012345678901234567890')).toBe('123456789012345678901234567890');
    expect(canonicalDecimal('1e-7')).toBe('0.0000001');
    expect(canonicalDecimal('1.5e+21')).toBe('1500000000000000000000');
  });

  it('refuses signs, separators, words and absurd lengths', () => {
    for (const text of ['-1', '1,000', 'Infinity', 'NaN', '0x10', '', '.5', '1e400', '1'.repeat(101)]) {
      expect(parseDecimal(text), text).toBeUndefined();
    }
    expect(decimalOfNumber(-1)).toBeUndefined();
    expect(decimalOfNumber(Number.POSITIVE_INFINITY)).toBeUndefined();
  });

  it('adds, compares, multiplies and rounds exactly', () => {
    expect(formatDecimal(addDecimals(d('0.1'), d('0.2')))).toBe('0.3');
    expect(formatDecimal(addDecimals(d('4.1'), addDecimals(d('4.1'), d('4.1'))))).toBe('12.3');
    expect(compareDecimals(d('1e99'), d('21000000'))).toBe(1);
    expect(compareDecimals(d('1.50'), d('1.5'))).toBe(0);
    expect(formatDecimal(multiplyDecimals(d('1.5'), d('3021.55')))).toBe('4532.325');
    expect(formatDecimal(roundDecimal(d('4532.325'), 2))).toBe('4532.33');
    expect(formatDecimal(roundDecimal(d('9499.994'), 2))).toBe('9499.99');
  });

  it('gives base units only for amounts the decimals can hold', () => {
    expect(toBaseUnits(d('1.5'), 18)).toBe(1_500_000_000_000_000_000n);
    expect(toBaseUnits(d('0.000000001'), 8)).toBeUndefined();
  });
});

describe('JSON amounts', () => {
  const parse = (text: string) => JSON.parse(text, keepDigitsOf(AMOUNT_KEYS) as never);

  it('keeps the text of an amount a double cannot hold, and leaves exact ones numbers', () => {
    expect(parse('{"amount":123456789012345678901234567890}')).toEqual({
      amount: '123456789012345678901234567890',
    });
    expect(parse('{"amount":1e400,"value_usd":0.10000000000000001}')).toEqual({
      amount: '1e400',
      value_usd: '0.10000000000000001',
    });
    expect(parse('{"amount":1.50,"value_usd":9500,"other":123456789012345678901234567890}')).toEqual({
      amount: 1.5,
      value_usd: 9500,
      other: 1.2345678901234568e29,
    });
    expect(parse('{"inputs":[{"amount":0.30000000000000004}]}')).toEqual({
      inputs: [{ amount: 0.30000000000000004 }],
    });
  });
});
