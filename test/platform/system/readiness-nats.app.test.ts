// Readiness of a process sharing the engine through NATS: it names `nats` while the connection is
// down (and says positions wait to be relayed), and `partitions` when engine partitions have had no
// holder for 10 s; both recover. NATS is a server of the test's own (test/fixtures/private-nats.ts),
// since the shared one is never stopped. Needs DATABASE_URL (the PostgreSQL pass) and nats-server.
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManualClock } from '../../../src/lib/clock.ts';
import {
  type PrivateNats,
  privateNatsMissing,
  skipPrivateNats,
  startPrivateNats,
} from '../../fixtures/private-nats.ts';
import { startApp, TEST_DIALECT, type TestApp } from '../../harness.ts';

const runs = TEST_DIALECT === 'postgres' && !skipPrivateNats;
const why = TEST_DIALECT !== 'postgres' ? 'needs DATABASE_URL' : (privateNatsMissing() ?? '');

interface Report {
  status: string;
  failing: string[];
  checks: Record<string, { status: string; detail: string; held?: number[]; unheld?: number[] }>;
}

async function waitForReady(t: TestApp, what: string, want: (report: Report) => boolean): Promise<Report> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const report = (await t.request({ method: 'GET', url: '/v1/health/ready', key: null })).json() as Report;
    if (want(report)) return report;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(report)}`);
    await delay(250);
  }
}

describe.skipIf(!runs)(`readiness with NATS${runs ? '' : ` (skipped: ${why})`}`, () => {
  let nats: PrivateNats;
  let t: TestApp;
  beforeAll(async () => {
    nats = await startPrivateNats();
    t = await startApp({
      env: { DATABASE_URL: process.env.DATABASE_URL ?? '', NATS_URL: nats.url, VIGIL_ENGINE_PARTITIONS: '4' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await nats?.dispose();
  });

  it('is ready with NATS connected and every partition held by this process', async () => {
    const report = await waitForReady(
      t,
      'every partition held',
      (r) => r.checks.partitions?.held?.length === 5,
    );
    expect(report.status).toBe('ready');
    expect(report.checks.nats?.status).toBe('ok');
    expect(report.checks.partitions).toMatchObject({ status: 'ok', held: [0, 1, 2, 3, 4], unheld: [] });
  });

  it('names nats while the connection is down, and is ready again once it is back', async () => {
    await nats.stop('SIGKILL');
    const down = await waitForReady(t, 'nats failing', (r) => r.failing.includes('nats'));
    expect(down.status).toBe('degraded');
    expect(down.checks.nats?.detail).toContain('not connected to NATS');
    expect((await t.request({ method: 'GET', url: '/v1/health', key: null })).statusCode).toBe(200);
    await nats.start();
    await waitForReady(t, 'nats back', (r) => r.checks.nats?.status === 'ok');
  });

  it('names the partitions that have had no holder for 10 s', async () => {
    const clock = t.clock as ManualClock;
    const engine = t.app.engine.engine;
    if (!engine) throw new Error('this process runs the engine');
    await engine.stop();
    const first = await waitForReady(t, 'partitions let go', (r) => r.checks.partitions?.held?.length === 0);
    // Let go a moment ago: a handover, not yet a fault.
    expect(first.checks.partitions?.status).toBe('ok');
    clock.advance(10_000);
    const unheld = await waitForReady(t, 'partitions failing', (r) => r.failing.includes('partitions'));
    expect(unheld.checks.partitions?.unheld).toEqual([0, 1, 2, 3, 4]);
    expect(unheld.checks.partitions?.detail).toContain('their positions are not judged');
    await engine.start();
    await waitForReady(t, 'partitions held again', (r) => r.checks.partitions?.status === 'ok');
  });
});
