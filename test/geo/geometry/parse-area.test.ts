/**
 * parseArea on hand-made shapes: what a client gets back for each kind of mistake (API.md §4:
 * 400 with a pointer to the bad position), and what a good boundary is normalised to.
 */
import { describe, expect, it } from 'vitest';
import { followsRightHandRule } from '../../../src/geo/geometry/area-measures.ts';
import { parseArea, parsePosition } from '../../../src/geo/geometry/index.ts';

type Ring = number[][];

/** A counter-clockwise box ring. */
function box(west: number, south: number, east: number, north: number): Ring {
  return [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
    [west, south],
  ];
}

function polygon(...rings: unknown[]) {
  return { type: 'Polygon', coordinates: rings };
}

function errorsOf(input: unknown): { pointer: string; detail: string }[] {
  const parsed = parseArea(input, '/boundary');
  return parsed.ok ? [] : parsed.errors;
}

describe('parseArea: positions', () => {
  it('points at the latitude of a position whose latitude is out of range', () => {
    const ring = box(10, 40, 11, 41);
    ring[2] = [11, 91];
    expect(errorsOf(polygon(ring))).toEqual([
      {
        pointer: '/boundary/coordinates/0/2/1',
        detail: expect.stringContaining('latitude 91 is outside [-90, 90]'),
      },
    ]);
  });

  it('points at a longitude given as a string', () => {
    const ring: unknown[] = box(10, 40, 11, 41);
    ring[1] = ['11', 40];
    expect(errorsOf(polygon(ring))).toEqual([
      { pointer: '/boundary/coordinates/0/1/0', detail: 'longitude must be a finite number, not a string' },
    ]);
  });

  it.each([
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
  ])('refuses a %s coordinate', (_name, value) => {
    const ring = box(10, 40, 11, 41);
    ring[3] = [10, value];
    expect(errorsOf(polygon(ring))[0]?.pointer).toBe('/boundary/coordinates/0/3/1');
  });

  it.each([
    ['too few', [10]],
    ['too many', [10, 40, 0, 1]],
  ])('refuses a position with %s elements, pointing at the position', (_name, position) => {
    const ring: unknown[] = box(10, 40, 11, 41);
    ring[2] = position;
    expect(errorsOf(polygon(ring))).toEqual([
      { pointer: '/boundary/coordinates/0/2', detail: expect.stringContaining('2 elements') },
    ]);
  });

  it('accepts an altitude and drops it', () => {
    const ring = box(10, 40, 11, 41).map((p) => [...p, 100]);
    const parsed = parseArea(polygon(ring), '/boundary');
    expect(parsed).toMatchObject({ ok: true, value: { geometry: { coordinates: [box(10, 40, 11, 41)] } } });
  });

  it('reports every bad position at once, not just the first', () => {
    const ring: unknown[] = box(10, 40, 11, 41);
    ring[1] = [11, 'x'];
    ring[2] = [400, 41]; // rings may continue past 180 (to 360), not further
    expect(errorsOf(polygon(ring)).map((e) => e.pointer)).toEqual([
      '/boundary/coordinates/0/1/1',
      '/boundary/coordinates/0/2/0',
    ]);
  });

  it('parsePosition keeps single positions within [-180, 180]', () => {
    expect(parsePosition([180.5, 0], '/coordinates')).toEqual({
      ok: false,
      errors: [{ pointer: '/coordinates/0', detail: 'longitude 180.5 is outside [-180, 180]' }],
    });
    expect(parsePosition([-180, 90], '/coordinates')).toEqual({ ok: true, value: [-180, 90] });
  });
});

describe('parseArea: rings', () => {
  it('refuses a ring that is not closed, pointing at its last position', () => {
    const ring = box(10, 40, 11, 41).slice(0, 4);
    ring.push([10.5, 40]);
    expect(errorsOf(polygon(ring))).toEqual([
      { pointer: '/boundary/coordinates/0/4', detail: expect.stringContaining('not closed') },
    ]);
  });

  it('refuses a ring with fewer than 4 positions', () => {
    expect(
      errorsOf(
        polygon([
          [10, 40],
          [11, 40],
          [10, 40],
        ]),
      ),
    ).toEqual([
      { pointer: '/boundary/coordinates/0', detail: expect.stringContaining('at least 4 positions') },
    ]);
  });

  it('refuses a ring whose corners are repeats of each other (fewer than 3 distinct corners)', () => {
    expect(
      errorsOf(
        polygon([
          [10, 40],
          [11, 40],
          [11, 40],
          [10, 40],
        ]),
      )[0]?.detail,
    ).toContain('3 distinct corners');
  });

  it('refuses a self-intersecting ring, pointing where the offending edge starts', () => {
    const bowTie = [
      [0, 0],
      [2, 2],
      [2, 0],
      [0, 2],
      [0, 0],
    ];
    expect(errorsOf(polygon(bowTie))).toEqual([
      { pointer: '/boundary/coordinates/0/2', detail: expect.stringContaining('[1, 1]') },
    ]);
  });

  it('refuses a ring that folds back on itself (a zero-width spike)', () => {
    const spike = [
      [0, 0],
      [2, 0],
      [2, 2],
      [2, 3],
      [2, 2],
      [0, 2],
      [0, 0],
    ];
    expect(errorsOf(polygon(spike))[0]?.pointer).toBe('/boundary/coordinates/0/3');
  });

  it('refuses a hole outside its exterior ring, pointing at the hole', () => {
    expect(errorsOf(polygon(box(0, 0, 10, 10), box(20, 20, 21, 21).reverse()))).toEqual([
      { pointer: '/boundary/coordinates/1/0', detail: 'the hole lies outside the exterior ring' },
    ]);
  });

  it('refuses a hole that crosses its exterior ring', () => {
    expect(errorsOf(polygon(box(0, 0, 10, 10), box(5, 5, 15, 8)))[0]).toMatchObject({
      pointer: expect.stringMatching(/^\/boundary\/coordinates\/1\/\d$/),
      detail: expect.stringContaining('crosses the exterior'),
    });
  });

  it('refuses two holes that overlap', () => {
    expect(errorsOf(polygon(box(0, 0, 10, 10), box(1, 1, 5, 5), box(4, 4, 8, 8)))[0]).toMatchObject({
      pointer: '/boundary/coordinates/2',
      detail: expect.stringContaining('overlaps hole 1'),
    });
  });

  it('refuses an unknown or missing type with a pointer to /type', () => {
    expect(errorsOf({ type: 'Polygn', coordinates: [box(0, 0, 1, 1)] })[0]?.pointer).toBe('/boundary/type');
    expect(errorsOf({ coordinates: [box(0, 0, 1, 1)] })[0]?.pointer).toBe('/boundary/type');
  });

  it('refuses a Feature without a geometry, pointing at /geometry', () => {
    expect(errorsOf({ type: 'Feature', properties: {} })).toEqual([
      { pointer: '/boundary/geometry', detail: expect.stringContaining('has none') },
    ]);
  });
});

describe('parseArea: normalisation', () => {
  it('accepts a clockwise exterior and returns it counter-clockwise', () => {
    const parsed = parseArea(polygon(box(10, 40, 11, 41).reverse()), '/boundary');
    expect(parsed.ok).toBe(true);
    if (parsed.ok)
      expect(parsed.value.geometry.coordinates[0]).toEqual(box(10, 40, 11, 41).reverse().reverse());
  });

  it('accepts holes wound either way and returns them clockwise', () => {
    for (const hole of [box(2, 2, 3, 3), box(2, 2, 3, 3).reverse()]) {
      const parsed = parseArea(polygon(box(0, 0, 10, 10), hole), '/boundary');
      expect(parsed.ok && followsRightHandRule(parsed.value.geometry)).toBe(true);
    }
  });

  it('unwraps a Feature and reports problems under /geometry', () => {
    const feature = { type: 'Feature', properties: {}, geometry: polygon(box(0, 0, 1, 1).slice(0, 4)) };
    expect(errorsOf(feature)[0]?.pointer).toBe('/boundary/geometry/coordinates/0/3');
  });

  it('measures a 1°×1° box on the equator as 12 364 km² (sphere of mean radius)', () => {
    const parsed = parseArea(polygon(box(0, 0, 1, 1)), '/boundary');
    // R² · Δλ · (sin φ2 − sin φ1) with R = 6371.0088 km.
    const expected = 6371.0088 ** 2 * (Math.PI / 180) * Math.sin(Math.PI / 180);
    expect(parsed.ok && parsed.value.areaKm2).toBeCloseTo(expected, 0);
    expect(parsed).toMatchObject({ value: { bbox: [0, 0, 1, 1], center: [0.5, 0.5] } });
  });

  it('splits a box across the antimeridian and keeps its area', () => {
    const across = parseArea(polygon(box(179, 0, 181, 1)), '/boundary');
    const plain = parseArea(polygon(box(0, 0, 2, 1)), '/boundary');
    expect(across.ok && across.value.geometry.type).toBe('MultiPolygon');
    if (across.ok && plain.ok) expect(across.value.areaKm2).toBeCloseTo(plain.value.areaKm2, 6);
  });

  it('accepts MultiPolygon parts that touch at a point but refuses parts that share an edge', () => {
    const touching = { type: 'MultiPolygon', coordinates: [[box(0, 0, 1, 1)], [box(1, 1, 2, 2)]] };
    const sharing = { type: 'MultiPolygon', coordinates: [[box(0, 0, 1, 1)], [box(1, 0, 2, 1)]] };
    expect(parseArea(touching, '/boundary').ok).toBe(true);
    expect(errorsOf(sharing)[0]?.detail).toContain('overlaps polygon 0');
  });

  it('does not mistake a box that merely ends at 180 for one that crosses', () => {
    const ring = box(170, 0, 180, 10);
    ring[2] = [-180, 10]; // the same corner, written on the other side
    const parsed = parseArea(polygon(ring), '/boundary');
    expect(parsed).toMatchObject({
      ok: true,
      value: { geometry: { type: 'Polygon' }, bbox: [170, 0, 180, 10] },
    });
  });
});
