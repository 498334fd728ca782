// A crash leaves no retry stuck: a service killed with SIGKILL while a request with an
// Idempotency-Key runs leaves that key "in flight"; a restarted service on the same store releases
// it, so the client's retry runs (it used to get 409 for 24 hours), and later repeats replay it.

import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { createFreshDatabase, TEST_DIALECT } from '../../stores.ts';
import { adminKeyOf, killChildren, removeTempDirs, request, startService, tempDir } from './child-service.ts';

/** Enough positions that the ingest is still running when the test sees its claim and kills it. */
const POSITIONS = 60_000;

afterEach(killChildren);
afterAll(removeTempDirs);

/** The state of an idempotency record, read beside the service. */
type ReadState = (key: string) => Promise<string | undefined>;

function sqliteState(file: string): ReadState {
  return async (key) => {
    const db = new DatabaseSync(file, { readOnly: true });
    try {
      const row = db.prepare('SELECT state FROM idempotency_keys WHERE key = ?').get(key);
      return row === undefined ? undefined : String(row.state);
    } catch {
      return undefined; // not migrated yet
    } finally {
      db.close();
    }
  };
}

function postgresState(url: string): ReadState {
  return async (key) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const result = await client.query('SELECT state FROM idempotency_keys WHERE key = $1', [key]);
      return result.rows[0]?.state;
    } finally {
      await client.end();
    }
  };
}

describe(`idempotency on ${TEST_DIALECT} across a crash`, () => {
  test('SIGKILL mid-request, then a restart: the retry runs, and repeats of it replay', async () => {
    const database = TEST_DIALECT === 'postgres' ? await createFreshDatabase() : undefined;
    try {
      const dataDir = tempDir();
      const env: Record<string, string> = database
        ? { DATABASE_URL: database.url }
        : { VIGIL_DATA_DIR: dataDir };
      const stateOf = database ? postgresState(database.url) : sqliteState(path.join(dataDir, 'vigil.db'));
      const now = Date.now();
      const body = Array.from({ length: POSITIONS }, (_, i) => ({
        mmsi: String(200_000_000 + (i % 2_000)),
        at: new Date(now - (POSITIONS - i) * 1_000).toISOString(),
        lon: 5 + (i % 100) / 100,
        lat: 52 + (i % 37) / 100,
      }));
      const headers = { 'idempotency-key': 'crash-retry-1' };
      // 60,000 positions are stored in paced slices (a turn of the event loop between them): on
      // PostgreSQL that takes longer than the 10 s a small request gets. What is tested is what the
      // retry and its repeat answer, not how fast; ingest speed is measured in the bench.
      const timeoutMs = 60_000;

      const first = await startService(env);
      const key = await adminKeyOf(first);
      const lost = request(`${first.address}/v1/ingest/positions`, { method: 'POST', key, body, headers });
      lost.catch(() => {}); // its connection dies with the process
      const until = Date.now() + 20_000;
      while ((await stateOf('crash-retry-1')) !== 'in_flight') {
        if (Date.now() > until) throw new Error('the request never got in flight');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      first.child.kill('SIGKILL');
      await first.exited;
      expect(await stateOf('crash-retry-1')).toBe('in_flight');

      const second = await startService(env);
      const retry = await request(`${second.address}/v1/ingest/positions`, {
        method: 'POST',
        key,
        body,
        headers,
        timeoutMs,
      });
      expect(retry.status, retry.body).toBe(200);
      expect(retry.headers['idempotent-replayed']).toBeUndefined();
      expect(JSON.parse(retry.body).accepted).toBe(POSITIONS);

      const repeat = await request(`${second.address}/v1/ingest/positions`, {
        method: 'POST',
        key,
        body,
        headers,
        timeoutMs,
      });
      expect(repeat.status).toBe(200);
      expect(repeat.headers['idempotent-replayed']).toBe('true');
      expect(repeat.body).toBe(retry.body);
    } finally {
      await database?.drop();
    }
  }, 150_000);
});
