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
import { aisClassOf, trackFix } from './recent-fixes.ts';
import type { PrimeScope, TrackFix } from './tracking-types.ts';
import type { TrackingWatcher } from './tracking-watcher.ts';

/**
 * What late judging asks of the zone watcher (geo/geofencing, which builds on this module, so it
 * is named here by what it does): the engine hands it over.
 */
export interface ZoneJudge {
  onPositions(db: Executor, positions: readonly StoredPosition[]): Promise<void>;
  rejudge(
    db: Executor,
    asset: { id: string; kind: AssetKind; aisClass: string | null },
    fixes: readonly Fix[],
    from: number,
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
}

export interface LateJudgingLogger {
  warn(o: object, m: string): void;
}

/** The four things an engine does with its process's watchers (geo/engine `EngineWatchers`). */
export interface Judging {
  judge(db: Executor, positions: readonly StoredPosition[]): Promise<void>;
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
}

export function createLateJudging(deps: {
  zones: ZoneJudge | undefined;
  tracking: TrackingWatcher;
  assets: Pick<AssetsService, 'track' | 'recentlySeen' | 'profiles'>;
  clock: { now(): number };
  lateHorizonMs: number;
  logger: LateJudgingLogger;
  counts?: LateCounts;
}): Judging {
  const { zones, tracking, assets, clock, lateHorizonMs, logger, counts } = deps;
  /** Per asset, the time of the newest position judged. */
  const judgedAt = new Map<string, number>();

  /** The asset's stored good track from before `from` to `to`, one fix per instant (the last received). */
  async function trackOf(db: Executor, assetId: string, from: number, to: number): Promise<PositionRow[]> {
    const lookback = Math.max(MIN_LOOKBACK_MS, tracking.lookbackMs());
    const rows = await assets.track(assetId, { from: from - lookback, to: to + 1 }, db);
    return rows.filter((row, i) => rows[i + 1]?.at !== row.at);
  }

  async function rejudge(db: Executor, assetId: string, late: Late): Promise<void> {
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
    await zones?.rejudge(db, { id: assetId, kind: late.kind, aisClass: late.aisClass }, fixes, late.from);
    await tracking.rejudge(db, { id: assetId, kind: late.kind }, trackFixes, {
      from: late.from,
      to: late.to,
    });
  }

  return {
    async judge(db, positions) {
      const now = clock.now();
      // What rules' filters read of these assets, in one query for the batch (none without filters).
      await assets.profiles.refresh(
        db,
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
        });
      }
      if (inOrder.length > 0) {
        await zones?.onPositions(db, inOrder);
        await tracking.onPositions(db, inOrder);
      }
      if (unjudged > 0) counts?.unjudgedLate(unjudged);
      for (const [assetId, behind] of late) {
        if (behind.reordered)
          logger.warn(
            { assetId, from: new Date(behind.from).toISOString(), positions: behind.count },
            'positions reached the engine out of order (after newer ones of their asset were judged): judging the asset again from their time',
          );
        if (behind.reordered) counts?.reordered(behind.count);
        await rejudge(db, assetId, behind);
      }
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
