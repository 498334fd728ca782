/**
 * The geofence engine's crossing behaviour: entry and exit, the hysteresis band, dwell, late data,
 * several zones, asset filters, zone changes, the antimeridian and who is inside.
 */
import { describe, expect, it } from 'vitest';
import type { Position } from '../../../src/geo/geometry/index.ts';
import { createGeofenceEngine, type GeofenceEngine } from '../../../src/geo/zones/index.ts';
import { boxArea, fix, MINUTE_MS, moved, T0, zone } from './zone-fixtures.ts';

// A 7 km × 11 km harbour off the Dutch coast; its west edge is the meridian 4° E.
const HARBOUR = boxArea(4, 52, 4.1, 52.1);
const DEEP_INSIDE: Position = [4.05, 52.05];
const FAR_OUTSIDE: Position = [3.9, 52.05];
const ON_WEST_EDGE: Position = [4, 52.05];

/** `metres` east (inside, positive) or west (outside, negative) of the harbour's west edge. */
function fromEdge(metres: number): Position {
  return moved(ON_WEST_EDGE, metres >= 0 ? 90 : 270, Math.abs(metres));
}

function engineWith(...zones: Parameters<GeofenceEngine['setZone']>[0][]): GeofenceEngine {
  const engine = createGeofenceEngine();
  for (const z of zones) engine.setZone(z);
  return engine;
}

describe('entry and exit', () => {
  it('reports entered when an asset crosses in and exited when it leaves, with the zone tag', () => {
    const engine = engineWith(zone('harbour', HARBOUR, { tag: { ruleId: 'alr_1' } }));
    expect(engine.update(fix('ship', 0, FAR_OUTSIDE))).toEqual([]);
    const entered = engine.update(fix('ship', 1, DEEP_INSIDE));
    expect(entered).toEqual([
      {
        zoneId: 'harbour',
        assetId: 'ship',
        kind: 'entered',
        at: T0 + MINUTE_MS,
        crossedAt: T0 + MINUTE_MS,
        fix: fix('ship', 1, DEEP_INSIDE),
        gapMs: null,
        tag: { ruleId: 'alr_1' },
      },
    ]);
    expect(engine.update(fix('ship', 2, DEEP_INSIDE))).toEqual([]);
    expect(engine.update(fix('ship', 3, FAR_OUTSIDE)).map((t) => t.kind)).toEqual(['exited']);
  });

  it('counts an asset first seen inside a zone as having entered it', () => {
    const engine = engineWith(zone('harbour', HARBOUR));
    expect(engine.update(fix('ship', 0, DEEP_INSIDE)).map((t) => t.kind)).toEqual(['entered']);
  });

  it('counts the edge itself as inside when there is no hysteresis', () => {
    const engine = engineWith(zone('harbour', HARBOUR));
    expect(engine.update(fix('ship', 0, ON_WEST_EDGE)).map((t) => t.kind)).toEqual(['entered']);
  });
});

describe('hysteresis', () => {
  const harbour = zone('harbour', HARBOUR, { hysteresisM: 50 });

  it('does not flap for a ship jittering across the edge within the band', () => {
    const engine = engineWith(harbour);
    const jitter = [-30, 20, -10, 40, -45, 5, 30, -20];
    const transitions = jitter.flatMap((m, minute) => engine.update(fix('ship', minute, fromEdge(m))));
    expect(transitions).toEqual([]);
    expect(engine.insideCount('harbour')).toBe(0);
  });

  it('enters only once past the band, then holds inside while the ship jitters on the edge', () => {
    const engine = engineWith(harbour);
    expect(engine.update(fix('ship', 0, fromEdge(45)))).toEqual([]);
    expect(engine.update(fix('ship', 1, fromEdge(60))).map((t) => t.kind)).toEqual(['entered']);
    const jitter = [-40, 30, -45, 10, -20].flatMap((m, i) => engine.update(fix('ship', 2 + i, fromEdge(m))));
    expect(jitter).toEqual([]);
    expect(engine.inside('harbour')).toEqual(new Set(['ship']));
    expect(engine.update(fix('ship', 9, fromEdge(-60))).map((t) => t.kind)).toEqual(['exited']);
  });
});

describe('dwell', () => {
  const harbour = zone('harbour', HARBOUR, { dwellS: 600 });

  it('confirms a crossing with the first fix at least the dwell after it began', () => {
    const engine = engineWith(harbour);
    engine.update(fix('ship', 0, FAR_OUTSIDE));
    expect(engine.update(fix('ship', 1, DEEP_INSIDE))).toEqual([]);
    expect(engine.update(fix('ship', 6, DEEP_INSIDE))).toEqual([]);
    expect(engine.insideCount('harbour')).toBe(0);
    const confirmed = engine.update(fix('ship', 11, DEEP_INSIDE));
    // Confirmed at the eleventh minute; it crossed at the first.
    expect(confirmed.map((t) => [t.kind, t.at, t.crossedAt])).toEqual([
      ['entered', T0 + 11 * MINUTE_MS, T0 + MINUTE_MS],
    ]);
  });

  it('cancels a pending crossing when a fix comes back on the old side, and starts over', () => {
    const engine = engineWith(harbour);
    engine.update(fix('ship', 0, DEEP_INSIDE));
    engine.update(fix('ship', 5, FAR_OUTSIDE));
    expect(engine.update(fix('ship', 12, DEEP_INSIDE))).toEqual([]);
    expect(engine.update(fix('ship', 21, DEEP_INSIDE))).toEqual([]);
    expect(engine.update(fix('ship', 22, DEEP_INSIDE)).map((t) => t.kind)).toEqual(['entered']);
  });

  it('keeps a pending crossing through fixes in the hysteresis band', () => {
    const engine = engineWith(zone('harbour', HARBOUR, { dwellS: 600, hysteresisM: 50 }));
    engine.update(fix('ship', 0, fromEdge(100)));
    engine.update(fix('ship', 5, fromEdge(-20)));
    expect(engine.update(fix('ship', 10, fromEdge(10))).map((t) => t.kind)).toEqual(['entered']);
  });

  it('lets tick confirm a crossing whose dwell ran out without a new fix, at the instant it ran out', () => {
    const engine = engineWith(harbour);
    engine.update(fix('ship', 0, DEEP_INSIDE));
    engine.update(fix('ship', 3, DEEP_INSIDE));
    expect(engine.tick(T0 + 9 * MINUTE_MS)).toEqual([]);
    const ticked = engine.tick(T0 + 15 * MINUTE_MS);
    expect(ticked.map((t) => [t.kind, t.at, t.crossedAt, t.fix])).toEqual([
      ['entered', T0 + 10 * MINUTE_MS, T0, fix('ship', 3, DEEP_INSIDE)],
    ]);
    expect(engine.tick(T0 + 20 * MINUTE_MS)).toEqual([]);
    // A fix from before the confirmation arrives late: it must not start a crossing back out.
    expect(engine.update(fix('ship', 8, FAR_OUTSIDE))).toEqual([]);
    expect(engine.inside('harbour')).toEqual(new Set(['ship']));
  });
});

describe('late and out-of-order fixes', () => {
  it('ignores a fix older than the newest one judged, and a duplicate of it', () => {
    const engine = engineWith(zone('harbour', HARBOUR));
    engine.update(fix('ship', 10, DEEP_INSIDE));
    expect(engine.update(fix('ship', 5, FAR_OUTSIDE))).toEqual([]);
    expect(engine.update(fix('ship', 10, FAR_OUTSIDE))).toEqual([]);
    expect(engine.inside('harbour')).toEqual(new Set(['ship']));
    expect(engine.update(fix('ship', 11, FAR_OUTSIDE)).map((t) => t.kind)).toEqual(['exited']);
  });

  it('keeps each asset on its own clock', () => {
    const engine = engineWith(zone('harbour', HARBOUR));
    engine.update(fix('ship', 10, FAR_OUTSIDE));
    expect(engine.update(fix('tug', 2, DEEP_INSIDE)).map((t) => t.assetId)).toEqual(['tug']);
  });
});

describe('several zones', () => {
  const west = zone('west', boxArea(4, 52, 4.1, 52.1));
  const east = zone('east', boxArea(4.1, 52, 4.2, 52.1));
  const wide = zone('wide', boxArea(3.5, 51.5, 4.5, 52.5));

  it('reports every zone a fix crosses, exits before entries', () => {
    const engine = engineWith(west, east, wide);
    expect(engine.update(fix('ship', 0, [4.05, 52.05])).map((t) => [t.kind, t.zoneId])).toEqual([
      ['entered', 'west'],
      ['entered', 'wide'],
    ]);
    expect(engine.update(fix('ship', 1, [4.15, 52.05])).map((t) => [t.kind, t.zoneId])).toEqual([
      ['exited', 'west'],
      ['entered', 'east'],
    ]);
    expect(engine.update(fix('ship', 2, [5, 52.05])).map((t) => [t.kind, t.zoneId])).toEqual([
      ['exited', 'east'],
      ['exited', 'wide'],
    ]);
  });

  it('watches only the assets a zone names', () => {
    const engine = engineWith(zone('harbour', HARBOUR, { assets: new Set(['ship']) }));
    expect(engine.update(fix('tug', 0, DEEP_INSIDE))).toEqual([]);
    expect(engine.update(fix('ship', 0, DEEP_INSIDE)).map((t) => t.assetId)).toEqual(['ship']);
    expect(engine.inside('harbour')).toEqual(new Set(['ship']));
  });
});

describe('zone changes', () => {
  it('drops every asset state of a removed zone without transitions', () => {
    const engine = engineWith(zone('harbour', HARBOUR), zone('slow', HARBOUR, { dwellS: 600 }));
    engine.update(fix('ship', 0, DEEP_INSIDE));
    engine.removeZone('harbour');
    engine.removeZone('slow');
    expect(engine.zoneCount()).toBe(0);
    expect(engine.inside('harbour')).toEqual(new Set());
    expect(engine.tick(T0 + 60 * MINUTE_MS)).toEqual([]);
    expect(engine.update(fix('ship', 1, FAR_OUTSIDE))).toEqual([]);
    // Added again, the zone knows nothing of the ship: being inside is news again.
    engine.setZone(zone('harbour', HARBOUR));
    expect(engine.update(fix('ship', 2, DEEP_INSIDE)).map((t) => t.kind)).toEqual(['entered']);
  });

  it('keeps the state of assets a replaced zone still watches and quietly drops the others', () => {
    const engine = engineWith(zone('harbour', HARBOUR));
    engine.update(fix('ship', 0, DEEP_INSIDE));
    engine.update(fix('tug', 0, DEEP_INSIDE));
    engine.setZone(zone('harbour', boxArea(3.9, 51.9, 4.2, 52.2), { assets: new Set(['ship']) }));
    expect(engine.zoneCount()).toBe(1);
    expect(engine.inside('harbour')).toEqual(new Set(['ship']));
    expect(engine.update(fix('ship', 1, [4.15, 52.15]))).toEqual([]);
    expect(engine.update(fix('ship', 2, [4.3, 52.15])).map((t) => t.kind)).toEqual(['exited']);
  });

  it('refuses a negative hysteresis or dwell', () => {
    const engine = createGeofenceEngine();
    expect(() => engine.setZone(zone('bad', HARBOUR, { hysteresisM: -1 }))).toThrow(RangeError);
    expect(() => engine.setZone(zone('bad', HARBOUR, { dwellS: Number.NaN }))).toThrow(RangeError);
  });
});

describe('the antimeridian', () => {
  // Split into a MultiPolygon at 180 by the parser, as a stored zone would be.
  const fiji = zone('fiji', boxArea(175, -20, 185, -10), { hysteresisM: 500 });

  it('keeps a ship inside while it crosses the date line within the zone, and sees it leave', () => {
    const engine = engineWith(fiji);
    expect(fiji.area.type).toBe('MultiPolygon');
    expect(engine.update(fix('ship', 0, [170, -15]))).toEqual([]);
    expect(engine.update(fix('ship', 1, [176, -15])).map((t) => t.kind)).toEqual(['entered']);
    const crossing = [179.999, 180, -180, -179.999, -178].flatMap((lon, i) =>
      engine.update(fix('ship', 2 + i, [lon, -15])),
    );
    expect(crossing).toEqual([]);
    expect(engine.update(fix('ship', 9, [-170, -15])).map((t) => t.kind)).toEqual(['exited']);
  });

  it('enters from the east side of the date line', () => {
    const engine = engineWith(fiji);
    expect(engine.update(fix('ship', 0, [-176, -12])).map((t) => t.kind)).toEqual(['entered']);
    expect(engine.update(fix('ship', 1, [-176, -9])).map((t) => t.kind)).toEqual(['exited']);
  });
});

describe('inside', () => {
  it('lists and counts the assets confirmed inside each zone', () => {
    const engine = engineWith(zone('harbour', HARBOUR), zone('slow', HARBOUR, { dwellS: 600 }));
    for (const [i, id] of ['a', 'b', 'c'].entries()) engine.update(fix(id, i, DEEP_INSIDE));
    engine.update(fix('d', 0, FAR_OUTSIDE));
    expect(engine.inside('harbour')).toEqual(new Set(['a', 'b', 'c']));
    expect(engine.insideCount('harbour')).toBe(3);
    expect(engine.insideCount('slow')).toBe(0);
    engine.update(fix('b', 5, FAR_OUTSIDE));
    expect(engine.inside('harbour')).toEqual(new Set(['a', 'c']));
    expect(engine.inside('unknown')).toEqual(new Set());
  });

  it('places assets already inside a zone added later, silently, and then sees them leave', () => {
    const engine = engineWith(zone('harbour', HARBOUR, { hysteresisM: 50 }));
    engine.update(fix('a', 0, DEEP_INSIDE));
    engine.setZone(zone('new', HARBOUR, { hysteresisM: 50 }));
    expect(engine.insideCount('new')).toBe(0);
    engine.place('new', [fix('a', 0, DEEP_INSIDE), fix('b', 0, DEEP_INSIDE), fix('c', 0, FAR_OUTSIDE)]);
    engine.place('new', [fix('e', 0, fromEdge(20))]);
    expect(engine.inside('new')).toEqual(new Set(['a', 'b']));
    const inNew = (transitions: { zoneId: string; kind: string }[]) =>
      transitions.filter((t) => t.zoneId === 'new').map((t) => t.kind);
    expect(inNew(engine.update(fix('b', 1, DEEP_INSIDE)))).toEqual([]);
    expect(inNew(engine.update(fix('b', 2, FAR_OUTSIDE)))).toEqual(['exited']);
  });

  it('hands out a copy that later fixes do not change', () => {
    const engine = engineWith(zone('harbour', HARBOUR));
    engine.update(fix('a', 0, DEEP_INSIDE));
    const before = engine.inside('harbour');
    engine.update(fix('a', 1, FAR_OUTSIDE));
    expect(before).toEqual(new Set(['a']));
  });
});
