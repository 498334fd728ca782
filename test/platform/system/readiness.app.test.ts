// Readiness says what is wrong: GET /v1/health/ready is 200 `ready` while every check passes, and
// 503 `degraded` naming the check that fails (a store refusing writes, a disk below its floor, an
// engine falling behind), while GET /v1/health, liveness, stays 200. The engine's lag and late
// positions are metrics too. NATS and partitions: readiness-nats.app.test.ts.
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { ManualClock } from '../../../src/lib/clock.ts';
import { createTestStore, startApp, type TestApp } from '../../harness.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

interface Report {
  status: string;
  failing: string[];
  checks: Record<string, { status: string; detail: string; lag_s?: number | null; free_bytes?: number }>;
}

async function ready(app: TestApp): Promise<{ status: number; body: Report }> {
  const response = await app.request({ method: 'GET', url: '/v1/health/ready', key: null });
  return { status: response.statusCode, body: response.json() as Report };
}

const position = (mmsi: string, at: number) => ({
  mmsi,
  at: new Date(at).toISOString(),
  lon: 4.1,
  lat: 52.1,
});

describe('GET /v1/health/ready', () => {
  it('is ready with the checks that apply named, and needs no key', async () => {
    t = await startApp();
    const { status, body } = await ready(t);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.status).toBe('ready');
    expect(body.failing).toEqual([]);
    expect(body.checks.store?.status).toBe('ok');
    expect(body.checks.engine).toMatchObject({ status: 'ok', lag_s: null });
    if (t.app.services.store.dialect.name === 'sqlite') {
      expect(body.checks.disk?.status).toBe('ok');
      expect(body.checks.disk?.free_bytes).toBeGreaterThan(0);
    }
    expect(body.checks.nats).toBeUndefined();
  });

  it('names the disk when its free space is below VIGIL_DISK_FREE_MIN_MB, while liveness stays 200', async () => {
    const store = await createTestStore('sqlite');
    t = await startApp({ store, env: { VIGIL_DISK_FREE_MIN_MB: '9000000' } });
    try {
      const { status, body } = await ready(t);
      expect(status).toBe(503);
      expect(body.status).toBe('degraded');
      expect(body.failing).toEqual(['disk']);
      expect(body.checks.disk?.detail).toContain('below VIGIL_DISK_FREE_MIN_MB');
      expect((await t.request({ method: 'GET', url: '/v1/health', key: null })).statusCode).toBe(200);
    } finally {
      await t.close();
      t = undefined;
      await store.dispose();
    }
  });

  it('names the store while its writes fail (a full disk), and recovers once they succeed again', async () => {
    const store = await createTestStore('sqlite');
    t = await startApp({ store });
    const clock = t.clock as ManualClock;
    try {
      const db = t.app.services.store.db;
      const pages = await sql<{ page_count: number }>`pragma page_count`.execute(db);
      await sql.raw(`pragma max_page_count = ${pages.rows[0]?.page_count ?? 0}`).execute(db);
      const big = await t.request({
        method: 'POST',
        url: '/v1/sites',
        payload: { coordinates: [4.4, 51.9], radius_m: 500, metadata: { note: 'x'.repeat(300_000) } },
      });
      expect(big.statusCode).toBe(503);
      const { status, body } = await ready(t);
      expect(status).toBe(503);
      expect(body.failing).toContain('store');
      expect(body.checks.store?.detail).toContain("the database's disk is full (SQLITE_FULL)");

      await sql`pragma max_page_count = 1073741823`.execute(db);
      clock.advance(61_000);
      expect((await ready(t)).status).toBe(200);
    } finally {
      await t.close();
      t = undefined;
      await store.dispose();
    }
  });

  it('names the engine when positions wait to be judged longer than the window plus a minute', async () => {
    t = await startApp();
    const clock = t.clock as ManualClock;
    const engine = t.app.engine.engine;
    if (!engine) throw new Error('this process runs the engine');
    // The engine stops; the ingest still stores, and the positions wait in its feed.
    await engine.stop();
    const stored = await t.request({
      method: 'POST',
      url: '/v1/ingest/positions',
      payload: [position('244100001', clock.now() - 1_000), position('244100002', clock.now() - 1_000)],
    });
    expect(stored.statusCode, stored.body).toBe(200);
    clock.advance(30_000);
    expect((await ready(t)).body.checks.engine).toMatchObject({ status: 'ok', lag_s: 30 });
    clock.advance(31_000);
    const behind = await ready(t);
    expect(behind.status).toBe(503);
    // On PostgreSQL the stopped engine also let go of its lock: nobody judges (see readiness-nats.app.test.ts).
    expect(behind.body.failing).toEqual(
      t.app.services.store.dialect.name === 'postgres' ? ['engine', 'partitions'] : ['engine'],
    );
    expect(behind.body.checks.engine?.lag_s).toBe(61);
    expect(behind.body.checks.engine?.detail).toMatch(
      /stored 61 s ago; 2 batches of positions wait in the feed/,
    );
    const metrics = await t.request({ method: 'GET', url: '/metrics', key: null });
    expect(metrics.body).toMatch(/^vigil_engine_lag_seconds 61$/m);

    // Started again, it judges what waited, and the process is ready.
    await engine.start();
    await t.app.engine.drain();
    const caughtUp = await ready(t);
    expect(caughtUp.status, JSON.stringify(caughtUp.body)).toBe(200);
    expect(caughtUp.body.checks.engine?.lag_s).toBeNull();
    const after = await t.request({ method: 'GET', url: '/metrics', key: null });
    expect(after.body).toMatch(/^vigil_engine_lag_seconds 0$/m);
    expect(after.body).toMatch(/^vigil_engine_positions_judged_total 2$/m);
  });

  it('counts positions judged late, and those past the late horizon not judged', async () => {
    t = await startApp();
    const now = t.clock.now();
    await t.request({
      method: 'POST',
      url: '/v1/ingest/positions',
      payload: [position('244100003', now - 1_000)],
    });
    const late = await t.request({
      method: 'POST',
      url: '/v1/ingest/positions',
      payload: [position('244100003', now - 60_000)],
    });
    expect(late.json()).toMatchObject({ late: 1, unjudged: 0 });
    const archive = await t.request({
      method: 'POST',
      url: '/v1/ingest/positions',
      payload: [position('244100003', now - 2 * 24 * 3_600_000)],
    });
    expect(archive.json()).toMatchObject({ late: 0, unjudged: 1 });
    const metrics = await t.request({ method: 'GET', url: '/metrics', key: null });
    expect(metrics.body).toMatch(/^vigil_positions_late_total\{judged="yes"\} 1$/m);
    expect(metrics.body).toMatch(/^vigil_positions_late_total\{judged="no"\} 1$/m);
  });
});
