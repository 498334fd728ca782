/**
 * The questions each fix asks of a prepared zone area: inside or not, closer to the real boundary
 * than the hysteresis or not, and from both the side the fix lies on. Small areas answer both in
 * one pass over their edges; large ones search their edge index. These loops run for every
 * candidate zone of every fix, so they are written flat, without a callback per edge.
 */

import { METRES_PER_DEGREE_LON_EQUATOR, MIN_METRES_PER_DEGREE_LAT } from '../../lib/earth.ts';
import type { Area } from '../geometry/index.ts';
import { buildCellGrid, gridSide } from './cell-grid.ts';
import { buildEdgeSlabs, type EdgeSlabs, slabOf } from './edge-slabs.ts';
import { isMeridianEdge, type PreparedArea, prepareArea } from './prepared-area.ts';
import { edgeDistanceM, type LocalFrame, localFrame, wrapLonDelta } from './segment-distance.ts';

/** Where a fix lies for a zone with hysteresis h: past the band inside, past it outside, or in it. */
export type Side = 'in' | 'out' | 'band';

/** Extra room for the projection error that `edgeDistanceM` refines away. */
const MARGIN = 1.1;

interface Reach {
  dLat: number;
  dLon: number;
}

/** Degrees of latitude and longitude that surely hold every point within `distanceM`. */
function reach(lat: number, distanceM: number): Reach {
  const dLat = (distanceM * MARGIN) / MIN_METRES_PER_DEGREE_LAT;
  const cos = Math.cos((Math.min(90, Math.abs(lat) + dLat) * Math.PI) / 180);
  const dLon = cos < 1e-9 ? 360 : (distanceM * MARGIN) / (METRES_PER_DEGREE_LON_EQUATOR * cos);
  return { dLat, dLon: Math.min(dLon, 360) };
}

/** Is some part's box, grown by the reach, around the position (either way round the globe)? */
function nearAnyBox(area: PreparedArea, lon: number, lat: number, r: Reach): boolean {
  const b = area.boxes;
  for (let k = 0; k + 3 < b.length; k += 4) {
    if (lat < (b[k + 1] ?? 0) - r.dLat || lat > (b[k + 3] ?? 0) + r.dLat) continue;
    const west = (b[k] ?? 0) - r.dLon;
    const east = (b[k + 2] ?? 0) + r.dLon;
    if (lon >= west && lon <= east) return true;
    if ((lon + 360 >= west && lon + 360 <= east) || (lon - 360 >= west && lon - 360 <= east)) return true;
  }
  return false;
}

/** Is the edge a–b closer than `limitM` to the frame's point? Cheap rejections first. */
function edgeNear(
  f: LocalFrame,
  r: Reach,
  limitM: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): boolean {
  if ((ay - f.lat > r.dLat && by - f.lat > r.dLat) || (f.lat - ay > r.dLat && f.lat - by > r.dLat))
    return false;
  const ax0 = wrapLonDelta(ax - f.lon);
  const bx0 = ax0 + (bx - ax);
  if ((ax0 > r.dLon && bx0 > r.dLon) || (ax0 < -r.dLon && bx0 < -r.dLon)) return false;
  return edgeDistanceM(f, ax, ay, bx, by, limitM) < limitM;
}

function onEdge(lon: number, lat: number, ax: number, ay: number, bx: number, by: number): boolean {
  return (
    (bx - ax) * (lat - ay) === (by - ay) * (lon - ax) &&
    Math.min(ax, bx) <= lon &&
    lon <= Math.max(ax, bx) &&
    Math.min(ay, by) <= lat &&
    lat <= Math.max(ay, by)
  );
}

/** Real boundary pieces along ±180 (the cut edges are skipped everywhere else). */
function nearMeridianPieces(area: PreparedArea, f: LocalFrame, r: Reach, limitM: number): boolean {
  const m = area.meridianEdges;
  for (let k = 0; k + 2 < m.length; k += 3) {
    const x = m[k] ?? 0;
    if (edgeNear(f, r, limitM, x, m[k + 1] ?? 0, x, m[k + 2] ?? 0)) return true;
  }
  return false;
}

/** Edge start vertices from the edge index within a box, the box split where it runs over ±180. */
function indexedEdgesNear(area: PreparedArea, lon: number, lat: number, r: Reach): number[] {
  const index = area.edgeIndex;
  const starts = area.edgeStarts;
  if (index === undefined || starts === undefined) return [];
  const south = lat - r.dLat;
  const north = lat + r.dLat;
  const items =
    r.dLon >= 180
      ? index.search(-180, south, 180, north)
      : [
          ...index.search(Math.max(-180, lon - r.dLon), south, Math.min(180, lon + r.dLon), north),
          ...(lon - r.dLon < -180 ? index.search(lon - r.dLon + 360, south, 180, north) : []),
          ...(lon + r.dLon > 180 ? index.search(-180, south, lon + r.dLon - 360, north) : []),
        ];
  return items.map((item) => starts[item] ?? 0);
}

function containsExactly(area: PreparedArea, lon: number, lat: number): boolean {
  const c = area.coords;
  let inside = false;
  const test = (i: number): boolean => {
    const ax = c[2 * i] ?? 0;
    const ay = c[2 * i + 1] ?? 0;
    const bx = c[2 * i + 2] ?? 0;
    const by = c[2 * i + 3] ?? 0;
    if (onEdge(lon, lat, ax, ay, bx, by)) return true;
    if (ay > lat !== by > lat && lon < ax + ((lat - ay) * (bx - ax)) / (by - ay)) inside = !inside;
    return false;
  };
  const index = area.edgeIndex;
  const starts = area.edgeStarts;
  if (index !== undefined && starts !== undefined) {
    // Only edges that reach east of the position and span its latitude can cross the ray.
    for (const item of index.search(lon, lat, 180, lat)) if (test(starts[item] ?? 0)) return true;
    return inside;
  }
  let start = 0;
  for (let r = 0; r < area.ringEnds.length; r++) {
    const end = area.ringEnds[r] ?? 0;
    for (let i = start; i + 1 < end; i++) if (test(i)) return true;
    start = end;
  }
  return inside;
}

/** Inside the area or on its edge (even–odd over every ring; valid parts do not overlap). */
export function containsPoint(area: PreparedArea, lon: number, lat: number): boolean {
  if (containsExactly(area, lon, lat)) return true;
  // ±180 is one meridian: a position written as -180 may lie on a part that ends at 180.
  return (lon === 180 || lon === -180) && containsExactly(area, -lon, lat);
}

/** Is the position less than `distanceM` from the area's real boundary (cut edges excluded)? */
export function isNearBoundary(area: PreparedArea, lon: number, lat: number, distanceM: number): boolean {
  const r = reach(lat, distanceM);
  const f = localFrame(lon, lat);
  if (nearMeridianPieces(area, f, r, distanceM)) return true;
  const c = area.coords;
  const near = (i: number): boolean => {
    const ax = c[2 * i] ?? 0;
    const bx = c[2 * i + 2] ?? 0;
    return !isMeridianEdge(ax, bx) && edgeNear(f, r, distanceM, ax, c[2 * i + 1] ?? 0, bx, c[2 * i + 3] ?? 0);
  };
  if (area.edgeIndex !== undefined) return indexedEdgesNear(area, lon, lat, r).some(near);
  let start = 0;
  for (let k = 0; k < area.ringEnds.length; k++) {
    const end = area.ringEnds[k] ?? 0;
    for (let i = start; i + 1 < end; i++) if (near(i)) return true;
    start = end;
  }
  return false;
}

/** One pass over the edges of the fix's slab: the ray-crossing parity and the band test together. */
function classifyBySlab(
  area: PreparedArea,
  slabs: EdgeSlabs,
  lon: number,
  lat: number,
  h: number,
  r: Reach,
): Side {
  const c = area.coords;
  const f = localFrame(lon, lat);
  const slab = slabOf(slabs, lat);
  const to = slabs.offsets[slab + 1] ?? 0;
  let inside = false;
  for (let k = slabs.offsets[slab] ?? 0; k < to; k++) {
    const i = slabs.edges[k] ?? 0;
    const ax = c[2 * i] ?? 0;
    const ay = c[2 * i + 1] ?? 0;
    const bx = c[2 * i + 2] ?? 0;
    const by = c[2 * i + 3] ?? 0;
    if (ay > lat !== by > lat && lon < ax + ((lat - ay) * (bx - ax)) / (by - ay)) inside = !inside;
    if (h === 0) {
      if (onEdge(lon, lat, ax, ay, bx, by)) return 'in';
    } else if (!isMeridianEdge(ax, bx) && edgeNear(f, r, h, ax, ay, bx, by)) {
      return 'band';
    }
  }
  if (h > 0 && nearMeridianPieces(area, f, r, h)) return 'band';
  return inside ? 'in' : 'out';
}

/**
 * Where the fix lies for a zone with hysteresis `hysteresisM`: `in` when inside the area and at
 * least that far from its boundary, `out` when outside and at least that far, `band` between.
 * With no hysteresis the edge itself counts as inside. `inBox`: the caller knows the position
 * lies in one of the area's part boxes (as every zone-index candidate does).
 */
export function classify(
  area: PreparedArea,
  lon: number,
  lat: number,
  hysteresisM: number,
  options?: { inBox?: boolean },
): Side {
  const r = reach(lat, hysteresisM);
  // A candidate from the zone index is already known to lie in one of the part boxes.
  if (options?.inBox !== true && !nearAnyBox(area, lon, lat, r)) return 'out';
  const decided = area.grid === undefined ? undefined : gridSide(area.grid, lon, lat, hysteresisM);
  if (decided !== undefined) return decided;
  const slabs = area.slabs;
  let side: Side;
  if (slabs !== undefined && hysteresisM <= slabs.hysteresisM) {
    side = classifyBySlab(area, slabs, lon, lat, hysteresisM, r);
  } else if (hysteresisM > 0 && isNearBoundary(area, lon, lat, hysteresisM)) {
    side = 'band';
  } else {
    side = containsExactly(area, lon, lat) ? 'in' : 'out';
  }
  // ±180 is one meridian: a position written as -180 may lie inside a part that ends at 180.
  if (side === 'out' && (lon === 180 || lon === -180) && containsExactly(area, -lon, lat)) return 'in';
  return side;
}

/**
 * A zone's area prepared for its hysteresis: flat arrays, edge slabs (or an edge index when very
 * large) and a cell grid.
 */
export function prepareZoneArea(area: Area, hysteresisM: number): PreparedArea {
  const prepared = prepareArea(area);
  if (prepared.edgeIndex === undefined) {
    prepared.slabs = buildEdgeSlabs(prepared.coords, prepared.ringEnds, hysteresisM);
  }
  prepared.grid = buildCellGrid(prepared.coords, prepared.ringEnds, hysteresisM, (lon, lat) =>
    containsExactly(prepared, lon, lat),
  );
  return prepared;
}
