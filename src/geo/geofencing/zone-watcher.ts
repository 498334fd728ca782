/**
 * The geofence engine at work: the zones of `zone_entry` / `zone_exit` alert rules (a site's
 * boundary, a drawn zone or a circle) and every active site, checked against every stored position.
 * The crossings of each judged batch are found in memory and told together (zone-teller.ts): a
 * crossing a rule asks for is published as `zone.entered` / `zone.exited` in the short transaction
 * that writes what the engine decided (geo/engine), to the rule's workspace (and its channel's
 * endpoint); a site's entry is a presence detection.
 *
 * Zones follow the watch inputs (watch-inputs.ts): `applied` installs the zones one change touched
 * (a new rule is one zone, however many there are), `reconcile` compares every zone with the
 * inputs after a full load and changes only those that differ. At start the engine is primed
 * silently from each recently seen asset's last position, so a restart fires nothing for assets
 * already inside; a zone added later starts with the assets already inside it, silently too.
 */
import type { Outbox } from '../../platform/outbox/index.ts';
import type { Executor, Store } from '../../store/store.ts';
import type { AssetsService } from '../assets/index.ts';
import { PRESENCE_WINDOW_MS } from '../assets/index.ts';
import type { DetectionsService } from '../detections/index.ts';
import { areaBBox } from '../geometry/index.ts';
import { type AssetKind, isStation, type StoredPosition } from '../ingest/index.ts';
import type { Port } from '../ports/index.ts';
import {
  type Affected,
  backfillZoneLedger,
  type LateReplay,
  listLedger,
  listLedgerOf,
  type PrimeScope,
  spansOfRow,
  type Telling,
  type TellOrder,
  type WatchInputs,
  WHOLE_STORE,
} from '../tracking/index.ts';
import { createGeofenceEngine, type Fix, type Transition, type Zone } from '../zones/index.ts';
import {
  createPortVisits,
  indexPortZones,
  operatorPortZone,
  type PortStop,
  portZoneId,
} from './port-visits.ts';
import { createRoamingWatch } from './roaming-watch.ts';
import { ruleZone, siteZone } from './zone-definitions.ts';
import type { ZONE_EVENTS } from './zone-events.ts';
import { recentPlaces, withToldInsides } from './zone-prime.ts';
import { createZoneTeller } from './zone-teller.ts';

/**
 * How often everything is reloaded, as a backstop: changes reach the engines as they are made
 * (platform/changes), and after any gap in hearing them.
 */
export const SYNC_INTERVAL_MS = 30_000;

/** Dwell confirmations wait this long behind the clock for late fixes that could still undo them. */
const TICK_LAG_MS = 30_000;

export interface ZoneWatcher {
  /**
   * Brings every zone in line with the inputs (after they were loaded whole); a zone it adds starts
   * with the assets already inside it.
   */
  reconcile(): Promise<void>;
  /** Installs or removes the zones of the rules and sites a change touched, as `reconcile` does. */
  applied(affected: Affected): Promise<void>;
  /**
   * Puts the assets `scope` owns back where the ledger says they were told to be (at start, or when
   * the engine takes partitions over).
   */
  prime(scope?: PrimeScope): Promise<void>;
  /** Drops every state of the assets `which` picks: another engine process owns them now. */
  forget(which: (assetId: string) => boolean): void;
  /** Which assets this watcher judges (default: all); the engine sets it as partitions come and go. */
  setOwnership(owns: (assetId: string) => boolean): void;
  /**
   * Judges stored positions in memory, now, with no transaction open; what it answers writes what
   * they show (tell-order.ts), in the transaction the engine hands it: the crossings rules ask for
   * are published, and a site's `vessel_presence` / `aircraft_presence` detection is recorded when
   * an asset enters it.
   */
  decide(positions: readonly StoredPosition[]): Telling;
  /**
   * Judges one asset again from `from` (late-judging.ts): its state is rebuilt at its first fix from
   * the stays the ledger says were told, the fixes before `from` are replayed untold, and what the
   * rest shows is told if it is news, marked late; `replay` says what of a time before a zone was
   * made is its news (late-news.ts).
   */
  rejudge(
    db: Executor,
    asset: { id: string; kind: AssetKind; aisClass: string | null },
    fixes: readonly Fix[],
    from: number,
    replay: LateReplay,
  ): Promise<void>;
  /** Confirms crossings whose `dwell_s` ran out with no fix since; run on a timer. */
  tick(): Promise<void>;
  /**
   * Assets inside an active site now with a position in the last PRESENCE_WINDOW_MS, as far as this
   * process has seen; undefined if the site is not watched here.
   */
  insideSite(siteId: string): number | undefined;
  /** Whether the zone (`rule:<id>`, `site:<id>`) is in force here, and watches `assetId` when given. */
  watching(zoneId: string, assetId?: string): boolean;
}

export function createZoneWatcher(deps: {
  store: Store;
  inputs: WatchInputs;
  /** The World Port Index's ports, whose visits are found for the vessels workspaces follow. */
  ports: { indexPorts(): readonly Port[] };
  assets: AssetsService;
  detections: DetectionsService;
  outbox: Outbox<typeof ZONE_EVENTS>;
  clock: { now(): number };
  /** How old a late position may be and still be judged, ms (the ledger keeps stays that long). */
  lateHorizonMs: number;
  /** The order of this process's tellings: the dwell timer's crossings take their place in it. */
  order: TellOrder;
  /**
   * Whether this watcher judges rules' roaming zones (default: yes). An engine shared through NATS
   * judges them apart, in its encounter partition (roaming-judge.ts): its partitions' watchers not.
   */
  roaming?: boolean;
}): ZoneWatcher {
  const { store, inputs, assets, detections, outbox, clock, lateHorizonMs, order } = deps;
  const engine = createGeofenceEngine();
  const portVisits = createPortVisits({ engine, inputs });
  /** The assets this process's engine judges: only those are placed in a zone added. */
  let owns: (assetId: string) => boolean = () => true;
  /** Rules' roaming zones (`where.near_asset`), judged on the same positions (roaming-watch.ts). */
  const roaming = createRoamingWatch({
    inputs,
    assets,
    db: () => store.db,
    clock,
    owns: (assetId) => owns(assetId),
  });
  /** Each asset's newest fix time and what it is, for presence counts and detections. */
  const seen = new Map<string, { at: number; kind: AssetKind; aisClass: string | null }>();
  const teller = createZoneTeller({
    store,
    outbox,
    detections,
    clock,
    lateHorizonMs,
    assetOf: (id) => seen.get(id),
    ports: portVisits,
  });
  /** Zone id → a fingerprint of its definition, so a sync replaces only zones that changed. */
  const known = new Map<string, string>();
  /**
   * Whether the engine has been primed: until then a zone added places nobody (the prime places
   * every asset in every zone at once, instead of a query per zone at start).
   */
  let primed = false;

  /**
   * A zone added while assets are inside it starts with them inside (from their last positions in
   * the presence window), silently: they did not enter, a site counts them at once, and a rule on
   * exits sees them leave.
   */
  async function placeAlreadyInside(zone: Zone): Promise<void> {
    const recent = (
      await assets.recentlySeenIn(areaBBox(zone.area), clock.now() - PRESENCE_WINDOW_MS)
    ).filter((asset) => owns(asset.id) && !isStation(asset.kind));
    // A zone with filters places only the assets that pass them: their profiles first.
    await assets.profiles.refresh(
      store.db,
      recent.map((asset) => asset.id),
    );
    for (const asset of recent) {
      if (!seen.has(asset.id))
        seen.set(asset.id, { at: asset.at, kind: asset.kind, aisClass: asset.aisClass });
    }
    engine.place(
      zone.id,
      recent.map((asset) => ({ assetId: asset.id, at: asset.at, lon: asset.lon, lat: asset.lat })),
    );
  }

  /**
   * Places each asset seen in the last hour in its zones silently, from its last position judged
   * (one stored but still on its way through the engine's feed is judged when it arrives, and the
   * entry it makes is told then instead of being taken as the asset's place); then puts every asset
   * the ledger says was told inside a zone back inside it, so its exit is still news (even when a
   * crossing out was waiting for its dwell when the service stopped).
   */
  async function prime(scope: PrimeScope = WHOLE_STORE): Promise<void> {
    primed = true;
    const { recent, places } = await recentPlaces(assets, store.db, scope, clock.now());
    for (const asset of recent) {
      seen.set(asset.id, { at: asset.at, kind: asset.kind, aisClass: asset.aisClass });
      const place = places.get(asset.id);
      if (place !== undefined)
        engine.update({ assetId: asset.id, at: place.at, lon: place.lon, lat: place.lat }, { silent: true });
    }
    // Once, when the store asks for it (upgraded from before the ledger): the insides it lacks.
    await backfillZoneLedger({ store, assets, now: clock.now() }, zonesInForce());
    const told = (await listLedger(store.db, 'zone:', 'inside')).filter((row) => scope.owns(row.subject));
    const roamingTold = told.filter((row) => isRoaming(row.watch.slice('zone:'.length)));
    const zoneTold = told.filter((row) => !isRoaming(row.watch.slice('zone:'.length)));
    if (zoneTold.length > 0) engine.restore(withToldInsides(engine.snapshot(), zoneTold));
    roaming.prime(
      [...places].map(([assetId, place]) => ({ assetId, at: place.at, lon: place.lon, lat: place.lat })),
      roamingTold,
    );
  }

  /** Whether a zone id is a roaming zone's, judged here or apart (its rule has `near_asset`). */
  function isRoaming(zoneId: string): boolean {
    const rule = zoneId.startsWith('rule:') ? inputs.rules.get(zoneId.slice('rule:'.length)) : undefined;
    return roaming.has(zoneId) || (rule !== undefined && 'near_asset' in rule.where);
  }

  /** The zones installed now, as their rules and sites define them. */
  function zonesInForce(): Zone[] {
    return [
      ...[...inputs.sites.values()].map(siteZone),
      ...[...inputs.rules.values()].flatMap((rule) => ruleZone(rule, inputs) ?? []),
    ].filter((zone) => known.has(zone.id));
  }

  /**
   * Sets the zone `id` to `zone` (or removes it), unless it already is that; returns the zone when
   * it was not in force before (to place the assets already inside it).
   */
  function install(id: string, zone: Zone | undefined): Zone | undefined {
    if (id.startsWith('port:')) portVisits.installed(id, zone);
    if (zone === undefined) {
      if (known.delete(id)) engine.removeZone(id);
      return undefined;
    }
    const added = !known.has(id);
    const fingerprint = JSON.stringify([
      zone.area,
      zone.hysteresisM,
      zone.dwellS,
      zone.assets === 'all' ? 'all' : [...zone.assets].sort(),
      zone.tag,
    ]);
    if (known.get(id) === fingerprint) return undefined;
    engine.setZone(zone);
    known.set(id, fingerprint);
    return added ? zone : undefined;
  }

  /** Roaming zones added since the prime, to place from the store (`placeInAdded`). */
  const roamingAdded: string[] = [];

  function installRule(id: string): Zone | undefined {
    const fenceAdded = deps.roaming === false ? undefined : roaming.install(id);
    if (fenceAdded !== undefined) roamingAdded.push(fenceAdded);
    const rule = inputs.rules.get(id);
    return install(`rule:${id}`, rule ? ruleZone(rule, inputs) : undefined);
  }

  function installSite(id: string): Zone | undefined {
    const site = inputs.sites.get(id);
    return install(`site:${id}`, site ? siteZone(site) : undefined);
  }

  function installPort(id: string): Zone | undefined {
    const drawn = inputs.ports.get(id);
    return install(portZoneId(id), drawn ? operatorPortZone(drawn) : undefined);
  }

  /**
   * The index's ports never change: installed once, with no fingerprint to compare. Their zones and
   * prepared areas are built once a process (port-visits.ts, the engine), so a second service in
   * the same process (the test suite's) installs them in a few milliseconds.
   */
  const indexZoneIds = new Set<string>();
  function installIndexPorts(): void {
    if (indexZoneIds.size > 0) return;
    for (const zone of indexPortZones(deps.ports.indexPorts())) {
      engine.setZone(zone);
      portVisits.installed(zone.id, zone);
      known.set(zone.id, 'index');
      indexZoneIds.add(zone.id);
    }
  }

  /** Places the assets already inside the zones just added (none before the engine is primed). */
  async function placeInAdded(added: readonly (Zone | undefined)[]): Promise<void> {
    const fences = roamingAdded.splice(0);
    if (!primed) return;
    for (const zone of added) if (zone !== undefined) await placeAlreadyInside(zone);
    for (const zoneId of fences) await roaming.place(zoneId);
  }

  return {
    async reconcile() {
      installIndexPorts();
      const wanted = new Set<string>(indexZoneIds);
      for (const id of inputs.sites.keys()) wanted.add(`site:${id}`);
      for (const id of inputs.rules.keys()) wanted.add(`rule:${id}`);
      for (const id of inputs.ports.keys()) wanted.add(portZoneId(id));
      for (const id of [...known.keys()]) if (!wanted.has(id)) install(id, undefined);
      roaming.keepOnly(new Set(inputs.rules.keys()));
      const added: (Zone | undefined)[] = [];
      for (const id of inputs.sites.keys()) added.push(installSite(id));
      for (const id of inputs.rules.keys()) added.push(installRule(id));
      for (const id of inputs.ports.keys()) added.push(installPort(id));
      await placeInAdded(added);
    },

    async applied(affected) {
      const added: (Zone | undefined)[] = [];
      for (const id of affected.siteIds) added.push(installSite(id));
      for (const id of affected.ruleIds) added.push(installRule(id));
      for (const id of affected.portIds ?? []) added.push(installPort(id));
      await placeInAdded(added);
    },

    prime,

    forget(which) {
      engine.forget(which);
      roaming.forget(which);
      for (const assetId of seen.keys()) if (which(assetId)) seen.delete(assetId);
    },

    setOwnership(next) {
      owns = next;
    },

    decide(positions) {
      // Time order within a batch: the engine ignores a fix older than the asset's newest.
      const ordered = [...positions].sort((a, b) => a.report.at - b.report.at);
      const transitions: Transition[] = [];
      const stops: PortStop[] = [];
      for (const { assetId, report } of ordered) {
        // A distress device or an aid to navigation is never in a zone: it is not a vessel.
        if (isStation(report.kind)) continue;
        const before = seen.get(assetId);
        if (before === undefined || report.at > before.at) {
          seen.set(assetId, {
            at: report.at,
            kind: report.kind,
            aisClass: report.aisClass ?? before?.aisClass ?? null,
          });
        }
        const judged = portVisits.judge(
          {
            assetId,
            at: report.at,
            lon: report.lon,
            lat: report.lat,
            speedKn: report.speedKn,
            courseDeg: report.courseDeg,
            headingDeg: report.headingDeg,
            altitudeFt: report.altitudeFt,
          },
          report.navStatus ?? null,
        );
        transitions.push(...judged.transitions);
        stops.push(...judged.stops);
        const { lon, lat, speedKn, courseDeg } = report;
        transitions.push(
          ...roaming.observe({
            assetId,
            at: report.at,
            lon,
            lat,
            speedKn: speedKn ?? null,
            courseDeg: courseDeg ?? null,
            aisClass: null,
          }),
        );
      }
      return async (db) => {
        await teller.tell(db, transitions);
        // After the stays the crossings noted: a stop names the stay it lies in.
        if (stops.length > 0) await portVisits.confirm(db, stops, false, clock.now());
      };
    },

    async rejudge(db, asset, fixes, from, replay) {
      const assetId = asset.id;
      const first = fixes[0];
      if (first === undefined || isStation(asset.kind)) return;
      const last = fixes[fixes.length - 1];
      const before = seen.get(assetId);
      if (last !== undefined && (before === undefined || last.at > before.at))
        seen.set(assetId, {
          at: last.at,
          kind: asset.kind,
          aisClass: asset.aisClass ?? before?.aisClass ?? null,
        });
      // Inside at the first fix: the zones whose stay told covers it.
      const inside = (await listLedgerOf(db, 'zone:', assetId)).flatMap((row) =>
        spansOfRow(row).some(([start, end]) => start <= first.at && (end === null || end > first.at))
          ? [{ zoneId: row.watch.slice('zone:'.length), inside: true }]
          : [],
      );
      engine.restoreAsset(
        assetId,
        inside.length === 0 ? undefined : { assetId, horizon: first.at - 1, zones: inside },
      );
      const transitions: Transition[] = [];
      const stops: PortStop[] = [];
      for (const fix of fixes) {
        const found = portVisits.judge(fix);
        if (fix.at < from) continue;
        transitions.push(...found.transitions);
        stops.push(...found.stops);
      }
      await teller.tell(db, transitions, { replay, fixTimes: fixes.map((fix) => fix.at) });
      if (stops.length > 0) await portVisits.confirm(db, stops, true, clock.now());
    },

    async tick() {
      const now = clock.now();
      roaming.expire(now);
      const transitions = engine.tick(now - TICK_LAG_MS);
      if (transitions.length === 0) return;
      // After what the engine decided before (a crossing it saw), whose write may still be due.
      await order.forTimer()(() => store.db.transaction().execute((tx) => teller.tell(tx, transitions)));
    },

    watching(zoneId, assetId) {
      if (!known.has(zoneId)) return false;
      return assetId === undefined || engine.watches(zoneId, assetId);
    },

    insideSite(siteId) {
      if (!known.has(`site:${siteId}`)) return undefined;
      const since = clock.now() - PRESENCE_WINDOW_MS;
      let count = 0;
      for (const assetId of engine.inside(`site:${siteId}`))
        if ((seen.get(assetId)?.at ?? 0) >= since) count += 1;
      return count;
    },
  };
}
