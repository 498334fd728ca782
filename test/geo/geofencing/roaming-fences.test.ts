// Roaming fences on the hot path: while no roaming zone exists, a fix is not kept (a deployment
// without roaming rules pays nothing for them), and the positions go when the last zone goes. A
// zone added then places only what it is given (the zone watcher reads it from the store).
import { describe, expect, it } from 'vitest';
import { createRoamingFences, type RoamingFence } from '../../../src/geo/geofencing/roaming-fences.ts';
import { boxAround } from '../../../src/geo/geofencing/roaming-watch.ts';
import type { TrackFix } from '../../../src/geo/tracking/index.ts';

const T0 = Date.parse('2026-11-28T12:00:00Z');
/** Off Hoek van Holland: about 68.8 km a degree of longitude, 111.3 km one of latitude. */
const M_PER_DEG_LON = 68_830;

function fix(assetId: string, atS: number, eastM: number): TrackFix {
  return {
    assetId,
    at: T0 + atS * 1000,
    lon: 4 + eastM / M_PER_DEG_LON,
    lat: 52,
    speedKn: 0,
    courseDeg: null,
    aisClass: null,
  };
}

const FENCE: RoamingFence = {
  id: 'rule:alr_1',
  anchorId: 'anchor',
  radiusM: 1000,
  hysteresisM: 50,
  assets: 'all',
  tag: {},
};

describe('roaming fences on the hot path', () => {
  it('keeps no position while no fence exists, so a fence added later places nobody from them', () => {
    const fences = createRoamingFences();
    fences.observe(fix('anchor', 0, 0));
    fences.observe(fix('ship', 0, 300));
    fences.record(fix('other', 0, 400));
    expect(fences.trackedCount()).toBe(0);
    fences.set(FENCE);
    fences.placeInside(FENCE.id);
    expect([...fences.inside(FENCE.id)]).toEqual([]);
  });

  it('keeps positions while a fence exists, and drops them with the last fence', () => {
    const fences = createRoamingFences();
    fences.set(FENCE);
    fences.record(fix('anchor', 0, 0));
    fences.record(fix('ship', 0, 300));
    fences.placeInside(FENCE.id);
    expect([...fences.inside(FENCE.id)]).toEqual(['ship']);
    expect(fences.trackedCount()).toBe(2);
    // Leaving: told as an exit.
    expect(fences.observe(fix('ship', 60, 2000)).map((t) => t.kind)).toEqual(['exited']);
    fences.remove(FENCE.id);
    expect(fences.trackedCount()).toBe(0);
    expect(fences.observe(fix('ship', 120, 0))).toEqual([]);
    expect(fences.trackedCount()).toBe(0);
  });

  it('reads the assets near an anchor from a box holding the whole circle, across ±180° too', () => {
    const [west, south, east, north] = boxAround(4, 52, 2000);
    expect((4 - west) * M_PER_DEG_LON).toBeGreaterThan(2000);
    expect((east - 4) * M_PER_DEG_LON).toBeGreaterThan(2000);
    expect((52 - south) * 111_270).toBeGreaterThan(2000);
    expect((north - 52) * 111_270).toBeGreaterThan(2000);
    const [w, , e] = boxAround(179.99, -17, 5000);
    expect(w).toBeGreaterThan(e);
    expect(w).toBeLessThan(179.99);
    expect(e).toBeGreaterThan(-180);
    expect(boxAround(0, 89.99, 20_000)).toEqual([-180, expect.any(Number), 180, 90]);
  });
});
