/**
 * The one rule for what judging late tells of a time before a rule or site was made, shared by zone
 * crossings (geo/geofencing zone-teller.ts), silences and episodes (tracking-teller.ts), each asked
 * before the ledger.
 *
 * Judging in order tells every finding it judges, whatever its time: a feed replaying a track older
 * than the rule has each of its crossings, silences and episodes told. Judging late must tell what
 * judging in order would have told, or a finding whose fixes the stream reordered is lost. In
 * order, a finding is told when the positions that show it are judged (a silence, when the clock
 * passes its threshold after its first fix); so it is the rule's news if any of them was judged
 * with the rule in force. Vigil keeps no time of arrival per position, so it knows that of:
 * - the positions of the batch being judged late: they reach the engine now, every rule in force;
 * - every position of an asset first heard (stored) after the rule was made.
 * A finding from before the rule shown only by other positions (of an asset heard before the rule,
 * judged earlier) is left out: they were judged when they came, before the rule as far as Vigil can
 * know, so judging in order told nothing either. It is not noted in the ledger as told (a later
 * judging whose positions make it news tells it); one the ledger would have told is counted and
 * logged (late-judging.ts), never dropped silently.
 *
 * An encounter is shown by both vessels' positions: the later of their first-heard times counts
 * (the positions of a vessel first heard after the rule were all judged with it, so the encounter
 * could only be found then), and any position of the late vessel's batch in its span.
 */

/** What a finding is, as findings left out are counted. */
export type LeftOutKind = 'crossing' | 'silence' | 'episode';

/** A finding judged late, as the rule sees it. */
export interface LateFinding {
  kind: LeftOutKind;
  /** When it happened (a crossing's time, a silence's last fix, an episode's start), ms. */
  at: number;
  /** The span of the positions that show it (first and last), ms. */
  from: number;
  to: number;
  /** The assets it is about (an encounter's two). */
  assetIds: readonly string[];
}

/** One late judging of one asset: what it knows of when the positions it replays were judged. */
export interface LateReplay {
  /** Whether a finding (of a rule or site made at `since`) is its news. */
  isNews(since: number, finding: LateFinding): boolean;
  /**
   * Counts findings left out: those `isNews` refused that the ledger would have told (one told
   * already, found again, is not left out).
   */
  count(kind: LeftOutKind, n?: number): void;
  /** Adds when the store first heard of assets (`assets.created_at`), e.g. an encounter's other vessel. */
  heard(firstHeardAt: ReadonlyMap<string, number>): void;
  /** Whether every asset's first-heard time is known (an encounter's other vessel may not be yet). */
  knows(assetId: string): boolean;
  /** Findings left out so far, by kind. */
  leftOut(): ReadonlyMap<LeftOutKind, number>;
}

/**
 * `arrived`: the times of the positions of the batch judged late (any order); `firstHeardAt`: when
 * the store first heard of the late asset.
 */
export function createLateReplay(
  assetId: string,
  firstHeardAt: number,
  arrived: readonly number[],
): LateReplay {
  const heardAt = new Map<string, number>([[assetId, firstHeardAt]]);
  const times = [...arrived].sort((a, b) => a - b);
  const left = new Map<LeftOutKind, number>();

  /** Whether a position of the batch lies in [from, to]. */
  function arrivedWithin(from: number, to: number): boolean {
    let low = 0;
    let high = times.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((times[mid] as number) < from) low = mid + 1;
      else high = mid;
    }
    return low < times.length && (times[low] as number) <= to;
  }

  return {
    isNews(since, finding) {
      if (finding.at >= since) return true;
      // Unknown counts as heard before: nothing says its positions were judged with the rule.
      const heard = Math.max(...finding.assetIds.map((id) => heardAt.get(id) ?? Number.NEGATIVE_INFINITY));
      return heard >= since || arrivedWithin(finding.from, finding.to);
    },
    count(kind, n = 1) {
      if (n > 0) left.set(kind, (left.get(kind) ?? 0) + n);
    },
    heard(more) {
      for (const [id, at] of more) heardAt.set(id, at);
    },
    knows: (id) => heardAt.has(id),
    leftOut: () => left,
  };
}
