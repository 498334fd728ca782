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

/** Whether XML 1.0 can hold the character (§2.2 `Char`: no controls but tab, LF and CR). */
const xmlChar = (c: string) => c >= ' ' || c === '\t' || c === '\n' || c === '\r';

/** The text without the characters XML cannot hold (most text has none: it is then returned as is). */
function xmlChars(text: string): string {
  for (const c of text) if (!xmlChar(c)) return [...text].filter(xmlChar).join('');
  return text;
}

/** Escapes text for XML character data and attribute values, dropping what XML cannot hold. */
export function xmlText(text: string): string {
  return xmlChars(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
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
