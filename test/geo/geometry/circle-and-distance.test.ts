/**
 * Geodesic circles (a site or zone given as `coordinates` + `radius_m`, API.md §4) and distances,
 * checked against geographiclib's Inverse on WGS 84.
 */
import geographiclib from 'geographiclib-geodesic';
import { describe, expect, it } from 'vitest';
import { followsRightHandRule, polygonsOf } from '../../../src/geo/geometry/area-measures.ts';
import { circleRing } from '../../../src/geo/geometry/geodesic.ts';
import {
  areaContains,
  CIRCLE_VERTICES,
  circleArea,
  geodesicDistanceM,
  type Position,
} from '../../../src/geo/geometry/index.ts';
import { normaliseArea } from '../../../src/geo/geometry/parse-area.ts';
import { portRadiusM, worldPortIndex } from '../../../src/geo/ports/index.ts';

const pointers = { center: '/coordinates', radius: '/radius_m' };

function inverseM(a: Position, b: Position): number {
  return geographiclib.Geodesic.WGS84.Inverse(a[1], a[0], b[1], b[0]).s12 ?? Number.NaN;
}

function vertices(center: Position, radiusM: number): Position[] {
  const parsed = circleArea(center, radiusM, pointers);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  // Split points added on ±180 are not circle vertices; every other vertex is.
  return polygonsOf(parsed.value.geometry)
    .flatMap((rings) => rings[0] ?? [])
    .filter((p) => Math.abs(p[0]) !== 180);
}

describe('circleArea', () => {
  it.each([
    ['Oslo, 1 km', [10.75, 59.91] as Position, 1000],
    ['the equator, 50 km', [0, 0] as Position, 50_000],
    ['Svalbard, 300 km', [15.6, 78.2] as Position, 300_000],
  ])('puts every vertex of a circle at %s within 0.5 m of the radius', (_name, center, radius) => {
    const ring = vertices(center, radius);
    expect(ring.length).toBeGreaterThanOrEqual(CIRCLE_VERTICES);
    for (const vertex of ring) expect(Math.abs(inverseM(center, vertex) - radius)).toBeLessThanOrEqual(0.5);
  });

  it('has an area close to π r² for a small circle and keeps the given centre', () => {
    const parsed = circleArea([10.75, 59.91], 10_000, pointers);
    expect(parsed).toMatchObject({ ok: true, value: { center: [10.75, 59.91] } });
    // Inscribed 72-gon: 0.13 % less than the circle, plus the sphere/ellipsoid difference.
    if (parsed.ok) expect(parsed.value.areaKm2 / (Math.PI * 10 ** 2)).toBeGreaterThan(0.99);
    if (parsed.ok) expect(parsed.value.areaKm2 / (Math.PI * 10 ** 2)).toBeLessThan(1.005);
  });

  it('splits a circle that crosses the antimeridian, with every vertex still at the radius', () => {
    const parsed = circleArea([179.9, -16.5], 50_000, pointers);
    expect(parsed.ok && parsed.value.geometry.type).toBe('MultiPolygon');
    if (!parsed.ok) return;
    expect(parsed.value.bbox[0]).toBeGreaterThan(parsed.value.bbox[2]);
    expect(followsRightHandRule(parsed.value.geometry)).toBe(true);
    for (const vertex of vertices([179.9, -16.5], 50_000)) {
      expect(Math.abs(inverseM([179.9, -16.5], vertex) - 50_000)).toBeLessThanOrEqual(0.5);
    }
    expect(areaContains(parsed.value.geometry, [-179.8, -16.5])).toBe(true);
    expect(areaContains(parsed.value.geometry, [179.5, -16.5])).toBe(true);
    expect(areaContains(parsed.value.geometry, [-179, -16.5])).toBe(false);
  });

  it('encloses the pole for a circle drawn around it', () => {
    const parsed = circleArea([0, 89.5], 200_000, pointers);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) {
      expect(areaContains(parsed.value.geometry, [123, 90])).toBe(true);
      expect(areaContains(parsed.value.geometry, [0, 87])).toBe(false);
    }
  });

  it('defaults the radius to 1000 m (API.md)', () => {
    const parsed = circleArea([10, 10], undefined, pointers);
    expect(parsed.ok).toBe(true);
    for (const vertex of vertices([10, 10], 1000)) expect(inverseM([10, 10], vertex)).toBeCloseTo(1000, 3);
  });

  it.each([
    ['zero', 0],
    ['negative', -5],
    ['a string', '100'],
    ['too large', 5_000_000],
  ])('refuses a radius that is %s, pointing at radius_m', (_name, radius) => {
    expect(circleArea([10, 10], radius, pointers)).toMatchObject({
      ok: false,
      errors: [{ pointer: '/radius_m' }],
    });
  });

  it('points at the bad latitude of the centre', () => {
    expect(circleArea([10, 95], 100, pointers)).toMatchObject({
      ok: false,
      errors: [{ pointer: '/coordinates/1' }],
    });
  });
});

describe('circleArea without the polygon checks', () => {
  // circleArea skips normaliseArea's checks for a ring that cannot fail them; this holds it to
  // giving exactly what they would have given, over every port circle Vigil builds at start and a
  // spread of circles near the antimeridian and the poles (where it must hand over to them).
  const circles: [Position, number][] = [
    ...worldPortIndex().ports.map((port): [Position, number] => [[port.lon, port.lat], portRadiusM(port)]),
    ...[-179.99, -179, -90, 0, 90, 179, 179.99].flatMap((lon) =>
      [-89.9, -85, -60, 0, 60, 85, 89.9].flatMap((lat) =>
        [500, 50_000, 1_500_000].map((radius): [Position, number] => [[lon, lat], radius]),
      ),
    ),
  ];

  it('gives the area normaliseArea gives, with the circle centre as its centre', () => {
    let checked = 0;
    for (const [center, radius] of circles) {
      const parsed = circleArea(center, radius, pointers);
      const reference = normaliseArea([[circleRing(center, radius)]], { pointer: '/c', multi: false });
      expect(parsed.ok).toBe(reference.ok);
      if (!parsed.ok || !reference.ok) continue;
      expect(parsed.value).toEqual({ ...reference.value, center });
      checked += 1;
    }
    expect(checked).toBeGreaterThan(3_800);
  });
});

describe('geodesicDistanceM', () => {
  it('measures one degree of longitude on the equator as 111 319.49 m (WGS 84)', () => {
    expect(geodesicDistanceM([0, 0], [1, 0])).toBeCloseTo(111_319.491, 2);
  });

  it('measures the short way across the antimeridian', () => {
    expect(geodesicDistanceM([179.5, 0], [-179.5, 0])).toBeCloseTo(111_319.491, 2);
  });
});
