/**
 * The benchmark `npm run bench` calls: a small run builds a scene with crossings in it and
 * reports a rate. The figure itself is for the bench, not for a test on a shared machine.
 */
import { describe, expect, it } from 'vitest';
import { benchmarkGeofence } from '../../bench/lib/geofence-bench.ts';

describe('benchmarkGeofence', () => {
  it('judges every fix of a seeded scene and reports fixes per second', () => {
    const result = benchmarkGeofence({ zones: 300, fixes: 5000, assets: 100, scene: 'dense' });
    expect(result).toMatchObject({ zones: 300, fixes: 5000, assets: 100 });
    expect(result.fixesPerSecond).toBeGreaterThan(0);
    expect(result.transitions).toBeGreaterThan(0);
    expect(benchmarkGeofence({ zones: 300, fixes: 5000, assets: 100, scene: 'dense' }).transitions).toBe(
      result.transitions,
    );
  });
});
