// Strict RFC 3339: every shape `Date.parse` takes too kindly is refused, and observations keep
// their bounds (not before the GPS epoch, not in the future).
import { describe, expect, it } from 'vitest';
import { EARLIEST_OBSERVATION_MS, observationTimeProblem, parseRfc3339 } from '../../src/lib/rfc3339.ts';

describe('parseRfc3339', () => {
  it('reads UTC, offsets, fractions and a lower-case t or z', () => {
    expect(parseRfc3339('2026-11-23T10:00:00Z')).toBe(Date.UTC(2026, 10, 23, 10));
    expect(parseRfc3339('2026-11-23T12:00:00.250+02:00')).toBe(Date.UTC(2026, 10, 23, 10, 0, 0, 250));
    expect(parseRfc3339('2026-11-23t10:00:00z')).toBe(Date.UTC(2026, 10, 23, 10));
    expect(parseRfc3339('2024-02-29T00:00:00Z')).toBe(Date.UTC(2024, 1, 29));
  });

  it.each([
    ['30 February', '2026-02-30T00:00:00Z'],
    ['29 February of a common year', '2026-02-29T00:00:00Z'],
    ['31 April', '2026-04-31T00:00:00Z'],
    ['month 13', '2026-13-01T00:00:00Z'],
    ['day 0', '2026-01-00T00:00:00Z'],
    ['24:00', '2026-01-01T24:00:00Z'],
    ['minute 60', '2026-01-01T10:60:00Z'],
    ['a leap second', '2016-12-31T23:59:60Z'],
    ['an offset of 24 hours', '2026-01-01T10:00:00+24:00'],
    ['no zone', '2026-01-01T10:00:00'],
    ['a date alone', '2026-01-01'],
    ['another shape Date.parse takes', 'Mon, 23 Nov 2026 10:00:00 GMT'],
  ])('refuses %s', (_name, text) => {
    expect(parseRfc3339(text)).toBeUndefined();
  });
});

describe('observationTimeProblem', () => {
  const now = Date.UTC(2026, 10, 23, 10);

  it('takes times from the GPS epoch to five minutes ahead', () => {
    expect(observationTimeProblem(EARLIEST_OBSERVATION_MS, now)).toBeNull();
    expect(observationTimeProblem(now + 5 * 60_000, now)).toBeNull();
  });

  it.each([
    ['0001-01-01', Date.parse('0001-01-01T00:00:00Z')],
    ['1900-01-01', Date.UTC(1900, 0, 1)],
    ['1970-01-01, a zero clock', 0],
    ['the day before the GPS epoch', EARLIEST_OBSERVATION_MS - 1],
  ])('refuses %s as a placeholder', (_name, at) => {
    expect(observationTimeProblem(at, now)).toMatch(/before 1980-01-06T00:00:00Z/);
  });

  it('refuses a time beyond five minutes ahead, and one no Date can hold', () => {
    expect(observationTimeProblem(now + 5 * 60_000 + 1, now)).toMatch(/in the future/);
    expect(observationTimeProblem(1e17, now)).toMatch(/cannot be represented|not a time/);
  });
});
