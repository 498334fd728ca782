// Zone alert rules end to end: positions through ingest, crossings through the geofence engine,
// `zone.entered` / `zone.exited` through the outbox, followed assets, and a restart that fires
// nothing for assets already inside.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { outboxEvents } from '../../fixtures/outbox-data.ts';
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
/** A 2 km circle off Hoek van Holland; 0.05° of longitude is about 3.4 km there. */
const CENTRE = [4.0, 52.0] as const;

async function workspace(name: string) {
  const key = await t.key(['alerts:write', 'assets:write', 'ingest:write', 'webhooks:write', 'sites:write'], {
    workspace: name,
  });
  const hook = await t.request({
    method: 'POST',
    url: '/v1/webhooks',
    key,
    payload: { url: 'https://hooks.example.com/zones', events: ['zone.entered', 'zone.exited'] },
  });
  return {
    key,
    workspaceId: (await t.app.services.workspaces.ensure(name)).workspace.id,
    hookId: hook.json().id,
  };
}

async function rule(key: TestKey, what: object) {
  const response = await t.request({
    method: 'POST',
    url: '/v1/alerts',
    key,
    payload: { where: { coordinates: CENTRE, radius_m: 2000 }, what, channel: { type: 'webhook' } },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

/** Ten minutes between positions: the steps below are then at ship speeds (under 40 kn). */
const STEP = 10 * 60_000;

async function positions(key: TestKey, mmsi: string, lons: number[], startAt: number) {
  const items = lons.map((lon, i) => ({ mmsi, at: iso(startAt + i * STEP), lon, lat: CENTRE[1] }));
  const response = await t.request({ method: 'POST', url: '/v1/ingest/positions', key, payload: items });
  expect(response.json()).toMatchObject({ rejected: 0, suspect: 0 });
}

async function zoneEvents(workspaceId: string) {
  return outboxEvents<{ rule_id: string; asset_id: string; position: { at: string }; zone: object }>(
    t.app.services,
    workspaceId,
    ['zone.entered', 'zone.exited'],
  );
}

describe('zone rules', () => {
  it('raises zone.entered and zone.exited for a ship crossing the circle', async () => {
    const { key, workspaceId } = await workspace('zones-basic');
    const entry = await rule(key, { behaviour: 'zone_entry', assets: 'all', hysteresis_m: 0 });
    const exit = await rule(key, { behaviour: 'zone_exit', assets: 'all', hysteresis_m: 0 });
    const start = clock.now() - 4 * STEP;
    // Outside to the west, inside, inside, outside to the east.
    await positions(key, '244900001', [3.9, 3.99, 4.01, 4.1], start);
    const events = await zoneEvents(workspaceId);
    expect(events.map((e) => [e.type, e.data.rule_id, e.data.position.at])).toEqual([
      ['zone.entered', entry, iso(start + STEP)],
      ['zone.exited', exit, iso(start + 3 * STEP)],
    ]);
    expect(events[0]?.data.zone).toEqual({ kind: 'area', id: entry });
  });

  it('tells every crossing of two passages sent in one batch, each once and in order', async () => {
    const { key, workspaceId } = await workspace('zones-two-passages');
    const entry = await rule(key, { behaviour: 'zone_entry', assets: 'all', hysteresis_m: 0 });
    const exit = await rule(key, { behaviour: 'zone_exit', assets: 'all', hysteresis_m: 0 });
    const start = clock.now() - 5 * STEP;
    // In and out, in and out again: the same rule, asset and zone four times in one judged batch.
    await positions(key, '244900009', [3.9, 3.99, 4.1, 4.01, 3.9], start);
    const events = await zoneEvents(workspaceId);
    expect(events.map((e) => [e.type, e.data.rule_id, e.data.position.at])).toEqual([
      ['zone.entered', entry, iso(start + STEP)],
      ['zone.exited', exit, iso(start + 2 * STEP)],
      ['zone.entered', entry, iso(start + 3 * STEP)],
      ['zone.exited', exit, iso(start + 4 * STEP)],
    ]);
  });

  it('carries the position’s speed and course, and says when the crossing happened and when it was confirmed', async () => {
    const { key, workspaceId } = await workspace('zones-when');
    await rule(key, { behaviour: 'zone_entry', assets: 'all', hysteresis_m: 0, dwell_s: 3000 });
    const start = clock.now() - 8 * STEP;
    const items = [3.9, 3.99, 4.0, 4.0, 4.0, 4.0, 4.01].map((lon, i) => ({
      mmsi: '244900006',
      at: iso(start + i * STEP),
      lon,
      lat: CENTRE[1],
      speed_kn: 6 + i,
      course_deg: 90,
    }));
    const response = await t.request({ method: 'POST', url: '/v1/ingest/positions', key, payload: items });
    expect(response.json().rejected).toBe(0);
    const [entered] = await zoneEvents(workspaceId);
    // Inside from the second position; the dwell of 50 minutes is confirmed by the seventh.
    expect(entered?.data).toMatchObject({
      position: { at: iso(start + 6 * STEP), speed_kn: 12, course_deg: 90 },
      crossed_at: iso(start + STEP),
      confirmed_at: iso(start + 6 * STEP),
      interpolated: false,
      gap_s: null,
      late: false,
    });
  });

  it('holds its state inside the hysteresis band: no flapping at the edge', async () => {
    const { key, workspaceId } = await workspace('zones-hysteresis');
    await rule(key, { behaviour: 'zone_entry', assets: 'all', hysteresis_m: 300 });
    // The edge is about 0.0292° east of the centre; jitter around it, then go well inside.
    const edge = CENTRE[0] + 0.0292;
    await positions(
      key,
      '244900002',
      [4.1, edge - 0.001, edge + 0.001, edge - 0.001, 4.0],
      clock.now() - 5 * STEP,
    );
    expect((await zoneEvents(workspaceId)).map((e) => e.type)).toEqual(['zone.entered']);
  });

  it('watches only followed assets when the rule says followed', async () => {
    const { key, workspaceId } = await workspace('zones-followed');
    await rule(key, { behaviour: 'zone_entry', hysteresis_m: 0 });
    const start = clock.now() - 3 * STEP;
    await positions(key, '244900003', [3.9, 4.0], start);
    await positions(key, '244900004', [3.9], start);
    const followed = (await t.app.services.assets.findBy('mmsi', '244900004'))?.id ?? '';
    await t.request({ method: 'POST', url: `/v1/assets/${followed}/follow`, key });
    await positions(key, '244900004', [4.0], start + STEP);
    expect((await zoneEvents(workspaceId)).map((e) => e.data.asset_id)).toEqual([followed]);
  });

  it('fires nothing again after a restart for a ship already inside', async () => {
    const { key, workspaceId } = await workspace('zones-restart');
    await rule(key, { behaviour: 'zone_entry', assets: 'all', hysteresis_m: 0 });
    const start = clock.now() - 2 * STEP;
    await positions(key, '244900005', [3.9, 4.0], start);
    expect(await zoneEvents(workspaceId)).toHaveLength(1);

    const restarted = await startApp({ startWorker: false, clock, store });
    try {
      const items = [{ mmsi: '244900005', at: iso(start + STEP + 60_000), lon: 4.001, lat: CENTRE[1] }];
      await restarted.request({
        method: 'POST',
        url: '/v1/ingest/positions',
        key: key.token,
        payload: items,
      });
      expect(await zoneEvents(workspaceId)).toHaveLength(1);
    } finally {
      await restarted.close();
    }
  });
});
