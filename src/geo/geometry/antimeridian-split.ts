/**
 * Splitting shapes at the antimeridian (API.md §1 "Geometry": a shape that crosses it is returned
 * as a MultiPolygon). Follows gadomski/antimeridian `fix_polygon(great_circle=False)`: an edge
 * that jumps more than 180° of longitude crosses the antimeridian the short way, at the latitude
 * of the straight lon/lat line. Rings are cut there, and the pieces are stitched back into
 * polygons along the map edge; a ring that goes round a pole closes over that pole.
 */
import type { Position } from './geometry-types.ts';
import { pointInRing, signedArea2 } from './planar-segments.ts';
import { longitudeStep } from './ring-preparation.ts';

/** Crossing latitudes are rounded like upstream's (7 decimals, about 1 cm) so splits are stable. */
const CROSSING_LATITUDE_SCALE = 1e7;

function crossingLatitude(start: Position, end: Position): number {
  if (Math.abs(start[0]) === 180) return start[1];
  if (Math.abs(end[0]) === 180) return end[1];
  const startDistance = 180 - Math.abs(start[0]);
  const endDistance = 180 - Math.abs(end[0]);
  const lat = start[1] + (startDistance * (end[1] - start[1])) / (startDistance + endDistance);
  return Math.round(lat * CROSSING_LATITUDE_SCALE) / CROSSING_LATITUDE_SCALE;
}

/**
 * Cut a line (longitudes in [-180, 180]) where it crosses the antimeridian. Each piece but the
 * first starts, and each but the last ends, on ±180. No crossing gives one piece.
 */
export function cutLine(points: readonly Position[]): Position[][] {
  const pieces: Position[][] = [];
  let piece: Position[] = [];
  for (let i = 0; i < points.length; i++) {
    const start = points[i];
    if (start === undefined) continue;
    piece.push(start);
    const end = points[i + 1];
    if (end === undefined) break;
    const raw = end[0] - start[0];
    if (longitudeStep(start[0], end[0]) === raw) continue;
    const lat = crossingLatitude(start, end);
    // raw > 180: heading west over -180 and coming back in at +180; raw < -180: the other way.
    const exit = raw > 0 ? -180 : 180;
    piece.push([exit, lat]);
    pieces.push(piece);
    piece = [[-exit, lat]];
  }
  pieces.push(piece);
  return pieces;
}

/** The pieces of a closed ring between antimeridian crossings, or [] when it does not cross. */
function cutRing(ring: readonly Position[]): Position[][] {
  const pieces = cutLine(ring);
  if (pieces.length === 1) return [];
  // The last piece runs into the first (the ring is closed): join them.
  const last = pieces.pop() ?? [];
  const first = pieces.shift() ?? [];
  return [[...last.slice(0, -1), ...first], ...pieces];
}

/**
 * Position of a point on ±180 along the map's outline, walked counter-clockwise from the
 * south-west corner: bottom edge [0, 360], east edge [360, 540], top [540, 900], west [900, 1080].
 */
function outlineParameter(p: Position): number {
  return p[0] === 180 ? 360 + (p[1] + 90) : 900 + (90 - p[1]);
}

const OUTLINE_LENGTH = 1080;
const CORNERS: readonly [number, Position][] = [
  [360, [180, -90]],
  [540, [180, 90]],
  [900, [-180, 90]],
  [1080, [-180, -90]],
];

/** Corners passed when walking the outline counter-clockwise from `from` for `distance`. */
function cornersBetween(from: number, distance: number): Position[] {
  const out: Position[] = [];
  for (const lap of [0, OUTLINE_LENGTH]) {
    for (const [t, corner] of CORNERS) {
      const along = t + lap - from;
      if (along > 0 && along < distance) out.push(corner);
    }
  }
  return out;
}

function dedupe(ring: readonly Position[]): Position[] {
  const out: Position[] = [];
  for (const p of ring) {
    const last = out[out.length - 1];
    if (last === undefined || last[0] !== p[0] || last[1] !== p[1]) out.push(p);
  }
  return out;
}

/**
 * Stitch pieces into closed rings: from the end of a piece, walk the map outline the way that
 * keeps the inside on the left (counter-clockwise) to the nearest piece start.
 */
function stitch(pieces: readonly Position[][]): Position[][] {
  const rings: Position[][] = [];
  const pending = new Set(pieces.keys());
  for (const firstIndex of pieces.keys()) {
    if (!pending.has(firstIndex)) continue;
    pending.delete(firstIndex);
    const first = pieces[firstIndex] ?? [];
    const ring = [...first];
    for (;;) {
      const end = ring[ring.length - 1] ?? [180, 0];
      const from = outlineParameter(end);
      const distanceTo = (p: Position | undefined) =>
        p === undefined
          ? Number.POSITIVE_INFINITY
          : (outlineParameter(p) - from + OUTLINE_LENGTH) % OUTLINE_LENGTH;
      let next: number | undefined;
      let best = distanceTo(first[0]);
      for (const i of pending) {
        const d = distanceTo(pieces[i]?.[0]);
        if (d < best) {
          best = d;
          next = i;
        }
      }
      ring.push(...cornersBetween(from, best));
      if (next === undefined) break;
      pending.delete(next);
      for (const p of pieces[next] ?? []) ring.push(p);
    }
    const start = ring[0];
    if (start !== undefined) ring.push(start);
    const closed = dedupe(ring);
    // A piece that only touches the antimeridian at a corner closes on itself with no area.
    if (closed.length >= 4 && signedArea2(closed) !== 0) rings.push(closed);
  }
  return rings;
}

function oriented(ring: Position[], counterClockwise: boolean): Position[] {
  return signedArea2(ring) > 0 === counterClockwise ? ring : [...ring].reverse();
}

/**
 * Split one polygon (rings closed, oriented right-hand, longitudes in [-180, 180]) into the
 * polygons it becomes on the flat map. Returns undefined when a hole that does not cross the
 * antimeridian lies in none of the pieces (it was outside the exterior).
 */
export function splitPolygon(rings: readonly Position[][]): Position[][][] | undefined {
  const [exterior, ...holes] = rings;
  if (exterior === undefined) return [];
  const exteriorPieces = cutRing(exterior);
  if (exteriorPieces.length === 0 && holes.every((h) => cutRing(h).length === 0)) {
    return [[exterior, ...holes]];
  }
  const pieces = [...exteriorPieces];
  const wholeHoles: Position[][] = [];
  for (const hole of holes) {
    const cut = cutRing(hole);
    if (cut.length === 0) wholeHoles.push(hole);
    else pieces.push(...cut);
  }
  // An exterior that stays whole while a hole crosses would need the hole cut into two notches
  // of an unbroken shell; only a shell running along ±180 can do that, so treat it as a misfit.
  if (exteriorPieces.length === 0) return undefined;
  const polygons = stitch(pieces).map((ring) => [oriented(ring, true)]);
  for (const hole of wholeHoles) {
    const probe = hole.find((p) => polygons.every((poly) => pointInRing(p, poly[0] ?? []) !== 'boundary'));
    const home = polygons.find(
      (poly) => probe !== undefined && pointInRing(probe, poly[0] ?? []) === 'inside',
    );
    if (home === undefined) return undefined;
    home.push(oriented(hole, false));
  }
  return polygons;
}

/** Does the closed ring (longitudes in [-180, 180]) cross the antimeridian? */
export function crossesAntimeridian(ring: readonly Position[]): boolean {
  return cutLine(ring).length > 1;
}

/** Split a line where it crosses the antimeridian (for LineString footprints). */
export function splitLine(line: readonly Position[]): Position[][] {
  return cutLine(line).map(dedupe);
}

/**
 * A line as RFC 7946 §3.1.9 asks it to be written: a LineString, or where it crosses the
 * antimeridian a MultiLineString cut there (each piece ending or starting on ±180), so a reader
 * that draws straight lon/lat segments does not draw it the long way round the globe. A piece
 * that is one point alone (a position on ±180 itself) is left out: it draws nothing. Null when
 * fewer than two distinct positions remain.
 */
export function lineAcrossAntimeridian(
  line: readonly Position[],
):
  | { type: 'LineString'; coordinates: Position[] }
  | { type: 'MultiLineString'; coordinates: Position[][] }
  | null {
  const pieces = splitLine(line).filter((piece) => piece.length >= 2);
  const [only] = pieces;
  if (only === undefined) return null;
  return pieces.length === 1
    ? { type: 'LineString', coordinates: only }
    : { type: 'MultiLineString', coordinates: pieces };
}
