/**
 * The rules for one asset in one zone, apart from any bookkeeping: how a fix's side (past the
 * hysteresis band inside, past it outside, or in the band) moves the confirmed state and a
 * pending crossing. Written once here so live processing, silent replay and `tick` agree.
 *
 * - The band holds: a fix in it never starts a crossing, so a ship jittering on the edge of its
 *   anchorage does not flap.
 * - A fix past the band on the other side starts a crossing; with no dwell it is confirmed at once.
 * - A pending crossing is confirmed by the first fix, past the band or in it, at least the dwell
 *   after the crossing began, or by `tick` once the dwell has run out with no fix to contradict it.
 * - A fix past the band back on the held side cancels the pending crossing.
 */
import type { Side } from './area-queries.ts';
import type { Fix } from './zone-types.ts';

export interface PendingCrossing {
  /** Time of the first fix past the band on the new side. */
  since: number;
  /** The newest fix on the new side, past the band or in it. */
  fix: Fix;
}

export interface CrossingState {
  /** Confirmed side. */
  inside: boolean;
  pending: PendingCrossing | undefined;
}

/**
 * Applies one fix; when it confirms a crossing (and `inside` has flipped), returns when the
 * crossing happened: the time of the first fix past the band on the new side. Otherwise null.
 */
export function judgeFix(state: CrossingState, side: Side, fix: Fix, dwellMs: number): number | null {
  const held: Side = state.inside ? 'in' : 'out';
  if (side === held) {
    state.pending = undefined;
    return null;
  }
  const pending = state.pending;
  if (pending === undefined) {
    if (side === 'band') return null;
    if (dwellMs > 0) {
      state.pending = { since: fix.at, fix };
      return null;
    }
    state.inside = !state.inside;
    return fix.at;
  }
  pending.fix = fix;
  if (fix.at - pending.since < dwellMs) return null;
  state.inside = !state.inside;
  state.pending = undefined;
  return pending.since;
}
