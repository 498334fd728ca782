import { describe, expect, it } from 'vitest';
import { formatDegrees, formatDuration, formatPeriod } from '../../../src/lib/pdf/pdf-format.ts';

describe('formatting', () => {
  it('writes a period without a start as everything up to its end', () => {
    expect(formatPeriod({ from: null, to: '2025-03-11T00:00:00.000Z' })).toBe('Up to 2025-03-11 00:00 UTC');
  });

  it('writes durations in the largest units that read well', () => {
    expect([40, 720, 7_500, 273_600].map(formatDuration)).toEqual([
      '40 s',
      '12 min',
      '2 h 05 min',
      '3 d 4 h',
    ]);
  });

  it('gives the antimeridian and the equator no hemisphere', () => {
    expect(formatDegrees(180, 'E', 'W', 1)).toBe('180.0°');
    expect(formatDegrees(-180, 'E', 'W', 0)).toBe('180°');
    expect(formatDegrees(0, 'N', 'S', 0)).toBe('0°');
    expect(formatDegrees(-16.8, 'N', 'S', 1)).toBe('16.8°S');
  });
});
