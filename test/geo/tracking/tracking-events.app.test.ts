// The tracking detectors end to end: positions through ingest, dark watch for followed vessels and
// `dark` rules (`asset.dark`, silences on the asset), the track detectors behind `loitering`,
// `encounter` and `speed_above` rules, and the detections sites get from tracks (presence,
// loitering, encounters, dark activity), including a restart that fires nothing again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { outboxData } from '../../fixtures/outbox-data.ts';
import { createTestStore, startApp, type TestApp, type TestKey, type TestStore } from '../../harness.ts';

const clock = new ManualClock(Date.parse('2026-11-23T10:00:00Z'));
let store: TestStore;
let t: TestApp;
beforeAll(async () => {
  store = await createTestStore();
  t = await startApp({ startWorker: false, clock, store });
});
afterAll(async () => {
  await t.close();
  await store.dispose();
});

const iso = (ms: number) => new Date(ms).toISOString();
const MINUTE = 60_000;
/** Off Fujairah; each test works in its own spot so sites and circles never overlap. */
const spot = (n: number): [number, number] => [56.0 + n * 0.2, 25.0];
/** About 100 m of longitude at 25° N. */
const LON_100M = 0.000992;

async function workspace(name: string) {
  const key = await t.key(['*'], { workspace: name });
  return { key, workspaceId: (await t.app.services.workspaces.ensure(name)).workspace.id };
}

interface Fix {
  mmsi: string;
  at: number;
  lon: number;
  lat: number;
  speed_kn?: number;
}

async function ingest(key: TestKey, fixes: Fix[]) {
  const items = fixes.map((f) => ({ ...f, at: iso(f.at) }));
  const response = await t.request({ method: 'POST', url: '/v1/ingest/positions', key, payload: items });
  expect(response.json().rejected, response.body).toBe(0);
}

/** One fix every `stepMs` from `from` to `to` inclusive, drifting east by `driftLon` per fix. */
function fixes(
  mmsi: string,
  at: [number, number],
  from: number,
  to: number,
  stepMs: number,
  speed: number,
  driftLon = 0,
) {
  const out: Fix[] = [];
  for (let time = from, i = 0; time <= to; time += stepMs, i += 1) {
    out.push({ mmsi, at: time, lon: at[0] + i * driftLon, lat: at[1], speed_kn: speed });
  }
  return out;
}

async function assetId(mmsi: string): Promise<string> {
  return (await t.app.services.assets.findBy('mmsi', mmsi))?.id ?? '';
}

const events = (workspaceId: string, type: string) => outboxData(t.app.services, workspaceId, type);

async function site(key: TestKey, centre: [number, number], detectionTypes?: string[]) {
  const response = await t.request({
    method: 'POST',
    url: '/v1/sites',
    key,
    payload: {
      coordinates: centre,
      radius_m: 2000,
      ...(detectionTypes ? { detection_types: detectionTypes } : {}),
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

async function rule(key: TestKey, centre: [number, number], what: object) {
  const response = await t.request({
    method: 'POST',
    url: '/v1/alerts',
    key,
    payload: { where: { coordinates: centre, radius_m: 2000 }, what, channel: { type: 'webhook' } },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

async function detections(key: TestKey, siteId: string) {
  const response = await t.request({ method: 'GET', url: `/v1/detections?site_id=${siteId}`, key });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: string; type: string; confidence: number; observed_at: string }[];
}

describe('dark watch', () => {
  it('tells every workspace following a vessel once when it goes silent, and shows the silence on the asset', async () => {
    const a = await workspace('dark-follow-a');
    const b = await workspace('dark-follow-b');
    const now = clock.now();
    await ingest(
      a.key,
      fixes('244910001', [3.0, 51.5], now - 10 * MINUTE, now - 5 * MINUTE, 10_000, 12, 0.0005),
    );
    const id = await assetId('244910001');
    for (const w of [a, b]) await t.request({ method: 'POST', url: `/v1/assets/${id}/follow`, key: w.key });
    const last = now - 5 * MINUTE;

    // Under way every 10 s: ten intervals is 100 s, so the 15-minute floor decides.
    clock.set(last + 15 * MINUTE);
    await t.app.services.tracking.check();
    expect(await events(a.workspaceId, 'asset.dark')).toEqual([]);

    clock.set(last + 15 * MINUTE + 1000);
    await t.app.services.tracking.check();
    await t.app.services.tracking.check();
    for (const w of [a, b]) {
      expect(await events(w.workspaceId, 'asset.dark')).toEqual([
        {
          asset_id: id,
          rule_id: null,
          last_position: expect.objectContaining({ at: iso(last), speed_kn: 12 }),
          silent_for_s: 901,
          threshold_s: 900,
          late: false,
          event_id: expect.stringMatching(/^aev_/),
        },
      ]);
    }
    const silent = (await t.request({ method: 'GET', url: `/v1/assets/${id}`, key: a.key })).json();
    expect(silent.silence).toEqual({
      started_at: iso(last),
      detected_at: iso(clock.now()),
      threshold_s: 900,
      ended_at: null,
    });

    // It reports again: the silence closes, and nothing fires until it goes quiet anew.
    await ingest(a.key, [{ mmsi: '244910001', at: clock.now() - 1000, lon: 3.1, lat: 51.5, speed_kn: 12 }]);
    const back = (await t.request({ method: 'GET', url: `/v1/assets/${id}`, key: a.key })).json();
    expect(back.silence.ended_at).toBe(iso(clock.now() - 1000));
    await t.app.services.tracking.check();
    expect(await events(a.workspaceId, 'asset.dark')).toHaveLength(1);
  });

  it('uses a dark rule’s quiet_s for vessels that fell silent inside its zone, and only those', async () => {
    const w = await workspace('dark-rule');
    const centre = spot(1);
    const ruleId = await rule(w.key, centre, { behaviour: 'dark', assets: 'all', quiet_s: 600 });
    const now = clock.now();
    await ingest(w.key, fixes('244910002', centre, now - 5 * MINUTE, now - 2 * MINUTE, 10_000, 3));
    await ingest(
      w.key,
      fixes('244910003', [centre[0] + 0.5, centre[1]], now - 5 * MINUTE, now - 2 * MINUTE, 10_000, 3),
    );
    clock.set(now - 2 * MINUTE + 601_000);
    await t.app.services.tracking.check();
    const dark = await events(w.workspaceId, 'asset.dark');
    expect(dark).toEqual([
      expect.objectContaining({ asset_id: await assetId('244910002'), rule_id: ruleId, threshold_s: 600 }),
    ]);
  });

  it('does not report a silence again after a restart, and closes it when the vessel is back', async () => {
    const w = await workspace('dark-restart');
    const now = clock.now();
    await ingest(w.key, fixes('244910004', [3.5, 51.5], now - 3 * MINUTE, now - MINUTE, 10_000, 8, 0.0003));
    const id = await assetId('244910004');
    await t.request({ method: 'POST', url: `/v1/assets/${id}/follow`, key: w.key });
    clock.set(now - MINUTE + 16 * MINUTE);
    await t.app.services.tracking.check();
    expect(await events(w.workspaceId, 'asset.dark')).toHaveLength(1);

    const restarted = await startApp({ startWorker: false, clock, store });
    try {
      clock.advance(10 * MINUTE);
      await restarted.app.services.tracking.check();
      expect(await events(w.workspaceId, 'asset.dark')).toHaveLength(1);
      await restarted.request({
        method: 'POST',
        url: '/v1/ingest/positions',
        key: w.key.token,
        payload: [{ mmsi: '244910004', at: iso(clock.now()), lon: 3.6, lat: 51.5 }],
      });
      // On PostgreSQL one of the two apps runs the engine: the position is judged there.
      for (let tries = 0; tries < 100; tries += 1) {
        const waiting = await t.app.services.store.db.selectFrom('engine_feed').select('id').execute();
        if (waiting.length === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const asset = (
        await restarted.request({ method: 'GET', url: `/v1/assets/${id}`, key: w.key.token })
      ).json();
      expect(asset.silence.ended_at).toBe(iso(clock.now()));
    } finally {
      await restarted.close();
    }
  });
});

describe('track detectors at sites', () => {
  it('records vessel presence on entry and loitering with the track as evidence', async () => {
    const w = await workspace('site-loitering');
    const centre = spot(2);
    const siteId = await site(w.key, centre);
    const now = clock.now();
    // Arrives from 10 km outside at 20 kn, then drifts at 0.5 kn for 70 minutes.
    await ingest(w.key, [
      { mmsi: '244910005', at: now - 86 * MINUTE, lon: centre[0] - 0.1, lat: centre[1], speed_kn: 20 },
      ...fixes('244910005', centre, now - 70 * MINUTE, now, MINUTE, 0.5, 0.00001),
    ]);
    const found = await detections(w.key, siteId);
    expect(found.map((d) => d.type).sort()).toEqual(['loitering', 'vessel_presence']);
    const loitering = found.find((d) => d.type === 'loitering');
    // Confirmed once it had lasted an hour: the fix at now - 10 min.
    expect(loitering?.observed_at).toBe(iso(now - 10 * MINUTE));
    expect(loitering?.confidence).toBeGreaterThan(0.6);
    const detail = (
      await t.request({ method: 'GET', url: `/v1/detections/${loitering?.id}`, key: w.key })
    ).json();
    const [evidence] = detail.evidence;
    expect(evidence).toMatchObject({ kind: 'track', asset_id: await assetId('244910005'), duration_s: 3600 });
    expect(evidence.points).toHaveLength(61);

    const state = (await t.request({ method: 'GET', url: `/v1/sites/${siteId}`, key: w.key })).json().state;
    expect(state.assets_inside).toBe(1);
  });

  it('records an encounter of two slow vessels close together for two hours', async () => {
    const w = await workspace('site-encounter');
    const centre = spot(3);
    const siteId = await site(w.key, centre, ['encounter']);
    const now = clock.now();
    await ingest(w.key, [
      ...fixes('244910006', centre, now - 130 * MINUTE, now, 5 * MINUTE, 1),
      ...fixes('244910007', [centre[0] + LON_100M, centre[1]], now - 130 * MINUTE, now, 5 * MINUTE, 1),
    ]);
    const found = await detections(w.key, siteId);
    expect(found.map((d) => d.type)).toEqual(['encounter']);
    const detail = (
      await t.request({ method: 'GET', url: `/v1/detections/${found[0]?.id}`, key: w.key })
    ).json();
    expect(detail.evidence.map((e: { asset_id: string }) => e.asset_id).sort()).toEqual(
      [await assetId('244910006'), await assetId('244910007')].sort(),
    );
    expect(detail.evidence[0].min_distance_m).toBeCloseTo(100, -1);
  });

  it('records dark activity for a vessel that fell silent inside the site', async () => {
    const w = await workspace('site-dark');
    const centre = spot(4);
    const siteId = await site(w.key, centre, ['dark_activity']);
    const now = clock.now();
    await ingest(w.key, fixes('244910008', centre, now - 4 * MINUTE, now - 2 * MINUTE, 10_000, 6, 0.0002));
    clock.set(now - 2 * MINUTE + 16 * MINUTE);
    await t.app.services.tracking.check();
    const found = await detections(w.key, siteId);
    expect(found).toEqual([
      expect.objectContaining({ type: 'dark_activity', observed_at: iso(now - 2 * MINUTE) }),
    ]);
    expect(found[0]?.confidence).toBeGreaterThanOrEqual(0.9);
  });
});

describe('loitering, encounter and speed rules', () => {
  it('fires asset.loitering once per episode with the rule id', async () => {
    const w = await workspace('rule-loitering');
    const centre = spot(5);
    const ruleId = await rule(w.key, centre, { behaviour: 'loitering', assets: 'all', min_duration_s: 600 });
    const now = clock.now();
    await ingest(w.key, fixes('244910009', centre, now - 30 * MINUTE, now, MINUTE, 0.3));
    expect(await events(w.workspaceId, 'asset.loitering')).toEqual([
      {
        asset_id: await assetId('244910009'),
        rule_id: ruleId,
        zone: { kind: 'area', id: ruleId },
        started_at: iso(now - 30 * MINUTE),
        confirmed_at: iso(now - 20 * MINUTE),
        center: [expect.closeTo(centre[0], 5), expect.closeTo(centre[1], 5)],
        mean_speed_kn: expect.closeTo(0.3, 5),
        late: false,
        event_id: expect.stringMatching(/^aev_/),
      },
    ]);
  });

  it('does not fire again for an episode that carries on across a restart', async () => {
    const w = await workspace('rule-loitering-restart');
    const centre = spot(8);
    await rule(w.key, centre, { behaviour: 'loitering', assets: 'all', min_duration_s: 600 });
    const now = clock.now();
    await ingest(w.key, fixes('244910014', centre, now - 40 * MINUTE, now - 25 * MINUTE, MINUTE, 0.4));
    expect(await events(w.workspaceId, 'asset.loitering')).toHaveLength(1);
    const restarted = await startApp({ startWorker: false, clock, store });
    try {
      // Longer than min_duration_s on its own: only the replayed episode keeps it from firing anew.
      const more = fixes('244910014', centre, now - 24 * MINUTE, now, MINUTE, 0.4);
      await restarted.request({
        method: 'POST',
        url: '/v1/ingest/positions',
        key: w.key.token,
        payload: more.map((f) => ({ ...f, at: iso(f.at) })),
      });
      expect(await events(w.workspaceId, 'asset.loitering')).toHaveLength(1);
    } finally {
      await restarted.close();
    }
  });

  it('fires asset.speed_above for a fast vessel inside the zone and not for a slow one', async () => {
    const w = await workspace('rule-speed');
    const centre = spot(6);
    const ruleId = await rule(w.key, centre, { behaviour: 'speed_above', assets: 'all', speed_kn: 25 });
    const now = clock.now();
    await ingest(w.key, [
      ...fixes('244910010', centre, now - 3 * MINUTE, now, MINUTE, 31),
      ...fixes('244910011', centre, now - 3 * MINUTE, now, MINUTE, 14),
    ]);
    const fired = await events(w.workspaceId, 'asset.speed_above');
    expect(fired).toEqual([
      expect.objectContaining({ asset_id: await assetId('244910010'), rule_id: ruleId, max_speed_kn: 31 }),
    ]);
  });

  it('fires asset.encounter for a followed vessel meeting another', async () => {
    const w = await workspace('rule-encounter');
    const centre = spot(7);
    const now = clock.now();
    await ingest(w.key, fixes('244910012', centre, now - 50 * MINUTE, now - 50 * MINUTE, MINUTE, 1));
    const followed = await assetId('244910012');
    await t.request({ method: 'POST', url: `/v1/assets/${followed}/follow`, key: w.key });
    const ruleId = await rule(w.key, centre, { behaviour: 'encounter', min_duration_s: 1800 });
    await ingest(w.key, [
      ...fixes('244910012', centre, now - 45 * MINUTE, now, 5 * MINUTE, 1),
      ...fixes('244910013', [centre[0] + LON_100M * 2, centre[1]], now - 45 * MINUTE, now, 5 * MINUTE, 1),
    ]);
    const fired = await events(w.workspaceId, 'asset.encounter');
    expect(fired).toEqual([
      expect.objectContaining({
        rule_id: ruleId,
        asset_ids: [followed, await assetId('244910013')].sort(),
        min_distance_m: expect.closeTo(200, -1),
      }),
    ]);
    // Once the two part (no fix for over two hours ends it), the encounter keeps its start, end and length.
    clock.advance(3 * 60 * MINUTE);
    await t.app.services.tracking.check();
    const [recorded] = await t.app.services.store.db
      .selectFrom('tracking_episodes')
      .selectAll()
      .where('watch', '=', `episode:rule:${ruleId}`)
      .execute();
    expect(recorded).toMatchObject({
      kind: 'encounter',
      started_at: now - 45 * MINUTE,
      ended_at: now,
      duration_s: 45 * 60,
    });
  });
});
