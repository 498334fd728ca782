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

  it('refuses a time that is not one, every time', () => {
    expect(() => toRfc3339(Number.NaN)).toThrow(RangeError);
    expect(() => toRfc3339(Number.NaN)).toThrow(RangeError);
    expect(() => toRfc3339(8.64e15 + 1)).toThrow(RangeError);
  });
});
