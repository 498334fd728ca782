/**
 * What one line of a transfers file says, as the `TransferInput` the transfers service then checks
 * (chain, addresses): a JSON lines object with the fields of a `transfer.observed` event's `data`
 * plus `occurred_at`, or a CSV row under a header that names its columns. Problems are
 * `VigilError`s pointing at the field as the ingest endpoint would (`/from`, `/inputs/1/amount`; a
 * CSV column's pointer is `/` and its name), so a file and an event are corrected the same way.
 */
import { invalidField, VigilError } from '../lib/errors.ts';
import { AMOUNT_KEYS, keepDigitsOf } from '../lib/exact-json.ts';
import { parseRfc3339 } from '../lib/rfc3339.ts';
import type { TransferInput } from '../risk/transfers/index.ts';
import { parseCsvLine } from './import-csv.ts';

export type ImportFormat = 'csv' | 'jsonl';

/** The CSV columns, those every row needs first. */
const CSV_COLUMNS = [
  'chain',
  'tx_hash',
  'from',
  'to',
  'amount',
  'asset',
  'occurred_at',
  'value_usd',
  'log_index',
  'output_index',
] as const;
type CsvColumn = (typeof CSV_COLUMNS)[number];
const REQUIRED_COLUMNS: readonly CsvColumn[] = ['chain', 'tx_hash', 'from', 'to', 'amount'];

/** Said wherever CSV meets a UTXO transaction with several inputs or outputs, which it cannot hold. */
const UTXO_IN_JSON_LINES =
  'a UTXO transaction with several inputs or outputs can only be imported from JSON lines (inputs and outputs as [{address, amount}])';

const COLUMNS_SENTENCE = `the header must name the columns ${REQUIRED_COLUMNS.join(', ')} (asset, occurred_at, value_usd, log_index and output_index are optional)`;

/** A log or output index: a whole number, 0 or more. */
function indexOf(value: unknown, pointer: string): number | undefined {
  if (value === undefined) return undefined;
  const number = typeof value === 'string' && /^\d{1,7}$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 0 || number > 1_000_000) {
    throw invalidField(pointer, 'must be a whole number from 0 to 1000000');
  }
  return number;
}

/** The columns of a CSV file, in their order, from its header row. */
export type CsvHeader = readonly CsvColumn[];

function isColumn(name: string): name is CsvColumn {
  return (CSV_COLUMNS as readonly string[]).includes(name);
}

/** The header row's columns, or why the first line is not a header Vigil can read. */
export function readCsvHeader(text: string): { ok: true; header: CsvHeader } | { ok: false; detail: string } {
  const parsed = parseCsvLine(text);
  if (!parsed.ok) return parsed;
  const header: CsvColumn[] = [];
  for (const field of parsed.fields) {
    const name = field.trim().toLowerCase();
    if (name === 'inputs' || name === 'outputs')
      return { ok: false, detail: `column '${name}': ${UTXO_IN_JSON_LINES}` };
    if (!isColumn(name)) {
      return {
        ok: false,
        detail: `${COLUMNS_SENTENCE}; '${name.slice(0, 40)}' is not one (is the header row missing?)`,
      };
    }
    if (header.includes(name)) return { ok: false, detail: `column '${name}' appears twice in the header` };
    header.push(name);
  }
  const missing = REQUIRED_COLUMNS.filter((name) => !header.includes(name));
  if (missing.length > 0) return { ok: false, detail: `${COLUMNS_SENTENCE}; missing: ${missing.join(', ')}` };
  return { ok: true, header };
}

/** A problem with the line as a whole rather than one field: its pointer is the empty one. */
function lineError(detail: string): VigilError {
  return new VigilError('validation_failed', detail, { errors: [{ pointer: '', detail }] });
}

/** A CSV row's transfer; blank optional fields are absent, and space around a value is dropped. */
export function csvTransfer(header: CsvHeader, text: string): TransferInput {
  const parsed = parseCsvLine(text);
  if (!parsed.ok) throw lineError(parsed.detail);
  const { fields } = parsed;
  if (fields.length !== header.length) {
    throw lineError(`has ${fields.length} fields where the header has ${header.length}`);
  }
  const row = new Map<CsvColumn, string>();
  header.forEach((column, i) => {
    const value = fields[i]?.trim() ?? '';
    if (value !== '') row.set(column, value);
  });
  const required = (column: CsvColumn, why = 'is required'): string => {
    const value = row.get(column);
    if (value === undefined) throw invalidField(`/${column}`, why);
    return value;
  };
  const party = `is required in CSV; ${UTXO_IN_JSON_LINES}`;
  const occurredAt = row.get('occurred_at');
  return {
    chain: required('chain'),
    tx_hash: required('tx_hash'),
    from: required('from', party),
    to: required('to', party),
    // Kept as text: read exactly, in units of the asset, by the transfers service.
    amount: required('amount'),
    asset: row.get('asset'),
    value_usd: row.get('value_usd'),
    log_index: indexOf(row.get('log_index'), '/log_index'),
    output_index: indexOf(row.get('output_index'), '/output_index'),
    occurred_at: occurredAt === undefined ? undefined : rfc3339(occurredAt, '/occurred_at'),
  };
}

/** A JSON lines object's transfer: the `transfer.observed` data fields, and `occurred_at`. */
export function jsonTransfer(text: string): TransferInput {
  let parsed: unknown;
  try {
    // Amounts keep every digit: one too long for a double arrives as its text.
    parsed = JSON.parse(text, keepDigitsOf(AMOUNT_KEYS));
  } catch (error) {
    throw lineError(`is not JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw lineError('must be one JSON object (one transfer per line; a JSON array is not JSON lines)');
  }
  const data = parsed as Record<string, unknown>;
  const field = (name: string): string | undefined => {
    const value = data[name];
    if (value === undefined) return undefined;
    if (typeof value !== 'string' || value.length === 0)
      throw invalidField(`/${name}`, 'must be a non-empty string');
    return value;
  };
  const chain = field('chain');
  if (chain === undefined) throw invalidField('/chain', 'is required');
  const txHash = field('tx_hash');
  if (txHash === undefined) throw invalidField('/tx_hash', 'is required');
  const occurredAt = field('occurred_at');
  return {
    chain,
    tx_hash: txHash,
    from: field('from'),
    to: field('to'),
    amount: data.amount === undefined ? undefined : amountOf(data.amount, '/amount'),
    asset: field('asset'),
    value_usd: data.value_usd === undefined ? undefined : amountOf(data.value_usd, '/value_usd'),
    log_index: indexOf(data.log_index, '/log_index'),
    output_index: indexOf(data.output_index, '/output_index'),
    inputs: parties(data.inputs, '/inputs'),
    outputs: parties(data.outputs, '/outputs'),
    occurred_at: occurredAt === undefined ? undefined : rfc3339(occurredAt, '/occurred_at'),
  };
}

/** An amount as the line gives it, decimal text or a number: the transfers service reads it exactly. */
function amountOf(value: unknown, pointer: string): string | number {
  if (typeof value !== 'number' && typeof value !== 'string') {
    throw invalidField(pointer, 'must be an amount in units of the asset, e.g. "1.5"');
  }
  return value;
}

function parties(
  value: unknown,
  pointer: string,
): { address: string; amount: string | number }[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) throw invalidField(pointer, 'must be a list of {address, amount}');
  return value.map((item: unknown, i) => {
    const party = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
    if (typeof party.address !== 'string') throw invalidField(`${pointer}/${i}/address`, 'must be a string');
    return { address: party.address, amount: amountOf(party.amount, `${pointer}/${i}/amount`) };
  });
}

/** Milliseconds of an RFC 3339 time, read strictly (lib/rfc3339.ts). */
export function rfc3339(text: string, pointer: string): number {
  const ms = parseRfc3339(text);
  if (ms === undefined) throw invalidField(pointer, 'must be an RFC 3339 time such as 2025-01-31T12:00:00Z');
  return ms;
}
