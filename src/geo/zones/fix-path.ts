/**
 * The path between an asset's previous fix and its new one, as the geofence engine judges it: the
 * straight line in longitude and latitude taken the short way round (split where it crosses ±180),
 * with time spread evenly along it, and the points on it where a zone's side changes.
 *
 * Which paths are judged: those between fixes at most the zone's `maxGapS` apart (further apart, a
 * straight line says too little about where the asset went; only the fixes are judged), and at
 * least MIN_JUDGED_PATH_M, and four times the hysteresis, long: going from past the band outside to
 * past it inside and back takes four hysteresis widths, so a shorter path shows nothing its two
 * fixes do not. Terrestrial AIS at 2–10 s apart is judged by its fixes; satellite AIS and sparse
 * feeds by their paths.
 */
import { greatCircleM } from '../../lib/earth.ts';
import type { Side } from './area-queries.ts';
import { containsPoint } from './area-queries.ts';
import type { JudgedPoint } from './crossing-rules.ts';
import type { PreparedArea } from './prepared-area.ts';
import { crossesEdge, segmentSides } from './segment-sides.ts';
import type { Fix } from './zone-types.ts';

/** Paths shorter than this are not looked at (with no hysteresis: a corner clipped by less). */
export const MIN_JUDGED_PATH_M = 40;

export interface PathStart {
  at: number;
  lon: number;
  lat: number;
}

export interface FixPath {
  from: PathStart;
  to: Fix;
  gapMs: number;
  lengthM: number;
  /** Pieces in the map's longitudes, each a stretch [t0, t1] of the whole path. */
  legs: { ax: number; ay: number; bx: number; by: number; t0: number; t1: number }[];
  /** The path's box, one per leg: west, south, east, north. */
  boxes: [number, number, number, number][];
}

export function pathBetween(from: PathStart | undefined, to: Fix): FixPath | undefined {
  if (from === undefined || to.at <= from.at) return undefined;
  let dLon = to.lon - from.lon;
  if (dLon > 180) dLon -= 360;
  else if (dLon < -180) dLon += 360;
  const endLon = from.lon + dLon;
  const legs: FixPath['legs'] = [];
  if (endLon > 180 || endLon < -180) {
    // Across the antimeridian: up to it on one side, on from it on the other.
    const edge = endLon > 180 ? 180 : -180;
    const t = (edge - from.lon) / dLon;
    const lat = from.lat + t * (to.lat - from.lat);
    legs.push({ ax: from.lon, ay: from.lat, bx: edge, by: lat, t0: 0, t1: t });
    legs.push({ ax: -edge, ay: lat, bx: to.lon, by: to.lat, t0: t, t1: 1 });
  } else {
    legs.push({ ax: from.lon, ay: from.lat, bx: to.lon, by: to.lat, t0: 0, t1: 1 });
  }
  return {
    from,
    to,
    gapMs: to.at - from.at,
    lengthM: greatCircleM(from.lon, from.lat, to.lon, to.lat),
    legs,
    boxes: legs.map((leg) => [
      Math.min(leg.ax, leg.bx),
      Math.min(leg.ay, leg.by),
      Math.max(leg.ax, leg.bx),
      Math.max(leg.ay, leg.by),
    ]),
  };
}

/** Whether a zone with this hysteresis and gap judges the path, or only its fixes. */
export function judgesPath(path: FixPath, hysteresisM: number, maxGapS: number): boolean {
  return (
    maxGapS > 0 &&
    path.gapMs <= maxGapS * 1000 &&
    path.lengthM >= Math.max(MIN_JUDGED_PATH_M, 4 * hysteresisM)
  );
}

/**
 * Whether the path can show anything its end fix does not: it crosses the zone's boundary, or, for
 * an asset not inside, an end lies inside the area (in the band: it may have gone deeper between).
 * A path that stays wholly inside or wholly outside the area changes no side past the band.
 */
export function pathMayCross(area: PreparedArea, path: FixPath, inside: boolean): boolean {
  for (const leg of path.legs) if (crossesEdge(area, leg.ax, leg.ay, leg.bx, leg.by)) return true;
  if (inside) return false;
  return containsPoint(area, path.from.lon, path.from.lat) || containsPoint(area, path.to.lon, path.to.lat);
}

/**
 * The points on the path where the zone's side changes, strictly between the two fixes, in order:
 * each with its interpolated time and place. A path that crosses the zone's edge once shows a
 * crossing its end fix shows too: that change is left to the fix (the crossing is that fix's, at its
 * time), and only says, for a crossing back, when the asset left the new side. A path that crosses
 * more than once (a passage through the zone between two fixes, a brief exit between two fixes
 * inside) shows crossings no fix does: all of them are points of their own, interpolated.
 * `held` is the zone's confirmed side when the path starts.
 */
export function pointsOnPath(
  area: PreparedArea,
  hysteresisM: number,
  path: FixPath,
  held: Side,
): {
  points: JudgedPoint[];
  /** When the path reached the side of its end (the last change), if it changed at all. */
  lastChangeAt: number | undefined;
} {
  const changes: { t: number; side: Side }[] = [];
  for (const leg of path.legs) {
    for (const piece of segmentSides(area, hysteresisM, leg.ax, leg.ay, leg.bx, leg.by)) {
      const t = leg.t0 + piece.t * (leg.t1 - leg.t0);
      if (changes[changes.length - 1]?.side !== piece.side) changes.push({ t, side: piece.side });
    }
  }
  // The first piece is where the path starts (the previous fix's side), not a change.
  const start = changes.shift();
  const last = changes[changes.length - 1];
  if (start === undefined || last === undefined) return { points: [], lastChangeAt: undefined };
  let strict: Side = start.side === 'band' ? held : start.side;
  let crossings = 0;
  for (const { side } of changes) {
    if (side === 'band' || side === strict) continue;
    strict = side;
    crossings += 1;
  }
  const timeAt = (t: number) => path.from.at + Math.round(t * path.gapMs);
  const shown = crossings > 1 ? changes : changes.slice(0, -1);
  const points = shown.map(({ t, side }) => ({
    side,
    at: timeAt(t),
    fix: path.to,
    gapMs: path.gapMs,
    leftAt: timeAt(t),
  }));
  return { points, lastChangeAt: timeAt(last.t) };
}
