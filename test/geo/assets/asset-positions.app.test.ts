// GET /v1/assets/positions: the latest position of each asset seen recently, for a live map.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ManualClock, toRfc3339 } from '../../../src/lib/clock.ts';
import { problemOf, startApp, type TestApp } from '../../harness.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t?.close();
});

interface Position {
  id: string;
  kind: string;
  name: string | null;
  lon: number;
  lat: number;
  at: string;
  course_deg: number | null;
  followed: boolean;
}

async function positions(query: string): Promise<{ data: Position[]; truncated: boolean; as_of: string }> {
  const response = await t.request({ method: 'GET', url: `/v1/assets/positions${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

it('lists each recent asset once at its latest position, newest first, and narrows by box, kind and time', async () => {
  const now = t.clock.now();
  const at = (msAgo: number) => toRfc3339(now - msAgo);
  const ingest = await t.request({
    method: 'POST',
    url: '/v1/ingest/positions',
    payload: [
      { mmsi: '244000001', at: at(30 * 60_000), lon: 4.1, lat: 51.9, course_deg: 90, name: 'NORTH STAR' },
      { mmsi: '244000001', at: at(60_000), lon: 4.2, lat: 51.95, course_deg: 95, name: 'NORTH STAR' },
      { mmsi: '244000002', at: at(30_000), lon: -70.5, lat: 41.2, course_deg: 180 },
      { icao24: 'abc123', at: at(10_000), lon: 4.3, lat: 52.0, course_deg: 270, altitude_ft: 3000 },
      { mmsi: '244000003', at: at(3 * 60 * 60_000), lon: 4.15, lat: 51.91 },
    ],
  });
  expect(ingest.json()).toMatchObject({ accepted: 5 });

  const all = await positions('');
  expect(all.truncated).toBe(false);
  expect(all.data.map((p) => p.kind)).toEqual(['aircraft', 'vessel', 'vessel']);
  const star = all.data.find((p) => p.name === 'NORTH STAR');
  expect(star).toMatchObject({ lon: 4.2, lat: 51.95, course_deg: 95, followed: false });

  expect((await positions('?bbox=4,51.5,5,52.5')).data).toHaveLength(2);
  expect((await positions('?bbox=4,51.5,5,52.5&kind=vessel')).data.map((p) => p.name)).toEqual([
    'NORTH STAR',
  ]);
  expect((await positions(`?since=${encodeURIComponent(at(20_000))}`)).data).toHaveLength(1);
  expect((await positions(`?since=${encodeURIComponent(at(4 * 60 * 60_000))}`)).data).toHaveLength(4);
  const one = await positions('?limit=1');
  expect(one.data).toHaveLength(1);
  expect(one.truncated).toBe(true);

  await t.request({ method: 'POST', url: `/v1/assets/${star?.id}/follow` });
  expect((await positions('?kind=vessel')).data.find((p) => p.id === star?.id)?.followed).toBe(true);
});

it('polls by when Vigil stored a change, so a late report of an earlier time still arrives', async () => {
  const clock = t.clock as ManualClock;
  clock.advance(1_000);
  const first = await positions('');
  clock.advance(10_000);
  // Reported five minutes ago, received only now (a satellite feed): older than the last poll.
  const late = await t.request({
    method: 'POST',
    url: '/v1/ingest/positions',
    payload: [{ mmsi: '244000009', at: toRfc3339(clock.now() - 300_000), lon: 3.9, lat: 51.8, name: 'LATE' }],
  });
  expect(late.json()).toMatchObject({ accepted: 1 });
  clock.advance(1_000);
  const changed = await positions(`?changed_since=${encodeURIComponent(first.as_of)}`);
  expect(changed.data.map((p) => p.name)).toEqual(['LATE']);
  // By report time, the same poll would have missed it.
  expect((await positions(`?since=${encodeURIComponent(first.as_of)}`)).data).toEqual([]);
  // Nothing changed since this answer.
  expect((await positions(`?changed_since=${encodeURIComponent(changed.as_of)}`)).data).toEqual([]);
});

it('refuses a box that is not west,south,east,north', async () => {
  for (const bbox of ['1,2,3', '0,50,10,40', '0,-95,10,40', '200,0,10,10']) {
    const response = await t.request({ method: 'GET', url: `/v1/assets/positions?bbox=${bbox}` });
    expect(response.statusCode, bbox).toBe(400);
    expect(problemOf(response).errors?.[0]?.pointer).toBe('/query/bbox');
  }
});

it('refuses a changed_since that is not a time', async () => {
  const response = await t.request({ method: 'GET', url: '/v1/assets/positions?changed_since=yesterday' });
  expect(response.statusCode).toBe(400);
  expect(problemOf(response).errors?.[0]?.pointer).toBe('/query/changed_since');
});

it('gives each position the vessel’s AIS ship type, for a map to style it by, null when not reported', async () => {
  const now = t.clock.now();
  await t.app.services.ingest.record(
    [{ kind: 'vessel', key: '244000077', at: now - 1_000, lon: 4.4, lat: 51.99 }],
    [{ kind: 'vessel', key: '244000077', at: now - 1_000, name: 'TYPED TANKER', shipType: 80 }],
  );
  const all = (await positions('')).data as (Position & { ship_type: number | null })[];
  expect(all.find((p) => p.name === 'TYPED TANKER')?.ship_type).toBe(80);
  expect(all.find((p) => p.kind === 'aircraft')?.ship_type).toBeNull();
});

it('gives each position the flag its MMSI’s MID names, as the asset’s details do, null without one', async () => {
  const now = t.clock.now();
  const at = (msAgo: number) => toRfc3339(now - msAgo);
  await t.request({
    method: 'POST',
    url: '/v1/ingest/positions',
    payload: [
      { mmsi: '477000123', at: at(2_000), lon: 4.5, lat: 51.8, name: 'HONG KONG FLAGGED' },
      { mmsi: '306000123', at: at(2_000), lon: 4.6, lat: 51.8, name: 'THREE TERRITORIES' },
      { mmsi: '970000123', at: at(2_000), lon: 4.7, lat: 51.8 },
    ],
  });
  type Flag = { mid: string; country: string; code: string | null } | null;
  const all = (await positions('')).data as (Position & { flag: Flag })[];
  const hongKong = all.find((p) => p.name === 'HONG KONG FLAGGED');
  expect(hongKong?.flag).toMatchObject({ mid: '477', code: 'HK' });
  // The same flag as GET /v1/assets/:id gives.
  const detail = await t.request({ method: 'GET', url: `/v1/assets/${hongKong?.id}` });
  expect(hongKong?.flag).toEqual(detail.json().details.flag);
  // MID 306 stands for three territories: a country, no single ISO code.
  expect(all.find((p) => p.name === 'THREE TERRITORIES')?.flag).toMatchObject({ mid: '306', code: null });
  // An AIS-SART has no MID, and an aircraft no MMSI.
  expect(all.find((p) => p.kind === 'sart')?.flag).toBeNull();
  expect(all.find((p) => p.kind === 'aircraft')?.flag).toBeNull();
});
