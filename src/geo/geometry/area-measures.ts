/**
 * The derived fields a site or zone response carries (API.md §4): `bbox`, `center`, `area_km2`,
 * and the point-in-area test the detectors use. All take an already normalised area, whose
 * polygons lie within [-180, 180] and are split at the antimeridian.
 */
import { area as turfArea } from '@turf/area';
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import type { Area, BBox, Position } from './geometry-types.ts';
import { extent, signedArea2 } from './planar-segments.ts';
import { wrapLongitude } from './ring-preparation.ts';

export function polygonsOf(area: Area): Position[][][] {
  const polygons = area.type === 'Polygon' ? [area.coordinates] : area.coordinates;
  return polygons.map((rings) => rings.map((ring) => ring.map((p): Position => [p[0] ?? 0, p[1] ?? 0])));
}

/**
 * Area on the sphere of mean radius 6 371 008.8 m (turf), in km². Within 0.5 % of the WGS 84
 * ellipsoid, and it treats edges as straight lon/lat lines as the rest of the module does.
 */
export function areaKm2(area: Area): number {
  return turfArea(area) / 1e6;
}

function lonRange(ring: readonly Position[]): [number, number] {
  const xs = ring.map((p) => p[0]);
  return extent(xs);
}

/**
 * The smallest box holding every part. Longitudes are a circle: when the widest empty stretch of
 * longitude is not the one across ±180, the box crosses the antimeridian and west > east
 * (RFC 7946 §5.2), e.g. [170, 40, -170, 50] for a box split at 180.
 */
export function areaBBox(area: Area): BBox {
  const polygons = polygonsOf(area);
  const lats = polygons.flatMap((rings) => (rings[0] ?? []).map((p) => p[1]));
  const [south, north] = extent(lats);
  const intervals = polygons.map((rings) => lonRange(rings[0] ?? [])).sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [lo, hi] of intervals) {
    const last = merged[merged.length - 1];
    if (last !== undefined && lo <= last[1]) last[1] = Math.max(last[1], hi);
    else merged.push([lo, hi]);
  }
  const first = merged[0] ?? [-180, 180];
  const last = merged[merged.length - 1] ?? first;
  let widestGap = first[0] + 360 - last[1];
  let box: BBox = [first[0], south, last[1], north];
  for (let i = 0; i + 1 < merged.length; i++) {
    const here = merged[i];
    const next = merged[i + 1];
    if (here === undefined || next === undefined) continue;
    const gap = next[0] - here[1];
    if (gap > widestGap) {
      widestGap = gap;
      box = [next[0], south, here[1], north];
    }
  }
  return box;
}

/** Centroid of one polygon (holes wound clockwise), weighted by planar area; undefined if flat. */
function polygonCentroid(rings: readonly Position[][]): { x: number; y: number; weight: number } | undefined {
  let weight = 0;
  let x = 0;
  let y = 0;
  for (const ring of rings) {
    const origin = ring[0];
    if (origin === undefined) continue;
    // Relative to the first vertex, so large longitudes do not cost precision.
    for (let i = 0; i + 1 < ring.length; i++) {
      const a = ring[i];
      const b = ring[i + 1];
      if (a === undefined || b === undefined) continue;
      const ax = a[0] - origin[0];
      const ay = a[1] - origin[1];
      const bx = b[0] - origin[0];
      const by = b[1] - origin[1];
      const cross = ax * by - bx * ay;
      weight += cross;
      x += (ax + bx + 3 * origin[0]) * cross;
      y += (ay + by + 3 * origin[1]) * cross;
    }
  }
  if (weight === 0) return undefined;
  return { x: x / (3 * weight), y: y / (3 * weight), weight };
}

/**
 * The area-weighted centroid, wrapped to [-180, 180]. Parts west of a box that crosses the
 * antimeridian are moved 360° east first, so a box split at 180 has its centre at 180, not 0.
 */
export function areaCenter(area: Area): Position {
  const box = areaBBox(area);
  const crosses = box[0] > box[2];
  let weight = 0;
  let x = 0;
  let y = 0;
  for (const rings of polygonsOf(area)) {
    const [, maxX] = lonRange(rings[0] ?? []);
    const shift = crosses && maxX <= box[2] ? 360 : 0;
    const c = polygonCentroid(rings.map((ring) => ring.map((p): Position => [p[0] + shift, p[1]])));
    if (c === undefined) continue;
    weight += c.weight;
    x += c.x * c.weight;
    y += c.y * c.weight;
  }
  if (weight === 0) {
    const first = polygonsOf(area)[0]?.[0]?.[0];
    return first ?? [0, 0];
  }
  return [wrapLongitude(x / weight), y / weight];
}

/** Is the point inside the area or on its edge? */
export function areaContains(area: Area, point: Position): boolean {
  if (booleanPointInPolygon(point, area)) return true;
  // ±180 is one meridian: a point given as -180 is on the edge of a part that ends at 180.
  if (Math.abs(point[0]) === 180) return booleanPointInPolygon([-point[0], point[1]], area);
  return false;
}

/** Right-hand rule check used by tests and assertions: exteriors CCW, holes CW. */
export function followsRightHandRule(area: Area): boolean {
  return polygonsOf(area).every((rings) =>
    rings.every((ring, i) => (i === 0 ? signedArea2(ring) > 0 : signedArea2(ring) < 0)),
  );
}
