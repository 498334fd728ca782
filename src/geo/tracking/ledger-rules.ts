/**
 * What the tracking engines have told, and whether a finding is news: the rules behind "each alert
 * is told once". The engines' state lives in memory and is rebuilt at start (or, later, on another
 * process), so what was told is kept in the store, one row per watch and subject (the ledger), and
 * every finding is checked against that row in the transaction that would tell it. Pure: the
 * ledger's repository reads the row, asks `decide`, and writes what it says.
 *
 * - A silence (dark watch) is news when it began after the last one told: the silence is named
 *   by the time of the asset's last stored position before it, which every process agrees on.
 * - A zone crossing is news when it changes the side told: an entry when the stay it begins
 *   overlaps no stay told, an exit when it ends the stay told. A site tells only entries (presence
 *   detections), and not again within an hour of the last.
 * - An episode (loitering, encounter, speed) is news when it overlaps no episode told: one that
 *   started is told, and its end (recorded, not told) closes it.
 *
 * The stays and episodes told are kept back to the late horizon as spans, so that a position
 * judged late (hours after newer ones) can reveal a stay or an episode before the last one told
 * and have it told, once, while one told already is not told again however its times move.
 */

export type LedgerStateName = 'silent' | 'inside' | 'outside' | 'running' | 'ended';

/** A stay in a zone or an episode told: from its start to its end (null: still going on). */
export type Span = [start: number, end: number | null];

/** One ledger row: the newest thing told (or recorded) for a watch and a subject. */
export interface LedgerState {
  state: LedgerStateName;
  /** Silence: when it began. Zone: when the crossing happened. Episode: when it started, or ended. */
  since: number;
  /** Zones of sites: the time of the last presence detection told (once an hour at most). */
  toldAt: number | null;
  /**
   * Zones and episodes: the stays and episodes told, oldest first, back to the late horizon (the
   * newest always kept). Omitted on rows written before spans were kept: derived from the state.
   */
  spans?: Span[];
}

export type Finding =
  | { kind: 'silence'; since: number }
  /** A silence between two fixes, found by judging late positions: news unless this one was told. */
  | { kind: 'gap'; since: number }
  | {
      kind: 'crossing';
      inside: boolean;
      since: number;
      /**
       * An entry judged late: when the stay it begins ended (null: it goes on). Omitted for an
       * entry judged live, whose stay goes on.
       */
      until?: number | null;
      /** Tell an entry only if the last one told is at least this old (ms); omitted: always. */
      repeatAfterMs?: number;
    }
  | { kind: 'episode_started'; since: number; until?: number | null }
  | { kind: 'episode_ended'; since: number };

export interface Decision {
  /** Tell it (publish the event, record the detection). */
  tell: boolean;
  /** The row to write; undefined: leave the ledger as it is. */
  next: LedgerState | undefined;
}

const KEEP: Decision = { tell: false, next: undefined };

/** The spans a row stands for: its own, or for a row from before spans, what its state says. */
export function spansOf(row: LedgerState): Span[] {
  if (row.spans !== undefined) return row.spans;
  return row.state === 'inside' || row.state === 'running' || row.state === 'silent'
    ? [[row.since, null]]
    : [[row.since, row.since]];
}

/** Does a span overlap the time from `start` to `end` (null: on and on)? */
function overlaps(span: Span, start: number, end: number | null): boolean {
  return (end === null || span[0] < end) && (span[1] === null || span[1] >= start);
}

/** The row after the spans changed: its state and since follow the newest span. */
function withSpans(
  spans: Span[],
  open: LedgerStateName,
  closed: LedgerStateName,
  toldAt: number | null,
  keepFrom: number,
): LedgerState {
  const last = spans[spans.length - 1];
  const kept = spans.filter((span, i) => i === spans.length - 1 || span[1] === null || span[1] >= keepFrom);
  if (last === undefined) return { state: closed, since: 0, toldAt, spans: kept };
  return last[1] === null
    ? { state: open, since: last[0], toldAt, spans: kept }
    : { state: closed, since: last[1], toldAt, spans: kept };
}

/** A stay or an episode beginning at `since` (and ending at `until`, when known) was found. */
function begun(
  row: LedgerState | undefined,
  since: number,
  until: number | null,
  names: [LedgerStateName, LedgerStateName],
  keepFrom: number,
  repeatAfterMs?: number,
): Decision {
  const spans = row === undefined ? [] : spansOf(row);
  if (spans.some((span) => overlaps(span, since, until))) return KEEP;
  const added: Span = [since, null];
  const next: Span[] = [...spans, added].sort((a, b) => a[0] - b[0]);
  const toldAt = row?.toldAt ?? null;
  // A presence: not again within `repeatAfterMs` of the last one told (either way in time).
  const tell = repeatAfterMs === undefined || toldAt === null || Math.abs(since - toldAt) >= repeatAfterMs;
  const newest = tell && (toldAt === null || since > toldAt) ? since : toldAt;
  return { tell, next: withSpans(next, names[0], names[1], newest, keepFrom) };
}

/**
 * A stay or an episode ended at `at`: it closes the span it belongs to, if that is still open. When
 * nothing was ever told (an asset already inside when the zone was added, placed there untold), its
 * end is news too; one before the first span told is not.
 */
function ended(
  row: LedgerState | undefined,
  at: number,
  names: [LedgerStateName, LedgerStateName],
  keepFrom: number,
): Decision {
  const spans = row === undefined ? [] : spansOf(row);
  let index = -1;
  for (let i = 0; i < spans.length; i++) if ((spans[i]?.[0] ?? Number.POSITIVE_INFINITY) < at) index = i;
  const span = spans[index];
  const toldAt = row?.toldAt ?? null;
  if (span === undefined) {
    if (spans.length > 0) return KEEP;
    return { tell: true, next: withSpans([[at, at]], names[0], names[1], toldAt, keepFrom) };
  }
  if (span[1] !== null) return KEEP;
  const next = spans.map((s, i): Span => (i === index ? [s[0], at] : s));
  return { tell: true, next: withSpans(next, names[0], names[1], toldAt, keepFrom) };
}

/**
 * Is the finding news, given the row? `keepFrom`: spans that ended before it are forgotten (the
 * late horizon: no position older than that is judged again).
 */
export function decide(
  row: LedgerState | undefined,
  finding: Finding,
  keepFrom = Number.NEGATIVE_INFINITY,
): Decision {
  switch (finding.kind) {
    case 'silence':
      if (row !== undefined && row.since >= finding.since) return KEEP;
      return { tell: true, next: { state: 'silent', since: finding.since, toldAt: finding.since } };
    case 'gap':
      if (row !== undefined && row.since === finding.since) return KEEP;
      if (row !== undefined && row.since > finding.since) return { tell: true, next: undefined };
      return { tell: true, next: { state: 'silent', since: finding.since, toldAt: finding.since } };
    case 'crossing': {
      const names: [LedgerStateName, LedgerStateName] = ['inside', 'outside'];
      if (finding.inside)
        return begun(row, finding.since, finding.until ?? null, names, keepFrom, finding.repeatAfterMs);
      const decision = ended(row, finding.since, names, keepFrom);
      // A site tells entries only.
      return finding.repeatAfterMs === undefined ? decision : { ...decision, tell: false };
    }
    case 'episode_started':
      return begun(row, finding.since, finding.until ?? null, ['running', 'ended'], keepFrom);
    case 'episode_ended':
      // Recorded, never told; an end with no episode told before it closes nothing.
      if (row === undefined || !spansOf(row).some((span) => span[0] < finding.since)) return KEEP;
      return { ...ended(row, finding.since, ['running', 'ended'], keepFrom), tell: false };
  }
}
