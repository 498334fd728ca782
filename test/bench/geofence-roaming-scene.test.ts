// The roaming case's expected entries (bench/lib/geofence-roaming-scene.ts): counted by the rule
// docs/monitoring.md states, they agree entry by entry with Vigil's roaming fences fed the scene's
// fixes in time order with every fence in force, and a pair that passes through tells one entry,
// at the first fix whose distance plus uncertainty is within the radius.
import { describe, expect, it } from 'vitest';
import {
  RADIUS_M,
  type RoamingScene,
  roamingEntries,
  roamingScene,
  STEP_MS,
} from '../../bench/lib/geofence-roaming-scene.ts';
import { createRoamingFences } from '../../src/geo/geofencing/roaming-fences.ts';

const T0 = Date.parse('2026-11-29T10:00:00Z');

describe('the roaming scene', () => {
  it('tells one entry for a vessel passing by the anchor, at its first fix inside with the uncertainty', () => {
    // The anchor still at 4° E 52° N; the other from 6 km east, west along the parallel at 0.02° a
    // minute (1.4 km, 45 kn), past the anchor and out.
    const scene: RoamingScene = {
      tracks: [
        { mmsi: '235000000', lon: 4, lat: 52, dLon: 0, dLat: 0 },
        { mmsi: '235000001', lon: 4 + 6000 / 68_830, lat: 52, dLon: -0.02, dLat: 0 },
      ],
      batches: [],
      t0: T0,
      steps: 8,
    };
    const entries = roamingEntries(scene, 1);
    // At step 3 the anchor's fix finds the vessel's of step 2 (3.2 km east, uncertain by a minute at
    // 45 kn: 1.4 km): nothing; the vessel's own fix a millisecond later, 1.9 km east of the anchor's
    // fix: the entry. It leaves at step 6 (2.3 km west), and nothing more is told.
    expect(entries).toEqual([{ anchor: '235000000', vessel: '235000001', at: T0 + 3 * STEP_MS + 1 }]);
  });

  it("agrees entry by entry with Vigil's roaming fences judging the scene in time order", () => {
    const rules = 40;
    const scene = roamingScene(400, 30, 7, 100, T0 + 31 * STEP_MS);
    const fences = createRoamingFences();
    for (let r = 0; r < rules; r++)
      fences.set({
        id: `rule:${r}`,
        anchorId: scene.tracks[r]?.mmsi ?? '',
        radiusM: RADIUS_M,
        hysteresisM: 50,
        assets: 'all',
        tag: {},
      });
    const told: string[] = [];
    for (const fix of scene.batches.flat())
      for (const crossing of fences.observe({
        assetId: fix.mmsi,
        at: fix.at,
        lon: fix.lon,
        lat: fix.lat,
        speedKn: null,
        courseDeg: null,
        aisClass: null,
      }))
        if (crossing.kind === 'entered')
          told.push(
            `${scene.tracks[Number(crossing.zoneId.slice('rule:'.length))]?.mmsi} ${crossing.assetId} ${crossing.at}`,
          );
    const expected = roamingEntries(scene, rules).map((e) => `${e.anchor} ${e.vessel} ${e.at}`);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.sort()).toEqual(told.sort());
  });
});
