/**
 * A track as a file (`format=csv|kml|gpx|geoparquet` on the track endpoints; `geojson` keeps its
 * FeatureCollection, see track-schemas.ts). CSV and GeoParquet hold one row per position. KML holds
 * the track as a line (cut at ±180°, with the time span it covers) and each position as a timed
 * placemark. GPX holds it as one track of timed points, a new segment where it crosses the
 * antimeridian (no point is added there: every track point is a reported fix). A thinned track
 * says so (`Vigil-Truncated`, and in the file).
 */
import type { Position } from 'geojson';
import {
  arrayBatches,
  type ExportColumn,
  type ExportFeature,
  type ExportFormat,
  type ExportSource,
} from '../../exports/index.ts';
import { lineAcrossAntimeridian } from '../../geometry/index.ts';

/** A track point as the track body holds it, its time back in epoch ms. */
export interface TrackExportPoint {
  at: number;
  lon: number;
  lat: number;
  asset_id?: string | undefined;
  speed_kn: number | null;
  course_deg: number | null;
  heading_deg: number | null;
  altitude_ft: number | null;
  quality?: string | null | undefined;
}

const COLUMNS: readonly ExportColumn[] = [
  { name: 'at', type: 'timestamp' },
  { name: 'asset_id', type: 'string' },
  { name: 'speed_kn', type: 'double' },
  { name: 'course_deg', type: 'double' },
  { name: 'heading_deg', type: 'double' },
  { name: 'altitude_ft', type: 'double' },
];
const QUALITY: ExportColumn = { name: 'quality', type: 'string' };

function pointFeature(assetId: string, point: TrackExportPoint, withQuality: boolean): ExportFeature {
  return {
    geometry: { type: 'Point', coordinates: [point.lon, point.lat] },
    time: point.at,
    properties: {
      at: point.at,
      asset_id: point.asset_id ?? assetId,
      speed_kn: point.speed_kn,
      course_deg: point.course_deg,
      heading_deg: point.heading_deg,
      altitude_ft: point.altitude_ft,
      ...(withQuality ? { quality: point.quality ?? null } : {}),
    },
  };
}

/** The points in runs that do not cross the antimeridian (a step of more than 180° crosses it). */
function runs(points: readonly TrackExportPoint[]): TrackExportPoint[][] {
  const out: TrackExportPoint[][] = [];
  let run: TrackExportPoint[] = [];
  for (const point of points) {
    const last = run.at(-1);
    if (last !== undefined && Math.abs(point.lon - last.lon) > 180) {
      out.push(run);
      run = [];
    }
    run.push(point);
  }
  if (run.length > 0) out.push(run);
  return out;
}

function lineFeature(
  format: ExportFormat,
  track: { assetId: string; thinned: boolean },
  points: readonly TrackExportPoint[],
): ExportFeature | null {
  const first = points[0];
  const last = points.at(-1);
  if (first === undefined || last === undefined || points.length < 2) return null;
  const properties = { asset_id: track.assetId, thinned: track.thinned };
  const label = `track of ${track.assetId}`;
  if (format === 'gpx') {
    const parts = runs(points);
    return {
      geometry: {
        type: 'MultiLineString',
        coordinates: parts.map((run) => run.map((p): Position => [p.lon, p.lat])),
      },
      times: parts.flat().map((p) => p.at),
      label,
      properties,
    };
  }
  const geometry = lineAcrossAntimeridian(points.map((p): [number, number] => [p.lon, p.lat]));
  if (geometry === null) return null;
  return { geometry, span: { from: first.at, to: last.at }, label, properties };
}

export function trackExport(
  format: ExportFormat,
  track: { assetId: string; thinned: boolean; maxPoints: number },
  points: readonly TrackExportPoint[],
  withQuality: boolean,
): ExportSource {
  const line = format === 'gpx' || format === 'kml' ? lineFeature(format, track, points) : null;
  const features = format === 'gpx' ? [] : points.map((p) => pointFeature(track.assetId, p, withQuality));
  return {
    name: `track-${track.assetId}`,
    columns: withQuality ? [...COLUMNS, QUALITY] : COLUMNS,
    truncation: track.thinned
      ? `the range holds more than max_points (${track.maxPoints}) positions: they were thinned evenly to ${track.maxPoints}, the first and last kept. Raise max_points (up to 100,000) or narrow from and to.`
      : null,
    batches: arrayBatches(line === null ? features : [...features, line]),
  };
}
