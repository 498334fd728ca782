// Strict RFC 3339: every shape `Date.parse` takes too kindly is refused, and observations keep
// their bounds (not before the GPS epoch, not in the future).
import fc from 'fast-check';
import { Format } from 'typebox/format';
import { describe, expect, it } from 'vitest';
import { toRfc3339 } from '../../src/lib/clock.ts';
import {
  EARLIEST_OBSERVATION_MS,
  isCanonicalUtc,
  observationTimeProblem,
  parseRfc3339,
} from '../../src/lib/rfc3339.ts';
import { isDateTime } from '../../src/lib/schemas.ts';

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

// The `date-time` format asks isCanonicalUtc before TypeBox's full check (lib/schemas.ts): it must
// take no text the full check refuses, or the outbox would let a wrong time through.
describe('isCanonicalUtc and the date-time format', () => {
  it('takes the times toRfc3339 makes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Date.UTC(9999, 11, 31, 23, 59, 59, 999) }), (ms) => {
        expect(isCanonicalUtc(toRfc3339(ms))).toBe(true);
      }),
    );
  });

  it.each([
    ['30 February', '2026-02-30T10:00:00.000Z'],
    ['29 February of a common year', '2100-02-29T10:00:00.000Z'],
    ['31 April', '2026-04-31T10:00:00.000Z'],
    ['month 0', '2026-00-10T10:00:00.000Z'],
    ['day 0', '2026-01-00T10:00:00.000Z'],
    ['hour 24', '2026-01-01T24:00:00.000Z'],
    ['minute 60', '2026-01-01T10:60:00.000Z'],
    ['no zone', '2026-01-01T10:00:00.0000'],
    ['a space for T', '2026-01-01 10:00:00.000Z'],
    ['a sign in a number', '2026-+1-01T10:00:00.000Z'],
  ])('refuses %s, as the full check does', (_name, text) => {
    expect(isCanonicalUtc(text)).toBe(false);
    expect(Format.IsDateTime(text)).toBe(false);
    expect(isDateTime(text)).toBe(false);
  });

  it('answers what the full check answers, for texts near the shape', () => {
    // Times in the shape with one character replaced by a digit or a separator: valid or not.
    const near = fc
      .tuple(
        fc.integer({ min: 0, max: Date.UTC(9999, 11, 31) }),
        fc.nat(23),
        fc.constantFrom(...'0123456789-:.TZ+ t'),
      )
      .map(([ms, at, character]) => {
        const text = toRfc3339(ms);
        return text.slice(0, at) + character + text.slice(at + 1);
      });
    fc.assert(
      fc.property(near, (text) => {
        if (isCanonicalUtc(text)) expect(Format.IsDateTime(text)).toBe(true);
        expect(isDateTime(text)).toBe(Format.IsDateTime(text));
      }),
      { numRuns: 20_000 },
    );
  });

  it('is the date-time format compiled checks use', () => {
    expect(Format.Get('date-time')).toBe(isDateTime);
  });
});
