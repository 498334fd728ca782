/**
 * An export as an HTTP answer: the body streamed chunk by chunk in the format asked for, with a
 * file name, and a `Vigil-Truncated` header telling whether the file holds less than the result
 * (known before the first byte, so it is a header, not a trailer).
 */
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { csvChunks } from './csv-writer.ts';
import {
  EXPORT_EXTENSIONS,
  EXPORT_MEDIA_TYPES,
  type ExportFormat,
  TRUNCATED_HEADER,
} from './export-formats.ts';
import type { ExportSource } from './export-types.ts';
import { geojsonChunks } from './geojson-writer.ts';
import { gpxChunks } from './gpx-writer.ts';
import { kmlChunks } from './kml-writer.ts';

export function exportChunks(
  format: ExportFormat,
  source: ExportSource,
): AsyncGenerator<string | Uint8Array> {
  switch (format) {
    case 'csv':
      return csvChunks(source);
    case 'geojson':
      return geojsonChunks(source);
    case 'kml':
      return kmlChunks(source);
    case 'gpx':
      return gpxChunks(source);
    case 'geoparquet':
      return geoparquetWhenAsked(source);
  }
}

/** The Parquet writer (hyparquet-writer) is loaded by the first GeoParquet export, not at every start. */
async function* geoparquetWhenAsked(source: ExportSource): AsyncGenerator<string | Uint8Array> {
  const { geoparquetChunks } = await import('./geoparquet-writer.ts');
  yield* geoparquetChunks(source);
}

export function sendExport(reply: FastifyReply, format: ExportFormat, source: ExportSource) {
  return reply
    .type(EXPORT_MEDIA_TYPES[format])
    .header('content-disposition', `attachment; filename="${source.name}.${EXPORT_EXTENSIONS[format]}"`)
    .header(TRUNCATED_HEADER, source.truncation === null ? 'false' : 'true')
    .send(Readable.from(exportChunks(format, source), { objectMode: false }));
}
