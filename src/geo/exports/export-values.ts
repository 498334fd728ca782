/** A column's value as text (CSV cells, KML data, GPX extensions): timestamps as RFC 3339. */
import { toRfc3339 } from '../../lib/clock.ts';
import type { ExportColumn, ExportValue } from './export-types.ts';

export function valueText(column: ExportColumn, value: ExportValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (column.type === 'timestamp' && typeof value === 'number') return toRfc3339(value);
  return String(value);
}

/** The value as JSON writes it: timestamps as RFC 3339 strings, the rest as they are. */
export function valueJson(column: ExportColumn, value: ExportValue | undefined): ExportValue {
  if (value === undefined) return null;
  if (column.type === 'timestamp' && typeof value === 'number') return toRfc3339(value);
  return value;
}

/** Characters XML 1.0 cannot hold at all (§2.2 `Char`: controls other than tab, LF and CR). */
const XML_FORBIDDEN = new RegExp('[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F]', 'g');

/** Escapes text for XML character data and attribute values, dropping what XML cannot hold. */
export function xmlText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(XML_FORBIDDEN, '');
}

/**
 * A feature's values as text, the source's columns first and then any other property it carries
 * (a track's line holds its own, such as `thinned`), so no writer drops what a feature says.
 */
export function textEntries(
  columns: readonly ExportColumn[],
  properties: Readonly<Record<string, ExportValue>>,
): [string, string][] {
  const entries: [string, string][] = columns
    .filter((column) => column.name in properties)
    .map((column) => [column.name, valueText(column, properties[column.name])]);
  const named = new Set(columns.map((column) => column.name));
  for (const [name, value] of Object.entries(properties)) {
    if (!named.has(name)) entries.push([name, value === null ? '' : String(value)]);
  }
  return entries;
}
