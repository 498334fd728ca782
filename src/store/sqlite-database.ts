/**
 * Gives Kysely's SQLite dialect the driver shape it expects (that of better-sqlite3) over Node's
 * built-in `node:sqlite`, so a fresh install needs no native build. Prepared statements are cached
 * by their SQL text: the hot paths run the same few statements over and over.
 */
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type SqliteDatabase,
  SqliteDialect,
  type SqliteDialectConfig,
  type SqliteStatement,
} from 'kysely';
import { RollbackKeepsFirstError, type RollbackOptions } from './rollback-driver.ts';

/**
 * How many prepared statements stay cached, and how much SQL text they may hold between them. A
 * prepared statement's memory follows the length of its SQL (in node:sqlite about 60 bytes for each
 * byte: a 512-row insert of 15 columns, 16 KB of SQL, holds about 1 MB), so a cache bounded by count
 * alone could keep hundreds of megabytes of multi-row inserts. The hot paths' statements, each
 * table's batch sizes included, fit in a fraction of the budget.
 */
const STATEMENT_CACHE_SIZE = 500;
const STATEMENT_CACHE_SQL_LENGTH = 512 * 1024;
const BUSY_TIMEOUT_MS = 5000;
const SQLITE_BUSY = 5;
const SQLITE_LOCKED = 6;

/**
 * The page cache of the service's connection, in KiB (SQLite's default is 2,000 KiB). The judged
 * write inserts each zone visit and ledger row at random places in a few B-trees (the visits' found
 * and asset indexes, the ledger's key) tens of megabytes large by the geofence bench's end; with
 * 2 MB of cache nearly every insert read its leaf page back from the file (docs/scaling.md, "The
 * ledger in one B-tree"). Pages are allocated as they are read, so a small store costs no more.
 */
export const SERVICE_PAGE_CACHE_KIB = 64 * 1024;

/** `pageCacheKib`: the connection's page cache (`PRAGMA cache_size`); SQLite's default without it. */
export function openSqliteDatabase(
  file: string,
  options: { pageCacheKib?: number } = {},
): { database: SqliteDatabase; raw: DatabaseSync } {
  const raw = new DatabaseSync(file);
  // busy_timeout first: it makes a second writer wait for the lock instead of failing at once, and
  // every statement after it (the WAL switch included) needs that when processes start together.
  raw.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
  useWal(raw);
  raw.exec('PRAGMA synchronous = NORMAL');
  raw.exec('PRAGMA foreign_keys = ON');
  if (options.pageCacheKib !== undefined)
    raw.exec(`PRAGMA cache_size = ${-Math.round(options.pageCacheKib)}`);

  // Least recently used first (a Map keeps insertion order; a hit moves its statement to the end).
  const cache = new Map<string, SqliteStatement>();
  let cachedLength = 0;
  const database: SqliteDatabase = {
    close: () => {
      cache.clear();
      raw.close();
    },
    prepare: (sql) => {
      const cached = cache.get(sql);
      if (cached) {
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = wrapStatement(raw.prepare(sql));
      cache.set(sql, statement);
      cachedLength += sql.length;
      for (const oldest of cache.keys()) {
        if (cache.size <= STATEMENT_CACHE_SIZE && cachedLength <= STATEMENT_CACHE_SQL_LENGTH) break;
        cache.delete(oldest);
        cachedLength -= oldest.length;
      }
      return statement;
    },
  };
  return { database, raw };
}

/**
 * Transactions that take the write lock when they begin (`BEGIN IMMEDIATE`), waiting for it under
 * the busy timeout. Kysely's plain `BEGIN` is deferred: the transaction reads from a snapshot and
 * asks for the lock at its first write, and if another connection committed in between (the
 * screening audit writer's thread, the CLI, another process) SQLite fails that write with
 * SQLITE_BUSY at once, without the busy handler, since waiting cannot help a stale snapshot. An
 * ingest of events failed so with a 503 while screenings were being recorded.
 */
class ImmediateTransactions extends RollbackKeepsFirstError {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('BEGIN IMMEDIATE'));
  }
}

/**
 * Kysely's SQLite dialect with transactions that take the write lock at once, and a rollback that
 * keeps a failed transaction's own error: SQLite ends the transaction itself on some errors (a
 * full disk), and then there is nothing to roll back.
 */
export class RollbackSafeSqliteDialect extends SqliteDialect {
  readonly #rollback: RollbackOptions;

  constructor(config: SqliteDialectConfig, rollback: RollbackOptions) {
    super(config);
    this.#rollback = rollback;
  }

  override createDriver(): Driver {
    return new ImmediateTransactions(super.createDriver(), this.#rollback);
  }
}

/**
 * WAL lets readers (another process, the CLI) work while the service writes. The mode is stored in
 * the file, so only the first open converts it; that conversion needs the file to itself, and
 * SQLite reports SQLITE_BUSY at once (without the busy handler) when another connection is
 * opening it at the same moment, so it is retried here until the busy timeout has passed.
 */
function useWal(raw: DatabaseSync): void {
  const deadline = Date.now() + BUSY_TIMEOUT_MS;
  for (;;) {
    try {
      const row = raw.prepare('PRAGMA journal_mode = WAL').get();
      if (row?.journal_mode === 'wal' || row?.journal_mode === 'memory') return;
      throw new Error(`SQLite refused WAL journal mode (got ${String(row?.journal_mode)})`);
    } catch (error) {
      if (!isBusy(error) || Date.now() >= deadline) throw error;
      Atomics.wait(SLEEPER, 0, 0, 10);
    }
  }
}

const SLEEPER = new Int32Array(new SharedArrayBuffer(4));

function isBusy(error: unknown): boolean {
  // The low byte is the primary code (extended codes such as SQLITE_BUSY_RECOVERY build on it).
  if (!(error instanceof Error) || !('errcode' in error) || typeof error.errcode !== 'number') return false;
  const primary = error.errcode & 0xff;
  return primary === SQLITE_BUSY || primary === SQLITE_LOCKED;
}

function wrapStatement(statement: StatementSync): SqliteStatement {
  return {
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...toInputs(parameters)),
    run: (parameters) => statement.run(...toInputs(parameters)),
    iterate: (parameters) => statement.iterate(...toInputs(parameters)),
  };
}

function toInputs(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map(toInput);
}

function toInput(value: unknown): SQLInputValue {
  if (value === undefined) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (
    value === null ||
    typeof value === 'number' ||
    typeof value === 'bigint' ||
    typeof value === 'string' ||
    value instanceof Uint8Array
  ) {
    return value;
  }
  throw new TypeError(`node:sqlite cannot bind a value of type ${typeof value}`);
}
