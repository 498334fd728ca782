/**
 * What the tracking engines have told, and whether a finding is news: the rules behind "each alert
 * is told once". The engines' state lives in memory and is rebuilt at start (or, later, on another
 * process), so what was told is kept in the store, one row per watch and subject (the ledger), and
 * every finding is checked against that row in the transaction that would tell it. Pure: the
 * ledger's repository reads the row, asks `decide`, and writes what it says.
 *
 * - A silence (dark watch) is news when it began after the last one told: the silence is named
 *   by the time of the asset's last stored position before it, which every process agrees on.
 * - A zone crossing is news when it changes the side told last, and happened after it. A site
 *   tells only entries (presence detections), and not again within an hour of the last.
 * - An episode (loitering, encounter, speed) is news when none is running: one that started is
 *   told, and only its end (which is recorded, not told) lets the next one be news.
 */

export type LedgerStateName = 'silent' | 'inside' | 'outside' | 'running' | 'ended';

/** One ledger row: the newest thing told (or recorded) for a watch and a subject. */
export interface LedgerState {
  state: LedgerStateName;
  /** Silence: when it began. Zone: when the crossing happened. Episode: when it started, or ended. */
  since: number;
  /** Zones of sites: the time of the last presence detection told (once an hour at most). */
  toldAt: number | null;
}

export type Finding =
  | { kind: 'silence'; since: number }
  | {
      kind: 'crossing';
      inside: boolean;
      since: number;
      /** Tell an entry only if the last one told is at least this old (ms); omitted: always. */
      repeatAfterMs?: number;
    }
  | { kind: 'episode_started'; since: number }
  | { kind: 'episode_ended'; since: number };

export interface Decision {
  /** Tell it (publish the event, record the detection). */
  tell: boolean;
  /** The row to write; undefined: leave the ledger as it is. */
  next: LedgerState | undefined;
}

const KEEP: Decision = { tell: false, next: undefined };

export function decide(row: LedgerState | undefined, finding: Finding): Decision {
  switch (finding.kind) {
    case 'silence':
      if (row !== undefined && row.since >= finding.since) return KEEP;
      return { tell: true, next: { state: 'silent', since: finding.since, toldAt: finding.since } };
    case 'crossing': {
      const state = finding.inside ? 'inside' : 'outside';
      if (row !== undefined && (row.state === state || row.since >= finding.since)) return KEEP;
      const toldAt = row?.toldAt ?? null;
      const repeat = finding.repeatAfterMs;
      if (repeat === undefined) return { tell: true, next: { state, since: finding.since, toldAt } };
      // A presence: entries only, and not again within `repeat` of the last one told.
      const tell = finding.inside && (toldAt === null || finding.since - toldAt >= repeat);
      return { tell, next: { state, since: finding.since, toldAt: tell ? finding.since : toldAt } };
    }
    case 'episode_started':
      if (row !== undefined && (row.state === 'running' || row.since > finding.since)) return KEEP;
      return { tell: true, next: { state: 'running', since: finding.since, toldAt: finding.since } };
    case 'episode_ended':
      // Only the end of the episode told (or of one that carried it on) closes it; an older end
      // found again by a replay does not.
      if (row?.state !== 'running' || finding.since < row.since) return KEEP;
      return { tell: false, next: { state: 'ended', since: finding.since, toldAt: row.toldAt } };
  }
}
