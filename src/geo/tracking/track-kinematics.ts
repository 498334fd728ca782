/**
 * Small motion helpers the track detectors share: a speed for fixes that carry none, positions
 * between two fixes, and mean positions that stay right across the antimeridian.
 */

import { MPS_PER_KNOT } from '../../lib/earth.ts';
import { geodesicDistanceM } from '../geometry/index.ts';
import { DERIVED_SPEED_MAX_GAP_S, DERIVED_SPEED_MIN_GAP_S } from './tracking-defaults.ts';
import type { TrackFix } from './tracking-types.ts';

/** `b − a` in degrees of longitude, taken the short way round: within [−180, 180). */
export function lonDelta(a: number, b: number): number {
  const d = (((b - a) % 360) + 540) % 360;
  return d - 180;
}

export function wrapLon(lon: number): number {
  return lonDelta(0, lon);
}

/**
 * The fix's speed over ground, knots; for a fix without one, the speed implied by the previous
 * fix when the gap is long enough for GPS jitter not to dominate and short enough to mean
 * something (tracking-defaults.ts). Null when neither is known.
 */
export function effectiveSpeedKn(previous: TrackFix | undefined, fix: TrackFix): number | null {
  if (fix.speedKn !== null && Number.isFinite(fix.speedKn)) return fix.speedKn;
  if (previous === undefined) return null;
  const gapS = (fix.at - previous.at) / 1000;
  if (gapS < DERIVED_SPEED_MIN_GAP_S || gapS > DERIVED_SPEED_MAX_GAP_S) return null;
  const metres = geodesicDistanceM([previous.lon, previous.lat], [fix.lon, fix.lat]);
  return Number.isFinite(metres) ? metres / gapS / MPS_PER_KNOT : null;
}

/** WGS 84 semi-major axis, metres, and first eccentricity squared. */
const WGS84_A = 6_378_137;
const WGS84_F = 1 / 298.257223563;
const WGS84_E2 = WGS84_F * (2 - WGS84_F);
const RAD = Math.PI / 180;

/**
 * Distance on the plane tangent to the WGS 84 ellipsoid at the mid-latitude (meridian and prime
 * vertical radii of curvature), metres. At the ≤ 10 km the encounter search looks at it is within
 * 14 cm of the geodesic up to 85° of latitude (a millimetre at 1 km), and several times cheaper
 * than `geodesicDistanceM`, which matters with dozens of neighbours a fix in a busy anchorage.
 */
export function localDistanceM(aLon: number, aLat: number, bLon: number, bLat: number): number {
  const phi = ((aLat + bLat) / 2) * RAD;
  const sin = Math.sin(phi);
  const w = 1 - WGS84_E2 * sin * sin;
  const primeVertical = WGS84_A / Math.sqrt(w);
  const meridian = (WGS84_A * (1 - WGS84_E2)) / (w * Math.sqrt(w));
  const dx = lonDelta(aLon, bLon) * RAD * primeVertical * Math.cos(phi);
  const dy = (bLat - aLat) * RAD * meridian;
  return Math.hypot(dx, dy);
}

/** The position on the straight line between two fixes at `at` (a ≤ at ≤ b in time). */
export function interpolatePosition(a: TrackFix, b: TrackFix, at: number): [number, number] {
  const span = b.at - a.at;
  const f = span <= 0 ? 1 : (at - a.at) / span;
  return [wrapLon(a.lon + f * lonDelta(a.lon, b.lon)), a.lat + f * (b.lat - a.lat)];
}

/** A running mean of positions, longitudes taken relative to the first so ±180 does not split it. */
export interface PositionMean {
  refLon: number;
  sumDLon: number;
  sumLat: number;
  count: number;
}

export function startMean(lon: number, lat: number): PositionMean {
  return { refLon: lon, sumDLon: 0, sumLat: lat, count: 1 };
}

export function addToMean(mean: PositionMean, lon: number, lat: number): void {
  mean.sumDLon += lonDelta(mean.refLon, lon);
  mean.sumLat += lat;
  mean.count += 1;
}

export function meanPosition(mean: PositionMean): [number, number] {
  return [wrapLon(mean.refLon + mean.sumDLon / mean.count), mean.sumLat / mean.count];
}
