import { chunks } from '../../lib/chunks.ts';
import type { Outbox } from '../../platform/outbox/index.ts';
import type { Executor, Store } from '../../store/store.ts';
import type { AssetsService } from '../assets/index.ts';
import type { DetectionsService } from '../detections/index.ts';
import type { AssetKind, SourceState, StoredPosition } from '../ingest/index.ts';
import { createDarkTracking, ID_CHUNK, PRIME_DARK_WINDOW_MS } from './dark-tracking.ts';
import { createDarkWatch } from './dark-watch.ts';
import type { DarkWatchSettings } from './dark-watch-config.ts';
import { createDistressWatch } from './distress-watch.ts';
import { tracksNear } from './late-encounters.ts';
import type { LateReplay } from './late-news.ts';
import { listLedger } from './ledger-repo.ts';
import { aisClassOf, trackFix } from './recent-fixes.ts';
import { listOpenSilences } from './silences-repo.ts';
import type { Telling, TellOrder } from './tell-order.ts';
import { createTrackDetectors } from './track-detectors.ts';
import type { TRACKING_EVENTS } from './tracking-events.ts';
import { createPreparedAreas, planTracking, type Target, TRACKING_BEHAVIOURS } from './tracking-plan.ts';
import { createTrackingPublisher, type Routes } from './tracking-publish.ts';
import { createTrackingTeller } from './tracking-teller.ts';
import {
  type DetectorSpec,
  type PrimeScope,
  type TrackEvent,
  type TrackFix,
  type WatcherShare,
  WHOLE_STORE,
} from './tracking-types.ts';
import type { Affected, WatchInputs } from './watch-inputs.ts';

/** Positions replayed into the track detectors at start, at most (the newest are kept). */
const PRIME_MAX_REPLAYED = 1_000_000;
/** The longest replay at start: an episode told before that is taken to have ended. */
const PRIME_MAX_EPISODE_WINDOW_MS = 24 * 3600 * 1000;

export interface TrackingWatcher {
  /** Plans again from the inputs (after they were loaded whole), keeping what carries over. */
  reconcile(): Promise<void>;
  /** Plans again if a change touched what the detectors watch. */
  applied(affected: Affected): Promise<void>;
  /**
   * Rebuilds the detectors' state from the store, firing nothing (at start, after `reconcile`), for
   * the assets `scope` owns and from their positions the engine has judged (see PrimeScope).
   */
  prime(scope?: PrimeScope): Promise<void>;
  /** Drops every state of the assets `which` picks: another engine process owns them now. */
  forget(which: (assetId: string) => boolean): void;
  /** Which assets this watcher judges (default: all); the engine sets it as partitions come and go. */
  setOwnership(owns: (assetId: string) => boolean): void;
  /**
   * Judges stored positions in memory, now, with no transaction open; what it answers writes what
   * they show (tell-order.ts) in the transaction the engine hands it.
   */
  decide(positions: readonly StoredPosition[]): Telling;
  /**
   * Judges one asset again (late-judging.ts): its loitering and speed over `fixes` (its stored
   * track, oldest first, to the newest judged) as if they came in order, telling what the fixes
   * from `from` on show; and the silences between its fixes that the late ones (from `from` to
   * `to`) begin or end; and the encounters of the vessels near it. What is news is told, marked
   * late; `replay` says what of a time before a rule or site was made is its news (late-news.ts).
   */
  rejudge(
    db: Executor,
    asset: { id: string; kind: AssetKind },
    fixes: readonly TrackFix[],
    late: { from: number; to: number },
    replay: LateReplay,
  ): Promise<void>;
  /** Reports silences that passed their threshold and ends stale episodes; run on a timer. */
  check(): Promise<void>;
  /** How much of an asset's track before a late position its episodes need to be judged again, ms. */
  lookbackMs(): number;
}

export function createTrackingWatcher(deps: {
  store: Store;
  inputs: WatchInputs;
  assets: AssetsService;
  detections: DetectionsService;
  outbox: Outbox<typeof TRACKING_EVENTS>;
  clock: { now(): number };
  darkWatch?: Partial<DarkWatchSettings>;
  /** How far back the ledger keeps the episodes it told (the late horizon), ms. */
  lateHorizonMs: number;
  /** Whether each source of positions still sends (geo/ingest source-health.ts), by source id. */
  sourceStates?: () => Promise<ReadonlyMap<string, SourceState>>;
  /**
   * What this watcher runs: `whole`, everything (one engine judges every asset); `partition`, the
   * dark watch, loitering and speed for the assets of some partitions; `encounters`, encounters
   * only, for every vessel (a pair can span partitions).
   */
  share?: WatcherShare;
  /** The order of this process's tellings: the timers' findings take their place in it. */
  order: TellOrder;
  /** Every workspace: an active distress device is told to each (distress-watch.ts). */
  workspaceIds(db: Executor): Promise<string[]>;
}): TrackingWatcher {
  const { store, inputs, assets, detections, outbox, clock, order } = deps;
  const share = deps.share ?? 'whole';
  const darkOn = share !== 'encounters';
  let owns: (assetId: string) => boolean = () => true;
  const prepared = createPreparedAreas();
  const dark = createDarkWatch(deps.darkWatch);
  const publisher = createTrackingPublisher({ outbox, detections, assets });
  const distress = createDistressWatch({
    outbox,
    assets,
    clock,
    rowLocks: store.dialect.rowLocks,
    lateHorizonMs: deps.lateHorizonMs,
    workspaceIds: deps.workspaceIds,
  });
  const teller = createTrackingTeller({
    rowLocks: store.dialect.rowLocks,
    publisher,
    lateHorizonMs: deps.lateHorizonMs,
  });
  const routes: Routes = {
    get followers() {
      return followers;
    },
    get targets() {
      return targets;
    },
    expectedIntervalS: (assetId) => dark.expectedIntervalS(assetId),
  };
  const vesselDetectors = createTrackDetectors();
  /** Aircraft only ever meet `speed_above` rules: loitering and encounters are about vessels. */
  const aircraftDetectors = createTrackDetectors();
  /** A station (distress device, aid to navigation) meets no detector: it is not a vessel. */
  const detectorsOf = (kind: AssetKind) =>
    kind === 'vessel' ? vesselDetectors : kind === 'aircraft' ? aircraftDetectors : undefined;

  /** Asset → workspaces following it. */
  let followers = new Map<string, Set<string>>();
  /** What each dark key and detector key reports to. */
  let targets = new Map<string, Target>();
  const detectorKeys = new Set<string>();
  /** The longest `min_duration_s` among the detectors in force: how far back a restart replays. */
  let longestMinDurationS = 0;
  let syncing: Promise<void> = Promise.resolve();
  /** Silences: run by every engine but the encounters-only one. */
  const darkSide = darkOn
    ? createDarkTracking({
        store,
        inputs,
        assets,
        clock,
        dark,
        teller,
        routes,
        targets: () => targets,
        ...(deps.sourceStates ? { sourceStates: deps.sourceStates } : {}),
      })
    : undefined;

  function setDetectors(all: Map<string, DetectorSpec>, allAircraft: Map<string, DetectorSpec>): void {
    const runs = (spec: DetectorSpec) =>
      share === 'whole' || (share === 'encounters') === (spec.kind === 'encounter');
    const specs = new Map([...all].filter(([, spec]) => runs(spec)));
    const aircraftSpecs = new Map([...allAircraft].filter(([, spec]) => runs(spec)));
    for (const key of detectorKeys) {
      if (!specs.has(key)) vesselDetectors.removeDetector(key);
      if (!aircraftSpecs.has(key)) aircraftDetectors.removeDetector(key);
    }
    detectorKeys.clear();
    for (const [key, spec] of specs) {
      vesselDetectors.setDetector(key, spec);
      detectorKeys.add(key);
    }
    for (const [key, spec] of aircraftSpecs) {
      aircraftDetectors.setDetector(key, spec);
      detectorKeys.add(key);
    }
  }

  async function load(): Promise<void> {
    const open = darkSide ? await listOpenSilences(store.db) : [];
    const plan = planTracking(inputs.rules.values(), inputs.sites.values(), inputs, prepared);
    prepared.nextPlan();
    followers = plan.followers;
    targets = plan.targets;
    setDetectors(plan.vesselSpecs, plan.aircraftSpecs);
    longestMinDurationS = Math.max(
      0,
      ...[...plan.vesselSpecs.values()].map((spec) => spec.params.minDurationS),
    );
    await darkSide?.install(plan, open, owns);
  }

  function reconcile(): Promise<void> {
    // One at a time: a change made here and the timer's reload may ask together.
    const run = syncing.then(load);
    syncing = run.catch(() => {});
    return run;
  }

  /**
   * Rebuilds the dark watch and the episodes from the store, firing nothing: for the assets the
   * scope owns, and from positions older than each one's oldest the engine has not judged yet
   * (those are judged afterwards, and told if they are news).
   */
  async function prime(scope: PrimeScope = WHOLE_STORE): Promise<void> {
    const now = clock.now();
    const recent = (await assets.recentlySeen(now - PRIME_DARK_WINDOW_MS)).filter((seen) =>
      scope.owns(seen.id),
    );
    const classOf = new Map(recent.map((seen) => [seen.id, aisClassOf(seen.aisClass)]));
    await darkSide?.prime(recent, scope);

    // Episodes: replay the window the longest detector needs, oldest first, telling nothing. An
    // episode told before the restart and still running is carried on (the ledger keeps it from
    // being told again); one the replay shows ended is recorded as ended.
    if (detectorKeys.size === 0) return;
    const running = await listLedger(store.db, 'episode:', 'running');
    const since = Math.max(
      now - PRIME_MAX_EPISODE_WINDOW_MS,
      Math.min(now - primeEpisodeWindowMs(longestMinDurationS), ...running.map((row) => row.since)),
    );
    const active = recent.filter((seen) => seen.at >= since);
    const replay: { fix: TrackFix; kind: AssetKind | undefined }[] = [];
    for (const chunk of chunks(active, ID_CHUNK)) {
      const rows = await assets.positionsSince(
        chunk.map((seen) => seen.id),
        since,
      );
      const kindOf = new Map(chunk.map((seen) => [seen.id, seen.kind]));
      for (const row of rows) {
        if (row.at >= (scope.unjudgedFrom.get(row.asset_id) ?? Number.POSITIVE_INFINITY)) continue;
        replay.push({
          fix: trackFix(row.asset_id, row.at, row, {
            speedKn: row.speed_kn,
            courseDeg: row.course_deg,
            aisClass: classOf.get(row.asset_id) ?? null,
          }),
          kind: kindOf.get(row.asset_id),
        });
      }
      if (replay.length > PRIME_MAX_REPLAYED) break;
    }
    replay.sort((a, b) => a.fix.at - b.fix.at);
    const ended: TrackEvent[] = [];
    for (const { fix, kind } of replay.slice(-PRIME_MAX_REPLAYED)) {
      const events = (kind === undefined ? undefined : detectorsOf(kind))?.observe(fix) ?? [];
      for (const event of events) if (event.phase === 'ended') ended.push(event);
    }
    await recordEnds(ended);
  }

  /** Episodes that ended (in a replay, or by time) close their ledger rows; nothing is told. */
  async function recordEnds(ended: readonly TrackEvent[]): Promise<void> {
    if (ended.length === 0) return;
    await store.db.transaction().execute(async (tx) => {
      for (const event of ended) await teller.episode(tx, event, undefined, routes, clock.now());
    });
  }

  return {
    reconcile,

    forget(which) {
      dark.forget(which);
      darkSide?.forget(which);
      distress.forget(which);
      vesselDetectors.forget(which);
      aircraftDetectors.forget(which);
    },

    setOwnership(next) {
      owns = next;
    },

    async applied(affected) {
      const touches =
        affected.follows ||
        affected.siteIds.length > 0 ||
        affected.ruleIds.some(
          (id) =>
            targets.has(`rule:${id}`) || TRACKING_BEHAVIOURS.has(inputs.rules.get(id)?.row.behaviour ?? ''),
        );
      if (touches) await reconcile();
    },

    prime,

    decide(positions) {
      const ordered = [...positions].sort((a, b) => a.report.at - b.report.at);
      /** The writes, in the order judging in one piece made them. */
      const steps: Telling[] = [];
      // Each device is judged by the engine that owns it (not the encounters-only one); few are
      // ever active, and what a report shows depends on the ledger, so it is judged in the write.
      if (darkSide) steps.push((db) => distress.observe(db, ordered));
      for (const position of ordered) {
        const { assetId, report } = position;
        // The encounters-only engine judges vessels alone.
        if (!darkSide && report.kind !== 'vessel') continue;
        const fix = trackFix(assetId, report.at, report, {
          speedKn: report.speedKn ?? null,
          courseDeg: report.courseDeg ?? null,
          aisClass: aisClassOf(report.aisClass),
        });
        const closing = darkSide?.observe(position, fix);
        if (closing !== undefined) steps.push(closing);
        const detectors = detectorsOf(report.kind);
        if (detectors === undefined) continue;
        for (const event of detectors.observe(fix))
          steps.push((db) => teller.episode(db, event, fix, routes, clock.now()));
      }
      return async (db) => {
        for (const step of steps) await step(db);
      };
    },

    lookbackMs: () => primeEpisodeWindowMs(longestMinDurationS),

    async rejudge(db, asset, fixes, late, replay) {
      const now = clock.now();
      if (asset.kind === 'vessel') await darkSide?.lateGaps(db, asset.id, fixes, late, now, replay);
      const events =
        share === 'encounters' ? [] : (detectorsOf(asset.kind)?.rejudge(asset.id, fixes, late.from) ?? []);
      for (const [i, event] of events.entries()) {
        const fix = fixes.find((candidate) => candidate.at === event.at);
        const until = event.phase === 'started' ? endOf(events, i) : null;
        await teller.episode(db, event, fix, routes, now, { until, replay });
      }
      // Encounters pair vessels of any partition: the engine that runs them judges them again.
      if (share === 'partition' || asset.kind !== 'vessel') return;
      const tracks = await tracksNear(db, assets, asset.id, fixes, vesselDetectors.encounterReachM());
      const met = vesselDetectors.rejudgeEncounters(asset.id, tracks, late.from);
      // An encounter is shown by both vessels' positions: when the store first heard of the others.
      const others = [
        ...new Set(met.flatMap((event) => (event.kind === 'encounter' ? event.assetIds : []))),
      ].filter((id) => !replay.knows(id));
      if (others.length > 0)
        replay.heard(
          new Map((await assets.getMany(others, db)).map((row) => [row.id, Number(row.created_at)])),
        );
      const all = [...tracks.values()].flat();
      for (const [i, event] of met.entries()) {
        const fix = all.find((candidate) => candidate.at === event.at);
        const until = event.phase === 'started' ? endOf(met, i) : null;
        await teller.episode(db, event, fix, routes, now, { until, replay });
      }
    },

    async check() {
      const now = clock.now();
      const ended = [...vesselDetectors.expire(now), ...aircraftDetectors.expire(now)];
      // Ended now, in memory: written in this place, after what the engine decided before.
      if (ended.length > 0) await order.forTimer()(() => recordEnds(ended));
      await darkSide?.check(now, order);
    },
  };
}

/** When the episode the `i`th event starts ends, if a later event of the list ends it. */
function endOf(events: readonly TrackEvent[], i: number): number | null {
  const started = events[i];
  if (started === undefined) return null;
  for (let k = i + 1; k < events.length; k++) {
    const next = events[k];
    if (next?.phase === 'ended' && next.key === started.key && next.startedAt === started.startedAt)
      return next.at;
  }
  return null;
}

/** Replay window for episodes at start: the longest minimum duration and two hours' slack, at most a day. */
function primeEpisodeWindowMs(longestMinDurationS: number): number {
  return Math.min(24 * 3600, longestMinDurationS + 2 * 3600) * 1000;
}
