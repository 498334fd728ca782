/**
 * Judging in event time (API.md §9 `late`): what an engine hands the watchers of its process. Each
 * asset's positions are judged in the order of their times; one that comes after a newer position
 * of its asset was judged (satellite backfill behind terrestrial AIS, a receiver's archive, a
 * broker outage that reordered the stream) is not dropped: its asset is judged again from its time,
 * against the state at that time, over its stored track up to the newest judged. The ledger decides
 * what of that is news: a stay, an episode or a silence that overlaps none told is told once, marked
 * `late: true`; one told already is not told again, however its times move; one the late positions
 * disprove, before it was told, never is.
 *
 * What happened before a rule or site was made is told as judging in order would have told it
 * (late-news.ts); what that rule leaves out is counted and logged, once a batch.
 *
 * Positions older than the late horizon are not judged (they are stored; the ingest answer counts
 * them as `unjudged`). A position that reaches the engine out of order without the ingest having
 * seen it late (the stream reordered it) is counted and logged with its asset: it is judged late
 * all the same.
 *
 * Each process keeps the time of the newest position judged per asset it owns; at start (or when it
 * takes partitions over) it is rebuilt from the assets' newest stored positions not still waiting
 * in the engines' feed.
 */
import type { Executor } from '../../store/store.ts';
import type { AssetsService, PositionRow } from '../assets/index.ts';
import { type AssetKind, oldestJudged, type StoredPosition } from '../ingest/index.ts';
import type { Fix } from '../zones/index.ts';
import { createLateReplay, type LateReplay, type LeftOutKind } from './late-news.ts';
import { aisClassOf, trackFix } from './recent-fixes.ts';
import type { Telling, TellOrder, Turn } from './tell-order.ts';
import type { PrimeScope, TrackFix } from './tracking-types.ts';
import type { TrackingWatcher } from './tracking-watcher.ts';

/**
 * What late judging asks of the zone watcher (geo/geofencing, which builds on this module, so it
 * is named here by what it does): the engine hands it over.
 */
export interface ZoneJudge {
  decide(positions: readonly StoredPosition[]): Telling;
  rejudge(
    db: Executor,
    asset: { id: string; kind: AssetKind; aisClass: string | null },
    fixes: readonly Fix[],
    from: number,
    replay: LateReplay,
  ): Promise<void>;
  prime(scope?: PrimeScope): Promise<void>;
  forget(which: (assetId: string) => boolean): void;
  setOwnership(owns: (assetId: string) => boolean): void;
}

/** At least this much of an asset's track before a late position is replayed: dwells and hysteresis settle. */
const MIN_LOOKBACK_MS = 60 * 60 * 1000;

/**
 * What is counted of positions judged out of order, beyond what the engines report of each batch
 * (geo/engine EngineMonitor: positions judged, and how many of them the ingest had seen late).
 */
export interface LateCounts {
  /** Positions that reached the engine out of order though the ingest had not seen them late: judged late. */
  reordered(count: number): void;
  /** Positions that reached the engine out of order older than the late horizon: not judged. */
  unjudgedLate(count: number): void;
  /**
   * Findings judging late left out: from before their rule or site was made, shown only by
   * positions judged before it (late-news.ts).
   */
  leftOut(kind: LeftOutKind, count: number): void;
}

export interface LateJudgingLogger {
  warn(o: object, m: string): void;
}

/**
 * Positions judged, not yet written: what they show was decided in memory (tell-order.ts), and
 * `write` stores it in the transaction the engine opens for it, inside `inTurn`.
 */
export interface Decided {
  /**
   * Runs the engine's write transaction in this decision's place among the process's tellings:
   * after what the timers found before it is written (tell-order.ts). Call it once, at once.
   */
  inTurn: Turn;
  /**
   * Writes what was decided (the ledger, events, visits), in order, then judges the assets whose
   * positions came late: their replay reads the ledger and track as the writes before it left them.
   */
  write: Telling;
}

/** The four things an engine does with its process's watchers (geo/engine `EngineWatchers`). */
export interface Judging {
  /**
   * Judges positions, oldest first, in memory, with no transaction open (`reader` for what it
   * reads: the profiles rules' filters ask of the assets).
   */
  decide(reader: Executor, positions: readonly StoredPosition[]): Promise<Decided>;
  prime(scope: PrimeScope): Promise<void>;
  forget(which: (assetId: string) => boolean): void;
  setOwnership(owns: (assetId: string) => boolean): void;
}

interface Late {
  kind: AssetKind;
  aisClass: string | null;
  /** The oldest and newest late positions of the asset in the batch. */
  from: number;
  to: number;
  /** Any of them reached the engine out of order though the ingest had not seen it late. */
  reordered: boolean;
  count: number;
  /** The times of the asset's positions in the batch: they reach the engine now. */
  arrived: number[];
}

export function createLateJudging(deps: {
  zones: ZoneJudge | undefined;
  tracking: TrackingWatcher;
  assets: Pick<AssetsService, 'track' | 'recentlySeen' | 'profiles' | 'getMany'>;
  clock: { now(): number };
  lateHorizonMs: number;
  logger: LateJudgingLogger;
  counts?: LateCounts;
  /** The order of this process's tellings (the zone and tracking watchers' timers take places in it). */
  order: TellOrder;
}): Judging {
  const { zones, tracking, assets, clock, lateHorizonMs, logger, counts, order } = deps;
  /** Per asset, the time of the newest position judged. */
  const judgedAt = new Map<string, number>();

  /** The asset's stored good track from before `from` to `to`, one fix per instant (the last received). */
  async function trackOf(db: Executor, assetId: string, from: number, to: number): Promise<PositionRow[]> {
    const lookback = Math.max(MIN_LOOKBACK_MS, tracking.lookbackMs());
    const rows = await assets.track(assetId, { from: from - lookback, to: to + 1 }, db);
    return rows.filter((row, i) => rows[i + 1]?.at !== row.at);
  }

  async function rejudge(db: Executor, assetId: string, late: Late, replay: LateReplay): Promise<void> {
    const upTo = Math.max(judgedAt.get(assetId) ?? late.to, late.to);
    judgedAt.set(assetId, upTo);
    const rows = await trackOf(db, assetId, late.from, upTo);
    const aisClass = aisClassOf(late.aisClass);
    const fixes: Fix[] = rows.map((row) => ({
      assetId,
      at: row.at,
      lon: row.lon,
      lat: row.lat,
      speedKn: row.speed_kn,
      courseDeg: row.course_deg,
    }));
    const trackFixes: TrackFix[] = rows.map((row) =>
      trackFix(assetId, row.at, row, { speedKn: row.speed_kn, courseDeg: row.course_deg, aisClass }),
    );
    await zones?.rejudge(
      db,
      { id: assetId, kind: late.kind, aisClass: late.aisClass },
      fixes,
      late.from,
      replay,
    );
    await tracking.rejudge(
      db,
      { id: assetId, kind: late.kind },
      trackFixes,
      { from: late.from, to: late.to },
      replay,
    );
  }

  /** Counts and logs, once for the batch, the findings the replays left out (late-news.ts). */
  function reportLeftOut(replays: readonly LateReplay[]): void {
    const byKind = new Map<LeftOutKind, number>();
    for (const replay of replays)
      for (const [kind, count] of replay.leftOut()) byKind.set(kind, (byKind.get(kind) ?? 0) + count);
    const findings = [...byKind.values()].reduce((sum, count) => sum + count, 0);
    if (findings === 0) return;
    for (const [kind, count] of byKind) counts?.leftOut(kind, count);
    logger.warn(
      {
        findings,
        crossings: byKind.get('crossing') ?? 0,
        silences: byKind.get('silence') ?? 0,
        episodes: byKind.get('episode') ?? 0,
      },
      `judging late left out ${findings} finding(s) from before their rule or site was made: as far as Vigil knows, the positions that show them were judged before it, so judging in order told them neither`,
    );
  }

  /** Judges again, in the write, the assets some of whose positions came behind the newest judged. */
  async function judgeLate(
    db: Executor,
    positions: readonly StoredPosition[],
    late: ReadonlyMap<string, Late>,
  ): Promise<void> {
    // Every position of a late asset in the batch reaches the engine now, the ones judged in
    // order before the first late one too; and when the store first heard of each.
    for (const { assetId, report } of positions) late.get(assetId)?.arrived.push(report.at);
    const heard = new Map(
      (await assets.getMany([...late.keys()], db)).map((row) => [row.id, Number(row.created_at)]),
    );
    const replays: LateReplay[] = [];
    for (const [assetId, behind] of late) {
      if (behind.reordered)
        logger.warn(
          { assetId, from: new Date(behind.from).toISOString(), positions: behind.count },
          'positions reached the engine out of order (after newer ones of their asset were judged): judging the asset again from their time',
        );
      if (behind.reordered) counts?.reordered(behind.count);
      const replay = createLateReplay(
        assetId,
        heard.get(assetId) ?? Number.NEGATIVE_INFINITY,
        behind.arrived,
      );
      replays.push(replay);
      await rejudge(db, assetId, behind, replay);
    }
    reportLeftOut(replays);
  }

  return {
    async decide(reader, positions) {
      const now = clock.now();
      // What rules' filters read of these assets, in one query for the batch (none without filters).
      await assets.profiles.refresh(
        reader,
        positions.map((position) => position.assetId),
      );
      const inOrder: StoredPosition[] = [];
      const late = new Map<string, Late>();
      let unjudged = 0;
      for (const position of positions) {
        const { assetId, report } = position;
        const behind = late.get(assetId);
        if (behind !== undefined) {
          // The rest of the asset's batch is judged with its replay, from the store.
          behind.to = Math.max(behind.to, report.at);
          behind.count += 1;
          continue;
        }
        const judged = judgedAt.get(assetId);
        if (judged === undefined || report.at > judged) {
          inOrder.push(position);
          judgedAt.set(assetId, report.at);
          continue;
        }
        // Another report of the instant judged last: it shows nothing new (the engine judges one
        // report per asset and instant, the last received).
        if (report.at === judged && position.late !== true) continue;
        if (report.at < oldestJudged(now, lateHorizonMs)) {
          unjudged += 1;
          logger.warn(
            { assetId, at: new Date(report.at).toISOString(), judgedTo: new Date(judged).toISOString() },
            'a position reached the engine out of order, older than the late horizon: stored, not judged',
          );
          continue;
        }
        late.set(assetId, {
          kind: report.kind,
          aisClass: report.aisClass ?? null,
          from: report.at,
          to: report.at,
          reordered: position.late !== true,
          count: 1,
          arrived: [],
        });
      }
      const steps: Telling[] = [];
      if (inOrder.length > 0) {
        if (zones) steps.push(zones.decide(inOrder));
        steps.push(tracking.decide(inOrder));
      }
      if (unjudged > 0) counts?.unjudgedLate(unjudged);
      // Judged late in the write: a replay rebuilds its asset from the ledger, which the crossings
      // and episodes judged in order before it in this part may just have moved.
      if (late.size > 0) steps.push((db) => judgeLate(db, positions, late));
      // Taken in the same turn of the event loop as the decision in memory: see tell-order.ts.
      const inTurn = order.forPart();
      return {
        inTurn,
        async write(db) {
          for (const step of steps) await step(db);
        },
      };
    },

    async prime(scope) {
      const since = oldestJudged(clock.now(), lateHorizonMs);
      for (const seen of await assets.recentlySeen(since)) {
        if (!scope.owns(seen.id)) continue;
        const unjudgedFrom = scope.unjudgedFrom.get(seen.id);
        judgedAt.set(
          seen.id,
          unjudgedFrom !== undefined && seen.at >= unjudgedFrom ? unjudgedFrom - 1 : seen.at,
        );
      }
      await zones?.prime(scope);
      await tracking.prime(scope);
    },

    forget(which) {
      for (const assetId of judgedAt.keys()) if (which(assetId)) judgedAt.delete(assetId);
      zones?.forget(which);
      tracking.forget(which);
    },

    setOwnership(owns) {
      zones?.setOwnership(owns);
      tracking.setOwnership(owns);
    },
  };
}
