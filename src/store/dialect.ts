import { type Kysely, PostgresAdapter, type RawBuilder, sql } from 'kysely';
import { type CommitOrder, postgresCommitOrder, sqliteCommitOrder } from './commit-order.ts';

/**
 * Every difference between SQLite and PostgreSQL that the code relies on, as named capabilities on
 * one object. Code asks `store.dialect.isUniqueViolation(err)`, never `if (postgres)`. The one
 * difference that needs a connection of its own, waking other processes when a transaction commits,
 * is the store's `notifier` (`notifications.ts`).
 */
export interface StoreDialect {
  readonly name: 'sqlite' | 'postgres';
  /**
   * Whether `FOR UPDATE SKIP LOCKED` exists, so many workers can claim rows at once without waiting
   * for each other. SQLite has a single writer per database file: claims there happen one at a time
   * whoever makes them, each an atomic conditional update (see `claimJobs`).
   */
  readonly skipLocked: boolean;
  /**
   * Whether `SELECT … FOR UPDATE` locks the rows it reads until the transaction ends, so that a
   * read-modify-write of shared rows (an asset's last position) cannot lose another transaction's
   * write. SQLite needs none: one writer at a time holds the whole database.
   */
  readonly rowLocks: boolean;
  /** Whether the error is a violated unique or primary-key constraint. */
  isUniqueViolation(error: unknown): boolean;
  /**
   * Runs the migrator so that only one process migrates at a time. Kysely takes an advisory lock on
   * PostgreSQL itself; on SQLite its lock is a no-op (it assumes one connection), but several
   * processes can share the database file, so there the whole run holds SQLite's write lock.
   */
  withMigrationLock<T>(db: Kysely<unknown>, run: () => Promise<T>): Promise<T>;
  /** Reading a table's new rows in the order they committed, each once (`commit-order.ts`). */
  readonly commitOrder: CommitOrder;
  /** A top-level text field of a JSON text column, e.g. an event's `data.tx_hash`. */
  jsonText(column: string, field: string): RawBuilder<string | null>;
}

export const sqliteDialect: StoreDialect = {
  name: 'sqlite',
  skipLocked: false,
  rowLocks: false,
  isUniqueViolation: (error) =>
    // node:sqlite reports extended result codes: SQLITE_CONSTRAINT_UNIQUE 2067, _PRIMARYKEY 1555.
    error instanceof Error && 'errcode' in error && (error.errcode === 2067 || error.errcode === 1555),
  withMigrationLock: async (db, run) => {
    // The Kysely SQLite driver uses a single connection, so the migrator's statements run inside
    // this transaction; BEGIN IMMEDIATE waits (busy_timeout) for another process's migration.
    await sql`BEGIN IMMEDIATE`.execute(db);
    try {
      const result = await run();
      await sql`COMMIT`.execute(db);
      return result;
    } catch (error) {
      await sql`ROLLBACK`.execute(db);
      throw error;
    }
  },
  commitOrder: sqliteCommitOrder,
  jsonText: (column, field) => sql<string | null>`json_extract(${sql.ref(column)}, ${`$.${field}`})`,
};

export const postgresDialect: StoreDialect = {
  name: 'postgres',
  skipLocked: true,
  rowLocks: true,
  // SQLSTATE 23505 unique_violation.
  isUniqueViolation: (error) => error instanceof Error && 'code' in error && error.code === '23505',
  withMigrationLock: (_db, run) => run(),
  commitOrder: postgresCommitOrder,
  jsonText: (column, field) => sql<string | null>`(${sql.ref(column)}::jsonb ->> ${field})`,
};

/** The dialect a Kysely instance talks to, for migrations (which are handed no store). */
export function dialectOf(db: Kysely<unknown>): StoreDialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? postgresDialect : sqliteDialect;
}
