/**
 * A report's content as a GeoJSON FeatureCollection: the `GET /v1/reports/:id/geojson` download,
 * and what the PDF map draws. Each feature's `role` says what it stands for.
 */
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { lineAcrossAntimeridian } from '../../geometry/index.ts';
import type {
  AssetReportContent,
  CaseReportContent,
  ReportContent,
  SiteReportContent,
} from './report-content.ts';

export type ReportFeatureRole = 'site' | 'detection' | 'track' | CaseReportContent['items'][number]['kind'];

export function reportFeatures(content: ReportContent): FeatureCollection {
  switch (content.kind) {
    case 'site':
      return collection(siteFeatures(content));
    case 'asset':
      return collection(assetFeatures(content));
    case 'case':
      return collection(caseFeatures(content));
  }
}

function siteFeatures(content: SiteReportContent): Feature[] {
  const { site, detections } = content;
  const features = [feature(site.boundary, { role: 'site', id: site.id, name: site.name })];
  for (const d of detections.latest) {
    if (d.geometry === null || !d.at_site) continue;
    features.push(
      feature(d.geometry, {
        role: 'detection',
        id: d.id,
        type: d.type,
        confidence: d.confidence,
        observed_at: d.observed_at,
        useful: d.useful,
      }),
    );
  }
  return features;
}

function assetFeatures(content: AssetReportContent): Feature[] {
  const { asset, track } = content;
  const features: Feature[] = [];
  const [first] = track.line;
  if (first !== undefined) {
    // A track that crosses the antimeridian is a MultiLineString cut there (RFC 7946 §3.1.9).
    const geometry: Geometry = lineAcrossAntimeridian(track.line) ?? { type: 'Point', coordinates: first };
    features.push(
      feature(geometry, {
        role: 'track',
        asset_id: asset.id,
        first_at: track.first_at,
        last_at: track.last_at,
        distance_km: track.distance_km,
      }),
    );
  }
  // No position in the period: the map shows where the asset was last seen rather than the world.
  const last = content.last_position;
  if (first === undefined && last !== null) {
    features.push(
      feature(
        { type: 'Point', coordinates: [last.lon, last.lat] },
        { role: 'asset', asset_id: asset.id, at: last.at },
      ),
    );
  }
  for (const site of content.sites) {
    features.push(feature(site.boundary, { role: 'site', id: site.site_id, name: site.name }));
  }
  return features;
}

function caseFeatures(content: CaseReportContent): Feature[] {
  return content.items.flatMap((item) =>
    item.geometry === null
      ? []
      : [
          feature(item.geometry, {
            role: item.kind,
            item_id: item.id,
            ref_id: item.ref_id,
            label: item.label,
          }),
        ],
  );
}

function feature(
  geometry: Geometry,
  properties: { role: ReportFeatureRole } & Record<string, unknown>,
): Feature {
  return { type: 'Feature', geometry, properties };
}

function collection(features: Feature[]): FeatureCollection {
  return { type: 'FeatureCollection', features };
}
