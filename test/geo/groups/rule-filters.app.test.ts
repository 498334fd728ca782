// Alert rules that filter by group, ship type, flag and size, over real AIS static data: the type 5
// messages of gpsd's corpora (ais_unpack_sixbit.log and sample.aivdm, BSD-2-Clause; see the shared
// data's CORPORA.md) name seven real vessels with their type, MMSI (hence flag) and dimensions.
// Each vessel then crosses one circle, and each rule fires for exactly the vessels it should; a
// vessel with no static data passes no filter. A group's new member is watched from its next position.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { problemOf, startApp, type TestApp, type TestKey } from '../../harness.ts';

const corpus = (path: string) =>
  readFileSync(new URL(`../../../../shared/data/ais/${path}`, import.meta.url), 'utf8').split('\n');
const sixbit = corpus('gpsd/ais_unpack_sixbit.log');
const sample = corpus('gpsd/sample.aivdm');
/** Lines (1-based) of the two-sentence type 5 messages, and what gpsd's expected output says of each. */
const STATIC = [
  { lines: sixbit.slice(0, 2), mmsi: '244660390', name: 'LAHRINGEN' }, // NL, 70 cargo, 110 m × 11 m
  { lines: sixbit.slice(2, 4), mmsi: '244538000', name: 'ARCTIC SUNRISE' }, // NL, 38, 49 m
  { lines: sixbit.slice(4, 6), mmsi: '367438020', name: 'WILLAMETTE CHAMPION' }, // US, 31 towing, 27 m
  { lines: sixbit.slice(6, 8), mmsi: '214181421', name: 'ALIZE' }, // MD, 70 cargo, dimensions 0 (unknown)
  { lines: sixbit.slice(10, 12), mmsi: '244730351', name: 'WILJO' }, // NL, 99 other, 17 m
  { lines: sixbit.slice(13, 15), mmsi: '244630162', name: 'DILIGENTIA' }, // NL, 79 cargo, 65 m
  { lines: sample.slice(123, 125), mmsi: '351759000', name: 'EVER DIADEM' }, // PA, 70 cargo, 295 m × 32 m
];
/** A vessel nothing is known of but its positions. */
const BARE = '244990777';

const clock = new ManualClock(Date.parse('2026-11-23T10:00:00Z'));
let t: TestApp;
let key: TestKey;
let workspaceId: string;
const assetOf = new Map<string, string>();
beforeAll(async () => {
  t = await startApp({ startWorker: false, clock });
  key = await t.key(['alerts:write', 'assets:write', 'ingest:write', 'webhooks:write'], {
    workspace: 'filters',
  });
  workspaceId = (await t.app.services.workspaces.ensure('filters')).workspace.id;
  await t.request({
    method: 'POST',
    url: '/v1/webhooks',
    key,
    payload: { url: 'https://hooks.example.com/filters', events: ['*'] },
  });
  const ingest = await t.request({
    method: 'POST',
    url: '/v1/ingest/nmea',
    key,
    payload: STATIC.flatMap((vessel) => vessel.lines).join('\n'),
    headers: { 'content-type': 'text/plain' },
  });
  expect(ingest.json(), ingest.body).toMatchObject({ rejected: 0 });
  for (const { mmsi, name } of [...STATIC, { mmsi: BARE, name: undefined }]) {
    const found = (await t.request({ method: 'GET', url: `/v1/assets/search?q=${mmsi}`, key })).json().data;
    if (name !== undefined) expect(found[0]?.name).toBe(name);
    if (found[0] !== undefined) assetOf.set(mmsi, found[0].id);
  }
});
afterAll(async () => {
  await t.close();
});

const iso = (ms: number) => new Date(ms).toISOString();
const CENTRE = [4.0, 52.0] as const;
const STEP = 10 * 60_000;

async function rule(what: object) {
  const response = await t.request({
    method: 'POST',
    url: '/v1/alerts',
    key,
    payload: { where: { coordinates: CENTRE, radius_m: 2000 }, what, channel: { type: 'webhook' } },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

/** Each vessel crosses the circle west to east at 12 knots, one fix every ten minutes. */
async function passage(mmsis: readonly string[], startAt: number, speedKn = 12) {
  const payload = mmsis.flatMap((mmsi) =>
    [3.9, 3.99, 4.01, 4.1].map((lon, i) => ({
      mmsi,
      at: iso(startAt + i * STEP),
      lon,
      lat: CENTRE[1],
      speed_kn: speedKn,
      course_deg: 90,
    })),
  );
  const response = await t.request({ method: 'POST', url: '/v1/ingest/positions', key, payload });
  expect(response.json()).toMatchObject({ rejected: 0, suspect: 0 });
  for (const mmsi of mmsis) {
    if (assetOf.has(mmsi)) continue;
    const found = (await t.request({ method: 'GET', url: `/v1/assets/search?q=${mmsi}`, key })).json().data;
    assetOf.set(mmsi, found[0].id);
  }
}

/** Rule id → the MMSIs of the vessels it fired for, of events of `type`. */
async function firedBy(type: string): Promise<Map<string, Set<string>>> {
  const mmsiOf = new Map([...assetOf].map(([mmsi, id]) => [id, mmsi]));
  const rows = await t.app.services.store.db
    .selectFrom('outbox_events')
    .select('payload')
    .where('workspace_id', '=', workspaceId)
    .where('type', '=', type)
    .execute();
  const out = new Map<string, Set<string>>();
  for (const row of rows) {
    const { data } = JSON.parse(row.payload) as { data: { rule_id: string; asset_id: string } };
    const set = out.get(data.rule_id) ?? new Set<string>();
    set.add(mmsiOf.get(data.asset_id) ?? data.asset_id);
    out.set(data.rule_id, set);
  }
  return out;
}

const NL_LAHRINGEN = '244660390';
const NL_ARCTIC = '244538000';
const US_TUG = '367438020';
const MD_ALIZE = '214181421';
const NL_WILJO = '244730351';
const NL_DILIGENTIA = '244630162';
const PA_EVER = '351759000';

describe('rules filtered by ship type, flag, size and group', () => {
  it('fire only for the vessels that match, and never for one whose value is unknown', async () => {
    const every = await rule({ behaviour: 'zone_entry', assets: 'all', hysteresis_m: 0 });
    const cargo = await rule({
      behaviour: 'zone_entry',
      assets: 'all',
      ship_types: ['cargo'],
      hysteresis_m: 0,
    });
    const usOrPanama = await rule({
      behaviour: 'zone_entry',
      assets: 'all',
      flags: ['US', 'PA'],
      hysteresis_m: 0,
    });
    const long = await rule({ behaviour: 'zone_entry', assets: 'all', min_length_m: 100, hysteresis_m: 0 });
    const short = await rule({ behaviour: 'zone_entry', assets: 'all', max_length_m: 50, hysteresis_m: 0 });
    const wide = await rule({ behaviour: 'zone_entry', assets: 'all', min_beam_m: 20, hysteresis_m: 0 });
    const usTowing = await rule({
      behaviour: 'zone_entry',
      assets: 'all',
      ship_types: [31, 32],
      flags: ['US'],
      hysteresis_m: 0,
    });
    const fastPanama = await rule({ behaviour: 'speed_above', assets: 'all', flags: ['PA'], speed_kn: 10 });
    const group = (
      await t.request({ method: 'POST', url: '/v1/groups', key, payload: { name: 'Watch list' } })
    ).json().id as string;
    await t.request({
      method: 'POST',
      url: `/v1/groups/${group}/members`,
      key,
      payload: { asset_ids: [assetOf.get(NL_ARCTIC)] },
    });
    // Fixes only (max_gap_s 0): the way back west between the passages, straight through the
    // circle, is then no crossing, and each passage is one entry and one exit.
    const onGroup = await rule({
      behaviour: 'zone_entry',
      assets: { group_id: group },
      hysteresis_m: 0,
      max_gap_s: 0,
    });
    const groupCargo = await rule({
      behaviour: 'zone_exit',
      assets: { group_id: group },
      ship_types: ['cargo'],
      hysteresis_m: 0,
      max_gap_s: 0,
    });

    const all = [NL_LAHRINGEN, NL_ARCTIC, US_TUG, MD_ALIZE, NL_WILJO, NL_DILIGENTIA, PA_EVER, BARE];
    await passage(all, clock.now() - 5 * STEP);
    const entered = await firedBy('zone.entered');
    expect(entered.get(every)).toEqual(new Set(all));
    expect(entered.get(cargo)).toEqual(new Set([NL_LAHRINGEN, MD_ALIZE, NL_DILIGENTIA, PA_EVER]));
    expect(entered.get(usOrPanama)).toEqual(new Set([US_TUG, PA_EVER]));
    // ALIZE reports dimensions 0 (not available): no size filter matches it, either way.
    expect(entered.get(long)).toEqual(new Set([NL_LAHRINGEN, PA_EVER]));
    expect(entered.get(short)).toEqual(new Set([NL_ARCTIC, US_TUG, NL_WILJO]));
    expect(entered.get(wide)).toEqual(new Set([PA_EVER]));
    expect(entered.get(usTowing)).toEqual(new Set([US_TUG]));
    expect(entered.get(onGroup)).toEqual(new Set([NL_ARCTIC]));
    // A group and a filter: ARCTIC SUNRISE is in the group but of type 38.
    expect((await firedBy('zone.exited')).get(groupCargo)).toBeUndefined();
    expect((await firedBy('asset.speed_above')).get(fastPanama)).toEqual(new Set([PA_EVER]));

    // Members added are watched from their next position; one removed no longer is.
    const changed = await t.request({
      method: 'POST',
      url: `/v1/groups/${group}/members`,
      key,
      payload: { asset_ids: [assetOf.get(NL_WILJO), assetOf.get(NL_DILIGENTIA)] },
    });
    expect(changed.json()).toMatchObject({ changed: 2 });
    await t.request({
      method: 'POST',
      url: `/v1/groups/${group}/members/remove`,
      key,
      payload: { asset_ids: [assetOf.get(NL_ARCTIC)] },
    });
    clock.advance(6 * STEP);
    // Back west outside the circle, then through it again.
    await passage([NL_ARCTIC, NL_WILJO, NL_DILIGENTIA], clock.now() - 4 * STEP + 60_000);
    const again = await firedBy('zone.entered');
    expect(again.get(onGroup)).toEqual(new Set([NL_ARCTIC, NL_WILJO, NL_DILIGENTIA]));
    const rows = await t.app.services.store.db
      .selectFrom('outbox_events')
      .select('payload')
      .where('workspace_id', '=', workspaceId)
      .where('type', '=', 'zone.entered')
      .execute();
    const onGroupFor = (mmsi: string) =>
      rows.filter((row) => {
        const { data } = JSON.parse(row.payload) as { data: { rule_id: string; asset_id: string } };
        return data.rule_id === onGroup && data.asset_id === assetOf.get(mmsi);
      }).length;
    // ARCTIC SUNRISE entered once (the first passage, as a member); WILJO and DILIGENTIA once (the second).
    expect([onGroupFor(NL_ARCTIC), onGroupFor(NL_WILJO), onGroupFor(NL_DILIGENTIA)]).toEqual([1, 1, 1]);
    // DILIGENTIA is cargo: the group's cargo exit rule now tells its exit.
    expect((await firedBy('zone.exited')).get(groupCargo)).toEqual(new Set([NL_DILIGENTIA]));
  });

  it('watches a followed group’s members under rules on followed assets, those added later too', async () => {
    const followed = await rule({ behaviour: 'zone_entry', hysteresis_m: 0, max_gap_s: 0 });
    const group = (
      await t.request({ method: 'POST', url: '/v1/groups', key, payload: { name: 'Followed' } })
    ).json().id as string;
    await t.request({ method: 'POST', url: `/v1/groups/${group}/follow`, key, payload: {} });
    await t.request({
      method: 'POST',
      url: `/v1/groups/${group}/members`,
      key,
      payload: { asset_ids: [assetOf.get(US_TUG)] },
    });
    clock.advance(6 * STEP);
    await passage([US_TUG, MD_ALIZE], clock.now() - 4 * STEP + 60_000);
    expect((await firedBy('zone.entered')).get(followed)).toEqual(new Set([US_TUG]));
    // Added after the follow: followed from the next position.
    await t.request({
      method: 'POST',
      url: `/v1/groups/${group}/members`,
      key,
      payload: { asset_ids: [assetOf.get(MD_ALIZE)] },
    });
    clock.advance(6 * STEP);
    await passage([MD_ALIZE], clock.now() - 4 * STEP + 60_000);
    expect((await firedBy('zone.entered')).get(followed)).toEqual(new Set([US_TUG, MD_ALIZE]));
  });

  it('refuses filters it cannot apply, with a pointer to each', async () => {
    const refused = await t.request({
      method: 'POST',
      url: '/v1/alerts',
      key,
      payload: {
        where: { coordinates: CENTRE, radius_m: 2000 },
        what: {
          behaviour: 'zone_entry',
          ship_types: ['tankers', 0, 80],
          flags: ['pa', 'XX'],
          min_length_m: 200,
          max_length_m: 100,
        },
        channel: { type: 'webhook' },
      },
    });
    expect(refused.statusCode).toBe(400);
    const pointers = problemOf(refused).errors?.map((e) => e.pointer);
    expect(pointers).toEqual(
      expect.arrayContaining([
        '/what/ship_types/0',
        '/what/ship_types/1',
        '/what/flags/0',
        '/what/flags/1',
        '/what/min_length_m',
      ]),
    );
    expect(pointers).not.toContain('/what/ship_types/2');
    expect(problemOf(refused).errors).toContainEqual({
      pointer: '/what/flags/0',
      detail: "must be upper-case: 'PA'",
    });

    const badGroup = await t.request({
      method: 'POST',
      url: '/v1/alerts',
      key,
      payload: {
        where: { coordinates: CENTRE, radius_m: 2000 },
        what: { behaviour: 'zone_entry', assets: { group_id: 'fleet-1' } },
        channel: { type: 'webhook' },
      },
    });
    expect(problemOf(badGroup).errors).toContainEqual({
      pointer: '/what/assets/group_id',
      detail: 'must be a group id (`grp_…`)',
    });
  });
});
