/**
 * What a track says: distance, speeds, and for each site the entries and the time inside. A stretch
 * between two positions counts as inside a site when both ends are inside; a stretch longer than
 * the presence window counts nowhere, since nothing is known of where the asset was meanwhile.
 */
import type { PositionRow } from '../../assets/index.ts';
import { PRESENCE_WINDOW_MS } from '../../assets/index.ts';
import { type Area, createAreaIndex, geodesicDistanceM, type Position } from '../../geometry/index.ts';

/** The content schema's limit on the drawn line. */
export const MAX_LINE_POINTS = 2000;

export interface SiteVisit<T> {
  site: T;
  entries: number;
  timeInsideS: number;
}

export interface TrackSummary<T> {
  distanceKm: number;
  maxSpeedKn: number | null;
  meanSpeedKn: number | null;
  line: Position[];
  visits: SiteVisit<T>[];
}

/** A site to measure visits to. */
export interface SiteToVisit<T> {
  area: Area;
  bbox: [number, number, number, number];
  value: T;
}

export function summariseTrack<T>(
  points: readonly PositionRow[],
  sites: readonly SiteToVisit<T>[],
): TrackSummary<T> {
  let distanceM = 0;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1];
    const b = points[i];
    if (a && b) distanceM += geodesicDistanceM([a.lon, a.lat], [b.lon, b.lat]);
  }
  const speeds = points.flatMap((p) => (p.speed_kn === null ? [] : [p.speed_kn]));
  return {
    distanceKm: distanceM / 1000,
    maxSpeedKn: speeds.length > 0 ? Math.max(...speeds) : null,
    meanSpeedKn: speeds.length > 0 ? speeds.reduce((s, v) => s + v, 0) / speeds.length : null,
    line: thin(points).map((p) => [p.lon, p.lat]),
    visits: visitsOf(points, sites),
  };
}

/** Every k-th position, always keeping the last, so the line stays within MAX_LINE_POINTS. */
function thin(points: readonly PositionRow[]): readonly PositionRow[] {
  if (points.length <= MAX_LINE_POINTS) return points;
  const step = Math.ceil(points.length / (MAX_LINE_POINTS - 1));
  const kept = points.filter((_, i) => i % step === 0);
  const last = points.at(-1);
  if (last && kept.at(-1) !== last) kept.push(last);
  return kept;
}

function visitsOf<T>(points: readonly PositionRow[], sites: readonly SiteToVisit<T>[]): SiteVisit<T>[] {
  if (points.length === 0 || sites.length === 0) return [];
  const index = createAreaIndex(sites.map((s, i) => ({ area: s.area, bbox: s.bbox, value: i })));
  const totals = sites.map(() => ({ entries: 0, insideMs: 0 }));
  let previous: { at: number; inside: Set<number> } | undefined;
  for (const point of points) {
    const inside = new Set(index.query([point.lon, point.lat]));
    for (const i of inside) {
      const total = totals[i];
      if (!total) continue;
      const continued = previous?.inside.has(i) === true && point.at - previous.at <= PRESENCE_WINDOW_MS;
      if (continued && previous) total.insideMs += point.at - previous.at;
      else total.entries += 1;
    }
    previous = { at: point.at, inside };
  }
  return sites
    .map((s, i) => ({
      site: s.value,
      entries: totals[i]?.entries ?? 0,
      timeInsideS: (totals[i]?.insideMs ?? 0) / 1000,
    }))
    .filter((visit) => visit.entries > 0);
}
