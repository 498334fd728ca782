/**
 * The tracking watcher's dark side (tracking-watcher.ts): which vessels the dark watch watches
 * under which keys (follows and rules on fixed sets of vessels; dark zones, by where each vessel's
 * last fix was), the silences told and still open (the vessel's next position closes them), the
 * sources each vessel was heard through (a silent source's vessels are not dark: the silence is the
 * source's), the stations (never dark), and the silences judging late finds between stored fixes.
 */
import { chunks } from '../../lib/chunks.ts';
import type { Executor, Store } from '../../store/store.ts';
import type { AssetsService, RecentlySeen } from '../assets/index.ts';
import { endDarkGaps } from '../history/index.ts';
import { isStation, type SourceState, type StoredPosition } from '../ingest/index.ts';
import { containsPoint, createZoneIndex } from '../zones/index.ts';
import { darkFilterOf, passingFilters } from './dark-filters.ts';
import type { DarkEvent, DarkWatch } from './dark-watch.ts';
import type { LateReplay } from './late-news.ts';
import { newestFixes } from './recent-fixes.ts';
import { endSilences, listOpenSilences } from './silences-repo.ts';
import type { Telling, TellOrder } from './tell-order.ts';
import type { DarkKeys, DarkZone, Target } from './tracking-plan.ts';
import { positionOf, type Routes } from './tracking-publish.ts';
import type { TrackingTeller } from './tracking-teller.ts';
import type { PrimeScope, TrackFix } from './tracking-types.ts';
import type { WatchInputs } from './watch-inputs.ts';

/** At start, vessels last seen this long ago or less are placed in the dark watch again. */
export const PRIME_DARK_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;
/** Ids per query when reading positions back. */
export const ID_CHUNK = 500;
/** Newest fixes per vessel read back at start: the dark watch's cadence window and one more. */
const PRIME_FIXES_PER_ASSET = 16;
/** A source a vessel was last heard through longer than this before its last fix is not its source any more. */
const SOURCE_MEMORY_MS = 60 * 60 * 1000;

export interface DarkTracking {
  /**
   * Watches by the plan's fixed dark keys and dark zones, for the assets `owns` picks; `open` are the
   * silences told and still open (read before the plan).
   */
  install(
    plan: { staticDark: DarkKeys; darkZones: readonly DarkZone[] },
    open: readonly { asset_id: string; last_at: number }[],
    owns: (assetId: string) => boolean,
  ): Promise<void>;
  /** Rebuilds the watch from the store at start, firing nothing, for the assets `scope` owns. */
  prime(recent: readonly RecentlySeen[], scope: PrimeScope): Promise<void>;
  /**
   * A position judged in order, in memory: it places the vessel and feeds the watch; when it closes
   * an open silence, the answer writes that (tell-order.ts).
   */
  observe(position: StoredPosition, fix: TrackFix): Telling | undefined;
  /** Silences between consecutive fixes that the late ones (`late.from`..`late.to`) begin or end. */
  lateGaps(
    db: Executor,
    assetId: string,
    fixes: readonly TrackFix[],
    late: { from: number; to: number },
    now: number,
    replay: LateReplay,
  ): Promise<void>;
  /**
   * Tells the silences that passed their threshold (checked against the store first), in its place
   * among this process's tellings (tell-order.ts).
   */
  check(now: number, order: TellOrder): Promise<void>;
  forget(which: (assetId: string) => boolean): void;
}

export function createDarkTracking(deps: {
  store: Store;
  inputs: WatchInputs;
  assets: AssetsService;
  clock: { now(): number };
  dark: DarkWatch;
  teller: TrackingTeller;
  routes: Routes;
  /** What each dark key reports to (the watcher's plan, read when needed). */
  targets(): ReadonlyMap<string, Target>;
  /** Whether each source of positions still sends (geo/ingest source-health.ts), by source id. */
  sourceStates?: () => Promise<ReadonlyMap<string, SourceState>>;
}): DarkTracking {
  const { store, inputs, assets, clock, dark, teller, routes } = deps;
  /** Dark keys on fixed sets of vessels (follows, rules on followed or listed assets): asset → key → quiet_s. */
  let staticDark: DarkKeys = new Map();
  let darkZones = createZoneIndex<DarkZone>();
  /** Keys of dark zones each vessel is watched under now, because its last fix was inside. */
  const zoneKeysOf = new Map<string, Set<string>>();
  /** Assets with a silence still open, and when it began: their next position closes it. */
  let openSilences = new Map<string, number>();
  /** Per vessel, the sources it was heard through and when last: whose silence may be theirs. */
  const heardThrough = new Map<string, Map<string, number>>();
  /**
   * Stations (distress devices, aids to navigation) seen: never dark, even when followed or listed
   * (their positions are not a vessel's, and the dark watch does not see them).
   */
  const stations = new Set<string>();

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

  return {
    async install(plan, open, owns) {
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
      for (const zone of plan.darkZones) darkZones.add(zone);
      openSilences = new Map(
        open.filter((row) => owns(row.asset_id)).map((row) => [row.asset_id, row.last_at]),
      );
      await restoreDark(fresh);
      await closeEndedSilences(open.filter((row) => owns(row.asset_id)));
    },

    async prime(recent, scope) {
      for (const seen of recent) if (isStation(seen.kind)) stations.add(seen.id);
      for (const seen of recent) if (seen.kind === 'vessel') placeInDarkZones(seen.id, seen.lon, seen.lat);
      const watched = [...staticDark.keys(), ...zoneKeysOf.keys()].filter((assetId) => scope.owns(assetId));
      // The dark watch may see positions not judged yet: a fix only ever shows a vessel is not dark.
      await restoreDark([...new Set(watched)]);
      // Silences told and still open, of the vessels this engine now judges: the next position closes them.
      const open = (await listOpenSilences(store.db)).filter((row) => scope.owns(row.asset_id));
      for (const row of open) openSilences.set(row.asset_id, row.last_at);
      await closeEndedSilences(open);
    },

    observe({ assetId, report, source }, fix) {
      if (isStation(report.kind)) stations.add(assetId);
      if (source !== undefined && report.kind === 'vessel') noteSource(assetId, source, report.at);
      const opened = openSilences.get(assetId);
      let closing: Telling | undefined;
      if (opened !== undefined && report.at > opened) {
        // Closed here when decided: a write that fails makes the engine rebuild this from the store.
        openSilences.delete(assetId);
        closing = (db) => endSilence(db, assetId, fix);
      }
      if (report.kind !== 'vessel') return closing;
      const { left } = placeInDarkZones(assetId, report.lon, report.lat);
      dark.observe(fix);
      for (const key of left) if (!staticDark.get(assetId)?.has(key)) dark.unwatch(assetId, key);
      return closing;
    },

    async lateGaps(db, assetId, fixes, late, now, replay) {
      for (let i = 0; i + 1 < fixes.length; i++) {
        const before = fixes[i];
        const after = fixes[i + 1];
        if (before === undefined || after === undefined || after.at < late.from || before.at > late.to)
          continue;
        const silentS = (after.at - before.at) / 1000;
        for (const [key, thresholdS] of darkKeysAt(assetId, before)) {
          if (silentS <= thresholdS) continue;
          // The batch's profiles were read before it was judged (late-judging.ts).
          if (!(darkFilterOf(key, deps.targets(), inputs)?.(assetId) ?? true)) continue;
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
    },

    async check(now, order) {
      const states = (await deps.sourceStates?.()) ?? new Map<string, SourceState>();
      const found = dark
        .check(now, (assetId, lastAt) => countsFrom(states, assetId, lastAt))
        .filter((event) => !stations.has(event.assetId));
      if (found.length === 0) return;
      // Found now, in memory: written in this place, after what the engine decided before.
      await order.forTimer()(async () => {
        const events = await passingFilters(
          store.db,
          await confirmedSilences(found),
          deps.targets(),
          inputs,
          assets.profiles,
        );
        if (events.length === 0) return;
        await store.db.transaction().execute(async (tx) => {
          for (const event of events) {
            if (await teller.silence(tx, event, routes, now))
              openSilences.set(event.assetId, event.lastFix.at);
          }
        });
      });
    },

    forget(which) {
      for (const assetId of heardThrough.keys()) if (which(assetId)) heardThrough.delete(assetId);
      for (const assetId of zoneKeysOf.keys()) if (which(assetId)) zoneKeysOf.delete(assetId);
      for (const assetId of stations) if (which(assetId)) stations.delete(assetId);
      for (const assetId of openSilences.keys()) if (which(assetId)) openSilences.delete(assetId);
    },
  };
}
