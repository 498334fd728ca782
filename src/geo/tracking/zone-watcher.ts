/**
 * The geofence engine at work: the zones of `zone_entry` / `zone_exit` alert rules (a site's
 * boundary, a drawn zone or a circle) and every active site, checked against every stored position.
 * A crossing a rule asks for is published as `zone.entered` / `zone.exited` in the transaction
 * that stored the position, to the rule's workspace (and its channel's endpoint).
 *
 * Zones follow the watch inputs (watch-inputs.ts): `applied` installs the zones one change touched
 * (a new rule is one zone, however many there are), `reconcile` compares every zone with the
 * inputs after a full load and changes only those that differ. At start the engine is primed
 * silently from each recently seen asset's last position, so a restart fires nothing for assets
 * already inside.
 */
import { toRfc3339 } from '../../lib/clock.ts';
import type { Outbox } from '../../platform/outbox/index.ts';
import type { Executor, Store } from '../../store/store.ts';
import type { AlertRule } from '../alerts/index.ts';
import type { AssetsService } from '../assets/index.ts';
import { PRESENCE_WINDOW_MS } from '../assets/index.ts';
import type { DetectionsService } from '../detections/index.ts';
import type { Area } from '../geometry/index.ts';
import type { AssetKind, StoredPosition } from '../ingest/index.ts';
import { detectionTypesOf, type Site, type SiteRow } from '../sites/index.ts';
import { createGeofenceEngine, type GeofenceSnapshot, type Transition, type Zone } from '../zones/index.ts';
import { listLedger, note } from './ledger-repo.ts';
import { presenceConfidence } from './track-evidence.ts';
import { type Affected, onFollowedAssets, type WatchInputs } from './watch-inputs.ts';

/**
 * How often everything is reloaded, as a backstop: changes reach the engines as they are made
 * (platform/changes), and after any gap in hearing them.
 */
export const SYNC_INTERVAL_MS = 30_000;

type RuleTag = {
  kind: 'rule';
  workspaceId: string;
  ruleId: string;
  behaviour: 'zone_entry' | 'zone_exit';
  zone: { kind: 'site' | 'area'; id: string };
  webhookId: string | undefined;
};
/** `types`: the detection types the site takes; null: every type. */
type SiteTag = { kind: 'site'; siteId: string; workspaceId: string; types: string[] | null };

/** A vessel or aircraft that re-enters a site within this long after its last presence there adds no new detection. */
export const PRESENCE_REPEAT_MS = 60 * 60 * 1000;
/** Dwell confirmations wait this long behind the clock for late fixes that could still undo them. */
const TICK_LAG_MS = 30_000;

export interface ZoneWatcher {
  /** Brings every zone in line with the inputs (after they were loaded whole). */
  reconcile(): void;
  /** Installs or removes the zones of the rules and sites a change touched. */
  applied(affected: Affected): void;
  /** Places each recently seen asset at its last position, silently (at start). */
  prime(): Promise<void>;
  /**
   * The ingest listener: checks stored positions, publishes the crossings rules ask for and records
   * a site's `vessel_presence` / `aircraft_presence` detection when an asset enters it.
   */
  onPositions(db: Executor, positions: readonly StoredPosition[]): Promise<void>;
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

function siteTag(site: SiteRow): SiteTag {
  return {
    kind: 'site',
    siteId: site.id,
    workspaceId: site.workspace_id,
    types: detectionTypesOf(site),
  };
}

export function createZoneWatcher(deps: {
  store: Store;
  inputs: WatchInputs;
  assets: AssetsService;
  detections: DetectionsService;
  outbox: Outbox;
  clock: { now(): number };
}): ZoneWatcher {
  const { store, inputs, assets, detections, outbox, clock } = deps;
  const engine = createGeofenceEngine();
  /** Each asset's newest fix time and what it is, for presence counts and detections. */
  const seen = new Map<string, { at: number; kind: AssetKind; aisClass: string | null }>();
  /** Zone id → a fingerprint of its definition, so a sync replaces only zones that changed. */
  const known = new Map<string, string>();

  function ruleZone(rule: AlertRule): Zone | undefined {
    const behaviour = rule.what.behaviour;
    if (behaviour !== 'zone_entry' && behaviour !== 'zone_exit') return undefined;
    const siteId = 'site_id' in rule.where ? rule.where.site_id : undefined;
    const area = siteId
      ? (inputs.sites.get(siteId)?.boundary as Area | undefined)
      : rule.row.zone
        ? (JSON.parse(rule.row.zone) as Area)
        : undefined;
    // A rule on a stopped site watches nothing until the site is active again.
    if (!area) return undefined;
    const selection = rule.what.assets;
    const assetsWatched = onFollowedAssets(rule)
      ? new Set(inputs.follows.get(rule.row.workspace_id) ?? [])
      : selection === 'all'
        ? ('all' as const)
        : new Set(selection as string[]);
    const tag: RuleTag = {
      kind: 'rule',
      workspaceId: rule.row.workspace_id,
      ruleId: rule.row.id,
      behaviour,
      zone: siteId ? { kind: 'site', id: siteId } : { kind: 'area', id: rule.row.id },
      webhookId: rule.channel.webhook_id,
    };
    return {
      id: `rule:${rule.row.id}`,
      area,
      hysteresisM: Number(rule.what.hysteresis_m ?? 0),
      dwellS: Number(rule.what.dwell_s ?? 0),
      assets: assetsWatched,
      tag,
    };
  }

  async function recordPresence(db: Executor, tag: SiteTag, transition: Transition): Promise<void> {
    const asset = seen.get(transition.assetId);
    if (!asset) return;
    const type = asset.kind === 'vessel' ? 'vessel_presence' : 'aircraft_presence';
    if (tag.types !== null && !tag.types.includes(type)) return;
    const fix = transition.fix;
    await detections.recordBuiltIn(
      db,
      tag.workspaceId,
      {
        site_id: tag.siteId,
        type,
        confidence: presenceConfidence(asset.kind, asset.aisClass, fix.at, clock.now()),
        observed_at: fix.at,
        geometry: { type: 'Point', coordinates: [fix.lon, fix.lat] },
        evidence: [
          {
            kind: 'track',
            asset_id: transition.assetId,
            from: toRfc3339(fix.at),
            to: toRfc3339(fix.at),
            points: [{ at: toRfc3339(fix.at), lon: fix.lon, lat: fix.lat }],
          },
        ],
      },
      'geofence',
    );
  }

  /**
   * A crossing is told only if the ledger says it is news (it changes the side told last): an asset
   * placed afresh after a restart, or judged by a second process, does not enter twice.
   */
  async function publish(db: Executor, transition: Transition): Promise<void> {
    const tag = transition.tag as RuleTag | SiteTag | undefined;
    if (tag === undefined) return;
    const decision = await note(
      db,
      { rowLocks: store.dialect.rowLocks, now: clock.now() },
      `zone:${transition.zoneId}`,
      transition.assetId,
      {
        kind: 'crossing',
        inside: transition.kind === 'entered',
        since: transition.at,
        ...(tag.kind === 'site' ? { repeatAfterMs: PRESENCE_REPEAT_MS } : {}),
      },
    );
    if (!decision.tell) return;
    if (tag.kind === 'site') {
      await recordPresence(db, tag, transition);
      return;
    }
    const wanted = tag.behaviour === 'zone_entry' ? 'entered' : 'exited';
    if (transition.kind !== wanted) return;
    await outbox.publish(
      db,
      tag.workspaceId,
      transition.kind === 'entered' ? 'zone.entered' : 'zone.exited',
      {
        rule_id: tag.ruleId,
        asset_id: transition.assetId,
        position: { at: toRfc3339(transition.fix.at), lon: transition.fix.lon, lat: transition.fix.lat },
        zone: tag.zone,
      },
      tag.webhookId ? { alsoEndpointIds: [tag.webhookId] } : {},
    );
  }

  /**
   * Places recently seen assets from their last positions, silently, then puts every asset the
   * ledger says was told inside a zone back inside it: its exit is still news, even when its last
   * position was in the band or a crossing out was waiting for its dwell when the service stopped.
   */
  async function prime(): Promise<void> {
    const recent = await assets.recentlySeen(clock.now() - PRESENCE_WINDOW_MS);
    for (const asset of recent) {
      seen.set(asset.id, { at: asset.at, kind: asset.kind, aisClass: asset.aisClass });
      engine.update({ assetId: asset.id, at: asset.at, lon: asset.lon, lat: asset.lat }, { silent: true });
    }
    const told = await listLedger(store.db, 'zone:', 'inside');
    if (told.length === 0) return;
    const snapshot: GeofenceSnapshot = engine.snapshot();
    const byAsset = new Map(snapshot.assets.map((asset) => [asset.assetId, asset]));
    for (const row of told) {
      const zoneId = row.watch.slice('zone:'.length);
      let asset = byAsset.get(row.subject);
      if (asset === undefined) {
        asset = { assetId: row.subject, horizon: row.since, zones: [] };
        byAsset.set(row.subject, asset);
        snapshot.assets.push(asset);
      }
      // Inside, with no crossing in either direction waiting: the next fix judges from there.
      asset.zones = [...asset.zones.filter((zone) => zone.zoneId !== zoneId), { zoneId, inside: true }];
    }
    engine.restore(snapshot);
  }

  function siteZone(site: Site): Zone {
    return {
      id: `site:${site.row.id}`,
      area: site.boundary,
      hysteresisM: 0,
      dwellS: 0,
      assets: 'all',
      tag: siteTag(site.row),
    };
  }

  /** Sets the zone `id` to `zone` (or removes it), unless it already is that. */
  function install(id: string, zone: Zone | undefined): void {
    if (zone === undefined) {
      if (known.delete(id)) engine.removeZone(id);
      return;
    }
    const fingerprint = JSON.stringify([
      zone.area,
      zone.hysteresisM,
      zone.dwellS,
      zone.assets === 'all' ? 'all' : [...zone.assets].sort(),
      zone.tag,
    ]);
    if (known.get(id) === fingerprint) return;
    engine.setZone(zone);
    known.set(id, fingerprint);
  }

  function installRule(id: string): void {
    const rule = inputs.rules.get(id);
    install(`rule:${id}`, rule ? ruleZone(rule) : undefined);
  }

  function installSite(id: string): void {
    const site = inputs.sites.get(id);
    install(`site:${id}`, site ? siteZone(site) : undefined);
  }

  return {
    reconcile() {
      const wanted = new Set<string>();
      for (const id of inputs.sites.keys()) wanted.add(`site:${id}`);
      for (const id of inputs.rules.keys()) wanted.add(`rule:${id}`);
      for (const id of [...known.keys()]) if (!wanted.has(id)) install(id, undefined);
      for (const id of inputs.sites.keys()) installSite(id);
      for (const id of inputs.rules.keys()) installRule(id);
    },

    applied(affected) {
      for (const id of affected.siteIds) installSite(id);
      for (const id of affected.ruleIds) installRule(id);
    },

    prime,

    async onPositions(db, positions) {
      // Time order within a batch: the engine ignores a fix older than the asset's newest.
      const ordered = [...positions].sort((a, b) => a.report.at - b.report.at);
      for (const { assetId, report } of ordered) {
        const before = seen.get(assetId);
        if (before === undefined || report.at > before.at) {
          seen.set(assetId, {
            at: report.at,
            kind: report.kind,
            aisClass: report.aisClass ?? before?.aisClass ?? null,
          });
        }
        const transitions = engine.update({ assetId, at: report.at, lon: report.lon, lat: report.lat });
        for (const transition of transitions) await publish(db, transition);
      }
    },

    async tick() {
      const now = clock.now();
      const transitions = engine.tick(now - TICK_LAG_MS);
      if (transitions.length === 0) return;
      await store.db.transaction().execute(async (tx) => {
        for (const transition of transitions) await publish(tx, transition);
      });
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
