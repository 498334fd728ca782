/**
 * GeoJSON (RFC 7946): one FeatureCollection, written feature by feature. Lines that cross the
 * antimeridian arrive already cut at ±180° (§3.1.9) from their source. A truncated result says so
 * in the foreign members `truncated` and `truncation` (§6.1) before the features.
 */
import type { ExportSource } from './export-types.ts';
import { valueJson } from './export-values.ts';

export async function* geojsonChunks(source: ExportSource): AsyncGenerator<string> {
  const head = {
    type: 'FeatureCollection',
    name: source.name,
    truncated: source.truncation !== null,
    ...(source.truncation === null ? {} : { truncation: source.truncation }),
  };
  yield `${JSON.stringify(head).slice(0, -1)},"features":[`;
  let first = true;
  for await (const batch of source.batches) {
    const parts: string[] = [];
    for (const feature of batch) {
      const properties: Record<string, unknown> = {};
      for (const column of source.columns) {
        if (column.name in feature.properties) {
          properties[column.name] = valueJson(column, feature.properties[column.name]);
        }
      }
      for (const [name, value] of Object.entries(feature.properties)) {
        if (!(name in properties)) properties[name] = value;
      }
      parts.push(JSON.stringify({ type: 'Feature', geometry: feature.geometry, properties }));
    }
    if (parts.length === 0) continue;
    yield `${first ? '' : ','}${parts.join(',')}`;
    first = false;
  }
  yield ']}\n';
}
