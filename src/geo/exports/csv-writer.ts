/**
 * CSV (RFC 4180): a header row, then one row per feature, CRLF between records, fields quoted
 * when they hold a comma, quote or line break (csv-stringify). A point's position is in `lon` and
 * `lat`; any other geometry is written as GeoJSON text in `geometry`, so no shape is lost.
 */
import { stringify } from 'csv-stringify/sync';
import type { ExportSource } from './export-types.ts';
import { valueText } from './export-values.ts';

const OPTIONS = { record_delimiter: 'windows' } as const;

export async function* csvChunks(source: ExportSource): AsyncGenerator<string> {
  const names = source.columns.map((column) => column.name);
  yield stringify([[...names, 'lon', 'lat', 'geometry']], OPTIONS);
  for await (const batch of source.batches) {
    const rows = batch.map((feature) => {
      const cells = source.columns.map((column) => valueText(column, feature.properties[column.name]));
      const geometry = feature.geometry;
      if (geometry === null) return [...cells, '', '', ''];
      if (geometry.type === 'Point') {
        return [...cells, String(geometry.coordinates[0]), String(geometry.coordinates[1]), ''];
      }
      return [...cells, '', '', JSON.stringify(geometry)];
    });
    if (rows.length > 0) yield stringify(rows, OPTIONS);
  }
}
