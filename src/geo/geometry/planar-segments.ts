/**
 * Planar primitives on lon/lat treated as x/y: how two segments meet, where a point lies relative
 * to a ring, which way a ring winds. The API uses the "flat" convention (edges are straight lines
 * in lon/lat, as in gadomski/antimeridian `great_circle=False`), so these are exact for our edges.
 * Comparisons are exact on purpose: a tolerance here would accept rings that GEOS/PostGIS refuse.
 */
import type { Position } from './geometry-types.ts';

export type SegmentMeeting =
  | { kind: 'none' }
  /** They meet at exactly one point (a crossing, or one end touching the other segment). */
  | { kind: 'point'; at: Position; proper: boolean }
  /** Collinear and sharing a stretch of positive length. */
  | { kind: 'overlap' };

function orient(a: Position, b: Position, c: Position): number {
  return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
}

function within(a: number, b: number, v: number): boolean {
  return Math.min(a, b) <= v && v <= Math.max(a, b);
}

/** Is c (known to be collinear with a–b) on the closed segment a–b? */
function onCollinear(a: Position, b: Position, c: Position): boolean {
  return within(a[0], b[0], c[0]) && within(a[1], b[1], c[1]);
}

export function segmentMeeting(p1: Position, p2: Position, q1: Position, q2: Position): SegmentMeeting {
  const d1 = orient(q1, q2, p1);
  const d2 = orient(q1, q2, p2);
  const d3 = orient(p1, p2, q1);
  const d4 = orient(p1, p2, q2);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) {
    const t = d1 / (d1 - d2);
    return { kind: 'point', at: [p1[0] + t * (p2[0] - p1[0]), p1[1] + t * (p2[1] - p1[1])], proper: true };
  }
  if (d1 === 0 && d2 === 0 && d3 === 0 && d4 === 0) return collinearMeeting(p1, p2, q1, q2);
  if (d1 === 0 && onCollinear(q1, q2, p1)) return { kind: 'point', at: p1, proper: false };
  if (d2 === 0 && onCollinear(q1, q2, p2)) return { kind: 'point', at: p2, proper: false };
  if (d3 === 0 && onCollinear(p1, p2, q1)) return { kind: 'point', at: q1, proper: false };
  if (d4 === 0 && onCollinear(p1, p2, q2)) return { kind: 'point', at: q2, proper: false };
  return { kind: 'none' };
}

function collinearMeeting(p1: Position, p2: Position, q1: Position, q2: Position): SegmentMeeting {
  // Project on the axis where the segments are longest, so vertical segments work too.
  const axis = Math.abs(p2[0] - p1[0]) + Math.abs(q2[0] - q1[0]) >= Math.abs(p2[1] - p1[1]) ? 0 : 1;
  const pLo = Math.min(p1[axis], p2[axis]);
  const pHi = Math.max(p1[axis], p2[axis]);
  const qLo = Math.min(q1[axis], q2[axis]);
  const qHi = Math.max(q1[axis], q2[axis]);
  const lo = Math.max(pLo, qLo);
  const hi = Math.min(pHi, qHi);
  if (lo > hi) return { kind: 'none' };
  if (lo < hi) return { kind: 'overlap' };
  const shared = [p1, p2, q1, q2].find((p) => p[axis] === lo) ?? p1;
  return { kind: 'point', at: shared, proper: false };
}

/**
 * [min, max] of the values, by a loop: `Math.min(...values)` overflows the call stack for the
 * hundred-thousand-vertex boundaries a body may carry.
 */
export function extent(values: readonly number[]): [number, number] {
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (const v of values) {
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  return [lo, hi];
}

export type RingSide = 'inside' | 'outside' | 'boundary';

/** Even-odd test with an explicit boundary case (a closed ring: first == last). */
export function pointInRing(point: Position, ring: readonly Position[]): RingSide {
  const [x, y] = point;
  let inside = false;
  for (let i = 0; i + 1 < ring.length; i++) {
    const a = ring[i];
    const b = ring[i + 1];
    if (a === undefined || b === undefined) continue;
    if (orient(a, b, point) === 0 && onCollinear(a, b, point)) return 'boundary';
    if (a[1] > y !== b[1] > y) {
      const xCross = a[0] + ((y - a[1]) * (b[0] - a[0])) / (b[1] - a[1]);
      if (x < xCross) inside = !inside;
    }
  }
  return inside ? 'inside' : 'outside';
}

/** Twice the signed area (shoelace): positive when the ring winds counter-clockwise. */
export function signedArea2(ring: readonly Position[]): number {
  let sum = 0;
  for (let i = 0; i + 1 < ring.length; i++) {
    const a = ring[i];
    const b = ring[i + 1];
    if (a === undefined || b === undefined) continue;
    sum += (b[0] - a[0]) * (b[1] + a[1]);
  }
  return -sum;
}

/** A segment of some ring, remembering where it came from so problems can point at it. */
export interface IndexedSegment {
  a: Position;
  b: Position;
  /** Which ring (caller-defined) and which position in it the segment starts at. */
  ring: number;
  start: number;
}

function minX(s: IndexedSegment): number {
  return Math.min(s.a[0], s.b[0]);
}

/**
 * Calls `visit` for every pair of segments whose bounding boxes overlap, with `left` from
 * `first` and `right` from `second` (or pairs within `first` when `second` is omitted). A sweep
 * over x keeps this near-linear for ordinary boundaries instead of testing every pair.
 */
export function forEachCandidatePair(
  first: readonly IndexedSegment[],
  second: readonly IndexedSegment[] | undefined,
  visit: (left: IndexedSegment, right: IndexedSegment) => void,
): void {
  const tagged = [
    ...first.map((segment) => ({ segment, side: 0 })),
    ...(second ?? []).map((segment) => ({ segment, side: 1 })),
  ].sort((p, q) => minX(p.segment) - minX(q.segment));
  for (let i = 0; i < tagged.length; i++) {
    const current = tagged[i];
    if (current === undefined) continue;
    const s = current.segment;
    const maxX = Math.max(s.a[0], s.b[0]);
    const yLo = Math.min(s.a[1], s.b[1]);
    const yHi = Math.max(s.a[1], s.b[1]);
    for (let j = i + 1; j < tagged.length; j++) {
      const other = tagged[j];
      if (other === undefined) continue;
      const t = other.segment;
      if (minX(t) > maxX) break;
      if (second !== undefined && other.side === current.side) continue;
      if (Math.max(t.a[1], t.b[1]) < yLo || Math.min(t.a[1], t.b[1]) > yHi) continue;
      if (second === undefined || current.side === 0) visit(s, t);
      else visit(t, s);
    }
  }
}
