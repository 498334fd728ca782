/**
 * Turns a parsed ring into the forms the rest of the module works on: longitudes wrapped into
 * [-180, 180], round-off duplicates removed (keeping each vertex's original index for pointers),
 * and an "unwrapped" copy in which the ring never jumps across the antimeridian, so planar tests
 * (self-intersection, holes, winding) see the shape as it lies on the globe.
 */
import type { Position } from './geometry-types.ts';
import { signedArea2 } from './planar-segments.ts';

/**
 * Vertices closer than this (in degrees, about 0.1 mm) are one vertex, and a longitude this close
 * to ±180 is ±180. Such differences are float round-off from the producer (e.g. 179.99999999999997
 * in antimeridian's issues-201 fixture); keeping them would create zero-width spikes.
 */
export const COINCIDENT_DEGREES = 1e-9;

export interface PreparedRing {
  /** Closed ring, longitudes in [-180, 180]. */
  points: Position[];
  /** For each point, the index of the input position it came from. */
  source: number[];
  /** Same vertices with longitudes made continuous (may leave [-180, 180]). */
  unwrapped: Position[];
  /**
   * How many times the ring goes round the globe eastward (negative: westward). 0 for an ordinary
   * ring; ±1 for a ring that encircles a pole, such as a band along a parallel.
   */
  turns: number;
}

export function normaliseLongitude(lon: number): number {
  if (Math.abs(lon - 180) <= COINCIDENT_DEGREES) return 180;
  if (Math.abs(lon + 180) <= COINCIDENT_DEGREES) return -180;
  if (lon >= -180 && lon <= 180) return lon;
  return ((((lon + 180) % 360) + 360) % 360) - 180;
}

/**
 * The longitude step between consecutive vertices as the ring travels. A jump of more than 180°
 * is read as crossing the antimeridian the short way (the gadomski/antimeridian convention); a
 * jump of exactly 360° runs along the antimeridian itself (e.g. a latitude band from -180 to 180).
 */
export function longitudeStep(from: number, to: number): number {
  const d = to - from;
  if (d > 180 && d !== 360) return d - 360;
  if (d < -180 && d !== -360) return d + 360;
  return d;
}

/**
 * A vertex exactly on the antimeridian belongs to the side its path is on: -180 and 180 are the
 * same meridian, and without this a box drawn from 170 to 180 whose corner is written -180 would
 * look like it crosses (antimeridian's issues-81 and point-on-antimeridian fixtures). Only when
 * the nearest vertices off the antimeridian before and after it are on the same side; otherwise
 * (a path that crosses at that vertex, or runs along ±180 to a pole) it is kept as sent, which
 * keeps our own split output stable when it is sent back.
 */
export function settleAntimeridianVertices(points: Position[], closed: boolean): void {
  const n = points.length;
  const side = (p: Position | undefined) => (p === undefined || Math.abs(p[0]) === 180 ? 0 : Math.sign(p[0]));
  const nearestSide = (i: number, direction: 1 | -1) => {
    for (let k = 1; k < n; k++) {
      const j = i + direction * k;
      if (!closed && (j < 0 || j >= n)) return 0;
      const s = side(points[(j + n) % n]);
      if (s !== 0) return s;
    }
    return 0;
  };
  const settled = points.map((p, i): Position => {
    if (Math.abs(p[0]) !== 180) return p;
    const before = nearestSide(i, -1);
    const after = nearestSide(i, 1);
    const sign = before === 0 ? after : after === 0 || after === before ? before : 0;
    return sign === 0 ? p : [sign * 180, p[1]];
  });
  points.splice(0, n, ...settled);
}

function near(a: Position, b: Position): boolean {
  return Math.abs(a[0] - b[0]) <= COINCIDENT_DEGREES && Math.abs(a[1] - b[1]) <= COINCIDENT_DEGREES;
}

/** Prepare a closed ring (first == last, at least one position). */
export function prepareRing(ring: readonly Position[]): PreparedRing {
  // Drop the closing repeat, settle ±180, merge near-duplicates, then close with the first vertex.
  const open = ring.slice(0, -1).map((p): Position => [normaliseLongitude(p[0]), p[1]]);
  settleAntimeridianVertices(open, true);
  const points: Position[] = [];
  const source: number[] = [];
  for (const [i, p] of open.entries()) {
    const previous = points[points.length - 1];
    if (previous !== undefined && near(previous, p)) continue;
    points.push(p);
    source.push(i);
  }
  while (points.length > 1) {
    const first = points[0];
    const last = points[points.length - 1];
    if (first === undefined || last === undefined || !near(first, last)) break;
    points.pop();
    source.pop();
  }
  const first = points[0];
  if (first !== undefined) {
    points.push([first[0], first[1]]);
    source.push(ring.length - 1);
  }
  // Each vertex keeps its own longitude plus a whole number of turns, so the closing vertex of
  // an ordinary ring is bit-for-bit its first one (summing steps would drift in the last digit).
  const unwrapped: Position[] = [];
  let offset = 0;
  for (const [i, p] of points.entries()) {
    const previous = points[i - 1];
    if (previous !== undefined) offset += longitudeStep(previous[0], p[0]) - (p[0] - previous[0]);
    unwrapped.push([p[0] + offset, p[1]]);
  }
  const turns = Math.round(offset / 360);
  return { points, source, unwrapped, turns };
}

/** Number of distinct corners (the closing repeat not counted). */
export function cornerCount(ring: PreparedRing): number {
  return Math.max(0, ring.points.length - 1);
}

/**
 * Orient a ring: counter-clockwise for an exterior, clockwise for a hole (RFC 7946 right-hand
 * rule). API.md accepts any winding, so an ordinary ring is simply reversed when needed. A ring
 * that goes round a pole has no winding of its own: its direction is what says which side is
 * inside (inside on the left: eastward encloses the north pole), so it is kept as sent.
 */
export function orientRing(ring: PreparedRing, counterClockwise: boolean): PreparedRing {
  if (ring.turns !== 0) return ring;
  const isCounterClockwise = signedArea2(ring.unwrapped) > 0;
  if (isCounterClockwise === counterClockwise) return ring;
  return {
    points: [...ring.points].reverse(),
    source: [...ring.source].reverse(),
    unwrapped: [...ring.unwrapped].reverse(),
    turns: 0,
  };
}

/** Wrap an unwrapped longitude back into [-180, 180], for messages and centres. */
export function wrapLongitude(lon: number): number {
  return lon >= -180 && lon <= 180 ? lon : normaliseLongitude(lon);
}
