// The expected reporting interval (ITU-R M.1371 and the vessel's own cadence) and the adaptive
// dark threshold built on it.
import { describe, expect, it } from 'vitest';
import {
  adaptiveThresholdS,
  DEFAULT_DARK_WATCH,
  expectedIntervalS,
  median,
  nominalIntervalS,
} from '../../../src/geo/tracking/index.ts';

describe('nominalIntervalS', () => {
  it('follows the class A table: 3 min below 3 kn, 10 s to 14 kn, 6 s to 23 kn, 2 s above', () => {
    expect([0, 2.9, 3, 14, 14.1, 23, 30].map((kn) => nominalIntervalS('A', kn))).toEqual([
      180, 180, 10, 10, 6, 6, 2,
    ]);
  });

  it('follows the class B table: 3 min at 2 kn and below, 30 s above', () => {
    expect([0, 2, 2.1, 25].map((kn) => nominalIntervalS('B', kn))).toEqual([180, 180, 30, 30]);
  });

  it('takes the slower class when the class is unknown, and 3 min when the speed is', () => {
    expect(nominalIntervalS(null, 10)).toBe(30);
    expect(nominalIntervalS(null, 2.5)).toBe(180);
    expect(nominalIntervalS('A', null)).toBe(180);
  });
});

describe('expectedIntervalS', () => {
  const underWayA = { aisClass: 'A' as const, speedKn: 12 };

  it('is the nominal interval while there are too few gaps to trust', () => {
    expect(expectedIntervalS(underWayA, [2400, 2400, 2400], DEFAULT_DARK_WATCH)).toBe(10);
  });

  it("is the vessel's own median gap when it reports more slowly than its class must", () => {
    // Seen only on satellite passes, about every 40 minutes, with one double reception and one miss.
    const gaps = [2400, 2300, 1, 2500, 2400, 7200, 2450];
    expect(expectedIntervalS(underWayA, gaps, DEFAULT_DARK_WATCH)).toBe(2400);
  });

  it('never falls below nominal for a vessel heard more often than it must report', () => {
    expect(expectedIntervalS({ aisClass: 'B', speedKn: 1 }, [5, 5, 6, 5, 5, 5], DEFAULT_DARK_WATCH)).toBe(
      180,
    );
  });
});

describe('adaptiveThresholdS', () => {
  it('is ten expected intervals, at least 15 min and at most 12 h', () => {
    expect(adaptiveThresholdS(10, DEFAULT_DARK_WATCH)).toBe(900);
    expect(adaptiveThresholdS(180, DEFAULT_DARK_WATCH)).toBe(1800);
    expect(adaptiveThresholdS(2400, DEFAULT_DARK_WATCH)).toBe(24_000);
    expect(adaptiveThresholdS(7200, DEFAULT_DARK_WATCH)).toBe(43_200);
  });
});

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([])).toBeUndefined();
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
