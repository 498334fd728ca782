// The tracking check runs on the app's own timer, every VIGIL_TRACKING_CHECK_S: a followed vessel's
// silence is told with no test calling `check()`, within a little more than the interval set (a
// second here; up to 5 s allowed for a loaded machine). At the default 10 s, counted from the app's
// start, nothing would be told in the seconds this test takes: the process tests that set a short
// interval rely on it being used.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { outboxData } from '../../fixtures/outbox-data.ts';
import { startApp, type TestApp } from '../../harness.ts';

const MINUTE = 60_000;
const clock = new ManualClock(Date.parse('2026-11-23T10:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await startApp({ startWorker: false, clock, env: { VIGIL_TRACKING_CHECK_S: '1' } });
});
afterAll(async () => {
  await t?.close();
});

test('a silence is told by the timer within a little more than VIGIL_TRACKING_CHECK_S', async () => {
  const now = clock.now();
  const fixes = [10, 8, 6].map((ago, i) => ({
    mmsi: '244920001',
    at: new Date(now - ago * MINUTE).toISOString(),
    lon: 3.0 + i * 0.001,
    lat: 51.5,
    speed_kn: 12,
  }));
  const ingested = await t.request({ method: 'POST', url: '/v1/ingest/positions', payload: fixes });
  expect(ingested.json().rejected, ingested.body).toBe(0);
  const vessel = await t.app.services.assets.findBy('mmsi', '244920001');
  const followed = await t.request({ method: 'POST', url: `/v1/assets/${vessel?.id}/follow` });
  expect(followed.statusCode, followed.body).toBeLessThan(300);
  // Past the 15-minute floor since the last fix: the next check finds the silence.
  clock.set(now - 6 * MINUTE + 16 * MINUTE);
  await expect
    .poll(() => outboxData(t.app.services, t.admin.workspaceId, 'asset.dark'), { timeout: 5_000 })
    .toHaveLength(1);
});
