/**
 * The tracking benchmark a bench runner can call: a small seeded run exercises every detector
 * and reports rates. The figures themselves are for the bench, not for a test on a shared machine.
 */
import { describe, expect, it } from 'vitest';
import { benchmarkTracking } from '../../bench/lib/tracking-bench.ts';

describe('benchmarkTracking', () => {
  it('runs a seeded fleet through every detector and reports fixes per second', () => {
    const result = benchmarkTracking({ vessels: 1000, rounds: 40 });
    expect(result).toMatchObject({ vessels: 1000, fixes: 40_000 });
    expect(result.detectorFixesPerSecond).toBeGreaterThan(0);
    expect(result.darkFixesPerSecond).toBeGreaterThan(0);
    expect(result.events.loitering).toBeGreaterThan(0);
    expect(result.events.encounter).toBeGreaterThan(0);
    expect(result.events.speed_above).toBeGreaterThan(0);
    expect(benchmarkTracking({ vessels: 1000, rounds: 40 }).events).toEqual(result.events);
  });
});
