/**
 * What a request's lines (or items) came to, and which stored positions the tracking engines are
 * told of. Pure: the ingest service stores, then asks these two questions of the outcome.
 */
import type {
  DecodedLines,
  IngestResult,
  PositionOutcome,
  PositionReport,
  StoredPosition,
} from './ingest-types.ts';

type Fate = 'rejected' | 'accepted' | 'late' | 'unjudged' | 'duplicate' | 'ignored' | 'pending';

/**
 * Each line (or item) counted once. A line that made several reports (a type 19 is a position and
 * static facts) is accepted if any of them was stored; a refusal wins over everything else.
 */
export function tally(
  decoded: DecodedLines,
  outcomes: readonly PositionOutcome[],
  judgedFrom: number,
): IngestResult {
  const fates = new Map<number, Fate>();
  const rank: Record<Fate, number> = {
    rejected: 7,
    accepted: 6,
    late: 5,
    unjudged: 4,
    duplicate: 2,
    ignored: 1,
    pending: 0,
  };
  const mark = (lines: readonly number[], fate: Fate) => {
    for (const line of lines) {
      const before = fates.get(line);
      if (before === undefined || rank[fate] > rank[before]) fates.set(line, fate);
    }
  };
  mark(decoded.pending, 'pending');
  mark(decoded.ignored, 'ignored');
  decoded.positions.forEach((position, i) => {
    const outcome = outcomes[i];
    const fate: Fate =
      outcome?.status === 'duplicate'
        ? 'duplicate'
        : position.report.at < judgedFrom
          ? 'unjudged'
          : outcome?.late
            ? 'late'
            : 'accepted';
    mark(position.lines, fate);
  });
  for (const facts of decoded.statics) mark(facts.lines, 'accepted');
  const errorLines = decoded.errors.flatMap((e) => e.line ?? e.index ?? []);
  mark(errorLines, 'rejected');
  const count = (...wanted: Fate[]) => [...fates.values()].filter((fate) => wanted.includes(fate)).length;
  return {
    accepted: count('accepted', 'late', 'unjudged'),
    rejected: count('rejected'),
    late: count('late'),
    unjudged: count('unjudged'),
    pending: count('pending'),
    ignored: count('ignored'),
    duplicates: count('duplicate'),
    errors: [...decoded.errors].sort((a, b) => (a.line ?? a.index ?? 0) - (b.line ?? b.index ?? 0)),
  };
}

/**
 * The stored positions the engines judge: in time order, only the last received of an asset's
 * reports in one instant (reports timed by their arrival can share one), none that is late, and
 * none older than `judgedFrom` (the late horizon: an archive's positions are history).
 */
export function positionsToEvaluate(
  positions: readonly PositionReport[],
  outcomes: readonly PositionOutcome[],
  judgedFrom: number,
): StoredPosition[] {
  const latest = new Map<string, StoredPosition>();
  positions.forEach((report, i) => {
    const outcome = outcomes[i];
    if (outcome === undefined || outcome.status !== 'stored' || outcome.late || report.at < judgedFrom)
      return;
    // A later report of the same instant replaces the earlier one (Map keeps the first insertion's place).
    const key = `${outcome.assetId}|${report.at}`;
    latest.delete(key);
    latest.set(key, { assetId: outcome.assetId, report });
  });
  return [...latest.values()].sort((a, b) => a.report.at - b.report.at);
}
