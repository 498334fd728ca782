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
   * Why the store cannot serve now, when the error says so (a connection lost, the server shutting
   * down or starting, the disk full, the database busy), with how long to wait before trying again;
   * undefined for any other error. Such a failure is the store's, not the request's: retried later,
   * the same request may well succeed.
   */
  unavailable(error: unknown): StoreUnavailable | undefined;
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
  /**
   * Whether rows are looked up by pairs of keys bound as two arrays, each pair by its own index
   * probe (`store/pair-probes.ts`): one statement for any number of pairs, so a list of keys need not
   * be cut into powers of two (`keyBatches`), which only pays where each length's statement is
   * prepared once and kept (SQLite, whose reads take the pairs as a list of row values).
   */
  readonly keyArrays: boolean;
}

export interface StoreUnavailable {
  /** What is wrong, for a person: "the database's disk is full". */
  reason: string;
  retryAfterS: number;
}

/**
 * How long a client should wait: a lost connection is back within a few seconds (the pool opens a
 * new one at the next query); a full disk needs someone to act, so asking sooner only adds load.
 */
const RETRY_SOON_S = 5;
const RETRY_LATER_S = 60;

/** SQLite's primary result codes (the low byte of an extended code): sqlite.org/rescode.html. */
const SQLITE_UNAVAILABLE: Record<number, StoreUnavailable> = {
  5: { reason: 'the database file is locked by another writer (SQLITE_BUSY)', retryAfterS: RETRY_SOON_S },
  6: { reason: 'a table is locked (SQLITE_LOCKED)', retryAfterS: RETRY_SOON_S },
  10: { reason: 'the database file could not be read or written (SQLITE_IOERR)', retryAfterS: RETRY_LATER_S },
  13: { reason: "the database's disk is full (SQLITE_FULL)", retryAfterS: RETRY_LATER_S },
};

function sqliteUnavailable(error: unknown): StoreUnavailable | undefined {
  if (!(error instanceof Error) || !('errcode' in error) || typeof error.errcode !== 'number')
    return undefined;
  return SQLITE_UNAVAILABLE[error.errcode & 0xff];
}

/** SQLSTATEs that say the server, not the statement, is the trouble (postgresql.org/docs/current/errcodes-appendix.html). */
const POSTGRES_UNAVAILABLE: Record<string, string> = {
  '57P01': 'the database server is shutting down (admin_shutdown)',
  '57P02': 'the database server crashed (crash_shutdown)',
  '57P03': 'the database server is starting or stopping (cannot_connect_now)',
  '57P05': 'the database connection was idle too long (idle_session_timeout)',
  '53300': 'the database server has no connection slot free (too_many_connections)',
  '53100': "the database server's disk is full (disk_full)",
  '58030': 'the database server could not read or write a file (io_error)',
};
/** Node's socket errors when the server cannot be reached. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTCONN',
]);
/**
 * What node-postgres throws when the connection under a query ends: it has no code, only these
 * messages (pg/lib/client.js, pg-pool/index.js).
 */
const PG_CONNECTION_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
];

function postgresUnavailable(error: unknown): StoreUnavailable | undefined {
  if (!(error instanceof Error)) return undefined;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  if (code !== undefined) {
    const known = POSTGRES_UNAVAILABLE[code];
    if (known !== undefined)
      return { reason: known, retryAfterS: code === '53100' ? RETRY_LATER_S : RETRY_SOON_S };
    // Class 08: connection exceptions.
    if (code.startsWith('08'))
      return { reason: `the database connection failed (${code})`, retryAfterS: RETRY_SOON_S };
    if (SOCKET_CODES.has(code))
      return { reason: `the database server cannot be reached (${code})`, retryAfterS: RETRY_SOON_S };
  }
  if (PG_CONNECTION_MESSAGES.some((message) => error.message.startsWith(message)))
    return { reason: 'the connection to the database server was lost', retryAfterS: RETRY_SOON_S };
  // An AggregateError of every address tried (Node's happy-eyeballs connect).
  if (error instanceof AggregateError)
    return error.errors.map(postgresUnavailable).find((u) => u !== undefined);
  return undefined;
}

export const sqliteDialect: StoreDialect = {
  name: 'sqlite',
  skipLocked: false,
  rowLocks: false,
  keyArrays: false,
  isUniqueViolation: (error) =>
    // node:sqlite reports extended result codes: SQLITE_CONSTRAINT_UNIQUE 2067, _PRIMARYKEY 1555.
    error instanceof Error && 'errcode' in error && (error.errcode === 2067 || error.errcode === 1555),
  unavailable: sqliteUnavailable,
  withMigrationLock: async (db, run) => {
    // The Kysely SQLite driver uses a single connection, so the migrator's statements run inside
    // this transaction; BEGIN IMMEDIATE waits (busy_timeout) for another process's migration.
    await sql`BEGIN IMMEDIATE`.execute(db);
    try {
      const result = await run();
      await sql`COMMIT`.execute(db);
      return result;
    } catch (error) {
      // The migration's error is the one to report: SQLite may have ended the transaction itself
      // (a full disk), and then ROLLBACK fails with "no transaction is active".
      await sql`ROLLBACK`.execute(db).catch(() => {});
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
  keyArrays: true,
  // SQLSTATE 23505 unique_violation.
  isUniqueViolation: (error) => error instanceof Error && 'code' in error && error.code === '23505',
  unavailable: postgresUnavailable,
  withMigrationLock: (_db, run) => run(),
  commitOrder: postgresCommitOrder,
  jsonText: (column, field) => sql<string | null>`(${sql.ref(column)}::jsonb ->> ${field})`,
};

/** The dialect a Kysely instance talks to, for migrations (which are handed no store). */
export function dialectOf(db: Pick<Kysely<unknown>, 'getExecutor'>): StoreDialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? postgresDialect : sqliteDialect;
}
