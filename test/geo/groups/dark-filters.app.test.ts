// `dark` rules filtered by ship type, flag and group, over real AIS static data: the type 5
// messages of gpsd's corpora (ais_unpack_sixbit.log and sample.aivdm, BSD-2-Clause; see the shared
// data's CORPORA.md). The static data arrives after the rules and the vessels' positions (the dark
// watch plans its vessels before it knows what they are): each filter is judged when the vessel goes
// dark, from what is known of it then, and an unknown value never matches.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { startApp, type TestApp, type TestKey } from '../../harness.ts';

const corpus = (path: string) =>
  readFileSync(new URL(`../../../../shared/data/ais/${path}`, import.meta.url), 'utf8').split('\n');
const sixbit = corpus('gpsd/ais_unpack_sixbit.log');
const sample = corpus('gpsd/sample.aivdm');
const NL_LAHRINGEN = '244660390'; // 70 cargo
const NL_ARCTIC = '244538000'; // 38
const US_TUG = '367438020'; // 31 towing
const PA_EVER = '351759000'; // 70 cargo
/** A Dutch MMSI (MID 244) with no static report: its flag is known, its type is not. */
const NL_BARE = '244990778';
const STATIC_LINES = [
  ...sixbit.slice(0, 2), // LAHRINGEN
  ...sixbit.slice(2, 4), // ARCTIC SUNRISE
  ...sixbit.slice(4, 6), // WILLAMETTE CHAMPION
  ...sample.slice(123, 125), // EVER DIADEM
];

const clock = new ManualClock(Date.parse('2026-11-28T10:00:00Z'));
let t: TestApp;
let key: TestKey;
let workspaceId: string;
beforeAll(async () => {
  t = await startApp({ startWorker: false, clock });
  key = await t.key(['alerts:write', 'assets:write', 'ingest:write', 'webhooks:write'], {
    workspace: 'dark-filters',
  });
  workspaceId = (await t.app.services.workspaces.ensure('dark-filters')).workspace.id;
  await t.request({
    method: 'POST',
    url: '/v1/webhooks',
    key,
    payload: { url: 'https://hooks.example.com/dark', events: ['*'] },
  });
});
afterAll(async () => {
  await t.close();
});

const MINUTE = 60_000;
const CENTRE = [4.2, 52.1] as const;

async function darkRule(what: object) {
  const response = await t.request({
    method: 'POST',
    url: '/v1/alerts',
    key,
    payload: {
      where: { coordinates: CENTRE, radius_m: 5000 },
      what: { behaviour: 'dark', quiet_s: 600, ...what },
      channel: { type: 'webhook' },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

async function idOf(mmsi: string): Promise<string> {
  const asset = await t.app.services.assets.findBy('mmsi', mmsi);
  if (!asset) throw new Error(`no asset ${mmsi}`);
  return asset.id;
}

describe('dark rules filtered by ship type, flag and group', () => {
  it('tell only the vessels whose type, flag or group matches when they go dark', async () => {
    const every = await darkRule({ assets: 'all' });
    const cargo = await darkRule({ assets: 'all', ship_types: ['cargo'] });
    const usOrPanama = await darkRule({ assets: 'all', flags: ['US', 'PA'] });
    const dutch = await darkRule({ assets: 'all', flags: ['NL'] });
    const vessels = [NL_LAHRINGEN, NL_ARCTIC, US_TUG, PA_EVER, NL_BARE];
    // A few fixes each, slowly under way inside the zone, before anything else is known of them.
    const last = clock.now() - MINUTE;
    const payload = vessels.flatMap((mmsi, v) =>
      [0, 1, 2, 3].map((i) => ({
        mmsi,
        at: new Date(last - (3 - i) * MINUTE).toISOString(),
        lon: CENTRE[0] + v * 0.005 + i * 0.0005,
        lat: CENTRE[1],
        speed_kn: 2,
      })),
    );
    const ingest = await t.request({ method: 'POST', url: '/v1/ingest/positions', key, payload });
    expect(ingest.json()).toMatchObject({ rejected: 0, suspect: 0 });

    // A group of two, and rules on it: one with a type filter.
    const group = (
      await t.request({ method: 'POST', url: '/v1/groups', key, payload: { name: 'Dark watch' } })
    ).json().id as string;
    const members = await t.request({
      method: 'POST',
      url: `/v1/groups/${group}/members`,
      key,
      payload: { asset_ids: [await idOf(NL_LAHRINGEN), await idOf(NL_ARCTIC)] },
    });
    expect(members.json()).toMatchObject({ changed: 2 });
    const onGroup = await darkRule({ assets: { group_id: group } });
    const groupCargo = await darkRule({ assets: { group_id: group }, ship_types: ['cargo'] });

    // Their static reports arrive later, while they are already watched.
    clock.advance(2 * MINUTE);
    const statics = await t.request({
      method: 'POST',
      url: '/v1/ingest/nmea',
      key,
      payload: STATIC_LINES.join('\n'),
      headers: { 'content-type': 'text/plain' },
    });
    expect(statics.json(), statics.body).toMatchObject({ rejected: 0 });

    // Past quiet_s (600 s) since the last fix: every one is dark.
    clock.set(last + 601_000);
    await t.app.services.tracking.check();
    const rows = await t.app.services.store.db
      .selectFrom('outbox_events')
      .select('payload')
      .where('workspace_id', '=', workspaceId)
      .where('type', '=', 'asset.dark')
      .execute();
    const mmsiOf = new Map<string, string>();
    for (const mmsi of vessels) mmsiOf.set(await idOf(mmsi), mmsi);
    const told = new Map<string, Set<string>>();
    for (const row of rows) {
      const { data } = JSON.parse(row.payload) as { data: { rule_id: string | null; asset_id: string } };
      if (data.rule_id === null) continue;
      const set = told.get(data.rule_id) ?? new Set<string>();
      set.add(mmsiOf.get(data.asset_id) ?? data.asset_id);
      told.set(data.rule_id, set);
    }
    expect(told.get(every)).toEqual(new Set(vessels));
    // The bare Dutch vessel's type is unknown: no type filter matches it; its flag is known.
    expect(told.get(cargo)).toEqual(new Set([NL_LAHRINGEN, PA_EVER]));
    expect(told.get(usOrPanama)).toEqual(new Set([US_TUG, PA_EVER]));
    expect(told.get(dutch)).toEqual(new Set([NL_LAHRINGEN, NL_ARCTIC, NL_BARE]));
    expect(told.get(onGroup)).toEqual(new Set([NL_LAHRINGEN, NL_ARCTIC]));
    // ARCTIC SUNRISE is in the group but of type 38.
    expect(told.get(groupCargo)).toEqual(new Set([NL_LAHRINGEN]));

    // Checked again: nothing more (each silence is judged once).
    await t.app.services.tracking.check();
    const again = await t.app.services.store.db
      .selectFrom('outbox_events')
      .select('id')
      .where('workspace_id', '=', workspaceId)
      .where('type', '=', 'asset.dark')
      .execute();
    expect(again).toHaveLength(rows.length);
  });
});
