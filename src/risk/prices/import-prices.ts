/**
 * `vigil import prices FILE`: US-dollar closes from a CSV file with the header `asset,day,usd` (in
 * any order, other columns refused), one row per asset and UTC day, e.g. `ETH,2025-11-19,3021.55`.
 * A row for a day already stored replaces its close. A bad row is reported by its line and skipped;
 * the good ones are stored in one transaction.
 */
import { formatDecimal, parseDecimal } from '../../lib/decimal.ts';
import type { Store } from '../../store/store.ts';

export interface PriceLineProblem {
  line: number;
  detail: string;
}

export interface PriceImportSummary {
  /** Closes stored (new or replacing another). */
  imported: number;
  /** Of them, closes that replaced a stored one with another value. */
  replaced: number;
  skipped: number;
  errors: PriceLineProblem[];
  assets: string[];
  /** The first and last day imported. */
  from: string | null;
  to: string | null;
}

/** Errors listed in a summary at most; `skipped` counts them all. */
export const REPORTED_PRICE_ERRORS = 20;

const COLUMNS = ['asset', 'day', 'usd'] as const;
const SYMBOL = /^[A-Z0-9][A-Z0-9.]{0,19}$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function validDay(text: string): boolean {
  const match = DAY.exec(text);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The header's column positions, or why it is not the header this file needs. */
export function readPriceHeader(
  line: string,
): { ok: true; at: Record<(typeof COLUMNS)[number], number> } | { ok: false; detail: string } {
  const names = line.split(',').map((name) => name.trim().toLowerCase());
  const unknown = names.filter((name) => !(COLUMNS as readonly string[]).includes(name));
  if (unknown.length > 0 || names.length !== COLUMNS.length) {
    return {
      ok: false,
      detail: `the first line must be the header asset,day,usd (found '${line.slice(0, 60)}')`,
    };
  }
  return {
    ok: true,
    at: { asset: names.indexOf('asset'), day: names.indexOf('day'), usd: names.indexOf('usd') },
  };
}

export async function importPrices(
  store: Store,
  lines: AsyncIterable<{ number: number; text: string }>,
  now: number,
): Promise<PriceImportSummary> {
  const summary: PriceImportSummary = {
    imported: 0,
    replaced: 0,
    skipped: 0,
    errors: [],
    assets: [],
    from: null,
    to: null,
  };
  const rows = new Map<string, { asset: string; day: string; usd: string }>();
  let header: Record<(typeof COLUMNS)[number], number> | undefined;
  const skip = (line: number, detail: string) => {
    summary.skipped += 1;
    if (summary.errors.length < REPORTED_PRICE_ERRORS) summary.errors.push({ line, detail });
  };
  for await (const { number, text } of lines) {
    if (text.trim() === '') continue;
    if (header === undefined) {
      const read = readPriceHeader(text);
      if (!read.ok) throw new PriceFileError(read.detail);
      header = read.at;
      continue;
    }
    const fields = text.split(',').map((field) => field.trim());
    if (fields.length !== COLUMNS.length) {
      skip(number, `has ${fields.length} fields where the header has ${COLUMNS.length}`);
      continue;
    }
    const asset = (fields[header.asset] ?? '').toUpperCase();
    const day = fields[header.day] ?? '';
    const usdText = fields[header.usd] ?? '';
    if (!SYMBOL.test(asset)) {
      skip(number, `asset '${asset.slice(0, 30)}' is not a ticker such as ETH or USDT`);
      continue;
    }
    if (!validDay(day)) {
      skip(number, `day '${day.slice(0, 30)}' is not a date written YYYY-MM-DD`);
      continue;
    }
    const usd = parseDecimal(usdText);
    if (usd === undefined || usd.units === 0n) {
      skip(number, `usd '${usdText.slice(0, 30)}' is not a price in US dollars above 0, e.g. 3021.55`);
      continue;
    }
    rows.set(`${asset} ${day}`, { asset, day, usd: formatDecimal(usd) });
  }
  if (header === undefined)
    throw new PriceFileError('the file is empty: it needs the header asset,day,usd and a row per close');
  const list = [...rows.values()];
  await store.db.transaction().execute(async (tx) => {
    for (let i = 0; i < list.length; i += 300) {
      const batch = list.slice(i, i + 300);
      const stored = await tx
        .selectFrom('asset_prices')
        .select(['asset', 'day', 'usd'])
        .where((eb) =>
          eb.or(batch.map((row) => eb.and([eb('asset', '=', row.asset), eb('day', '=', row.day)]))),
        )
        .execute();
      const before = new Map(stored.map((row) => [`${row.asset} ${row.day}`, row.usd]));
      for (const row of batch) {
        const was = before.get(`${row.asset} ${row.day}`);
        if (was !== undefined && was !== row.usd) summary.replaced += 1;
      }
      await tx
        .insertInto('asset_prices')
        .values(batch.map((row) => ({ ...row, imported_at: now })))
        .onConflict((oc) =>
          oc.columns(['asset', 'day']).doUpdateSet((eb) => ({
            usd: eb.ref('excluded.usd'),
            imported_at: eb.ref('excluded.imported_at'),
          })),
        )
        .execute();
    }
  });
  summary.imported = list.length;
  summary.assets = [...new Set(list.map((row) => row.asset))].sort();
  const days = list.map((row) => row.day).sort();
  summary.from = days[0] ?? null;
  summary.to = days.at(-1) ?? null;
  return summary;
}

/** A file that is not a price file at all (no header, another layout): the CLI's usage error. */
export class PriceFileError extends Error {}
