/**
 * Opens the store the configuration names: embedded SQLite in the data directory, or PostgreSQL.
 * Everything above this file sees one `Store`: a Kysely instance and the dialect's capabilities.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, sql } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from './database.ts';
import type { Db } from './db.ts';
import { postgresDialect, type StoreDialect, sqliteDialect } from './dialect.ts';
import { localNotifier, type Notifier, postgresNotifier } from './notifications.ts';
import { CurrentSchemaPostgresDialect } from './postgres-introspector.ts';
import { checkpointInBackground } from './sqlite-checkpointer.ts';
import { openSqliteDatabase, RollbackSafeSqliteDialect, SERVICE_PAGE_CACHE_KIB } from './sqlite-database.ts';
import type { StoreConfig } from './store-config.ts';

export type { Db, Executor, Tx } from './db.ts';
export { describeStore, type StoreConfig } from './store-config.ts';

export interface Store {
  db: Db;
  dialect: StoreDialect;
  /** The PostgreSQL schema that holds the tables, when not the default one. */
  schema: string | undefined;
  /**
   * The SQLite file, for work that opens a connection of its own in another thread (the screening
   * audit writer); undefined on PostgreSQL.
   */
  sqliteFile: string | undefined;
  /** Wake-ups for workers when a transaction leaves work behind (see notifications.ts). */
  notifier: Notifier;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const PG_INT8_OID = 20;
const PG_POOL_SIZE = 10;

/** Advisory lock key held while a schema is created: "vigil" in ASCII, apart from Kysely's migration lock. */
const SCHEMA_CREATION_LOCK = 0x76_69_67_69_6c;

/** `logger` hears of trouble in the background, such as a lost notification connection. */
export async function openStore(config: StoreConfig, options: { logger?: Logger } = {}): Promise<Store> {
  // The error that failed a transaction is what its caller throws and logs; a rollback that fails
  // after it is only heard of here.
  const onRollbackFailure = (error: unknown) =>
    options.logger?.warn({ err: error }, 'rolling back a failed transaction failed too');
  if (config.kind === 'sqlite') {
    mkdirSync(path.dirname(config.file), { recursive: true });
    const { database, raw } = openSqliteDatabase(config.file, { pageCacheKib: SERVICE_PAGE_CACHE_KIB });
    const db = new Kysely<Database>({
      dialect: new RollbackSafeSqliteDialect(
        { database },
        { inTransaction: () => raw.isTransaction, onRollbackFailure },
      ),
    });
    const stopCheckpoints = checkpointInBackground(raw, config.file);
    return makeStore(db, sqliteDialect, undefined, localNotifier(), {
      file: config.file,
      release: stopCheckpoints,
    });
  }

  const schema = config.schema;
  if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
    throw new Error(`invalid PostgreSQL schema name '${schema}'`);
  }
  const pool = new pg.Pool({
    connectionString: config.url,
    max: PG_POOL_SIZE,
    // Times and counts are int8; every value we keep fits a double exactly (below 2^53).
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === PG_INT8_OID ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // A connection the server ends (a restart, an administrator, `pg_terminate_backend`, a network
  // cut) emits an error event, and an error event nobody hears ends the process. The pool listens
  // only while a connection is idle (and then drops it), so each connection gets a listener of its
  // own for its whole life, checked out or not: a query in flight on it fails with the error (the
  // request gets a 503, see `isUnavailable`), and the pool drops it when it comes back.
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      options.logger?.warn({ err: error }, 'a PostgreSQL connection failed; the pool replaces it');
    });
  });
  // The pool's own report of an idle connection failing: already heard (and logged) above.
  pool.on('error', () => {});
  if (schema) {
    const client = await pool.connect();
    try {
      // CREATE SCHEMA IF NOT EXISTS is not safe against itself: two processes opening a new schema
      // together can both pass the check, and the second fails on pg_namespace's unique index.
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_CREATION_LOCK]);
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }
  const db = new Kysely<Database>({
    dialect: new CurrentSchemaPostgresDialect({ pool }, { onRollbackFailure }),
  });
  const notifier = postgresNotifier({ url: config.url, schema, logger: options.logger });
  return makeStore(db, postgresDialect, schema, notifier);
}

function makeStore(
  db: Db,
  dialect: StoreDialect,
  schema: string | undefined,
  notifier: Notifier,
  sqlite?: { file: string; release(): Promise<void> },
): Store {
  return {
    db,
    dialect,
    schema,
    sqliteFile: sqlite?.file,
    notifier,
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: async () => {
      await notifier.close();
      await sqlite?.release();
      await db.destroy();
    },
  };
}
