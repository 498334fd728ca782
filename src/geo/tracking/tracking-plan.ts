/**
 * What the tracking watcher should watch, worked out from the store's rules, active sites and
 * follows: the dark watch's keys (fixed sets of vessels, and zones where every vessel inside is
 * watched), the track detectors' parameter sets, and where each key's findings go. Pure: the
 * watcher installs the plan and keeps what carries over.
 */
import type { AlertRule } from '../alerts/index.ts';
import type { Area } from '../geometry/index.ts';
import type { Site } from '../sites/index.ts';
import { takesDetectionType } from '../sites/index.ts';
import { containsPoint, type PreparedArea, prepareArea } from '../zones/index.ts';
import { DEFAULT_ENCOUNTER, DEFAULT_LOITERING } from './tracking-defaults.ts';
import type { DetectorSpec } from './tracking-types.ts';
import type { RuleAssets } from './watch-inputs.ts';

/** The rule behaviours planned here (zone crossings are the zone watcher's). */
export const TRACKING_BEHAVIOURS: ReadonlySet<string> = new Set([
  'dark',
  'loitering',
  'encounter',
  'speed_above',
]);

/** The key of the dark watch that follows bring: one per vessel, whoever follows it. */
export const FOLLOW_KEY = 'follow';

export type ZoneRef = { kind: 'site' | 'area'; id: string };
export type RuleTarget = {
  kind: 'rule';
  ruleId: string;
  workspaceId: string;
  zone: ZoneRef;
  prepared: PreparedArea;
  webhookId: string | undefined;
  /** When the rule was made: what began before is not its to tell, even when judged late. */
  since: number;
};
export type SiteTarget = {
  kind: 'site';
  siteId: string;
  workspaceId: string;
  prepared: PreparedArea;
  /** When the site was made. */
  since: number;
};
export type Target = RuleTarget | SiteTarget;
/** A zone where every vessel inside is watched for silences under `key`. */
export type DarkZone = { key: string; quietS: number | undefined; prepared: PreparedArea };
/** Dark keys per vessel, each with a rule's `quiet_s` or undefined for the adaptive threshold. */
export type DarkKeys = Map<string, Map<string, number | undefined>>;

export interface TrackingPlan {
  /** Asset → workspaces following it. */
  followers: Map<string, Set<string>>;
  /** Where each dark key and detector key reports (the follow key excepted). */
  targets: Map<string, Target>;
  /** Dark keys on fixed sets of vessels: follows, and `dark` rules on followed or listed assets. */
  staticDark: DarkKeys;
  /** `dark` rules on every asset, and sites that take `dark_activity`. */
  darkZones: DarkZone[];
  /** Track detectors for vessels, by key. */
  vesselSpecs: Map<string, DetectorSpec>;
  /** Aircraft meet only `speed_above` rules: loitering and encounters are about vessels. */
  aircraftSpecs: Map<string, DetectorSpec>;
}

/**
 * Prepares an area given as its stored GeoJSON text; a caller that plans again and again passes
 * one that remembers (see `createPreparedAreas`).
 */
export type PrepareArea = (geojson: string, area: () => Area) => PreparedArea;

/**
 * A `PrepareArea` that keeps what the last plan used, so planning again after one change prepares
 * only the areas that are new; `nextPlan` forgets the areas the plan before last used and this one did not.
 */
export function createPreparedAreas(): PrepareArea & { nextPlan(): void } {
  let previous = new Map<string, PreparedArea>();
  let current = new Map<string, PreparedArea>();
  const prepare = (geojson: string, area: () => Area) => {
    const prepared = current.get(geojson) ?? previous.get(geojson) ?? prepareArea(area());
    current.set(geojson, prepared);
    return prepared;
  };
  return Object.assign(prepare, {
    nextPlan() {
      previous = current;
      current = new Map();
    },
  });
}

const prepareOnce: PrepareArea = (_geojson, area) => prepareArea(area());

function ruleArea(
  rule: AlertRule,
  siteAreas: Map<string, Site>,
): { geojson: string; area: () => Area; zone: ZoneRef } | undefined {
  if ('site_id' in rule.where) {
    const site = siteAreas.get(rule.where.site_id);
    return site
      ? {
          geojson: site.row.boundary,
          area: () => site.boundary,
          zone: { kind: 'site', id: rule.where.site_id },
        }
      : undefined;
  }
  const zone = rule.row.zone;
  return zone
    ? { geojson: zone, area: () => JSON.parse(zone) as Area, zone: { kind: 'area', id: rule.row.id } }
    : undefined;
}

export function planTracking(
  rules: Iterable<AlertRule>,
  activeSites: Iterable<Site>,
  who: RuleAssets,
  prepare: PrepareArea = prepareOnce,
): TrackingPlan {
  const follows = who.follows;
  const nextFollowers = new Map<string, Set<string>>();
  const wantedDark: DarkKeys = new Map();
  const watchStatic = (assetId: string, key: string, quietS: number | undefined) => {
    const keys = wantedDark.get(assetId) ?? new Map<string, number | undefined>();
    keys.set(key, quietS);
    wantedDark.set(assetId, keys);
  };
  for (const [workspaceId, ids] of follows) {
    for (const assetId of ids) {
      const set = nextFollowers.get(assetId) ?? new Set<string>();
      set.add(workspaceId);
      nextFollowers.set(assetId, set);
      watchStatic(assetId, FOLLOW_KEY, undefined);
    }
  }

  const nextTargets = new Map<string, Target>();
  const zones: DarkZone[] = [];
  const addZone = (zone: DarkZone) => zones.push(zone);
  const specs = new Map<string, DetectorSpec>();
  const aircraftSpecs = new Map<string, DetectorSpec>();
  const siteAreas = new Map<string, Site>();
  for (const site of activeSites) siteAreas.set(site.row.id, site);

  for (const site of siteAreas.values()) {
    const takes = (type: string) => takesDetectionType(site.row, type);
    const prepared = prepare(site.row.boundary, () => site.boundary as Area);
    const target: SiteTarget = {
      kind: 'site',
      siteId: site.row.id,
      workspaceId: site.row.workspace_id,
      prepared,
      since: site.row.created_at,
    };
    const within = (lon: number, lat: number) => containsPoint(prepared, lon, lat);
    if (takes('dark_activity')) {
      nextTargets.set(`site:${site.row.id}`, target);
      addZone({ key: `site:${site.row.id}`, quietS: undefined, prepared });
    }
    if (takes('loitering')) {
      nextTargets.set(`site:${site.row.id}:loitering`, target);
      specs.set(`site:${site.row.id}:loitering`, {
        kind: 'loitering',
        params: { ...DEFAULT_LOITERING },
        within,
      });
    }
    if (takes('encounter')) {
      nextTargets.set(`site:${site.row.id}:encounter`, target);
      specs.set(`site:${site.row.id}:encounter`, {
        kind: 'encounter',
        params: { ...DEFAULT_ENCOUNTER },
        within,
      });
    }
  }

  for (const rule of rules) {
    if (!TRACKING_BEHAVIOURS.has(rule.what.behaviour)) continue;
    const place = ruleArea(rule, siteAreas);
    // A rule on a stopped site watches nothing until the site is active again.
    if (!place) continue;
    const key = `rule:${rule.row.id}`;
    const prepared = prepare(place.geojson, place.area);
    nextTargets.set(key, {
      kind: 'rule',
      ruleId: rule.row.id,
      workspaceId: rule.row.workspace_id,
      zone: place.zone,
      prepared,
      webhookId: rule.channel.webhook_id,
      since: rule.row.created_at,
    });
    const watched = who.assetsOf(rule);
    const test = who.filterOf(rule);
    const what = rule.what;
    const num = (name: string) => Number(what[name]);
    const within = (lon: number, lat: number) => containsPoint(prepared, lon, lat);
    switch (what.behaviour) {
      case 'dark': {
        const quietS = num('quiet_s');
        if (watched === 'all') addZone({ key, quietS, prepared });
        else for (const assetId of watched) watchStatic(assetId, key, quietS);
        break;
      }
      case 'loitering':
        specs.set(key, {
          kind: 'loitering',
          params: { maxSpeedKn: num('max_speed_kn'), minDurationS: num('min_duration_s') },
          assets: watched,
          test,
          within,
        });
        break;
      case 'encounter':
        specs.set(key, {
          kind: 'encounter',
          params: {
            maxDistanceM: num('max_distance_m'),
            maxSpeedKn: num('max_speed_kn'),
            minDurationS: num('min_duration_s'),
          },
          assets: watched,
          test,
          within,
        });
        break;
      case 'speed_above': {
        const spec: DetectorSpec = {
          kind: 'speed_above',
          params: { speedKn: num('speed_kn'), minDurationS: num('min_duration_s') },
          assets: watched,
          test,
          within,
        };
        specs.set(key, spec);
        aircraftSpecs.set(key, spec);
        break;
      }
      default:
        break;
    }
  }

  return {
    followers: nextFollowers,
    targets: nextTargets,
    staticDark: wantedDark,
    darkZones: zones,
    vesselSpecs: specs,
    aircraftSpecs,
  };
}
