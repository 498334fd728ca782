/**
 * The geometry under the engine: distances to an edge against geographiclib, the hysteresis band,
 * cut edges at the antimeridian, and the cell grid and edge slabs agreeing with a plain scan.
 */
import { describe, expect, it } from 'vitest';
import { type Area, geodesicDistanceM, type Position, parseArea } from '../../../src/geo/geometry/index.ts';
import {
  classify,
  containsPoint,
  isNearBoundary,
  prepareArea,
  prepareZoneArea,
} from '../../../src/geo/zones/index.ts';
import { edgeDistanceM, localFrame } from '../../../src/geo/zones/segment-distance.ts';
import { boxArea, circle, moved } from './zone-fixtures.ts';

/** The true distance to a straight lon/lat edge: golden-section search of geodesic distances along it. */
function geodesicEdgeDistance(p: Position, a: Position, b: Position): number {
  const at = (t: number) => geodesicDistanceM(p, [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])]);
  let lo = 0;
  let hi = 1;
  const g = (Math.sqrt(5) - 1) / 2;
  for (let i = 0; i < 80; i++) {
    const m1 = hi - g * (hi - lo);
    const m2 = lo + g * (hi - lo);
    if (at(m1) < at(m2)) hi = m2;
    else lo = m1;
  }
  return Math.min(at(0), at(1), at((lo + hi) / 2));
}

describe('edgeDistanceM', () => {
  for (const lat of [0, 45, 70, 80]) {
    it(`is within 0.001 % of geographiclib for distances up to 10 km at latitude ${lat}`, () => {
      // A diagonal edge about 40 km long, and positions around it at up to 10 km.
      const a: Position = [10, lat - 0.15];
      const b: Position = [10 + 0.2 / Math.cos((lat * Math.PI) / 180), lat + 0.2];
      let worst = 0;
      for (let k = 0; k < 60; k++) {
        const along: Position = [a[0] + (k / 59) * (b[0] - a[0]), a[1] + (k / 59) * (b[1] - a[1])];
        const p = moved(along, (k * 47) % 360, 100 + ((k * 1637) % 9900));
        const truth = geodesicEdgeDistance(p, a, b);
        const ours = edgeDistanceM(localFrame(p[0], p[1]), a[0], a[1], b[0], b[1], 20_000);
        worst = Math.max(worst, Math.abs(ours - truth) / truth);
      }
      expect(worst).toBeLessThan(1e-5);
    });
  }
});

describe('classify', () => {
  const harbour = prepareZoneArea(boxArea(4, 52, 4.1, 52.1), 50);
  const edge: Position = [4, 52.05];

  it('tells past the band inside, past it outside, and the band itself apart', () => {
    expect(classify(harbour, ...moved(edge, 90, 51), 50)).toBe('in');
    expect(classify(harbour, ...moved(edge, 90, 49), 50)).toBe('band');
    expect(classify(harbour, ...moved(edge, 270, 49), 50)).toBe('band');
    expect(classify(harbour, ...moved(edge, 270, 51), 50)).toBe('out');
    expect(classify(harbour, 10, 10, 50)).toBe('out');
  });

  it('measures the band in metres on the ground near the pole circle, where a degree of longitude is short', () => {
    const arctic = prepareZoneArea(boxArea(20, 79, 22, 80), 5000);
    const west: Position = [20, 79.5];
    expect(classify(arctic, ...moved(west, 90, 5100), 5000)).toBe('in');
    expect(classify(arctic, ...moved(west, 90, 4900), 5000)).toBe('band');
    expect(classify(arctic, ...moved(west, 270, 4900), 5000)).toBe('band');
    expect(classify(arctic, ...moved(west, 270, 5100), 5000)).toBe('out');
  });
});

describe('areas split at the antimeridian', () => {
  const split = prepareArea(boxArea(175, -20, 185, -10));

  it('does not count the cut along 180 as boundary', () => {
    expect(isNearBoundary(split, 179.999, -15, 1000)).toBe(false);
    expect(isNearBoundary(split, -179.999, -15, 1000)).toBe(false);
    expect(isNearBoundary(split, 179.999, -10.001, 1000)).toBe(true);
  });

  it('counts an edge along 180 as boundary where nothing continues across it', () => {
    const endsAt180 = prepareArea(boxArea(170, 0, 180, 10));
    expect(isNearBoundary(endsAt180, -179.999, 5, 1000)).toBe(true);
    expect(containsPoint(endsAt180, -180, 5)).toBe(true);
    expect(containsPoint(endsAt180, -179.999, 5)).toBe(false);
  });

  it('keeps the uncovered stretch of an edge along 180 when the other side is shorter', () => {
    const parts = prepareArea({
      type: 'MultiPolygon',
      coordinates: [
        [
          [
            [170, 0],
            [180, 0],
            [180, 10],
            [170, 10],
            [170, 0],
          ],
        ],
        [
          [
            [-180, 0],
            [-170, 0],
            [-170, 5],
            [-180, 5],
            [-180, 0],
          ],
        ],
      ],
    });
    expect(isNearBoundary(parts, 179.999, 2, 1000)).toBe(false);
    expect(isNearBoundary(parts, 179.999, 8, 1000)).toBe(true);
  });
});

describe('the cell grid and edge slabs', () => {
  /** A seeded generator, so a failure reproduces. */
  function random(seed: number): () => number {
    let s = seed;
    return () => {
      s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
      return s / 2_147_483_648;
    };
  }

  /** A 40-point star (enough edges for a grid) around a square hole. */
  function starWithHole(c: Position): Area {
    const outer: Position[] = [];
    for (let i = 0; i < 40; i++) {
      const r = i % 2 === 0 ? 0.1 : 0.07;
      outer.push([c[0] + r * Math.cos((i * Math.PI) / 20), c[1] + r * Math.sin((i * Math.PI) / 20)]);
    }
    const hole: Position[] = [
      [c[0] - 0.02, c[1] - 0.02],
      [c[0] - 0.02, c[1] + 0.02],
      [c[0] + 0.02, c[1] + 0.02],
      [c[0] + 0.02, c[1] - 0.02],
    ];
    const parsed = parseArea(
      {
        type: 'Polygon',
        coordinates: [
          [...outer, outer[0]],
          [...hole, hole[0]],
        ],
      },
      '/zone',
    );
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    return parsed.value.geometry;
  }

  const shapes = {
    circle: circle([3, 56], 3000),
    'large circle at 78° N': circle([15, 78], 40_000),
    'star with a hole': starWithHole([4.1, 52.1]),
    'split box': boxArea(179, -1, 181, 1),
  };

  for (const [name, area] of Object.entries(shapes)) {
    for (const h of [0, 50, 2000]) {
      it(`agree with a plain scan on a ${name} with ${h} m hysteresis`, () => {
        const fast = prepareZoneArea(area, h);
        const plain = prepareArea(area);
        expect(fast.slabs).toBeDefined();
        const next = random(h + name.length);
        const bbox = fast.boxes;
        const [west, south, east, north] = [bbox[0] ?? 0, bbox[1] ?? 0, bbox[2] ?? 0, bbox[3] ?? 0];
        for (let i = 0; i < 3000; i++) {
          const lon = west - 0.05 + next() * (east - west + 0.1);
          const lat = south - 0.05 + next() * (north - south + 0.1);
          const expected =
            isNearBoundary(plain, lon, lat, h) && h > 0
              ? 'band'
              : containsPoint(plain, lon, lat)
                ? 'in'
                : 'out';
          expect(classify(fast, lon, lat, h), `${lon}, ${lat}`).toBe(expected);
        }
        if (name !== 'split box') expect(fast.grid).toBeDefined();
      });
    }
  }
});
