/**
 * The geofence engine at work: the zones of `zone_entry` / `zone_exit` alert rules (a site's
 * boundary, a drawn zone or a circle) and every active site, checked against every stored position.
 * A crossing a rule asks for is published as `zone.entered` / `zone.exited` in the transaction
 * that stored the position, to the rule's workspace (and its channel's endpoint).
 *
 * Zones follow the store: `sync()` reloads rules, sites and follows and applies the difference;
 * the app calls it at start, after local changes, and every SYNC_INTERVAL_MS for changes made by
 * other processes. At start the engine is primed silently from each recently seen asset's last
 * position, so a restart fires nothing for assets already inside.
 */
import { toRfc3339 } from '../../lib/clock.ts';
import type { Outbox } from '../../platform/outbox/index.ts';
import type { Executor, Store } from '../../store/store.ts';
import { type AlertRule, type AlertsService, DEFAULT_HYSTERESIS_M } from '../alerts/index.ts';
import type { AssetsService } from '../assets/index.ts';
import { PRESENCE_WINDOW_MS } from '../assets/index.ts';
import type { DetectionsService } from '../detections/index.ts';
import { type Area, areaBBox } from '../geometry/index.ts';
import type { AssetKind, StoredPosition } from '../ingest/index.ts';
import type { SitesService } from '../sites/index.ts';
import { detectionTypesOf, type SiteRow } from '../sites/index.ts';
import { createGeofenceEngine, type GeofenceSnapshot, type Transition, type Zone } from '../zones/index.ts';
import { listLedger, note } from './ledger-repo.ts';
import { presenceConfidence } from './track-evidence.ts';

/** How often zones are reloaded to pick up rules, sites and follows changed by other processes. */
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
  /** Reloads zones from the store; `prime` also replays recent last positions silently. */
  sync(options?: { prime?: boolean }): Promise<void>;
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
  alerts: AlertsService;
  sites: SitesService;
  assets: AssetsService;
  detections: DetectionsService;
  outbox: Outbox;
  clock: { now(): number };
}): ZoneWatcher {
  const { store, alerts, sites, assets, detections, outbox, clock } = deps;
  const engine = createGeofenceEngine();
  /** Each asset's newest fix time and what it is, for presence counts and detections. */
  const seen = new Map<string, { at: number; kind: AssetKind; aisClass: string | null }>();
  /** Zone id → a fingerprint of its definition, so a sync replaces only zones that changed. */
  const known = new Map<string, string>();

  function ruleZone(
    rule: AlertRule,
    siteAreas: Map<string, Area>,
    follows: Map<string, Set<string>>,
  ): Zone | undefined {
    const behaviour = rule.what.behaviour;
    if (behaviour !== 'zone_entry' && behaviour !== 'zone_exit') return undefined;
    const siteId = 'site_id' in rule.where ? rule.where.site_id : undefined;
    const area = siteId
      ? siteAreas.get(siteId)
      : rule.row.zone
        ? (JSON.parse(rule.row.zone) as Area)
        : undefined;
    // A rule on a stopped site watches nothing until the site is active again.
    if (!area) return undefined;
    const selection = rule.what.assets;
    const assetsWatched =
      selection === 'all'
        ? ('all' as const)
        : Array.isArray(selection)
          ? new Set(selection)
          : (follows.get(rule.row.workspace_id) ?? new Set<string>());
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
        observed_at: transition.crossedAt,
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
        since: transition.crossedAt,
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
        position: {
          at: toRfc3339(transition.fix.at),
          lon: transition.fix.lon,
          lat: transition.fix.lat,
          speed_kn: transition.fix.speedKn ?? null,
          course_deg: transition.fix.courseDeg ?? null,
        },
        zone: tag.zone,
        crossed_at: toRfc3339(transition.crossedAt),
        confirmed_at: toRfc3339(transition.at),
      },
      tag.webhookId ? { alsoEndpointIds: [tag.webhookId] } : {},
    );
  }

  /**
   * A zone added while assets are inside it starts with them inside (from their last positions in
   * the presence window), silently: they did not enter, a site counts them at once, and a rule on
   * exits sees them leave.
   */
  async function placeAlreadyInside(zone: Zone): Promise<void> {
    const recent = await assets.recentlySeenIn(areaBBox(zone.area), clock.now() - PRESENCE_WINDOW_MS);
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

  return {
    async sync(options = {}) {
      const [rules, activeSites, follows] = await Promise.all([
        alerts.listEverywhere(['zone_entry', 'zone_exit']),
        sites.listActiveEverywhere(),
        assets.allFollows(),
      ]);
      const siteAreas = new Map(activeSites.map((site) => [site.row.id, site.boundary as Area]));
      const zones: Zone[] = [
        ...activeSites.map(
          (site): Zone => ({
            id: `site:${site.row.id}`,
            area: site.boundary,
            // A site's presence detections hold still on the edge as rules' crossings do.
            hysteresisM: DEFAULT_HYSTERESIS_M,
            dwellS: 0,
            assets: 'all',
            tag: siteTag(site.row),
          }),
        ),
        ...rules.flatMap((rule) => ruleZone(rule, siteAreas, follows) ?? []),
      ];
      const wanted = new Set(zones.map((zone) => zone.id));
      const added = zones.filter((zone) => !known.has(zone.id));
      for (const id of known.keys()) {
        if (!wanted.has(id)) {
          engine.removeZone(id);
          known.delete(id);
        }
      }
      for (const zone of zones) {
        const fingerprint = JSON.stringify([
          zone.area,
          zone.hysteresisM,
          zone.dwellS,
          zone.assets === 'all' ? 'all' : [...zone.assets].sort(),
          zone.tag,
        ]);
        if (known.get(zone.id) === fingerprint) continue;
        engine.setZone(zone);
        known.set(zone.id, fingerprint);
      }
      if (options.prime) await prime();
      else for (const zone of added) await placeAlreadyInside(zone);
    },

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
        const transitions = engine.update({
          assetId,
          at: report.at,
          lon: report.lon,
          lat: report.lat,
          speedKn: report.speedKn,
          courseDeg: report.courseDeg,
        });
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
