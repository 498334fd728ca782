/**
 * What a request's lines (or items) came to, and which stored positions the tracking engines are
 * told of. Pure: the ingest service stores, then asks these two questions of the outcome.
 */
import type {
  DecodedLines,
  IngestProblem,
  IngestResult,
  PositionOutcome,
  PositionReport,
  StoredPosition,
} from './ingest-types.ts';

type Fate = 'rejected' | 'accepted' | 'suspect' | 'unjudged' | 'late' | 'duplicate' | 'ignored' | 'pending';

/**
 * The late horizon's one rule (`VIGIL_LATE_HORIZON_S`, geo/assets reorder-config.ts): the oldest
 * time a position may have, at `now`, and still be judged. Asked by the ingest (its answer's
 * `unjudged`) and by the engines (a position relayed to them late).
 */
export function oldestJudged(now: number, lateHorizonMs: number): number {
  return now - lateHorizonMs;
}

const RANK: Record<Fate, number> = {
  rejected: 7,
  accepted: 6,
  late: 5,
  unjudged: 4,
  suspect: 3,
  duplicate: 2,
  ignored: 1,
  pending: 0,
};

/**
 * Each line (or item) counted once. A line that made several reports (a type 19 is a position and
 * static facts) is accepted if any of them was stored; a refusal wins over everything else. A long
 * text is added a slice at a time: a line is counted by its best fate over all of them (a part of a
 * message held in one slice and joined in the next is accepted, not pending).
 */
export function createTally(judgedFrom: number) {
  const fates = new Map<number, Fate>();
  const errors: IngestProblem[] = [];
  const mark = (lines: readonly number[], fate: Fate) => {
    for (const line of lines) {
      const before = fates.get(line);
      if (before === undefined || RANK[fate] > RANK[before]) fates.set(line, fate);
    }
  };
  return {
    add(decoded: DecodedLines, outcomes: readonly PositionOutcome[]): void {
      mark(decoded.pending, 'pending');
      mark(decoded.ignored, 'ignored');
      decoded.positions.forEach((position, i) => {
        const outcome = outcomes[i];
        const fate: Fate =
          outcome?.status === 'duplicate'
            ? 'duplicate'
            : outcome?.quality
              ? 'suspect'
              : position.report.at < judgedFrom
                ? 'unjudged'
                : outcome?.late
                  ? 'late'
                  : 'accepted';
        mark(position.lines, fate);
      });
      for (const facts of decoded.statics) mark(facts.lines, 'accepted');
      mark(
        decoded.errors.flatMap((e) => e.line ?? e.index ?? []),
        'rejected',
      );
      for (const error of decoded.errors) errors.push(error);
    },
    result(): IngestResult {
      const counts: Record<Fate, number> = {
        rejected: 0,
        accepted: 0,
        late: 0,
        unjudged: 0,
        suspect: 0,
        duplicate: 0,
        ignored: 0,
        pending: 0,
      };
      for (const fate of fates.values()) counts[fate] += 1;
      return {
        accepted: counts.accepted + counts.late + counts.unjudged + counts.suspect,
        rejected: counts.rejected,
        late: counts.late,
        unjudged: counts.unjudged,
        suspect: counts.suspect,
        pending: counts.pending,
        ignored: counts.ignored,
        duplicates: counts.duplicate,
        errors: errors.sort((a, b) => (a.line ?? a.index ?? 0) - (b.line ?? b.index ?? 0)),
      };
    },
  };
}

/** The tally of one batch: `createTally` with one slice. */
export function tally(
  decoded: DecodedLines,
  outcomes: readonly PositionOutcome[],
  judgedFrom: number,
): IngestResult {
  const counted = createTally(judgedFrom);
  counted.add(decoded, outcomes);
  return counted.result();
}

/**
 * The stored positions the engines judge: in time order, only the last received of an asset's
 * reports in one instant (reports timed by their arrival can share one), none suspect, and none
 * older than `judgedFrom` (the late horizon: an archive's positions are history); a late one is
 * marked so (the engines judge its asset again from its time).
 */
export function positionsToEvaluate(
  positions: readonly PositionReport[],
  outcomes: readonly PositionOutcome[],
  judgedFrom: number,
  source?: string,
): StoredPosition[] {
  const latest = new Map<string, StoredPosition>();
  positions.forEach((report, i) => {
    const outcome = outcomes[i];
    if (outcome === undefined || outcome.status !== 'stored' || outcome.quality || report.at < judgedFrom)
      return;
    // A later report of the same instant replaces the earlier one (Map keeps the first insertion's place).
    const key = `${outcome.assetId}|${report.at}`;
    latest.delete(key);
    const position: StoredPosition = { assetId: outcome.assetId, report };
    if (outcome.late) position.late = true;
    if (source !== undefined) position.source = source;
    latest.set(key, position);
  });
  return [...latest.values()].sort((a, b) => a.report.at - b.report.at);
}
