/**
 * The geometric half of validating a site boundary or alert zone (API.md §4): rings must be
 * simple, holes must lie inside their exterior without cutting the polygon apart, and the parts
 * of a MultiPolygon must not overlap (they may touch at points), which is OGC simple-features
 * validity as turf's boolean-valid and PostGIS ST_IsValid apply it. Every check runs on the
 * unwrapped rings, so a shape that crosses the antimeridian is judged as it lies on the globe.
 */
import { type GeometryProblem, type Position, problem } from './geometry-types.ts';
import {
  extent,
  forEachCandidatePair,
  type IndexedSegment,
  pointInRing,
  segmentMeeting,
} from './planar-segments.ts';
import { cornerCount, type PreparedRing, wrapLongitude } from './ring-preparation.ts';

export interface SelfIntersection {
  /** Index (into the prepared ring) of the edge that runs into an earlier one. */
  edge: number;
  /** Index of the earlier edge. */
  other: number;
  at: Position;
}

function format(p: Position): string {
  const round = (v: number) => Math.round(v * 1e7) / 1e7;
  return `[${round(wrapLongitude(p[0]))}, ${round(p[1])}]`;
}

function edges(points: readonly Position[], ring: number, shift = 0): IndexedSegment[] {
  const out: IndexedSegment[] = [];
  for (let i = 0; i + 1 < points.length; i++) {
    const a = points[i];
    const b = points[i + 1];
    if (a === undefined || b === undefined) continue;
    out.push({ a: [a[0] + shift, a[1]], b: [b[0] + shift, b[1]], ring, start: i });
  }
  return out;
}

function samePoint(a: Position, b: Position): boolean {
  return a[0] === b[0] && a[1] === b[1];
}

/** Every place where the ring touches or crosses itself, other than at the corners it is made of. */
export function findSelfIntersections(ring: PreparedRing): SelfIntersection[] {
  const count = ring.points.length - 1;
  const xs = ring.unwrapped.map((p) => p[0]);
  const [west, east] = extent(xs);
  const width = east - west;
  let segments = edges(ring.unwrapped, 0);
  // A ring round a pole (or wider than the globe) meets its own copies one turn east or west.
  if (ring.turns !== 0 || width > 360) {
    segments = [...segments, ...edges(ring.unwrapped, 0, 360), ...edges(ring.unwrapped, 0, -360)];
  }
  const found = new Map<string, SelfIntersection>();
  forEachCandidatePair(segments, undefined, (s, t) => {
    if (s.start === t.start) return;
    const lo = Math.min(s.start, t.start);
    const hi = Math.max(s.start, t.start);
    const adjacent = hi - lo === 1 || (lo === 0 && hi === count - 1);
    const meeting = segmentMeeting(s.a, s.b, t.a, t.b);
    if (meeting.kind === 'none') return;
    if (adjacent && meeting.kind === 'point' && !meeting.proper) {
      const sharedEnd = (p: Position) => samePoint(p, s.a) || samePoint(p, s.b);
      const sharedOther = (p: Position) => samePoint(p, t.a) || samePoint(p, t.b);
      if (sharedEnd(meeting.at) && sharedOther(meeting.at)) return;
    }
    const key = `${lo}:${hi}`;
    if (found.has(key)) return;
    const at = meeting.kind === 'point' ? meeting.at : (ring.unwrapped[hi] ?? s.a);
    found.set(key, { edge: hi, other: lo, at });
  });
  return [...found.values()].sort((x, y) => x.edge - y.edge || x.other - y.other);
}

/** Problems with one ring on its own: too few distinct corners, or touching/crossing itself. */
export function ringProblems(ring: PreparedRing, pointer: string): GeometryProblem[] {
  if (cornerCount(ring) < 3) {
    return [
      problem(pointer, 'a linear ring needs at least 3 distinct corners (4 positions with the closing one)'),
    ];
  }
  const first = findSelfIntersections(ring)[0];
  if (first === undefined) return [];
  const from = ring.source[first.edge] ?? 0;
  const other = ring.source[first.other] ?? 0;
  return [
    problem(
      `${pointer}/${from}`,
      `the ring intersects itself: the edge starting at position ${from} meets the edge starting at position ${other} at ${format(first.at)}; rings must not cross or touch themselves`,
    ),
  ];
}

interface Meetings {
  /** First crossing or shared stretch, as the segment of `second` where it happens. */
  crossing: IndexedSegment | undefined;
  /** Distinct points where the rings touch without crossing. */
  touches: Position[];
}

/** Does the segment run along the antimeridian (x = 180 + k·360 in the unwrapped plane)? */
function alongAntimeridian(s: IndexedSegment): boolean {
  return s.a[0] === s.b[0] && (((s.a[0] - 180) % 360) + 360) % 360 === 0;
}

function meetings(
  first: readonly IndexedSegment[],
  second: readonly IndexedSegment[],
  { shareAntimeridian = false } = {},
): Meetings {
  let crossing: IndexedSegment | undefined;
  const touches = new Map<string, Position>();
  forEachCandidatePair(first, second, (s, t) => {
    const meeting = segmentMeeting(s.a, s.b, t.a, t.b);
    if (meeting.kind === 'none') return;
    // The two halves of a shape split at ±180 (RFC 7946 §3.1.9) share that edge; sent back to
    // us, they must read as one shape, not as overlapping parts.
    if (meeting.kind === 'overlap' && shareAntimeridian && alongAntimeridian(s) && alongAntimeridian(t))
      return;
    if (meeting.kind === 'overlap' || meeting.proper) {
      if (crossing === undefined || t.start < crossing.start) crossing = t;
      return;
    }
    touches.set(`${meeting.at[0]},${meeting.at[1]}`, meeting.at);
  });
  return { crossing, touches: [...touches.values()] };
}

function shifted(points: readonly Position[], shift: number): Position[] {
  return shift === 0 ? [...points] : points.map((p): Position => [p[0] + shift, p[1]]);
}

/** Multiple of 360° that brings `points` next to `reference` in the unwrapped plane. */
function alignShift(reference: readonly Position[], points: readonly Position[]): number {
  const centre = (ps: readonly Position[]) => {
    const xs = ps.map((p) => p[0]);
    const [lo, hi] = extent(xs);
    return (lo + hi) / 2;
  };
  return Math.round((centre(reference) - centre(points)) / 360) * 360;
}

/** Sample points of a ring: its corners and the middle of each edge. */
function samples(points: readonly Position[]): { at: Position; index: number }[] {
  const out: { at: Position; index: number }[] = [];
  for (let i = 0; i + 1 < points.length; i++) {
    const a = points[i];
    const b = points[i + 1];
    if (a === undefined || b === undefined) continue;
    out.push({ at: a, index: i }, { at: [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2], index: i });
  }
  return out;
}

/**
 * Holes must lie inside the exterior, may touch it (or each other) at one point at most, and must
 * not overlap each other. `rings` are prepared and already individually valid.
 */
export function holeProblems(rings: readonly PreparedRing[], pointer: string): GeometryProblem[] {
  const [exterior, ...holes] = rings;
  // A shell round a pole is checked after the split instead (see antimeridian-split.ts).
  if (exterior === undefined || exterior.turns !== 0) return [];
  const shell = exterior.unwrapped;
  const aligned = holes.map((h) => shifted(h.unwrapped, alignShift(shell, h.unwrapped)));
  const at = (hole: number, index: number) => `${pointer}/${hole + 1}/${holes[hole]?.source[index] ?? 0}`;
  for (const [h, hole] of aligned.entries()) {
    if (holes[h]?.turns !== 0) return [problem(`${pointer}/${h + 1}`, 'a hole cannot go round a pole')];
    const met = meetings(edges(shell, 0), edges(hole, 1));
    if (met.crossing !== undefined) {
      return [problem(at(h, met.crossing.start), 'this edge of the hole crosses the exterior ring')];
    }
    if (met.touches.length > 1) {
      return [
        problem(
          `${pointer}/${h + 1}`,
          'the hole touches the exterior ring at more than one point, which cuts the polygon apart',
        ),
      ];
    }
    const outside = samples(hole).find((s) => pointInRing(s.at, shell) === 'outside');
    if (outside !== undefined)
      return [problem(at(h, outside.index), 'the hole lies outside the exterior ring')];
  }
  for (let i = 0; i < aligned.length; i++) {
    for (let j = i + 1; j < aligned.length; j++) {
      const a = aligned[i] ?? [];
      const b = aligned[j] ?? [];
      const met = meetings(edges(a, i), edges(b, j));
      const inside =
        samples(b).find((s) => pointInRing(s.at, a) === 'inside') ??
        samples(a).find((s) => pointInRing(s.at, b) === 'inside');
      if (met.crossing !== undefined || inside !== undefined || met.touches.length > 1) {
        return [
          problem(`${pointer}/${j + 1}`, `hole ${j + 1} overlaps hole ${i + 1}; holes must be disjoint`),
        ];
      }
    }
  }
  return [];
}

function bounds(points: readonly Position[]): [number, number, number, number] {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const [west, east] = extent(xs);
  const [south, north] = extent(ys);
  return [west, south, east, north];
}

function boxesMeet(a: [number, number, number, number], b: [number, number, number, number]): boolean {
  return a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];
}

/** Is `point` in the interior of the polygon (inside the shell and not in or on a hole)? */
function inPolygonInterior(
  point: Position,
  shell: readonly Position[],
  holes: readonly Position[][],
): boolean {
  if (pointInRing(point, shell) !== 'inside') return false;
  return holes.every((h) => pointInRing(point, h) === 'outside');
}

/** The parts of a MultiPolygon must not overlap; touching at points is allowed (OGC). */
export function partProblems(parts: readonly PreparedRing[][], pointer: string): GeometryProblem[] {
  const framed = parts.map((rings) => {
    const [exterior, ...holes] = rings;
    return exterior === undefined || exterior.turns !== 0
      ? undefined
      : {
          shell: exterior.unwrapped,
          holes: holes.map((h) => shifted(h.unwrapped, alignShift(exterior.unwrapped, h.unwrapped))),
          source: exterior.source,
        };
  });
  for (let q = 0; q < framed.length; q++) {
    for (let p = 0; p < q; p++) {
      const P = framed[p];
      const Q0 = framed[q];
      if (P === undefined || Q0 === undefined) continue;
      const shift = alignShift(P.shell, Q0.shell);
      const Q = { shell: shifted(Q0.shell, shift), holes: Q0.holes.map((h) => shifted(h, shift)) };
      if (!boxesMeet(bounds(P.shell), bounds(Q.shell))) continue;
      const at = (index: number) => `${pointer}/${q}/0/${Q0.source[index] ?? 0}`;
      const overlap = `polygon ${q} overlaps polygon ${p}; the parts of a MultiPolygon may touch at points but not overlap`;
      const qEdges = edges(Q.shell, 1);
      const crossing =
        meetings(edges(P.shell, 0), qEdges, { shareAntimeridian: true }).crossing ??
        P.holes.map((h) => meetings(edges(h, 0), qEdges).crossing).find((c) => c !== undefined);
      if (crossing !== undefined) return [problem(at(crossing.start), overlap)];
      const qInside = samples(Q.shell).find((s) => inPolygonInterior(s.at, P.shell, P.holes));
      if (qInside !== undefined) return [problem(at(qInside.index), overlap)];
      const pInside = samples(P.shell).some((s) => inPolygonInterior(s.at, Q.shell, Q.holes));
      if (pInside) return [problem(`${pointer}/${q}`, overlap)];
    }
  }
  return [];
}
