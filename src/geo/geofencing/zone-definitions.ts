/**
 * The zones the zone watcher installs for alert rules and sites: a `zone_entry` / `zone_exit`
 * rule's area (its site's boundary, a drawn zone or a circle) and every active site, with the
 * assets each watches and the tag the teller tells their crossings by. Ports' zones are
 * port-visits.ts's.
 */
import { type AlertRule, DEFAULT_HYSTERESIS_M, DEFAULT_MAX_GAP_S } from '../alerts/index.ts';
import type { Area } from '../geometry/index.ts';
import { detectionTypesOf, type Site, type SiteRow } from '../sites/index.ts';
import type { WatchInputs } from '../tracking/index.ts';
import type { Zone } from '../zones/index.ts';
import type { RoamingFence } from './roaming-fences.ts';
import type { RuleTag, SiteTag } from './zone-teller.ts';

function siteTag(site: SiteRow): SiteTag {
  return {
    kind: 'site',
    siteId: site.id,
    workspaceId: site.workspace_id,
    types: detectionTypesOf(site),
    since: site.created_at,
  };
}

export function ruleZone(rule: AlertRule, inputs: WatchInputs): Zone | undefined {
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
  const tag: RuleTag = {
    kind: 'rule',
    workspaceId: rule.row.workspace_id,
    ruleId: rule.row.id,
    since: rule.row.created_at,
    behaviour,
    zone: siteId ? { kind: 'site', id: siteId } : { kind: 'area', id: rule.row.id },
    webhookId: rule.channel.webhook_id,
  };
  return {
    id: `rule:${rule.row.id}`,
    area,
    hysteresisM: Number(rule.what.hysteresis_m ?? 0),
    dwellS: Number(rule.what.dwell_s ?? 0),
    maxGapS: Number(rule.what.max_gap_s ?? DEFAULT_MAX_GAP_S),
    ...watchedBy(rule, inputs),
    tag,
  };
}

/**
 * The assets a rule watches (its workspace's followed ones, a group's, every one, or those it
 * lists) and its filters on ship type, flag or size, as both kinds of zone take them.
 */
function watchedBy(
  rule: AlertRule,
  inputs: WatchInputs,
): { assets: 'all' | Set<string>; filter?: (assetId: string) => boolean } {
  const watched = inputs.assetsOf(rule);
  // A copy: the zone keeps the set it was installed with until the rule or its assets change.
  const assets = watched === 'all' ? ('all' as const) : new Set(watched);
  const filter = inputs.filterOf(rule);
  return filter === undefined ? { assets } : { assets, filter };
}

/** A `zone_entry` / `zone_exit` rule's roaming zone (`where: {near_asset, radius_m}`), if it has one. */
export function roamingFence(rule: AlertRule, inputs: WatchInputs): RoamingFence | undefined {
  const behaviour = rule.what.behaviour;
  if ((behaviour !== 'zone_entry' && behaviour !== 'zone_exit') || !('near_asset' in rule.where))
    return undefined;
  const anchorId = rule.where.near_asset;
  const tag: RuleTag = {
    kind: 'rule',
    workspaceId: rule.row.workspace_id,
    ruleId: rule.row.id,
    since: rule.row.created_at,
    behaviour,
    zone: { kind: 'asset', id: anchorId },
    webhookId: rule.channel.webhook_id,
  };
  return {
    id: `rule:${rule.row.id}`,
    anchorId,
    radiusM: rule.where.radius_m,
    hysteresisM: Number(rule.what.hysteresis_m ?? DEFAULT_HYSTERESIS_M),
    ...watchedBy(rule, inputs),
    tag,
  };
}

export function siteZone(site: Site): Zone {
  return {
    id: `site:${site.row.id}`,
    area: site.boundary,
    // A site's presence detections hold still on the edge as rules' crossings do.
    hysteresisM: DEFAULT_HYSTERESIS_M,
    dwellS: 0,
    maxGapS: DEFAULT_MAX_GAP_S,
    assets: 'all',
    tag: siteTag(site.row),
  };
}
