// RFC 3339 times as responses give them, with the last one kept for the next call.
import { describe, expect, it } from 'vitest';
import { toRfc3339 } from '../../src/lib/clock.ts';

describe('toRfc3339', () => {
  it('formats in UTC with milliseconds, the same again and each new time anew', () => {
    const a = Date.parse('2026-11-25T21:30:00.123Z');
    expect(toRfc3339(a)).toBe('2026-11-25T21:30:00.123Z');
    expect(toRfc3339(a)).toBe('2026-11-25T21:30:00.123Z');
    expect(toRfc3339(a + 1)).toBe('2026-11-25T21:30:00.124Z');
    expect(toRfc3339(a)).toBe('2026-11-25T21:30:00.123Z');
    expect(toRfc3339(0)).toBe('1970-01-01T00:00:00.000Z');
  });

  it('gives what Date#toISOString gives, at the edges of days, years and its range and in between', () => {
    const edges = [
      0,
      1,
      999,
      86_399_999,
      86_400_000,
      Date.parse('2024-02-28T23:59:59.999Z'),
      Date.parse('2024-02-29T00:00:00.000Z'),
      Date.parse('2024-02-29T12:34:56.789Z'),
      Date.parse('2024-03-01T00:00:00.000Z'),
      Date.parse('2100-02-28T23:59:59.999Z'),
      Date.parse('2100-03-01T00:00:00.000Z'),
      Date.parse('9999-12-31T23:59:59.999Z'),
      // From here Date formats: a year of five digits, times before 1970, fractions of a millisecond.
      Date.parse('+010000-01-01T00:00:00.000Z'),
      8.64e15,
      -1,
      -86_400_001,
      -8.64e15,
      Date.parse('1969-12-31T23:59:59.999Z'),
      1_795_950_104_965.7,
      -0.5,
    ];
    // Random times over four centuries, each checked right after another so none is the kept one.
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const spread = Array.from({ length: 5_000 }, () => Math.floor(random() * Date.UTC(2400, 0, 1)));
    for (const ms of [...edges, ...spread])
      expect(toRfc3339(ms), String(ms)).toBe(new Date(ms).toISOString());
    // The same again, in another order: the days kept give the same text.
    for (const ms of [...spread].reverse())
      expect(toRfc3339(ms), String(ms)).toBe(new Date(ms).toISOString());
  });

  it('refuses a time that is not one, every time', () => {
    expect(() => toRfc3339(Number.NaN)).toThrow(RangeError);
    expect(() => toRfc3339(Number.NaN)).toThrow(RangeError);
    expect(() => toRfc3339(8.64e15 + 1)).toThrow(RangeError);
  });
});
