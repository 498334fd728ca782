/**
 * The file formats every export endpoint offers (`format=`), their media types and file
 * extensions.
 */
import { type TSchema, Type } from 'typebox';
import { StringEnum } from '../../lib/schemas.ts';

export const EXPORT_FORMATS = ['csv', 'geojson', 'kml', 'gpx', 'geoparquet'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Media types: RFC 4180 (CSV), RFC 7946 (GeoJSON), OGC KML 2.2, GPX 1.1; Parquet has none registered. */
export const EXPORT_MEDIA_TYPES: Readonly<Record<ExportFormat, string>> = {
  csv: 'text/csv; charset=utf-8; header=present',
  geojson: 'application/geo+json',
  kml: 'application/vnd.google-earth.kml+xml',
  gpx: 'application/gpx+xml',
  geoparquet: 'application/vnd.apache.parquet',
};

export const EXPORT_EXTENSIONS: Readonly<Record<ExportFormat, string>> = {
  csv: 'csv',
  geojson: 'geojson',
  kml: 'kml',
  gpx: 'gpx',
  geoparquet: 'parquet',
};

export const ExportFormatQuery = (description: string) => StringEnum(EXPORT_FORMATS, { description });

/** Exports hold at most this many features; a larger result is cut, and the answer says so. */
export const EXPORT_MAX_FEATURES = 100_000;

/** The header that tells whether a file holds less than the result it was asked for. */
export const TRUNCATED_HEADER = 'vigil-truncated';

const File = (description: string) =>
  ({ schema: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description }) }) as const;

/** The `Vigil-Truncated` header as the OpenAPI document describes it. */
export const TRUNCATED_HEADERS = {
  [TRUNCATED_HEADER]: {
    type: 'string',
    enum: ['true', 'false'],
    description:
      'With a file `format`: `true` when the file holds less than the result (more matches than the cap, a track thinned to `max_points`, an asset with more fixes inside than a file holds).',
  },
};

/** A GeoJSON FeatureCollection (RFC 7946), as the OpenAPI document shows GeoJSON answers. */
export const FeatureCollectionSchema = Type.Object(
  {
    type: Type.Literal('FeatureCollection'),
    features: Type.Array(Type.Unknown()),
  },
  { title: 'FeatureCollection' },
);

/** The files other than GeoJSON, as OpenAPI content (media types without their parameters). */
export const EXPORT_FILES = {
  'text/csv': File('RFC 4180, with a header row.'),
  'application/vnd.google-earth.kml+xml': File('KML 2.2.'),
  'application/gpx+xml': File('GPX 1.1.'),
  'application/vnd.apache.parquet': File('GeoParquet 1.1.'),
};

/**
 * The 200 answer of an endpoint that also exports: its JSON, or a file in each format (OpenAPI
 * names media types without their parameters).
 */
export function withExports<T extends TSchema>(json: T, description: string) {
  return {
    200: {
      description: `${description} With \`format\`, a file instead (CSV, GeoJSON, KML, GPX or GeoParquet), streamed; its \`Vigil-Truncated\` header says whether it holds less than the result.`,
      headers: TRUNCATED_HEADERS,
      content: {
        'application/json': { schema: json },
        'application/geo+json': { schema: FeatureCollectionSchema },
        ...EXPORT_FILES,
      },
    },
  };
}
