// How a match writes the amount it found (`amounts[].amount`): the decimal digits of the sum, never
// the noise of its binary value. A Bitcoin match read through Esplora showed 0.48815246 BTC (an
// exact edge) as "0.48815246000000001025".
import { describe, expect, it } from 'vitest';
import { quantity } from '../../../src/risk/screening/screening-matches.ts';

describe('quantity', () => {
  it.each([
    [0.48815246, '0.48815246'],
    [0.1 + 0.2, '0.3'],
    [15_000, '15000'],
    [123_456.789, '123456.789'],
    [-2.5, '-2.5'],
    [0, '0'],
    [-0, '0'],
    [1.5e-7, '0.00000015'],
    [1e-20, '0.00000000000000000001'],
    [1e21, '1000000000000000000000'],
    [1.23e25, '12300000000000000000000000'],
    // 15 significant digits, as before: the rest of a double's digits are not the amount's.
    [1_234_567_890_123_456_800, '1234567890123460000'],
  ])('writes %d as %s', (value, text) => {
    expect(quantity(value)).toBe(text);
  });

  it('refuses what is not a number of anything', () => {
    expect(() => quantity(Number.NaN)).toThrow(RangeError);
    expect(() => quantity(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
