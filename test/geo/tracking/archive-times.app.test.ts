// An archive is history, not live traffic: positions further behind the clock than the late
// horizon (a day) are stored in the track but judged by no engine, so a replayed recording raises
// no zone alerts; counted as `unjudged`. The same crossing within the horizon is told.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { createTestStore, startApp, type TestApp, type TestKey, type TestStore } from '../../harness.ts';
import { sentence, tagBlockText } from '../feeds/ais/sentence-factory.ts';

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
const CENTRE = [4.0, 52.0] as const;
const DAY = 24 * 3_600_000;

async function workspace(name: string) {
  const key = await t.key(['alerts:write', 'ingest:write', 'assets:read'], { workspace: name });
  const rule = await t.request({
    method: 'POST',
    url: '/v1/alerts',
    key,
    payload: {
      where: { coordinates: CENTRE, radius_m: 2000 },
      what: { behaviour: 'zone_entry', assets: 'all', hysteresis_m: 0 },
      channel: { type: 'webhook' },
    },
  });
  expect(rule.statusCode, rule.body).toBe(201);
  return { key, workspaceId: (await t.app.services.workspaces.ensure(name)).workspace.id };
}

/** West of the circle, then into it, five minutes between reports (under 45 kn: a ship can). */
async function crossing(key: TestKey, mmsi: string, startAt: number) {
  const items = [3.9, 3.99, 4.01].map((lon, i) => ({
    mmsi,
    at: iso(startAt + i * 5 * 60_000),
    lon,
    lat: CENTRE[1],
  }));
  const response = await t.request({ method: 'POST', url: '/v1/ingest/positions', key, payload: items });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function entries(workspaceId: string) {
  const rows = await t.app.services.store.db
    .selectFrom('outbox_events')
    .select('payload')
    .where('workspace_id', '=', workspaceId)
    .where('type', '=', 'zone.entered')
    .execute();
  return rows.map((row) => JSON.parse(row.payload).data.asset_id as string);
}

describe('positions older than the late horizon', () => {
  it('are stored, counted as unjudged, and raise no zone alert', async () => {
    const { key, workspaceId } = await workspace('archive-json');
    const answer = await crossing(key, '244910001', clock.now() - 2 * DAY);
    expect(answer).toMatchObject({ accepted: 3, unjudged: 3, late: 0 });
    expect(await entries(workspaceId)).toEqual([]);
    // Stored all the same: the track has them.
    const track = await t.request({
      method: 'GET',
      url: `/v1/vessels/mmsi:244910001/track?from=${iso(clock.now() - 3 * DAY)}`,
      key,
    });
    expect(track.json().points).toHaveLength(3);
  });

  it('a USCG archive of 2012 is stored unjudged', async () => {
    const { key, workspaceId } = await workspace('archive-uscg');
    // A position report inside the zone, dated by the receiver metadata after its checksum.
    const line =
      '!AIVDM,1,1,,A,15N1u<PP1FJuvSRHOE6QIwwh0HQ6,0*30,d-080,S2118,t050056.00,T56.48,r003669946,1325394060';
    const response = await t.request({
      method: 'POST',
      url: '/v1/ingest/nmea',
      key,
      payload: line,
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.json()).toMatchObject({ accepted: 1, unjudged: 1 });
    expect(await entries(workspaceId)).toEqual([]);
  });

  it('the same crossing within the horizon is told', async () => {
    const { key, workspaceId } = await workspace('archive-live');
    const answer = await crossing(key, '244910002', clock.now() - 30 * 60_000);
    expect(answer).toMatchObject({ accepted: 3, unjudged: 0 });
    const [asset] = (await t.request({ method: 'GET', url: '/v1/assets/search?q=244910002', key })).json()
      .data;
    expect(await entries(workspaceId)).toEqual([asset.id]);
  });

  it('an AIS line dated within the horizon by its tag block is judged', async () => {
    const { key } = await workspace('archive-tag');
    const line = sentence('15N1u<PP1FJuvSRHOE6QIwwh0HQ6', {}).replace(
      /^/,
      tagBlockText(`c:${clock.now() - 60_000}`),
    );
    const response = await t.request({
      method: 'POST',
      url: '/v1/ingest/nmea',
      key,
      payload: line,
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.json()).toMatchObject({ accepted: 1, unjudged: 0 });
  });
});
