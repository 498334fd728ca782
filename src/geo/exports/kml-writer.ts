/**
 * KML 2.2 (OGC 07-147r2): a Document of Placemarks, each with its geometry, its time (a TimeStamp
 * for a point, a TimeSpan for a line) and its columns as ExtendedData. KML's coordinates are
 * `lon,lat`. A truncated result says so in the Document's description.
 */
import type { Geometry, Position } from 'geojson';
import { toRfc3339 } from '../../lib/clock.ts';
import type { ExportFeature, ExportSource } from './export-types.ts';
import { textEntries, xmlText } from './export-values.ts';

const coordinates = (positions: readonly Position[]) =>
  `<coordinates>${positions.map((p) => `${p[0]},${p[1]}`).join(' ')}</coordinates>`;

const ring = (positions: readonly Position[]) => `<LinearRing>${coordinates(positions)}</LinearRing>`;

function polygon(rings: readonly Position[][]): string {
  const [outer, ...inner] = rings;
  if (outer === undefined) return '';
  return `<Polygon><outerBoundaryIs>${ring(outer)}</outerBoundaryIs>${inner
    .map((hole) => `<innerBoundaryIs>${ring(hole)}</innerBoundaryIs>`)
    .join('')}</Polygon>`;
}

function kmlGeometry(geometry: Geometry): string {
  switch (geometry.type) {
    case 'Point':
      return `<Point>${coordinates([geometry.coordinates])}</Point>`;
    case 'LineString':
      return `<LineString>${coordinates(geometry.coordinates)}</LineString>`;
    case 'Polygon':
      return polygon(geometry.coordinates);
    case 'MultiPoint':
      return `<MultiGeometry>${geometry.coordinates.map((p) => `<Point>${coordinates([p])}</Point>`).join('')}</MultiGeometry>`;
    case 'MultiLineString':
      return `<MultiGeometry>${geometry.coordinates.map((l) => `<LineString>${coordinates(l)}</LineString>`).join('')}</MultiGeometry>`;
    case 'MultiPolygon':
      return `<MultiGeometry>${geometry.coordinates.map(polygon).join('')}</MultiGeometry>`;
    case 'GeometryCollection':
      return `<MultiGeometry>${geometry.geometries.map(kmlGeometry).join('')}</MultiGeometry>`;
  }
}

function time(feature: ExportFeature): string {
  if (feature.time !== undefined) return `<TimeStamp><when>${toRfc3339(feature.time)}</when></TimeStamp>`;
  if (feature.span === undefined) return '';
  return `<TimeSpan><begin>${toRfc3339(feature.span.from)}</begin><end>${toRfc3339(feature.span.to)}</end></TimeSpan>`;
}

function placemark(source: ExportSource, feature: ExportFeature): string {
  const data = textEntries(source.columns, feature.properties)
    .map(([name, value]) => `<Data name="${xmlText(name)}"><value>${xmlText(value)}</value></Data>`)
    .join('');
  return `<Placemark>${feature.label === undefined ? '' : `<name>${xmlText(feature.label)}</name>`}${time(feature)}<ExtendedData>${data}</ExtendedData>${
    feature.geometry === null ? '' : kmlGeometry(feature.geometry)
  }</Placemark>\n`;
}

export async function* kmlChunks(source: ExportSource): AsyncGenerator<string> {
  const description =
    source.truncation === null
      ? ''
      : `<description>${xmlText(`Truncated: ${source.truncation}`)}</description>`;
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>${xmlText(source.name)}</name>${description}\n`;
  for await (const batch of source.batches) {
    if (batch.length > 0) yield batch.map((feature) => placemark(source, feature)).join('');
  }
  yield '</Document></kml>\n';
}
