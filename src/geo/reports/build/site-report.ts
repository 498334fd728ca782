/** A site report: the site, its detections by type and by day, the feedback, the latest ones. */

import type { Geometry } from 'geojson';
import { toRfc3339 } from '../../../lib/clock.ts';
import { chipUrl, isAtSite } from '../../detections/index.ts';
import { detectionTypesOf } from '../../sites/index.ts';
import type { SiteReportContent } from '../render/report-content.ts';
import type { ReportRequest, ReportSources } from './report-sources.ts';

/** The latest detections a report lists and maps (the content schema's own limit). */
const LATEST_DETECTIONS = 500;
const DAY_MS = 86_400_000;

export async function buildSiteReport(
  sources: ReportSources,
  request: ReportRequest,
): Promise<SiteReportContent> {
  const site = await sources.sites.get(request.workspaceId, request.subjectId);
  const range = { from: request.from ?? undefined, to: request.to };
  const [stats, latest] = await Promise.all([
    sources.detections.siteStats(request.workspaceId, site.row.id, range),
    sources.detections.latestAtSite(request.workspaceId, site.row.id, range, LATEST_DETECTIONS),
  ]);
  const chips = await sources.detections.chipsOf(latest.map((d) => d.id));
  // Which vessel or aircraft each detection concerns, from its track evidence.
  const concerns = await sources.detections.assetsOf(
    request.workspaceId,
    latest.map((d) => d.id),
  );
  const named = new Map(
    (await sources.assets.getMany([...new Set([...concerns.values()].flat())])).map((a) => [a.id, a]),
  );
  const rated = stats.useful + stats.notUseful;
  const place = {
    boundary: site.boundary,
    center: [site.row.center_lon, site.row.center_lat] as [number, number],
  };
  return {
    kind: 'site',
    title: `Site report: ${site.row.name ?? site.row.id}`,
    generated_at: toRfc3339(request.generatedAt),
    period: { from: request.from === null ? null : toRfc3339(request.from), to: toRfc3339(request.to) },
    site: {
      id: site.row.id,
      name: site.row.name,
      status: site.row.status,
      area_km2: site.row.area_km2,
      center: [site.row.center_lon, site.row.center_lat],
      boundary: site.boundary,
      detection_types: detectionTypesOf(site.row),
    },
    detections: {
      total: stats.total,
      by_type: stats.byType.map((t) => ({ type: t.type, count: t.count, mean_confidence: t.meanConfidence })),
      by_day: stats.byDay.map((d) => ({ date: toRfc3339(d.day * DAY_MS).slice(0, 10), count: d.count })),
      feedback: {
        useful: stats.useful,
        not_useful: stats.notUseful,
        unrated: stats.total - rated,
        useful_share: rated === 0 ? null : stats.useful / rated,
      },
      latest: latest.map((d) => {
        const geometry = d.geometry ? (JSON.parse(d.geometry) as Geometry) : null;
        return {
          id: d.id,
          assets: (concerns.get(d.id) ?? []).flatMap((id) => {
            const asset = named.get(id);
            return asset ? [{ id, name: asset.name, mmsi: asset.mmsi, icao24: asset.icao24 }] : [];
          }),
          type: d.type,
          confidence: d.confidence,
          observed_at: toRfc3339(d.observed_at),
          geometry: geometry as SiteReportContent['site']['boundary'] | null,
          at_site: geometry === null || isAtSite(place, geometry),
          useful: d.useful === null ? null : d.useful === 1,
          chips: chips
            .filter((chip) => chip.detection_id === d.id)
            .map((chip) => ({ name: chip.name, url: chipUrl(d.id, chip.name) })),
        };
      }),
    },
  };
}
