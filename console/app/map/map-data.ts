/**
 * What the map shows, read from the API: sites, alert-rule zones, recent detections, and the
 * assets' latest positions (polled with `changed_since`, so each poll carries only what moved,
 * late reports included).
 */
import { all, get } from '../lib/api.ts';
import type { Api } from '../lib/api-types.ts';
import { can } from '../lib/session.ts';
import type { AssetMark } from './assets-layer.ts';
import { bboxOf, ringsOf, type Zone } from './zones-layer.ts';

export type Site = Api<'Site'>;
export type AlertRule = Api<'AlertRule'>;
export type Detection = Api<'Detection'>;
export type Positions = Api<'ListAssetPositionsResponse'>;

/** A circle as a ring of 48 points (enough to look round at any zoom a zone is drawn at). */
export function circleRing(center: [number, number], radiusM: number): [number, number][] {
  const [lon, lat] = center;
  const ring: [number, number][] = [];
  for (let i = 0; i <= 48; i++) {
    const angle = (i / 48) * Math.PI * 2;
    const dLat = (radiusM * Math.cos(angle)) / 111_320;
    const dLon = (radiusM * Math.sin(angle)) / (111_320 * Math.cos((lat * Math.PI) / 180));
    ring.push([lon + dLon, lat + dLat]);
  }
  return ring;
}

export function siteZone(site: Site): Zone {
  const rings = ringsOf(site.boundary);
  return {
    id: site.id,
    kind: 'site',
    label: site.name ?? site.id,
    rings,
    bbox: bboxOf(rings),
    tone: site.status,
    editable: site.boundary.type === 'Polygon' && rings.length === 1,
  };
}

/** The zone a rule draws; none for a rule on a site, which the site's own outline shows. */
export function ruleZone(rule: AlertRule): Zone | undefined {
  const where = rule.where;
  const [lon, lat] = 'coordinates' in where ? where.coordinates : [];
  const rings =
    'zone' in where
      ? ringsOf(where.zone)
      : 'radius_m' in where && lon !== undefined && lat !== undefined
        ? [circleRing([lon, lat], where.radius_m)]
        : [];
  if (rings.length === 0) return undefined;
  return {
    id: rule.id,
    kind: 'rule',
    label: rule.name ?? rule.id,
    rings,
    bbox: bboxOf(rings),
    tone: 'rule',
    editable: 'zone' in where && where.zone.type === 'Polygon' && rings.length === 1,
  };
}

/** Zones the map loads at most: far more than a workspace draws, a bound on a runaway one. */
const MAX_ZONES = 100_000;

export async function loadSites(onPage?: (sites: Site[]) => void): Promise<Site[]> {
  return can('sites') ? all<Site>('/v1/sites', { status: 'all' }, MAX_ZONES, onPage) : [];
}

export async function loadRules(onPage?: (rules: AlertRule[]) => void): Promise<AlertRule[]> {
  return can('alerts') ? all<AlertRule>('/v1/alerts', {}, MAX_ZONES, onPage) : [];
}

export async function loadDetections(): Promise<Detection[]> {
  if (!can('detections')) return [];
  const from = new Date(Date.now() - 7 * 86_400_000).toISOString();
  return all<Detection>('/v1/detections', { from }, 1000);
}

/** Every asset seen in the last hour, or (with `changedSince`) those whose position changed since. */
export async function loadPositions(changedSince?: string): Promise<Positions> {
  return get<Positions>('/v1/assets/positions', { changed_since: changedSince });
}

export function toMark(p: Positions['data'][number]): AssetMark {
  return {
    id: p.id,
    kind: p.kind,
    name: p.name,
    lon: p.lon,
    lat: p.lat,
    course: p.course_deg ?? p.heading_deg,
    speed: p.speed_kn,
    shipType: p.ship_type,
    flag: p.flag ? (p.flag.code ?? p.flag.country) : null,
    followed: p.followed,
    at: p.at,
  };
}
