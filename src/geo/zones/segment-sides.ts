/**
 * The sides a straight path between two fixes passes through, for one zone: where it goes past the
 * hysteresis band inside, into the band, and past it outside, as fractions of the way. What lets a
 * vessel seen at (4.95, 53.05) and half an hour later at (5.25, 53.05) be told to have crossed the
 * zone between, though neither fix is in it.
 *
 * The path is the straight line in longitude and latitude, with time spread evenly along it: the
 * convention zone edges are drawn in, and the one the track detectors interpolate positions by.
 * Between fixes a few hours apart at sea speeds (tens of kilometres) it differs from the rhumb line
 * and the great circle by metres to a few hundred metres (docs/tracking.md gives measured figures).
 *
 * How: every point where the side can change is found (where the path crosses an edge, and where
 * it comes within the hysteresis of an edge or leaves it), the path is cut there, and each piece is
 * classified at its middle by `classify`, the very test a fix is judged by, so the path and the
 * fixes never disagree about a place. Neighbouring pieces on the same side are merged.
 */
import { metresPerDegreeLat, metresPerDegreeLon } from '../../lib/earth.ts';
import { classify, type Side } from './area-queries.ts';
import { isMeridianEdge, type PreparedArea } from './prepared-area.ts';

/** From `t` (0 at the first fix, 1 at the second) the path is on `side`, until the next change. */
export interface SidePiece {
  t: number;
  side: Side;
}

/** Bisection steps for where the path enters or leaves an edge's band: 2⁻²⁴ of the path. */
const BISECTION_STEPS = 24;
/** Extra room when picking the edges that may matter, for the local projection's error. */
const MARGIN = 1.1;

/** Calls `visit` with the start vertex of every edge of the area whose box meets the given box. */
function edgesNear(
  area: PreparedArea,
  west: number,
  south: number,
  east: number,
  north: number,
  visit: (i: number) => boolean | undefined,
): void {
  const c = area.coords;
  const near = (i: number) => {
    const ex = c[2 * i] ?? 0;
    const ey = c[2 * i + 1] ?? 0;
    const fx = c[2 * i + 2] ?? 0;
    const fy = c[2 * i + 3] ?? 0;
    if (Math.max(ex, fx) < west || Math.min(ex, fx) > east) return false;
    return !(Math.max(ey, fy) < south || Math.min(ey, fy) > north);
  };
  if (area.edgeIndex !== undefined && area.edgeStarts !== undefined) {
    for (const item of area.edgeIndex.search(west, south, east, north))
      if (visit(area.edgeStarts[item] ?? 0) === true) return;
    return;
  }
  let start = 0;
  for (let r = 0; r < area.ringEnds.length; r++) {
    const end = area.ringEnds[r] ?? 0;
    for (let i = start; i + 1 < end; i++) if (near(i) && visit(i) === true) return;
    start = end;
  }
}

/**
 * Whether the path from (ax, ay) to (bx, by) crosses an edge of the area: the cheap question first
 * (a path that crosses none stays on one side of the boundary, however near it comes).
 */
export function crossesEdge(area: PreparedArea, ax: number, ay: number, bx: number, by: number): boolean {
  const c = area.coords;
  let found = false;
  edgesNear(area, Math.min(ax, bx), Math.min(ay, by), Math.max(ax, bx), Math.max(ay, by), (i) => {
    const crossing = crossingParameter(
      ax,
      ay,
      bx,
      by,
      c[2 * i] ?? 0,
      c[2 * i + 1] ?? 0,
      c[2 * i + 2] ?? 0,
      c[2 * i + 3] ?? 0,
    );
    found = crossing !== undefined;
    return found;
  });
  return found;
}

/**
 * The pieces of the path from (ax, ay) to (bx, by), in order, the first at t = 0. Both ends lie
 * within the map's longitudes: the caller splits a path that crosses ±180.
 */
export function segmentSides(
  area: PreparedArea,
  hysteresisM: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): SidePiece[] {
  const midLat = (ay + by) / 2;
  const kx = metresPerDegreeLon(midLat);
  const ky = metresPerDegreeLat(midLat);
  const reachLat = (hysteresisM * MARGIN) / ky;
  const reachLon = kx > 1 ? (hysteresisM * MARGIN) / kx : 360;
  const west = Math.min(ax, bx) - reachLon;
  const east = Math.max(ax, bx) + reachLon;
  const south = Math.min(ay, by) - reachLat;
  const north = Math.max(ay, by) + reachLat;
  const cuts: number[] = [];
  const c = area.coords;
  edgesNear(area, west, south, east, north, (i) => {
    const ex = c[2 * i] ?? 0;
    const ey = c[2 * i + 1] ?? 0;
    const fx = c[2 * i + 2] ?? 0;
    const fy = c[2 * i + 3] ?? 0;
    const crossing = crossingParameter(ax, ay, bx, by, ex, ey, fx, fy);
    if (crossing !== undefined) cuts.push(crossing);
    if (hysteresisM > 0 && !isMeridianEdge(ex, fx)) {
      bandInterval(
        { ax: ax * kx, ay: ay * ky, dx: (bx - ax) * kx, dy: (by - ay) * ky },
        ex * kx,
        ey * ky,
        fx * kx,
        fy * ky,
        hysteresisM,
        cuts,
      );
    }
    return undefined;
  });
  const points = [0, ...cuts.filter((t) => t > 0 && t < 1).sort((p, q) => p - q), 1];
  const pieces: SidePiece[] = [];
  for (let k = 0; k + 1 < points.length; k++) {
    const from = points[k] ?? 0;
    const to = points[k + 1] ?? 1;
    if (to - from <= 0) continue;
    const mid = (from + to) / 2;
    const lon = normaliseLon(ax + mid * (bx - ax));
    const side = classify(area, lon, ay + mid * (by - ay), hysteresisM);
    if (pieces[pieces.length - 1]?.side !== side) pieces.push({ t: from, side });
  }
  if (pieces.length === 0) pieces.push({ t: 0, side: classify(area, normaliseLon(ax), ay, hysteresisM) });
  return pieces;
}

function normaliseLon(lon: number): number {
  return lon > 180 ? lon - 360 : lon < -180 ? lon + 360 : lon;
}

/** Where the path a→b crosses the edge e→f (as a fraction of the path), if it does. */
function crossingParameter(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  ex: number,
  ey: number,
  fx: number,
  fy: number,
): number | undefined {
  const rx = bx - ax;
  const ry = by - ay;
  const sx = fx - ex;
  const sy = fy - ey;
  const denominator = rx * sy - ry * sx;
  if (denominator === 0) return undefined;
  const qx = ex - ax;
  const qy = ey - ay;
  const t = (qx * sy - qy * sx) / denominator;
  const u = (qx * ry - qy * rx) / denominator;
  return t >= 0 && t <= 1 && u >= 0 && u <= 1 ? t : undefined;
}

interface MetricPath {
  ax: number;
  ay: number;
  dx: number;
  dy: number;
}

/** Distance in the local plane from the path's point at `t` to the edge e→f. */
function distanceAt(p: MetricPath, t: number, ex: number, ey: number, fx: number, fy: number): number {
  const x = p.ax + t * p.dx;
  const y = p.ay + t * p.dy;
  const sx = fx - ex;
  const sy = fy - ey;
  const len2 = sx * sx + sy * sy;
  let u = len2 === 0 ? 0 : ((x - ex) * sx + (y - ey) * sy) / len2;
  u = u < 0 ? 0 : u > 1 ? 1 : u;
  return Math.hypot(x - (ex + u * sx), y - (ey + u * sy));
}

/**
 * Adds to `cuts` where the path comes within `h` of the edge and where it leaves: the distance from
 * a point moving along a line to a segment is convex in time, so the stretch within `h` is one
 * interval around the nearest approach, found by ternary search and its ends by bisection.
 */
function bandInterval(
  p: MetricPath,
  ex: number,
  ey: number,
  fx: number,
  fy: number,
  h: number,
  cuts: number[],
): void {
  let lo = 0;
  let hi = 1;
  for (let k = 0; k < 40; k++) {
    const m1 = lo + (hi - lo) / 3;
    const m2 = hi - (hi - lo) / 3;
    if (distanceAt(p, m1, ex, ey, fx, fy) <= distanceAt(p, m2, ex, ey, fx, fy)) hi = m2;
    else lo = m1;
  }
  const nearest = (lo + hi) / 2;
  if (distanceAt(p, nearest, ex, ey, fx, fy) >= h) return;
  const edgeOf = (inside: number, outside: number): number => {
    let a = inside;
    let b = outside;
    for (let k = 0; k < BISECTION_STEPS; k++) {
      const m = (a + b) / 2;
      if (distanceAt(p, m, ex, ey, fx, fy) < h) a = m;
      else b = m;
    }
    return (a + b) / 2;
  };
  if (distanceAt(p, 0, ex, ey, fx, fy) >= h) cuts.push(edgeOf(nearest, 0));
  if (distanceAt(p, 1, ex, ey, fx, fy) >= h) cuts.push(edgeOf(nearest, 1));
}
