/**
 * What the map shows, read from the API: sites, alert-rule zones, recent detections, and the
 * assets' latest positions (polled with `since`, so each poll carries only what moved).
 */
import { all, get } from '../lib/api.ts';
import { can } from '../lib/session.ts';
import type { AssetMark } from './assets-layer.ts';
import { bboxOf, ringsOf, type Zone } from './zones-layer.ts';

export interface Site {
  id: string;
  name: string | null;
  boundary: { type: string; coordinates: unknown };
  center: [number, number];
  area_km2: number;
  status: 'active' | 'stopped';
  state: { detections_total: number; last_detection_at: string | null; assets_inside: number };
  created_at: string;
}

export interface AlertRule {
  id: string;
  name: string | null;
  where: {
    site_id?: string;
    zone?: { type: string; coordinates: unknown };
    coordinates?: [number, number];
    radius_m?: number;
  };
  what: { behaviour: string };
  created_at: string;
}

export interface Detection {
  id: string;
  site_id: string;
  type: string;
  confidence: number;
  observed_at: string;
  geometry: { type: string; coordinates: unknown } | null;
  feedback: { useful: boolean; comment: string | null } | null;
}

export interface Positions {
  data: {
    id: string;
    kind: 'vessel' | 'aircraft';
    name: string | null;
    lon: number;
    lat: number;
    at: string;
    course_deg: number | null;
    heading_deg: number | null;
    followed: boolean;
  }[];
  as_of: string;
}

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
  };
}

export function ruleZone(rule: AlertRule): Zone | undefined {
  const rings = rule.where.zone
    ? ringsOf(rule.where.zone)
    : rule.where.coordinates && rule.where.radius_m
      ? [circleRing(rule.where.coordinates, rule.where.radius_m)]
      : [];
  if (rings.length === 0) return undefined;
  return { id: rule.id, kind: 'rule', label: rule.name ?? rule.id, rings, bbox: bboxOf(rings), tone: 'rule' };
}

export async function loadSites(): Promise<Site[]> {
  return can('sites') ? all<Site>('/v1/sites', { status: 'all' }) : [];
}

export async function loadRules(): Promise<AlertRule[]> {
  return can('alerts') ? all<AlertRule>('/v1/alerts') : [];
}

export async function loadDetections(): Promise<Detection[]> {
  if (!can('detections')) return [];
  const from = new Date(Date.now() - 7 * 86_400_000).toISOString();
  return all<Detection>('/v1/detections', { from }, 1000);
}

export async function loadPositions(since?: string): Promise<Positions> {
  return get<Positions>('/v1/assets/positions', { since });
}

export function toMark(p: Positions['data'][number]): AssetMark {
  return {
    id: p.id,
    kind: p.kind,
    name: p.name,
    lon: p.lon,
    lat: p.lat,
    course: p.course_deg ?? p.heading_deg,
    followed: p.followed,
    at: p.at,
  };
}
