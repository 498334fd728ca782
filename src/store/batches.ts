/**
 * Statements over many rows or keys, cut to stay within the bound-parameter limits of both dialects
 * (SQLite: 32,766 values per statement; PostgreSQL: 65,535): the one place for the numbers each
 * repository used to work out by hand.
 */
import { chunks } from '../lib/chunks.ts';
import type { StoreDialect } from './dialect.ts';

/** Values bound per INSERT: half of SQLite's limit, so no row width can reach it. */
export const MAX_BOUND_VALUES = 16_000;
/**
 * Rows per INSERT at most, however narrow: 2,000 positions (8 columns) a statement is what ingest
 * was tuned to; longer statements make no insert faster.
 */
export const MAX_ROWS_PER_INSERT = 2_000;
/** Keys per `IN (…)` list. */
export const KEYS_PER_QUERY = 500;

/** How many rows of `columns` columns one INSERT carries. */
export function rowsPerInsert(columns: number): number {
  return Math.max(1, Math.min(MAX_ROWS_PER_INSERT, Math.floor(MAX_BOUND_VALUES / Math.max(1, columns))));
}

/**
 * Inserts `rows` a statement at a time, each with as many rows as its width allows, in pieces of a
 * power of two rows (700 rows: 512, 128, 32, 16, 8 and 4). A multi-row INSERT's SQL is made and
 * prepared once per row count and kept (insert-rows.ts, the SQLite statement cache); the judged
 * batches' ledger rows, zone visits and events came in any count, so nearly every one was a new
 * statement to compile and prepare (a few per cent of the geofence bench's CPU). A handful of
 * sizes stay cached.
 */
export async function insertInBatches<R extends object>(
  rows: readonly R[],
  insert: (batch: R[]) => Promise<unknown>,
): Promise<void> {
  const [first] = rows;
  if (first === undefined) return;
  for (const batch of statementBatches(rows, rowsPerInsert(Object.keys(first).length))) await insert(batch);
}

/**
 * `items` cut for statements of at most `size` items each, every batch a power of two long, so
 * that a statement's text is one of a few, each compiled and prepared once (see insertInBatches).
 */
export function statementBatches<T>(items: readonly T[], size: number): T[][] {
  return chunks(items, size).flatMap(powerOfTwoPieces);
}

/**
 * Keys for reads of `KEYS_PER_QUERY` at most each: in powers of two where each length is a
 * statement of its own (SQLite, see statementBatches); whole where the keys are bound as arrays
 * (`StoreDialect.keyArrays`), one statement rather than several.
 */
export function keyBatches<T>(items: readonly T[], dialect: Pick<StoreDialect, 'keyArrays'>): T[][] {
  return dialect.keyArrays ? chunks(items, KEYS_PER_QUERY) : statementBatches(items, KEYS_PER_QUERY);
}

/** `items` cut into consecutive pieces whose lengths are distinct powers of two, longest first. */
export function powerOfTwoPieces<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  let from = 0;
  while (from < items.length) {
    const size = 2 ** Math.floor(Math.log2(items.length - from));
    out.push(items.slice(from, from + size));
    from += size;
  }
  return out;
}

/** Runs `query` over `keys` at most KEYS_PER_QUERY at a time, and returns every batch's rows. */
export async function queryInBatches<K, R>(
  keys: readonly K[],
  query: (batch: K[]) => Promise<readonly R[]>,
): Promise<R[]> {
  const found: R[] = [];
  for (const batch of chunks(keys, KEYS_PER_QUERY)) found.push(...(await query(batch)));
  return found;
}
