/**
 * Point-in-area, the representative point of a detection footprint, and the spatial index over
 * many zones, including zones split at the antimeridian.
 */
import { describe, expect, it } from 'vitest';
import {
  type Area,
  areaContains,
  createAreaIndex,
  geometryRepresentativePoint,
  type NormalisedArea,
  parseArea,
} from '../../../src/geo/geometry/index.ts';

function box(west: number, south: number, east: number, north: number): number[][] {
  return [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
    [west, south],
  ];
}

function area(...rings: number[][][]): NormalisedArea {
  const parsed = parseArea({ type: 'Polygon', coordinates: rings }, '/zone');
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.value;
}

describe('areaContains', () => {
  const acrossDateLine = area(box(175, -20, 185, -10)).geometry;

  it('finds points on both sides of the antimeridian inside a zone that crosses it', () => {
    expect(areaContains(acrossDateLine, [178, -15])).toBe(true);
    expect(areaContains(acrossDateLine, [-178, -15])).toBe(true);
    expect(areaContains(acrossDateLine, [170, -15])).toBe(false);
    expect(areaContains(acrossDateLine, [-170, -15])).toBe(false);
  });

  it('counts a point on the antimeridian as inside whichever way it is written', () => {
    expect(areaContains(acrossDateLine, [180, -15])).toBe(true);
    expect(areaContains(acrossDateLine, [-180, -15])).toBe(true);
    const endsAt180 = area(box(170, 0, 180, 10)).geometry;
    expect(areaContains(endsAt180, [-180, 5])).toBe(true);
  });

  it('counts the boundary as inside and a hole as outside', () => {
    const withHole = area(box(0, 0, 10, 10), box(4, 4, 6, 6).reverse()).geometry;
    expect(areaContains(withHole, [0, 5])).toBe(true);
    expect(areaContains(withHole, [4, 5])).toBe(true);
    expect(areaContains(withHole, [5, 5])).toBe(false);
  });
});

describe('geometryRepresentativePoint', () => {
  it('uses a point as itself and a polygon centroid when it lies inside', () => {
    expect(geometryRepresentativePoint({ type: 'Point', coordinates: [3, 4] })).toEqual([3, 4]);
    expect(geometryRepresentativePoint(area(box(0, 0, 2, 2)).geometry)).toEqual([1, 1]);
  });

  it('uses the centroid of a split footprint, on the antimeridian', () => {
    expect(geometryRepresentativePoint(area(box(179, 0, 181, 2)).geometry)).toEqual([180, 1]);
  });

  it('never answers a point outside a concave footprint', () => {
    const horseshoe: Area = {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [3, 0],
          [3, 3],
          [2, 3],
          [2, 1],
          [1, 1],
          [1, 3],
          [0, 3],
          [0, 0],
        ],
      ],
    };
    expect(areaContains(horseshoe, geometryRepresentativePoint(horseshoe))).toBe(true);
  });

  it('takes the middle of a line and the highest-dimension member of a collection', () => {
    const line = {
      type: 'LineString' as const,
      coordinates: [
        [0, 0],
        [2, 0],
      ],
    };
    expect(geometryRepresentativePoint(line)[0]).toBeCloseTo(1, 9);
    const collection = {
      type: 'GeometryCollection' as const,
      geometries: [{ type: 'Point' as const, coordinates: [50, 50] }, area(box(0, 0, 2, 2)).geometry],
    };
    expect(geometryRepresentativePoint(collection)).toEqual([1, 1]);
  });
});

describe('createAreaIndex', () => {
  const zones = [
    { id: 'fiji', ...area(box(175, -20, 185, -10)) },
    { id: 'north-sea', ...area(box(0, 50, 8, 60)) },
    { id: 'dogger-bank', ...area(box(1, 54, 4, 56)) },
    { id: 'ring', ...area(box(20, 20, 30, 30), box(22, 22, 28, 28).reverse()) },
  ];
  const index = createAreaIndex(zones.map((z) => ({ area: z.geometry, bbox: z.bbox, value: z.id })));

  it('answers every zone containing the point, including nested ones', () => {
    expect(index.query([2, 55])).toEqual(['north-sea', 'dogger-bank']);
    expect(index.query([7, 51])).toEqual(['north-sea']);
  });

  it('finds a zone whose bbox crosses the antimeridian from either side', () => {
    expect(zones[0]?.bbox).toEqual([175, -20, -175, -10]);
    expect(index.query([179, -15])).toEqual(['fiji']);
    expect(index.query([-179, -15])).toEqual(['fiji']);
    expect(index.query([-180, -15])).toEqual(['fiji']);
    expect(index.query([-170, -15])).toEqual([]);
  });

  it('answers nothing inside a hole, even though the bbox matches', () => {
    expect(index.query([25, 25])).toEqual([]);
    expect(index.query([21, 25])).toEqual(['ring']);
  });

  it('answers nothing from an empty index', () => {
    expect(createAreaIndex([]).query([0, 0])).toEqual([]);
  });
});
