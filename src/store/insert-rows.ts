/**
 * Multi-row INSERTs for the paths that write on every ingested event (the events, their pending
 * marks, their transfers): the SQL of an insert of n rows into a table is made by Kysely once and
 * kept, and later inserts of as many rows bind their values to it. Building the query each time
 * made a frozen node per value and compiled it again: about 65 µs for 30 rows of 6 columns, against
 * 3 µs to bind them.
 *
 * Every row must have the columns the first row lists, and no value may be undefined (give null):
 * values are bound by position, so a row that does not fit is refused rather than shifted, and
 * Kysely's DEFAULT for an undefined value has no place in SQL made for other rows.
 */
import { type AnyColumn, CompiledQuery, type Insertable, type QueryResult, sql } from 'kysely';
import type { Database } from './database.ts';
import { keptText } from './kept-texts.ts';
import type { Executor } from './store.ts';

export interface InsertOptions<T extends keyof Database & string> {
  /** `ON CONFLICT (columns) DO NOTHING`: a row whose key is already stored is skipped. */
  ignoreConflictOn?: readonly AnyColumn<Database, T>[];
  /** `ON CONFLICT (on) DO UPDATE`: a row whose key is stored overwrites its `set` columns. */
  updateOnConflict?: { on: readonly AnyColumn<Database, T>[]; set: readonly AnyColumn<Database, T>[] };
  /** `RETURNING` these columns of the rows written (not of those skipped). */
  returning?: readonly AnyColumn<Database, T>[];
}

export async function insertRows<T extends keyof Database & string>(
  db: Executor,
  table: T,
  rows: readonly Insertable<Database[T]>[],
  options: InsertOptions<T> = {},
): Promise<Record<string, unknown>[]> {
  if (rows.length === 0) return [];
  return (await execute(db, table, rows, options)).rows;
}

/**
 * The same insert without `RETURNING`: how many rows were written (those skipped on a conflict not
 * counted). Cheaper when the caller needs no more: no row comes back for each one written.
 */
export async function insertRowsCounted<T extends keyof Database & string>(
  db: Executor,
  table: T,
  rows: readonly Insertable<Database[T]>[],
  options: Omit<InsertOptions<T>, 'returning'> = {},
): Promise<number> {
  if (rows.length === 0) return 0;
  return Number((await execute(db, table, rows, options)).numAffectedRows ?? 0);
}

async function execute<T extends keyof Database & string>(
  db: Executor,
  table: T,
  rows: readonly Insertable<Database[T]>[],
  options: InsertOptions<T>,
): Promise<QueryResult<Record<string, unknown>>> {
  const [first] = rows;
  if (first === undefined) throw new Error(`insertRows(${table}): no rows`);
  const columns = Object.keys(first);
  const parameters: unknown[] = [];
  for (const row of rows) {
    const values = row as Record<string, unknown>;
    if (Object.keys(values).length !== columns.length) throw mismatched(table, columns, values);
    for (const column of columns) {
      const value = values[column];
      if (value === undefined) throw mismatched(table, columns, values);
      parameters.push(value);
    }
  }
  const conflict = options.ignoreConflictOn ?? [];
  const update = options.updateOnConflict;
  if (conflict.length > 0 && update) {
    throw new Error(`insertRows(${table}): ignoreConflictOn or updateOnConflict, not both`);
  }
  const returning = options.returning ?? [];
  // The SQL per table, columns, row count and conflict clause (kept-texts.ts).
  const shape = [
    `insertRows(${table})`,
    columns.join(','),
    rows.length,
    conflict.join(','),
    update ? `${update.on.join(',')}=${update.set.join(',')}` : '',
    returning.join(','),
  ].join('|');
  const text = keptText(db, shape, parameters, () => {
    let query = db.insertInto(table).values(rows);
    if (conflict.length > 0) query = query.onConflict((oc) => oc.columns(conflict).doNothing());
    if (update) {
      // Columns named at run time: Kysely cannot type an object built from them, the names were
      // checked as columns of the table by the options' type.
      const set = Object.fromEntries(update.set.map((column) => [column, sql.ref(`excluded.${column}`)]));
      query = query.onConflict((oc) => oc.columns(update.on).doUpdateSet(set as never));
    }
    // The order of the values is the contract: Kysely lists them row by row, in the first row's order.
    return returning.length > 0 ? query.returning(returning) : query;
  });
  return db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(text, parameters));
}

function mismatched(table: string, columns: string[], row: Record<string, unknown>): Error {
  const given = Object.keys(row).filter((column) => row[column] !== undefined);
  return new Error(
    `insertRows(${table}): every row must give the columns ${columns.join(', ')}; one gives ${given.join(', ')}`,
  );
}
