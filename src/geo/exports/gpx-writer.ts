/**
 * GPX 1.1 (topografix.com/GPX/1/1): points are waypoints, lines and point sets are tracks (one
 * segment per part, each point with its time when known), and any other shape is a waypoint at
 * its representative point (GPX has no areas), which the waypoint's `type` says. Columns go in
 * each waypoint's or track's `extensions`, in Vigil's namespace. GPX puts every waypoint before
 * every track, so tracks are held until the waypoints are written: a source with many lines (a
 * track) has few features. A feature without a geometry cannot be a waypoint: their count closes
 * the file (`vigil:without_position`).
 */
import type { Geometry, Position } from 'geojson';
import { toRfc3339 } from '../../lib/clock.ts';
import { geometryRepresentativePoint } from '../geometry/index.ts';
import type { ExportFeature, ExportSource } from './export-types.ts';
import { textEntries, xmlText } from './export-values.ts';

const NAMESPACE = 'urn:vigil:gpx-export:1';

function extensions(source: ExportSource, feature: ExportFeature): string {
  const entries = textEntries(source.columns, feature.properties);
  if (entries.length === 0) return '';
  return `<extensions>${entries.map(([name, value]) => `<vigil:${name}>${xmlText(value)}</vigil:${name}>`).join('')}</extensions>`;
}

const when = (at: number | undefined) => (at === undefined ? '' : `<time>${toRfc3339(at)}</time>`);
const name = (feature: ExportFeature) =>
  feature.label === undefined ? '' : `<name>${xmlText(feature.label)}</name>`;

function waypoint(source: ExportSource, feature: ExportFeature, at: Position, type?: string): string {
  return `<wpt lat="${at[1]}" lon="${at[0]}">${when(feature.time)}${name(feature)}${
    type === undefined ? '' : `<type>${xmlText(type)}</type>`
  }${extensions(source, feature)}</wpt>\n`;
}

/** The parts of a line-like geometry, or null for one GPX cannot draw as a track. */
function trackParts(geometry: Geometry): Position[][] | null {
  if (geometry.type === 'LineString' || geometry.type === 'MultiPoint') return [geometry.coordinates];
  if (geometry.type === 'MultiLineString') return geometry.coordinates;
  return null;
}

function track(source: ExportSource, feature: ExportFeature, parts: Position[][]): string {
  let vertex = 0;
  const segments = parts.map((part) => {
    const points = part.map((p) => {
      const at = feature.times?.[vertex];
      vertex += 1;
      return `<trkpt lat="${p[1]}" lon="${p[0]}">${when(at)}</trkpt>`;
    });
    return `<trkseg>${points.join('')}</trkseg>`;
  });
  return `<trk>${name(feature)}${extensions(source, feature)}${segments.join('')}</trk>\n`;
}

export async function* gpxChunks(source: ExportSource): AsyncGenerator<string> {
  const description =
    source.truncation === null ? '' : `<desc>${xmlText(`Truncated: ${source.truncation}`)}</desc>`;
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="Vigil" xmlns="http://www.topografix.com/GPX/1/1" xmlns:vigil="${NAMESPACE}"><metadata><name>${xmlText(source.name)}</name>${description}</metadata>\n`;
  const tracks: string[] = [];
  let withoutPosition = 0;
  for await (const batch of source.batches) {
    const waypoints: string[] = [];
    for (const feature of batch) {
      const geometry = feature.geometry;
      if (geometry === null) {
        withoutPosition += 1;
        continue;
      }
      if (geometry.type === 'Point') {
        waypoints.push(waypoint(source, feature, geometry.coordinates));
        continue;
      }
      const parts = trackParts(geometry);
      if (parts !== null) tracks.push(track(source, feature, parts));
      else waypoints.push(waypoint(source, feature, geometryRepresentativePoint(geometry), geometry.type));
    }
    if (waypoints.length > 0) yield waypoints.join('');
  }
  yield* tracks;
  // GPX cannot hold a feature without a position: how many were left out is said at the end.
  yield withoutPosition === 0
    ? '</gpx>\n'
    : `<extensions><vigil:without_position>${withoutPosition}</vigil:without_position></extensions></gpx>\n`;
}
