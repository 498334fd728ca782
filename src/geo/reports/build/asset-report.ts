/** An asset report: the asset, its track in the period, and the workspace's sites it visited. */
import { toRfc3339 } from '../../../lib/clock.ts';
import { identifiersOf } from '../../assets/index.ts';
import { type AssetReportContent, KIND_LABELS } from '../render/report-content.ts';
import type { ReportRequest, ReportSources } from './report-sources.ts';
import { summariseTrack } from './track-summary.ts';

export async function buildAssetReport(
  sources: ReportSources,
  request: ReportRequest,
): Promise<AssetReportContent> {
  const asset = await sources.assets.require(request.subjectId);
  const from = request.from ?? 0;
  const [points, sites] = await Promise.all([
    sources.assets.track(asset.id, { from, to: request.to }),
    sources.sites.listAll(request.workspaceId),
  ]);
  // A stopped site is retired from monitoring: it takes no detections and is left out here too.
  const active = sites.filter((site) => site.row.status === 'active');
  const summary = summariseTrack(
    points,
    active.map((site) => ({ area: site.boundary, bbox: site.bbox, value: site })),
  );
  const first = points[0];
  const last = points.at(-1);
  const identifiers = identifiersOf(asset);
  return {
    kind: 'asset',
    title: `${KIND_LABELS[asset.kind]} report: ${asset.name ?? asset.mmsi ?? asset.icao24 ?? asset.id}`,
    generated_at: toRfc3339(request.generatedAt),
    period: { from: request.from === null ? null : toRfc3339(request.from), to: toRfc3339(request.to) },
    asset: { id: asset.id, kind: asset.kind, name: asset.name, identifiers },
    last_position:
      asset.last_at === null || asset.last_lon === null || asset.last_lat === null
        ? null
        : { at: toRfc3339(asset.last_at), lon: asset.last_lon, lat: asset.last_lat },
    track: {
      points: points.length,
      first_at: first ? toRfc3339(first.at) : null,
      last_at: last ? toRfc3339(last.at) : null,
      distance_km: summary.distanceKm,
      max_speed_kn: summary.maxSpeedKn,
      mean_speed_kn: summary.meanSpeedKn,
      line: summary.line,
    },
    sites: summary.visits.map((visit) => ({
      site_id: visit.site.row.id,
      name: visit.site.row.name,
      boundary: visit.site.boundary,
      entries: visit.entries,
      time_inside_s: visit.timeInsideS,
    })),
  };
}
