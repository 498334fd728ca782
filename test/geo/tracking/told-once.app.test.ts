// Each alert is told once: the tracking engines rebuild their state at start, and a second process
// on the same store keeps its own, yet a silence, an episode, a zone crossing or a site presence is
// told once, however often the service restarts and whichever process finds it.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import {
  createTestStore,
  startApp,
  TEST_DIALECT,
  type TestApp,
  type TestKey,
  type TestStore,
} from '../../harness.ts';

// Each app start compiles every route's schemas (seconds on a busy machine); these tests restart.
vi.setConfig({ testTimeout: 120_000 });

const clock = new ManualClock(Date.parse('2026-11-23T10:00:00Z'));
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/**
 * The loitering test sends 40 hours of track at once: a late horizon of a week (the most allowed)
 * keeps all of it judged instead of leaving the first 16 hours unjudged as an archive.
 */
const env = { VIGIL_LATE_HORIZON_S: String(7 * 24 * 3600) };
let store: TestStore;
/** The process that runs longest; `restart()` replaces it with a new one on the same store. */
let t: TestApp;
beforeAll(async () => {
  store = await createTestStore();
  t = await startApp({ startWorker: false, clock, store, env });
});
afterAll(async () => {
  await t.close();
  await store.dispose();
});

const iso = (ms: number) => new Date(ms).toISOString();
/** Each test works in its own spot off Fujairah so that zones never overlap. */
const spot = (n: number): [number, number] => [56.0 + n * 0.2, 24.0];

async function restart(): Promise<void> {
  await t.close();
  t = await startApp({ startWorker: false, clock, store, env });
}

async function workspace(name: string): Promise<{ key: TestKey; id: string }> {
  const key = await t.key(['*'], { workspace: name });
  return { key, id: (await t.app.services.workspaces.ensure(name)).workspace.id };
}

async function post(app: TestApp, key: TestKey, url: string, payload: unknown) {
  const response = await app.request({ method: 'POST', url, key: key.token, payload: payload as object });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
}

type Fix = { mmsi: string; at: number; lon: number; lat: number; speed_kn?: number };
const send = (app: TestApp, key: TestKey, fixes: Fix[]) =>
  post(
    app,
    key,
    '/v1/ingest/positions',
    fixes.map((f) => ({ ...f, at: iso(f.at) })),
  );

function track(mmsi: string, at: [number, number], from: number, to: number, stepMs: number, speed: number) {
  const out: Fix[] = [];
  for (let time = from, i = 0; time <= to; time += stepMs, i += 1) {
    out.push({ mmsi, at: time, lon: at[0] + i * 0.00002, lat: at[1], speed_kn: speed });
  }
  return out;
}

async function events(workspaceId: string, type: string) {
  const rows = await t.app.services.store.db
    .selectFrom('outbox_events')
    .select('payload')
    .where('workspace_id', '=', workspaceId)
    .where('type', '=', type)
    .execute();
  return rows.map((row) => (JSON.parse(row.payload) as { data: Record<string, unknown> }).data);
}

async function detectionTypes(key: TestKey, siteId: string) {
  const response = await t.request({
    method: 'GET',
    url: `/v1/detections?site_id=${siteId}`,
    key: key.token,
  });
  return (response.json().data as { type: string }[]).map((d) => d.type).sort();
}

async function assetId(mmsi: string) {
  return (await t.app.services.assets.findBy('mmsi', mmsi))?.id ?? '';
}

describe('dark watch', () => {
  it('tells a followed vessel’s silence inside a dark_activity site once, across three restarts', async () => {
    const w = await workspace('once-dark');
    const site = await post(t, w.key, '/v1/sites', { coordinates: spot(1), radius_m: 2000 });
    const now = clock.now();
    await send(t, w.key, track('244920001', spot(1), now - 3 * MINUTE, now - MINUTE, 10_000, 8));
    await post(t, w.key, `/v1/assets/${await assetId('244920001')}/follow`, {});
    clock.advance(20 * MINUTE);
    await t.app.services.tracking.check();
    for (let i = 0; i < 3; i += 1) {
      await restart();
      clock.advance(MINUTE);
      await t.app.services.tracking.check();
    }
    expect(await events(w.id, 'asset.dark')).toHaveLength(1);
    expect(await detectionTypes(w.key, site.id)).toEqual(['dark_activity', 'vessel_presence']);
    // Three starts of the app: a busy machine needs more than the default 30 s for them.
  }, 120_000);

  it('tells a silence once when two processes both watch the vessel', async () => {
    const w = await workspace('once-dark-two');
    const now = clock.now();
    await send(t, w.key, track('244920002', spot(2), now - 3 * MINUTE, now - MINUTE, 10_000, 8));
    await post(t, w.key, `/v1/assets/${await assetId('244920002')}/follow`, {});
    const other = await startApp({ startWorker: false, clock, store, env });
    try {
      clock.advance(20 * MINUTE);
      const checks = [t, other].map((app) => () => app.app.services.tracking.check());
      // On PostgreSQL both check at once; two SQLite connections in one thread cannot both hold a
      // write transaction (the second would wait on the first forever), so there they take turns.
      if (TEST_DIALECT === 'postgres') await Promise.all(checks.map((check) => check()));
      else for (const check of checks) await check();
      await other.app.services.tracking.check();
      expect(await events(w.id, 'asset.dark')).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('does not call a vessel dark when its positions went to another process', async () => {
    const w = await workspace('not-dark-elsewhere');
    const now = clock.now();
    await send(t, w.key, track('244920003', spot(3), now - 3 * MINUTE, now - MINUTE, 10_000, 8));
    await post(t, w.key, `/v1/assets/${await assetId('244920003')}/follow`, {});
    const other = await startApp({ startWorker: false, clock, store, env });
    try {
      // It keeps reporting, to the other process only.
      for (let i = 1; i <= 4; i += 1) {
        clock.advance(5 * MINUTE);
        await send(other, w.key, [{ mmsi: '244920003', at: clock.now(), lon: spot(3)[0], lat: spot(3)[1] }]);
        await t.app.services.tracking.check();
      }
      expect(await events(w.id, 'asset.dark')).toEqual([]);
    } finally {
      await other.close();
    }
  });
});

describe('episodes', () => {
  it('does not tell a loitering episode again when it outlasts the replay window across a restart', async () => {
    const w = await workspace('once-loitering');
    await post(t, w.key, '/v1/alerts', {
      where: { coordinates: spot(4), radius_m: 2000 },
      what: { behaviour: 'loitering', assets: 'all', min_duration_s: 36 * 3600 },
      channel: { type: 'webhook' },
    });
    const now = clock.now();
    await send(t, w.key, track('244920004', spot(4), now - 40 * HOUR, now, 20 * MINUTE, 0.5));
    expect(await events(w.id, 'asset.loitering')).toHaveLength(1);
    await restart();
    // Another 40 hours at anchor: longer than min_duration_s since anything a restart replays.
    await send(t, w.key, track('244920004', spot(4), now + 20 * MINUTE, now + 40 * HOUR, 20 * MINUTE, 0.5));
    expect(await events(w.id, 'asset.loitering')).toHaveLength(1);
  });

  it('tells a speed episode once when its positions are split between two processes', async () => {
    const w = await workspace('once-speed');
    await post(t, w.key, '/v1/alerts', {
      where: { coordinates: spot(5), radius_m: 5000 },
      what: { behaviour: 'speed_above', assets: 'all', speed_kn: 25 },
      channel: { type: 'webhook' },
    });
    const other = await startApp({ startWorker: false, clock, store, env });
    try {
      const now = clock.now();
      const fast = track('244920005', spot(5), now - 10 * MINUTE, now, MINUTE, 31);
      await send(t, w.key, fast.slice(0, 5));
      await send(other, w.key, fast.slice(5));
      expect(await events(w.id, 'asset.speed_above')).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});

describe('zones and sites', () => {
  it('does not tell an entry again for a vessel back after an hour’s silence across a restart, and tells its exit', async () => {
    const w = await workspace('once-zone');
    await post(t, w.key, '/v1/alerts', {
      where: { coordinates: spot(6), radius_m: 2000 },
      what: { behaviour: 'zone_entry', assets: 'all' },
      channel: { type: 'webhook' },
    });
    await post(t, w.key, '/v1/alerts', {
      where: { coordinates: spot(6), radius_m: 2000 },
      what: { behaviour: 'zone_exit', assets: 'all' },
      channel: { type: 'webhook' },
    });
    const [lon, lat] = spot(6);
    const now = clock.now();
    // 0.1° of longitude is 10 km here: half an hour at 11 kn.
    await send(t, w.key, [
      { mmsi: '244920006', at: now - 35 * MINUTE, lon: lon - 0.1, lat },
      { mmsi: '244920006', at: now - 5 * MINUTE, lon, lat },
    ]);
    expect(await events(w.id, 'zone.entered')).toHaveLength(1);
    clock.advance(2 * HOUR);
    await restart();
    await send(t, w.key, [{ mmsi: '244920006', at: clock.now(), lon: lon + 0.001, lat }]);
    expect(await events(w.id, 'zone.entered')).toHaveLength(1);
    clock.advance(30 * MINUTE);
    await send(t, w.key, [{ mmsi: '244920006', at: clock.now(), lon: lon + 0.1, lat }]);
    expect(await events(w.id, 'zone.exited')).toHaveLength(1);
  });

  it('tells a crossing once when a vessel’s positions are split between two processes', async () => {
    const w = await workspace('once-zone-two');
    await post(t, w.key, '/v1/alerts', {
      where: { coordinates: spot(7), radius_m: 2000 },
      what: { behaviour: 'zone_entry', assets: 'all' },
      channel: { type: 'webhook' },
    });
    const [lon, lat] = spot(7);
    const other = await startApp({ startWorker: false, clock, store, env });
    try {
      const now = clock.now();
      await send(t, w.key, [{ mmsi: '244920007', at: now - 2 * MINUTE, lon, lat }]);
      await send(other, w.key, [{ mmsi: '244920007', at: now - MINUTE, lon: lon + 0.001, lat }]);
      expect(await events(w.id, 'zone.entered')).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('records a site presence at most once an hour, across a restart', async () => {
    const w = await workspace('once-presence');
    const site = await post(t, w.key, '/v1/sites', {
      coordinates: spot(8),
      radius_m: 2000,
      detection_types: ['vessel_presence'],
    });
    const [lon, lat] = spot(8);
    const now = clock.now();
    await send(t, w.key, [{ mmsi: '244920008', at: now - 20 * MINUTE, lon, lat }]);
    await send(t, w.key, [{ mmsi: '244920008', at: now - 15 * MINUTE, lon: lon + 0.1, lat }]);
    await restart();
    await send(t, w.key, [{ mmsi: '244920008', at: now - 10 * MINUTE, lon, lat }]);
    expect(await detectionTypes(w.key, site.id)).toEqual(['vessel_presence']);
  });
});
