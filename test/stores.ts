/**
 * The store a test runs on: SQLite in a temporary directory by default; with `DATABASE_URL` set (as
 * `.ci/run` does for its second pass) PostgreSQL instead, each store a database of its own made
 * from a migrated template (`createTestStore`), dropped afterwards. Kept apart from the app harness
 * (`harness.ts`, which re-exports it) so that tests of whole processes, of the CLI and of the store
 * layer, which need a store but not the app in their own process, do not load the service to get one.
 */

import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrateToLatest } from '../src/store/migrate.ts';
import { openStore, type StoreConfig } from '../src/store/store.ts';
import { digestOf, TEST_CACHE_DIR } from './fixtures/test-cache.ts';

export type Dialect = 'sqlite' | 'postgres';

/** The dialect app tests run on in this pass. */
export const TEST_DIALECT: Dialect = process.env.DATABASE_URL ? 'postgres' : 'sqlite';
/**
 * True in the PostgreSQL pass. A test whose outcome does not depend on the pass's store (it is about
 * SQLite itself, or brings a PostgreSQL server of its own) is skipped there with
 * `describe.skipIf(IN_POSTGRES_PASS)`: it would only run again what the SQLite pass ran.
 * test/test-tiers.test.ts holds such a file to using no store the pass chooses.
 */
export const IN_POSTGRES_PASS = TEST_DIALECT === 'postgres';
/** Dialects the repository contract suite runs on: SQLite always, PostgreSQL when it is configured. */
export const ALL_DIALECTS: Dialect[] = process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestStore {
  config: StoreConfig;
  dispose(): Promise<void>;
}

/**
 * A place for a store: an empty SQLite file in a temporary directory, or an empty PostgreSQL schema.
 * `migrated: true` starts the store as a copy of one the real migrator made once: a SQLite file
 * this process migrated (`migratedTemplate`), or on PostgreSQL a new database made from a migrated
 * template database (`migratedPostgresTemplate`). The app still runs `migrateToLatest` on it, as
 * on any restart, and finds nothing to do. Tests of the migrations themselves take the empty store.
 */
export async function createTestStore(
  dialect: Dialect = TEST_DIALECT,
  options: { migrated?: boolean } = {},
): Promise<TestStore> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'vigil-test-'));
    const file = path.join(dir, 'vigil.db');
    if (options.migrated) copyFileSync(await migratedTemplate(), file);
    return {
      config: { kind: 'sqlite', file },
      dispose: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('the PostgreSQL dialect needs DATABASE_URL');
  if (options.migrated) {
    const database = `vigil_t_${randomBytes(6).toString('hex')}`;
    await onServer(url, `CREATE DATABASE ${database} TEMPLATE ${await migratedPostgresTemplate(url)}`);
    return {
      config: { kind: 'postgres', url: withDatabase(url, database), schema: TEMPLATE_SCHEMA },
      dispose: () => onServer(url, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`),
    };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  return {
    config: { kind: 'postgres', url, schema },
    dispose: () => onServer(url, `DROP SCHEMA IF EXISTS ${schema} CASCADE`),
  };
}

let template: Promise<string> | undefined;
const MIGRATIONS_DIR = fileURLToPath(new URL('../src/store/migrations/', import.meta.url));

/**
 * A SQLite file every migration has run on, made by the real migrator and closed (its write-ahead
 * log folded in), so a copy of the one file is a whole store. Building an app on an empty file
 * spends most of its time creating the schema; hundreds of apps per run did that again for the same
 * result. It lives in node_modules/.cache/vigil-tests, named by a digest of the migrations' sources
 * (a changed migration makes a new one), shared by the run's processes and the next runs; each is
 * built under a name of its own and renamed into place whole.
 */
function migratedTemplate(): Promise<string> {
  template ??= (async () => {
    const file = path.join(TEST_CACHE_DIR, `sqlite-${digestOf([MIGRATIONS_DIR])}.db`);
    if (existsSync(file)) return file;
    mkdirSync(TEST_CACHE_DIR, { recursive: true });
    const building = `${file}.${process.pid}`;
    const store = await openStore({ kind: 'sqlite', file: building });
    try {
      await migrateToLatest(store);
    } finally {
      await store.close();
    }
    renameSync(building, file);
    for (const left of ['-wal', '-shm']) rmSync(`${building}${left}`, { force: true });
    return file;
  })();
  return template;
}

/** The schema Vigil's tables are in, in the PostgreSQL template and every database made from it. */
const TEMPLATE_SCHEMA = 'vigil_test';
/** Advisory lock key held while the template database is looked for or made ("vtmpl" in ASCII). */
const TEMPLATE_LOCK = 0x76_74_6d_70_6c;
let postgresTemplate: Promise<string> | undefined;

/**
 * The name of a database on the server of `base` holding a store every migration has run on, in
 * schema `TEMPLATE_SCHEMA`, for `CREATE DATABASE … TEMPLATE` (a file copy on the server, a few
 * hundred milliseconds, where migrating a new schema takes seconds). Its name carries a digest of
 * the migrations' sources, so a changed or added migration makes a new template rather than reusing
 * a stale one; test processes and runs on the same server share it (made once, under an advisory
 * lock, built under another name and renamed when whole). It stays on the server between runs:
 * `DROP DATABASE vigil_template_…` removes one that is no longer wanted.
 */
function migratedPostgresTemplate(base: string): Promise<string> {
  postgresTemplate ??= (async () => {
    const name = `vigil_template_${digestOf([MIGRATIONS_DIR])}`;
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
      const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (rowCount === 0) {
        const building = `${name}_building`;
        await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
        await client.query(`CREATE DATABASE ${building}`);
        const store = await openStore({
          kind: 'postgres',
          url: withDatabase(base, building),
          schema: TEMPLATE_SCHEMA,
        });
        try {
          await migrateToLatest(store);
        } finally {
          await store.close();
        }
        // A template must have no connections when it is copied or renamed; the store's
        // notification connection may still be on its way out.
        await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [
          building,
        ]);
        await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => {});
      await client.end();
    }
    return name;
  })();
  return postgresTemplate;
}

/** `base` with its database replaced by `database`. */
function withDatabase(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs one statement on the server of `base`, on a connection of its own. */
async function onServer(base: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new, empty PostgreSQL database on the server of `DATABASE_URL`, for tests of whole processes. */
export async function createFreshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('a fresh PostgreSQL database needs DATABASE_URL');
  const name = `vigil_proc_${randomBytes(6).toString('hex')}`;
  await onServer(base, `CREATE DATABASE ${name}`);
  return {
    url: withDatabase(base, name),
    drop: () => onServer(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
