/**
 * Distances and circles on the WGS 84 ellipsoid (geographiclib, Karney 2013: accurate to
 * nanometres). A site or zone given as `coordinates` + `radius_m` (API.md §4) becomes a polygon
 * whose every vertex is exactly `radius_m` from the centre.
 */
import geographiclib from 'geographiclib-geodesic';
import type { Polygon } from 'geojson';
import { areaBBox, areaKm2 } from './area-measures.ts';
import { parsePosition } from './coordinate-parsing.ts';
import {
  describe,
  fail,
  type NormalisedArea,
  ok,
  type Parsed,
  type Position,
  problem,
} from './geometry-types.ts';
import { normaliseArea } from './parse-area.ts';

const WGS84 = geographiclib.Geodesic.WGS84;

/**
 * One vertex every 5° of azimuth. The straight edges between vertices cut inside the circle by
 * at most r·(1 − cos 2.5°) ≈ 0.1 % of the radius (1 m for a 1 km circle).
 */
export const CIRCLE_VERTICES = 72;
/** API.md: `radius_m` defaults to 1000. */
export const DEFAULT_RADIUS_M = 1000;
/**
 * Largest circle accepted: 2000 km is far beyond any monitoring zone, and keeps the polygon's
 * straight lon/lat edges close to the true circle.
 */
export const MAX_RADIUS_M = 2_000_000;

export function geodesicDistanceM(a: Position, b: Position): number {
  return WGS84.Inverse(a[1], a[0], b[1], b[0]).s12 ?? Number.NaN;
}

/**
 * The point a `fraction` (0–1) of the way from `a` to `b` along the geodesic between them (the
 * shortest path on the ellipsoid, so across the antimeridian where that is shorter), with the
 * geodesic's length and the course at that point (degrees clockwise from north, 0–360).
 */
export function geodesicBetween(
  a: Position,
  b: Position,
  fraction: number,
): { position: Position; distanceM: number; courseDeg: number } {
  const inverse = WGS84.Inverse(a[1], a[0], b[1], b[0]);
  const distanceM = inverse.s12 ?? Number.NaN;
  const r = WGS84.Direct(a[1], a[0], inverse.azi1 ?? Number.NaN, distanceM * fraction);
  const lon = r.lon2 ?? Number.NaN;
  return {
    position: [lon > 180 ? lon - 360 : lon < -180 ? lon + 360 : lon, r.lat2 ?? Number.NaN],
    distanceM,
    courseDeg: ((r.azi2 ?? Number.NaN) + 360) % 360,
  };
}

/** The point `distanceM` from `from` along initial azimuth `azimuthDeg` (clockwise from north). */
export function geodesicDestination(from: Position, azimuthDeg: number, distanceM: number): Position {
  const r = WGS84.Direct(from[1], from[0], azimuthDeg, distanceM);
  return [r.lon2 ?? Number.NaN, r.lat2 ?? Number.NaN];
}

/** Vertices of the circle, counter-clockwise (azimuth decreasing), closed. */
export function circleRing(center: Position, radiusM: number): Position[] {
  const ring: Position[] = [];
  for (let i = 0; i < CIRCLE_VERTICES; i++) {
    ring.push(geodesicDestination(center, 360 - (i * 360) / CIRCLE_VERTICES, radiusM));
  }
  const first = ring[0];
  if (first !== undefined) ring.push([first[0], first[1]]);
  return ring;
}

export function circleArea(
  center: unknown,
  radiusM: unknown,
  pointers: { center: string; radius: string },
): Parsed<NormalisedArea> {
  const parsedCenter = parsePosition(center, pointers.center);
  const radius = radiusM === undefined ? DEFAULT_RADIUS_M : radiusM;
  const radiusOk =
    typeof radius === 'number' && Number.isFinite(radius) && radius > 0 && radius <= MAX_RADIUS_M;
  const errors = parsedCenter.ok ? [] : [...parsedCenter.errors];
  if (!radiusOk) {
    errors.push(
      problem(
        pointers.radius,
        `radius must be a number of metres greater than 0 and at most ${MAX_RADIUS_M}, not ${typeof radius === 'number' ? radius : describe(radius)}`,
      ),
    );
  }
  if (!parsedCenter.ok || !radiusOk || typeof radius !== 'number') return fail(errors);
  const ring = circleRing(parsedCenter.value, radius);
  const plain = plainCircleArea(ring, parsedCenter.value);
  if (plain !== undefined) return ok(plain);
  const normalised = normaliseArea([[ring]], {
    pointer: pointers.center,
    multi: false,
  });
  if (!normalised.ok) {
    // Only a circle so large that its straight lon/lat edges fold over itself can get here.
    return fail([
      problem(pointers.radius, 'this circle cannot be drawn as a valid polygon here; use a smaller radius'),
    ]);
  }
  // The circle's own centre is a better representative point than the polygon's centroid.
  return ok({ ...normalised.value, center: parsedCenter.value });
}

/**
 * The area of a circle's ring as `normaliseArea` would make it, without its checks, when there is
 * nothing for them to find: a ring built counter-clockwise around its centre by `circleRing`, that
 * stays on one side of the antimeridian (so it neither needs splitting nor goes round a pole), is a
 * simple polygon in the right-hand order. Building the World Port Index's 3,800 port circles at
 * every start spent most of its time in those checks (a pairwise search for crossing edges).
 * Any other ring is undefined: `normaliseArea` decides it.
 */
function plainCircleArea(ring: Position[], center: Position): NormalisedArea | undefined {
  let west = Number.POSITIVE_INFINITY;
  let east = Number.NEGATIVE_INFINITY;
  for (const [lon, lat] of ring) {
    if (!(lon > -180 && lon < 180 && lat > -90 && lat < 90)) return undefined;
    if (lon < west) west = lon;
    if (lon > east) east = lon;
  }
  if (east - west >= 180) return undefined;
  const geometry: Polygon = { type: 'Polygon', coordinates: [ring] };
  return { geometry, bbox: areaBBox(geometry), center, areaKm2: areaKm2(geometry) };
}
