/**
 * Rebuilding the engine after a restart: replaying stored positions silently, or restoring a
 * snapshot, must leave exactly the state a live run had, fire nothing while doing it, and go on
 * to report the same crossings as the live engine.
 */
import { describe, expect, it } from 'vitest';
import type { Position } from '../../../src/geo/geometry/index.ts';
import {
  createGeofenceEngine,
  type Fix,
  type GeofenceEngine,
  type Zone,
} from '../../../src/geo/zones/index.ts';
import { boxArea, circle, fix, MINUTE_MS, T0, zone } from './zone-fixtures.ts';

const ZONES: Zone[] = [
  zone('harbour', boxArea(4, 52, 4.1, 52.1), { hysteresisM: 50 }),
  zone('anchorage', circle([4.12, 52.05], 3000), { dwellS: 600, hysteresisM: 50 }),
  zone('wind-farm', boxArea(4.15, 52, 4.3, 52.08), { dwellS: 300, assets: new Set(['ship-1', 'ship-3']) }),
];

/** Three ships zig-zagging across the zones, one fix a minute each, with some noise. */
function track(minutes: number): Fix[] {
  const fixes: Fix[] = [];
  for (let minute = 0; minute < minutes; minute++) {
    for (let s = 1; s <= 3; s++) {
      const phase = (minute / 40 + s / 3) * 2 * Math.PI;
      const position: Position = [
        4.15 + 0.2 * Math.sin(phase) + 0.0004 * Math.sin(minute * 7.3 * s),
        52.05 + 0.05 * Math.sin(phase * 1.7),
      ];
      fixes.push(fix(`ship-${s}`, minute + s / 10, position));
    }
  }
  return fixes;
}

function engineWithZones(): GeofenceEngine {
  const engine = createGeofenceEngine();
  for (const z of ZONES) engine.setZone(z);
  return engine;
}

describe('silent replay', () => {
  const history = track(200);
  const later = track(260).slice(history.length);

  it('rebuilds the state of a live run without returning a single transition', () => {
    const live = engineWithZones();
    const liveTransitions = history.flatMap((f) => live.update(f));
    expect(liveTransitions.length).toBeGreaterThan(10);

    const rebuilt = engineWithZones();
    expect(history.flatMap((f) => rebuilt.update(f, { silent: true }))).toEqual([]);
    expect(rebuilt.snapshot()).toEqual(live.snapshot());
    for (const z of ZONES) expect(rebuilt.inside(z.id)).toEqual(live.inside(z.id));

    expect(later.flatMap((f) => rebuilt.update(f))).toEqual(later.flatMap((f) => live.update(f)));
  });

  it('can silence tick as well, so a crossing confirmed before the restart is not reported again', () => {
    const engine = engineWithZones();
    engine.update(fix('ship-9', 0, [4.12, 52.05]), { silent: true });
    expect(engine.tick(T0 + 11 * MINUTE_MS, { silent: true })).toEqual([]);
    expect(engine.inside('anchorage')).toEqual(new Set(['ship-9']));
    expect(engine.tick(T0 + 20 * MINUTE_MS)).toEqual([]);
  });
});

describe('snapshot and restore', () => {
  const history = track(150);
  const later = track(220).slice(history.length);

  it('restores a JSON round trip of the state, pending crossings and asset clocks included', () => {
    const live = engineWithZones();
    for (const f of history) live.update(f);
    const saved = JSON.parse(JSON.stringify(live.snapshot()));

    const restored = engineWithZones();
    restored.restore(saved);
    expect(restored.snapshot()).toEqual(live.snapshot());
    // Late fixes stay ignored after the restart.
    const first = history[0];
    if (first !== undefined) expect(restored.update({ ...first, lon: 0, lat: 0 })).toEqual([]);
    expect(later.flatMap((f) => restored.update(f))).toEqual(later.flatMap((f) => live.update(f)));
  });

  it('drops state for zones that are gone or no longer watch the asset', () => {
    const live = engineWithZones();
    live.update(fix('ship-1', 0, [4.05, 52.05]));
    live.update(fix('ship-1', 1, [4.2, 52.04]));
    const saved = live.snapshot();

    const changed = createGeofenceEngine();
    changed.setZone(zone('wind-farm', boxArea(4.15, 52, 4.3, 52.08), { assets: new Set(['ship-3']) }));
    changed.restore(saved);
    expect(changed.snapshot()).toEqual({
      version: 1,
      assets: [
        {
          assetId: 'ship-1',
          horizon: T0 + MINUTE_MS,
          last: { at: T0 + MINUTE_MS, lon: 4.2, lat: 52.04 },
          zones: [],
        },
      ],
    });
  });

  it('replaces whatever state the engine had', () => {
    const engine = engineWithZones();
    engine.update(fix('ship-1', 0, [4.05, 52.05]));
    engine.restore({ version: 1, assets: [] });
    expect(engine.inside('harbour')).toEqual(new Set());
    expect(engine.update(fix('ship-1', 0, [4.05, 52.05])).map((t) => t.kind)).toEqual(['entered']);
  });
});
