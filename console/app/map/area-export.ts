/**
 * The answer of "who was there" (`POST /v1/assets/within`) as files an analyst takes away: JSON (the
 * question and the API's answer as it came) and CSV (one row an asset). They are built in the
 * browser from the answer the page already holds: the API has no export of this query yet.
 */
import type { Api } from '../lib/api-types.ts';

export type Inside = Api<'AssetWithin'>;

export interface AreaQuestion {
  geometry: unknown;
  from: string;
  to: string;
  kind?: string;
}

const COLUMNS = [
  'asset_id',
  'name',
  'kind',
  'mmsi',
  'imo',
  'call_sign',
  'icao24',
  'first_inside_at',
  'last_inside_at',
  'inside_s',
  'fixes_inside',
] as const;

/**
 * A CSV field (RFC 4180): quoted when it holds a comma, quote or line break. A text that a
 * spreadsheet would take for a formula (`=`, `+`, `-`, `@`, tab, carriage return first) gets a
 * leading `'`, as OWASP's CSV-injection advice says: names come from the assets' own broadcasts.
 */
export function csvField(value: string | number | null | undefined, text = true): string {
  if (value === null || value === undefined) return '';
  let cell = String(value);
  if (text && /^[=+\-@\t\r]/.test(cell)) cell = `'${cell}`;
  return /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

export function insideCsv(rows: readonly Inside[]): string {
  const lines = [COLUMNS.join(',')];
  for (const row of rows) {
    const ids = row.asset.identifiers;
    lines.push(
      [
        csvField(row.asset.id),
        csvField(row.asset.name),
        csvField(row.asset.kind),
        csvField(ids.mmsi),
        csvField(ids.imo),
        csvField(ids.call_sign),
        csvField(ids.icao24),
        csvField(row.first_inside_at, false),
        csvField(row.last_inside_at, false),
        csvField(row.inside_s, false),
        csvField(row.fixes_inside, false),
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

export function insideJson(question: AreaQuestion, rows: readonly Inside[], complete: boolean): string {
  return `${JSON.stringify({ query: question, complete, data: rows }, null, 2)}\n`;
}
