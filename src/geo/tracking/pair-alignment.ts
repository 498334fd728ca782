/**
 * Where a neighbouring vessel was at the instant of a new fix, so that an encounter compares two
 * positions at the same time (tracking-defaults.ts, PAIR_DRIFT_M): interpolated between its fixes
 * on either side of the instant, or else its nearest fix, when it cannot have strayed far from them
 * at the speed it was going; else unknown.
 */
import { MPS_PER_KNOT } from '../../lib/earth.ts';
import type { GridEntry } from './slow-vessel-grid.ts';
import { interpolatePosition } from './track-kinematics.ts';
import {
  MAX_BRIDGED_GAP_S,
  PAIR_DRIFT_M,
  PAIR_MIN_SPEED_KN,
  PAIR_MIN_TOLERANCE_S,
} from './tracking-defaults.ts';
import type { TrackFix } from './tracking-types.ts';

export interface Aligned {
  lon: number;
  lat: number;
  speedKn: number;
}

/**
 * How far in time, ms, a fix of a vessel going at `speedKn` still says where it is: the time it
 * takes to stray PAIR_DRIFT_M, from PAIR_MIN_TOLERANCE_S to MAX_BRIDGED_GAP_S.
 */
export function pairToleranceMs(speedKn: number): number {
  const seconds = PAIR_DRIFT_M / (Math.max(speedKn, PAIR_MIN_SPEED_KN) * MPS_PER_KNOT);
  return Math.min(MAX_BRIDGED_GAP_S, Math.max(PAIR_MIN_TOLERANCE_S, seconds)) * 1000;
}

function nearest(fix: TrackFix, speedKn: number, at: number): Aligned | undefined {
  return Math.abs(fix.at - at) <= pairToleranceMs(speedKn)
    ? { lon: fix.lon, lat: fix.lat, speedKn }
    : undefined;
}

/** The neighbour's position and speed at `at` (ms), or undefined when no fix of it is close enough in time. */
export function alignedAt(entry: GridEntry, at: number): Aligned | undefined {
  const { last, previous } = entry;
  if (last.at <= at || previous === undefined) return nearest(last, entry.speedKn, at);
  // The neighbour's newest fix is after `at`: this fix arrived late relative to it. Its speed at
  // the fix before may be unknown or higher; take the higher, as the encounter needs both slow.
  const previousSpeed = Math.max(entry.speedKn, previous.speedKn ?? entry.speedKn);
  if (previous.at > at) return nearest(previous, previousSpeed, at);
  // Between two fixes: the straight line between them holds while neither end is too far in time.
  if (last.at - previous.at <= 2 * pairToleranceMs(previousSpeed)) {
    const [lon, lat] = interpolatePosition(previous, last, at);
    return { lon, lat, speedKn: previousSpeed };
  }
  return at - previous.at <= last.at - at
    ? nearest(previous, previousSpeed, at)
    : nearest(last, entry.speedKn, at);
}
