/**
 * The lines of a bulk watch import read: a JSON array of `{chain, address, reference?}`, or CSV
 * with a header naming `chain` and `address` (and `reference`), RFC 4180 quoting. Each line is
 * checked on its own (chain, address for the chain, reference length), so one bad line is reported
 * with why and the others are watched.
 */
import { parse } from 'csv-parse/sync';
import { invalidField, VigilError } from '../../lib/errors.ts';
import { type ChainName, readAddress, readChain } from '../chains/index.ts';

/** Lines one import takes at most. */
export const MAX_LINES = 100_000;
export const MAX_REFERENCE = 200;

export interface WatchLine {
  chain: ChainName;
  address: string;
  reference: string | null;
}

export type LineRead = { line: number; watch: WatchLine } | { line: number; error: string; pointer?: string };

function readLine(line: number, raw: unknown): LineRead {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { line, error: 'is not an object with chain and address' };
  }
  const { chain, address, reference } = raw as Record<string, unknown>;
  try {
    if (typeof chain !== 'string' || chain === '') throw invalidField('/chain', 'is missing');
    if (typeof address !== 'string' || address === '') throw invalidField('/address', 'is missing');
    if (reference !== undefined && reference !== null && typeof reference !== 'string') {
      throw invalidField('/reference', 'must be text');
    }
    const ref = typeof reference === 'string' && reference.trim() !== '' ? reference.trim() : null;
    if (ref !== null && ref.length > MAX_REFERENCE) {
      throw invalidField('/reference', `is longer than ${MAX_REFERENCE} characters`);
    }
    const read = readChain(chain);
    return { line, watch: { chain: read, address: readAddress(read, address), reference: ref } };
  } catch (error) {
    if (!(error instanceof VigilError)) throw error;
    const pointer = error.errors?.[0]?.pointer;
    const detail = error.errors?.[0]?.detail ?? error.message;
    return pointer === undefined ? { line, error: detail } : { line, error: detail, pointer };
  }
}

/** Every line read; lines count from 1 (CSV: the first line after the header is 1... its file line is 2). */
export function readLines(format: 'json' | 'csv', body: string): LineRead[] {
  const rows: unknown[] =
    format === 'json'
      ? (JSON.parse(body) as unknown[])
      : (parse(body, {
          columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
          skip_empty_lines: true,
          trim: true,
          relax_column_count: true,
        }) as unknown[]);
  return rows.map((raw, i) => readLine(i + 1, raw));
}

/** A CSV body checked before it is stored: its header must name chain and address, and no line may hold NUL. */
export function checkCsv(body: string): number {
  const firstLine = body.split(/\r?\n/, 1)[0] ?? '';
  const header = firstLine.split(',').map((h) => h.trim().replace(/^"|"$/g, '').toLowerCase());
  for (const column of ['chain', 'address']) {
    if (!header.includes(column)) {
      throw invalidField('/body', `the CSV header must name ${column} (columns: chain, address, reference)`);
    }
  }
  // The body is stored as it came until its lines are read, and no store keeps NUL in text (a JSON
  // body cannot hold one: json-body.ts).
  const nul = body.indexOf('\u0000');
  if (nul !== -1) {
    const line = body.slice(0, nul).split('\n').length;
    throw invalidField('/body', `line ${line} holds the NUL character (\\u0000), which no line may`);
  }
  const lines = body.split(/\r?\n/).filter((l) => l.trim() !== '').length - 1;
  if (lines < 1) throw invalidField('/body', 'has a header and no lines');
  if (lines > MAX_LINES) throw invalidField('/body', `has ${lines} lines: at most ${MAX_LINES} per import`);
  return lines;
}
