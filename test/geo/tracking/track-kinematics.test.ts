// The helpers under the track detectors: the fast local distance, derived speeds, antimeridian
// arithmetic and the spatial hash of slow vessels.
import { describe, expect, it } from 'vitest';
import { geodesicDestination, geodesicDistanceM } from '../../../src/geo/geometry/index.ts';
import { createSlowVesselGrid } from '../../../src/geo/tracking/slow-vessel-grid.ts';
import {
  addToMean,
  effectiveSpeedKn,
  localDistanceM,
  lonDelta,
  meanPosition,
  startMean,
} from '../../../src/geo/tracking/track-kinematics.ts';
import { fix, HOME, offset } from './track-fixtures.ts';

describe('localDistanceM', () => {
  it('agrees with the geodesic within 15 cm out to 10 km, from the equator to 85°', () => {
    for (const lat of [0, 35, 52, 70, 85]) {
      for (const azimuth of [0, 45, 90, 135, 250]) {
        for (const metres of [50, 500, 2000, 10_000]) {
          const to = geodesicDestination([4, lat], azimuth, metres);
          const exact = geodesicDistanceM([4, lat], to);
          expect(Math.abs(localDistanceM(4, lat, to[0], to[1]) - exact)).toBeLessThan(0.15);
        }
      }
    }
  });

  it('measures across the antimeridian the short way', () => {
    expect(localDistanceM(179.9995, 0, -179.9995, 0)).toBeCloseTo(111.3, 0);
    expect(lonDelta(179, -179)).toBe(2);
    expect(lonDelta(-179, 179)).toBe(-2);
  });
});

describe('effectiveSpeedKn', () => {
  it('prefers the reported speed', () => {
    expect(effectiveSpeedKn(undefined, fix('v', 0, { speedKn: 7 }))).toBe(7);
  });

  it('derives it from the previous fix only over a gap of 30 s to 2 h', () => {
    const from = fix('v', 0, { speedKn: null });
    const [lon, lat] = offset(HOME, 90, 1852);
    // A satellite pass 40 minutes later: 1.5 kn.
    expect(effectiveSpeedKn(from, fix('v', 2400, { speedKn: null, lon, lat }))).toBeCloseTo(1.5, 6);
    expect(effectiveSpeedKn(from, fix('v', 3 * 3600, { speedKn: null, lon, lat }))).toBeNull();
    const [lon6, lat6] = offset(HOME, 90, 1852 / 10);
    expect(effectiveSpeedKn(from, fix('v', 360, { speedKn: null, lon: lon6, lat: lat6 }))).toBeCloseTo(1, 6);
    expect(effectiveSpeedKn(from, fix('v', 10, { speedKn: null, lon: lon6, lat: lat6 }))).toBeNull();
  });
});

describe('mean positions', () => {
  it('stay on the antimeridian rather than jumping to 0°', () => {
    const mean = startMean(179.9, 10);
    addToMean(mean, -179.9, 12);
    const [lon, lat] = meanPosition(mean);
    expect(Math.abs(lon)).toBeCloseTo(180, 6);
    expect(lat).toBe(11);
  });
});

describe('slow vessel grid', () => {
  const near = (grid: ReturnType<typeof createSlowVesselGrid>, at: [number, number], radiusM: number) => {
    const found: string[] = [];
    grid.near(at[0], at[1], radiusM, (entry) => found.push(entry.assetId));
    return found.sort();
  };

  it('finds neighbours across cell edges and the antimeridian, and not distant vessels', () => {
    const grid = createSlowVesselGrid(1000);
    const here: [number, number] = [179.9995, 0];
    grid.put(fix('a', 0, { lon: here[0], lat: here[1] }), undefined, 0.5);
    const [eastLon, eastLat] = geodesicDestination(here, 90, 400);
    grid.put(fix('b', 0, { lon: eastLon, lat: eastLat }), undefined, 0.5);
    const [farLon, farLat] = geodesicDestination(here, 0, 5000);
    grid.put(fix('c', 0, { lon: farLon, lat: farLat }), undefined, 0.5);
    expect(near(grid, here, 500)).toEqual(['a', 'b']);
  });

  it('finds neighbours near the pole, where a band has few cells', () => {
    const grid = createSlowVesselGrid(1000);
    grid.put(fix('a', 0, { lon: 0, lat: 89.998 }), undefined, 0.5);
    grid.put(fix('b', 0, { lon: 180, lat: 89.998 }), undefined, 0.5);
    expect(near(grid, [0, 89.998], 500)).toEqual(['a', 'b']);
  });

  it('moves a vessel to its new cell and forgets it on removal', () => {
    const grid = createSlowVesselGrid(1000);
    grid.put(fix('a', 0), undefined, 0.5);
    const away = offset(HOME, 0, 20_000);
    grid.put(fix('a', 60, { lon: away[0], lat: away[1] }), undefined, 0.5);
    expect(near(grid, HOME, 500)).toEqual([]);
    expect(near(grid, away, 500)).toEqual(['a']);
    grid.remove('a');
    expect(near(grid, away, 500)).toEqual([]);
    expect(grid.size()).toBe(0);
  });
});
