/**
 * The rules for one asset in one zone, apart from any bookkeeping: how a point's side (past the
 * hysteresis band inside, past it outside, or in the band) moves the confirmed state and a
 * pending crossing. Written once here so live processing, silent replay and `tick` agree. A point
 * is a fix, or a place on the path between two fixes where the side changes (segment-sides.ts).
 *
 * - The band holds: a point in it never starts a crossing, so a ship jittering on the edge of its
 *   anchorage does not flap.
 * - A point past the band on the other side starts a crossing; with no dwell it is confirmed at once.
 * - A pending crossing is confirmed by the first point, past the band or in it, at least the dwell
 *   after the crossing began, or by `tick` once the dwell has run out with no point to contradict it.
 * - A point past the band back on the held side cancels the pending crossing, unless the asset had
 *   already stayed the dwell on the new side before it went back: time between fixes counts for
 *   what the path shows (the place it left the new side), never for more than that. Then the
 *   crossing is confirmed when its dwell ran out, as `tick` would have, and the point starts a
 *   crossing back.
 */
import type { Side } from './area-queries.ts';
import type { Fix } from './zone-types.ts';

export interface PendingCrossing {
  /** When the asset first reached past the band on the new side. */
  since: number;
  /** The newest fix on the new side, past the band or in it. */
  fix: Fix;
  /** The newest instant the asset is known on the new side (a fix, or the path between fixes). */
  lastAt: number;
  /** Set when `since` was interpolated on the path between two fixes: the time between them, ms. */
  gapMs: number | null;
}

export interface CrossingState {
  /** Confirmed side. */
  inside: boolean;
  pending: PendingCrossing | undefined;
}

/** A point to judge: its side, its time, the fix it stands for, and how its time was known. */
export interface JudgedPoint {
  side: Side;
  at: number;
  /** The fix itself, or for a point on the path the fix at the path's end. */
  fix: Fix;
  /** Null for a fix; for a point on the path, the time between the two fixes, ms. */
  gapMs: number | null;
  /**
   * For a point back on the held side: until when the asset is known to have stayed on the new
   * side (where the path left it). Omitted: the newest instant it was seen there.
   */
  leftAt?: number;
}

/** A confirmed crossing: when it happened, when it was confirmed, and the fix that showed it. */
export interface Crossing {
  crossedAt: number;
  at: number;
  fix: Fix;
  /** The time between the fixes `crossedAt` was interpolated between, ms; null when it is a fix's. */
  gapMs: number | null;
}

/** Applies one point; returns the crossings it confirms (two when a crossing back follows at once). */
export function judgePoint(state: CrossingState, point: JudgedPoint, dwellMs: number): Crossing[] {
  const held: Side = state.inside ? 'in' : 'out';
  const pending = state.pending;
  if (point.side === held) {
    state.pending = undefined;
    const stayedUntil = point.leftAt ?? pending?.lastAt;
    if (pending === undefined || stayedUntil === undefined || stayedUntil - pending.since < dwellMs)
      return [];
    state.inside = !state.inside;
    const confirmed: Crossing = {
      crossedAt: pending.since,
      at: pending.since + dwellMs,
      fix: pending.fix,
      gapMs: pending.gapMs,
    };
    return [confirmed, ...judgePoint(state, point, dwellMs)];
  }
  if (pending === undefined) {
    if (point.side === 'band') return [];
    if (dwellMs > 0) {
      state.pending = { since: point.at, fix: point.fix, lastAt: point.at, gapMs: point.gapMs };
      return [];
    }
    state.inside = !state.inside;
    return [{ crossedAt: point.at, at: point.at, fix: point.fix, gapMs: point.gapMs }];
  }
  pending.fix = point.fix;
  pending.lastAt = point.at;
  if (point.at - pending.since < dwellMs) return [];
  state.inside = !state.inside;
  state.pending = undefined;
  // A fix confirms when it is seen; on the path, the asset was there all along: when the dwell ran out.
  const at = point.gapMs === null ? point.at : pending.since + dwellMs;
  return [{ crossedAt: pending.since, at, fix: point.fix, gapMs: pending.gapMs }];
}
