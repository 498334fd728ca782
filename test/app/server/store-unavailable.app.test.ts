// The store failing under a request (its disk full, its connection gone) is the service's trouble:
// the request gets a 503 `unavailable` with Retry-After and a detail naming the cause, the log
// names the first error (not a failed rollback), and the next request, once the store has room
// again, succeeds. The PostgreSQL side (connections terminated, the server restarted) is proven
// with processes in test/app/process/postgres-outage.test.ts.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  capturedLogs,
  createTestStore,
  problemOf,
  startApp,
  type TestApp,
  type TestStore,
} from '../../harness.ts';

describe('a SQLite store whose disk is full', () => {
  const logs = capturedLogs('warn');
  let store: TestStore;
  let t: TestApp;
  beforeAll(async () => {
    store = await createTestStore('sqlite');
    t = await startApp({ store, logger: logs.logger });
  });
  afterAll(async () => {
    await t.close();
    await store.dispose();
  });

  it('answers a write 503 unavailable with Retry-After, logs SQLITE_FULL, and recovers', async () => {
    const db = t.app.services.store.db;
    const pages = await sql<{ page_count: number }>`pragma page_count`.execute(db);
    await sql.raw(`pragma max_page_count = ${pages.rows[0]?.page_count ?? 0}`).execute(db);
    const site = (name: string) => ({
      method: 'POST' as const,
      url: '/v1/sites',
      payload: { name, coordinates: [4.4, 51.9], radius_m: 500, metadata: { note: 'x'.repeat(200_000) } },
    });
    const full = await t.request(site('on a full disk'));
    expect(full.statusCode, full.body).toBe(503);
    expect(full.headers['retry-after']).toBe('60');
    const problem = problemOf(full);
    expect(problem.code).toBe('unavailable');
    expect(problem.detail).toContain('disk is full');

    const logged = logs.lines.find((line) => line.msg === 'request failed: the store is unavailable');
    expect((logged?.err as { message?: string } | undefined)?.message).toBe('database or disk is full');
    expect(JSON.stringify(logs.lines)).not.toContain('cannot rollback');

    await sql`pragma max_page_count = 1073741823`.execute(db);
    const after = await t.request(site('with room again'));
    expect(after.statusCode, after.body).toBe(201);
  });
});
