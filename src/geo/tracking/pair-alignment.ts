/**
 * Where a neighbouring vessel was at the instant of a new fix, so that an encounter compares two
 * positions at the same time (tracking-defaults.ts, PAIR_TOLERANCE_S): interpolated between its
 * fixes on either side of the instant when they are close enough in time, else its nearest fix if
 * within the tolerance, else unknown.
 */
import type { GridEntry } from './slow-vessel-grid.ts';
import { interpolatePosition } from './track-kinematics.ts';
import { MAX_INTERPOLATION_GAP_S, PAIR_TOLERANCE_S } from './tracking-defaults.ts';
import type { TrackFix } from './tracking-types.ts';

export interface Aligned {
  lon: number;
  lat: number;
  speedKn: number;
}

const TOLERANCE_MS = PAIR_TOLERANCE_S * 1000;
const INTERPOLATION_MS = MAX_INTERPOLATION_GAP_S * 1000;

function nearest(fix: TrackFix, speedKn: number, at: number): Aligned | undefined {
  return Math.abs(fix.at - at) <= TOLERANCE_MS ? { lon: fix.lon, lat: fix.lat, speedKn } : undefined;
}

/** The neighbour's position and speed at `at` (ms), or undefined when no fix of it is close enough in time. */
export function alignedAt(entry: GridEntry, at: number): Aligned | undefined {
  const { last, previous } = entry;
  if (last.at <= at || previous === undefined) return nearest(last, entry.speedKn, at);
  // The neighbour's newest fix is after `at`: this fix arrived late relative to it. Its speed at
  // the fix before may be unknown or higher; take the higher, as the encounter needs both slow.
  const previousSpeed = Math.max(entry.speedKn, previous.speedKn ?? entry.speedKn);
  if (previous.at > at) return nearest(previous, previousSpeed, at);
  if (last.at - previous.at <= INTERPOLATION_MS) {
    const [lon, lat] = interpolatePosition(previous, last, at);
    return { lon, lat, speedKn: previousSpeed };
  }
  return at - previous.at <= last.at - at
    ? nearest(previous, previousSpeed, at)
    : nearest(last, entry.speedKn, at);
}
