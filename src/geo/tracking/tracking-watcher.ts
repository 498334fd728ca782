import { chunks } from '../../lib/chunks.ts';
import type { Outbox } from '../../platform/outbox/index.ts';
import type { Executor, Store } from '../../store/store.ts';
import type { AssetsService } from '../assets/index.ts';
import type { DetectionsService } from '../detections/index.ts';
import { endDarkGaps } from '../history/index.ts';
import { type AssetKind, isStation, type SourceState, type StoredPosition } from '../ingest/index.ts';
import { containsPoint, createZoneIndex } from '../zones/index.ts';
import { darkFilterOf, passingFilters } from './dark-filters.ts';
import { createDarkWatch, type DarkEvent } from './dark-watch.ts';
import type { DarkWatchSettings } from './dark-watch-config.ts';
import { createDistressWatch } from './distress-watch.ts';
import { tracksNear } from './late-encounters.ts';
import type { LateReplay } from './late-news.ts';
import { listLedger } from './ledger-repo.ts';
import { aisClassOf, newestFixes, trackFix } from './recent-fixes.ts';
import { endSilences, listOpenSilences } from './silences-repo.ts';
import { createTrackDetectors } from './track-detectors.ts';
import type { TRACKING_EVENTS } from './tracking-events.ts';
import {
  createPreparedAreas,
  type DarkKeys,
  type DarkZone,
  planTracking,
  type Target,
  TRACKING_BEHAVIOURS,
} from './tracking-plan.ts';
import { createTrackingPublisher, positionOf, type Routes } from './tracking-publish.ts';
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

/** How often silences are checked and stale episodes ended. */
export const TRACKING_CHECK_INTERVAL_MS = 10_000;
/** At start, vessels last seen this long ago or less are placed in the dark watch again. */
const PRIME_DARK_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;
/** Newest fixes per vessel read back at start: the dark watch's cadence window and one more. */
const PRIME_FIXES_PER_ASSET = 16;
/** Positions replayed into the track detectors at start, at most (the newest are kept). */
const PRIME_MAX_REPLAYED = 1_000_000;
/** The longest replay at start: an episode told before that is taken to have ended. */
const PRIME_MAX_EPISODE_WINDOW_MS = 24 * 3600 * 1000;
/** A source a vessel was last heard through longer than this before its last fix is not its source any more. */
const SOURCE_MEMORY_MS = 60 * 60 * 1000;
/** Ids per query when reading positions back. */
const ID_CHUNK = 500;
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
  /** The ingest listener. */
  onPositions(db: Executor, positions: readonly StoredPosition[]): Promise<void>;
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
  /** Every workspace: an active distress device is told to each (distress-watch.ts). */
  workspaceIds(db: Executor): Promise<string[]>;
}): TrackingWatcher {
  const { store, inputs, assets, detections, outbox, clock } = deps;
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
  /** Dark keys on fixed sets of vessels (follows, rules on followed or listed assets): asset → key → quiet_s. */
  let staticDark: DarkKeys = new Map();
  let darkZones = createZoneIndex<DarkZone>();
  /** Keys of dark zones each vessel is watched under now, because its last fix was inside. */
  const zoneKeysOf = new Map<string, Set<string>>();
  /** Assets with a silence still open, and when it began: their next position closes it. */
  let openSilences = new Map<string, number>();
  /** Per vessel, the sources it was heard through and when last: whose silence may be theirs. */
  const heardThrough = new Map<string, Map<string, number>>();
  const detectorKeys = new Set<string>();
  /**
   * Stations (distress devices, aids to navigation) seen: never dark, even when followed or listed
   * (their positions are not a vessel's, and the dark watch does not see them).
   */
  const stations = new Set<string>();
  /** The longest `min_duration_s` among the detectors in force: how far back a restart replays. */
  let longestMinDurationS = 0;
  let syncing: Promise<void> = Promise.resolve();

  function installStaticDark(wanted: DarkKeys): void {
    for (const [assetId, keys] of staticDark) {
      for (const key of keys.keys()) if (!wanted.get(assetId)?.has(key)) dark.unwatch(assetId, key);
    }
    for (const [assetId, keys] of wanted) {
      for (const [key, quietS] of keys) dark.watch(assetId, quietS === undefined ? { key } : { key, quietS });
    }
    staticDark = wanted;
  }

  /** Watches the vessel under the dark zones its fix is in, and stops the ones it left. */
  function placeInDarkZones(assetId: string, lon: number, lat: number): { left: string[] } {
    const now = new Set<string>();
    for (const zone of darkZones.query(lon, lat)) {
      if (!containsPoint(zone.prepared, lon, lat)) continue;
      now.add(zone.key);
      dark.watch(
        assetId,
        zone.quietS === undefined ? { key: zone.key } : { key: zone.key, quietS: zone.quietS },
      );
    }
    const before = zoneKeysOf.get(assetId);
    const left = before ? [...before].filter((key) => !now.has(key)) : [];
    if (now.size > 0) zoneKeysOf.set(assetId, now);
    else zoneKeysOf.delete(assetId);
    return { left };
  }

  async function tellDark(db: Executor, event: DarkEvent, now: number): Promise<void> {
    if (await teller.silence(db, event, routes, now)) openSilences.set(event.assetId, event.lastFix.at);
  }

  /**
   * Silences this process found, checked against the store first: another process may have stored
   * newer positions of the vessel (the silence is not real), and its last stored position names the
   * silence, so every process that finds it names it alike.
   */
  async function confirmedSilences(found: readonly DarkEvent[]): Promise<DarkEvent[]> {
    if (found.length === 0) return [];
    const oldest = Math.min(...found.map((event) => event.lastFix.at));
    const ids = [...new Set(found.map((event) => event.assetId))];
    const newer = await newestFixes(assets, ids, oldest + 1, PRIME_FIXES_PER_ASSET);
    const moved = new Set<string>();
    for (const event of found) {
      const fixes = (newer.get(event.assetId) ?? []).filter((fix) => fix.at > event.lastFix.at);
      if (fixes.length === 0) continue;
      moved.add(event.assetId);
      for (const fix of fixes) dark.observe(fix);
    }
    return found.filter((event) => !moved.has(event.assetId));
  }

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
    const open = await listOpenSilences(store.db);
    const plan = planTracking(inputs.rules.values(), inputs.sites.values(), inputs, prepared);
    prepared.nextPlan();
    followers = plan.followers;
    targets = plan.targets;
    if (!darkOn) plan.staticDark.clear();
    const fresh = [...plan.staticDark.keys()].filter(
      (assetId) => !staticDark.has(assetId) && !zoneKeysOf.has(assetId) && owns(assetId),
    );
    installStaticDark(plan.staticDark);
    const zoneKeys = new Set(plan.darkZones.map((zone) => zone.key));
    // Vessels watched under zones that are gone stop being watched under them.
    for (const [assetId, keys] of zoneKeysOf) {
      for (const key of keys) {
        if (zoneKeys.has(key)) continue;
        keys.delete(key);
        if (!staticDark.get(assetId)?.has(key)) dark.unwatch(assetId, key);
      }
      if (keys.size === 0) zoneKeysOf.delete(assetId);
    }
    darkZones = createZoneIndex<DarkZone>();
    if (darkOn) for (const zone of plan.darkZones) darkZones.add(zone);
    setDetectors(plan.vesselSpecs, plan.aircraftSpecs);
    longestMinDurationS = Math.max(
      0,
      ...[...plan.vesselSpecs.values()].map((spec) => spec.params.minDurationS),
    );
    if (!darkOn) return;
    openSilences = new Map(
      open.filter((row) => owns(row.asset_id)).map((row) => [row.asset_id, row.last_at]),
    );
    await restoreDark(fresh);
    await closeEndedSilences(open.filter((row) => owns(row.asset_id)));
  }

  /**
   * Vessels the dark watch has just begun to watch carry on from the store: their newest fixes give
   * the cadence and the last fix. Whether a silence was told already is the ledger's to say.
   */
  async function restoreDark(assetIds: readonly string[]): Promise<void> {
    if (assetIds.length === 0) return;
    const since = clock.now() - PRIME_DARK_WINDOW_MS;
    for (const chunk of chunks(assetIds, ID_CHUNK)) {
      const fixes = await newestFixes(assets, chunk, since, PRIME_FIXES_PER_ASSET);
      for (const assetId of chunk) dark.restore(assetId, fixes.get(assetId) ?? []);
    }
  }

  /** A silence ends at the vessel's next position: its row, and the dark gaps recorded of it. */
  async function endSilence(
    db: Executor,
    assetId: string,
    next: Parameters<typeof positionOf>[0],
  ): Promise<void> {
    await endSilences(db, assetId, next.at);
    await endDarkGaps(db, assetId, positionOf(next), next.at, clock.now());
  }

  /** Open silences whose vessel has reported since (to another process, or before a restart) are closed. */
  async function closeEndedSilences(open: readonly { asset_id: string; last_at: number }[]): Promise<void> {
    const rows = await assets.getMany(open.map((row) => row.asset_id));
    const lastAt = new Map(rows.map((row) => [row.id, row.last_at]));
    for (const silence of open) {
      if ((lastAt.get(silence.asset_id) ?? 0) <= silence.last_at) continue;
      const after = await assets.firstPositionAfter(silence.asset_id, silence.last_at);
      if (after)
        await endSilence(store.db, silence.asset_id, {
          ...after,
          speedKn: after.speed_kn,
          courseDeg: after.course_deg,
        });
      openSilences.delete(silence.asset_id);
    }
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
    for (const seen of recent) if (isStation(seen.kind)) stations.add(seen.id);
    if (darkOn) {
      for (const seen of recent) if (seen.kind === 'vessel') placeInDarkZones(seen.id, seen.lon, seen.lat);
      const watched = [...staticDark.keys(), ...zoneKeysOf.keys()].filter((assetId) => scope.owns(assetId));
      // The dark watch may see positions not judged yet: a fix only ever shows a vessel is not dark.
      await restoreDark([...new Set(watched)]);
      // Silences told and still open, of the vessels this engine now judges: the next position closes them.
      const open = (await listOpenSilences(store.db)).filter((row) => scope.owns(row.asset_id));
      for (const row of open) openSilences.set(row.asset_id, row.last_at);
      await closeEndedSilences(open);
    }

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

  function noteSource(assetId: string, source: string, at: number): void {
    let sources = heardThrough.get(assetId);
    if (sources === undefined) {
      sources = new Map();
      heardThrough.set(assetId, sources);
    }
    if ((sources.get(source) ?? 0) < at) sources.set(source, at);
  }

  /**
   * From when a vessel's silence counts, or null while it is not judged: when every source it was
   * heard through lately is silent, the silence is the source's; when one came back since its last
   * fix, the vessel's silence counts from then.
   */
  function countsFrom(
    states: ReadonlyMap<string, SourceState>,
    assetId: string,
    lastAt: number,
  ): number | null {
    const sources = heardThrough.get(assetId);
    if (sources === undefined) return lastAt;
    let from = lastAt;
    let anyLive = false;
    for (const [source, heardAt] of sources) {
      if (heardAt < lastAt - SOURCE_MEMORY_MS) continue;
      const state = states.get(source);
      if (state?.state === 'silent') continue;
      anyLive = true;
      if (state?.resumedAt != null && state.resumedAt > from) from = state.resumedAt;
    }
    return anyLive ? from : null;
  }

  /** The dark keys a silence that began at the fix falls under, each with its threshold, seconds. */
  function darkKeysAt(assetId: string, fix: TrackFix): Map<string, number> {
    const keys = new Map<string, number>();
    const add = (key: string, quietS: number | undefined) => {
      const threshold = dark.thresholdWith(assetId, quietS);
      if (threshold !== undefined) keys.set(key, threshold);
    };
    for (const [key, quietS] of staticDark.get(assetId) ?? []) add(key, quietS);
    for (const zone of darkZones.query(fix.lon, fix.lat))
      if (containsPoint(zone.prepared, fix.lon, fix.lat)) add(zone.key, zone.quietS);
    return keys;
  }

  /** Silences between consecutive fixes that the late ones begin or end, told if news. */
  async function lateGaps(
    db: Executor,
    assetId: string,
    fixes: readonly TrackFix[],
    late: { from: number; to: number },
    now: number,
    replay: LateReplay,
  ): Promise<void> {
    for (let i = 0; i + 1 < fixes.length; i++) {
      const before = fixes[i];
      const after = fixes[i + 1];
      if (before === undefined || after === undefined || after.at < late.from || before.at > late.to)
        continue;
      const silentS = (after.at - before.at) / 1000;
      for (const [key, thresholdS] of darkKeysAt(assetId, before)) {
        if (silentS <= thresholdS) continue;
        // The batch's profiles were read before it was judged (late-judging.ts).
        if (!(darkFilterOf(key, targets, inputs)?.(assetId) ?? true)) continue;
        const event: DarkEvent = {
          key,
          assetId,
          lastFix: before,
          silentForS: Math.floor(silentS),
          thresholdS: Math.ceil(thresholdS),
          startedAt: before.at,
        };
        await teller.gap(db, event, after, routes, now, replay);
      }
    }
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
      distress.forget(which);
      for (const assetId of heardThrough.keys()) if (which(assetId)) heardThrough.delete(assetId);
      vesselDetectors.forget(which);
      aircraftDetectors.forget(which);
      for (const assetId of zoneKeysOf.keys()) if (which(assetId)) zoneKeysOf.delete(assetId);
      for (const assetId of stations) if (which(assetId)) stations.delete(assetId);
      for (const assetId of openSilences.keys()) if (which(assetId)) openSilences.delete(assetId);
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

    async onPositions(db, positions) {
      const ordered = [...positions].sort((a, b) => a.report.at - b.report.at);
      // Each device is judged by the engine that owns it (not the encounters-only one).
      if (darkOn) await distress.observe(db, ordered);
      for (const { assetId, report, source } of ordered) {
        if (isStation(report.kind)) stations.add(assetId);
        if (source !== undefined && darkOn && report.kind === 'vessel')
          noteSource(assetId, source, report.at);
        if (!darkOn) {
          if (report.kind !== 'vessel') continue;
          const fix = trackFix(assetId, report.at, report, {
            speedKn: report.speedKn ?? null,
            courseDeg: report.courseDeg ?? null,
            aisClass: aisClassOf(report.aisClass),
          });
          for (const event of vesselDetectors.observe(fix))
            await teller.episode(db, event, fix, routes, clock.now());
          continue;
        }
        const fix = trackFix(assetId, report.at, report, {
          speedKn: report.speedKn ?? null,
          courseDeg: report.courseDeg ?? null,
          aisClass: aisClassOf(report.aisClass),
        });
        const opened = openSilences.get(assetId);
        if (opened !== undefined && report.at > opened) {
          await endSilence(db, assetId, fix);
          openSilences.delete(assetId);
        }
        if (report.kind === 'vessel') {
          const { left } = placeInDarkZones(assetId, report.lon, report.lat);
          dark.observe(fix);
          for (const key of left) if (!staticDark.get(assetId)?.has(key)) dark.unwatch(assetId, key);
        }
        const detectors = detectorsOf(report.kind);
        if (detectors === undefined) continue;
        for (const event of detectors.observe(fix)) await teller.episode(db, event, fix, routes, clock.now());
      }
    },

    lookbackMs: () => primeEpisodeWindowMs(longestMinDurationS),

    async rejudge(db, asset, fixes, late, replay) {
      const now = clock.now();
      if (darkOn && asset.kind === 'vessel') await lateGaps(db, asset.id, fixes, late, now, replay);
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
      await recordEnds([...vesselDetectors.expire(now), ...aircraftDetectors.expire(now)]);
      if (!darkOn) return;
      const states = (await deps.sourceStates?.()) ?? new Map<string, SourceState>();
      const events = await passingFilters(
        store.db,
        await confirmedSilences(
          dark
            .check(now, (assetId, lastAt) => countsFrom(states, assetId, lastAt))
            .filter((event) => !stations.has(event.assetId)),
        ),
        targets,
        inputs,
        assets.profiles,
      );
      if (events.length === 0) return;
      await store.db.transaction().execute(async (tx) => {
        for (const event of events) await tellDark(tx, event, now);
      });
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
