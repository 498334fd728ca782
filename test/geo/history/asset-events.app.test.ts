// GET /v1/asset-events: the behavioural events the detectors already find (zone stays, episodes of
// loitering, encounter and speed rules, silences) kept with their start, their end once seen, and
// their evidence; each live alert names its event; filters, pages and bad parameters.
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
/** Off Fujairah; each test works in its own spot so zones never overlap. */
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

/** One fix every `stepMs` from `from` to `to` inclusive, `dLon` further east each time. */
function fixes(
  mmsi: string,
  at: [number, number],
  from: number,
  to: number,
  stepMs: number,
  speed: number,
  dLon = 0,
) {
  const out: Fix[] = [];
  for (let time = from, i = 0; time <= to; time += stepMs, i += 1)
    out.push({ mmsi, at: time, lon: at[0] + i * dLon, lat: at[1], speed_kn: speed });
  return out;
}

async function assetId(mmsi: string): Promise<string> {
  return (await t.app.services.assets.findBy('mmsi', mmsi))?.id ?? '';
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

const alerts = (workspaceId: string, type: string) => outboxData(t.app.services, workspaceId, type);

interface AssetEvent {
  id: string;
  kind: string;
  asset_id: string;
  other_asset_id: string | null;
  start: string;
  end: string | null;
  duration_s: number | null;
  ongoing: boolean;
  evidence: Record<string, unknown>;
  [field: string]: unknown;
}

async function list(key: TestKey, query = '') {
  const response = await t.request({ method: 'GET', url: `/v1/asset-events${query}`, key });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: AssetEvent[]; next_cursor: string | null };
}

describe('asset events from the detectors', () => {
  it('keeps a loitering episode told by a rule, ongoing until the vessel moves on, then with its end', async () => {
    const w = await workspace('events-loitering');
    const centre = spot(1);
    const ruleId = await rule(w.key, centre, { behaviour: 'loitering', assets: 'all', min_duration_s: 600 });
    const now = clock.now();
    await ingest(w.key, fixes('244920001', centre, now - 30 * MINUTE, now - 10 * MINUTE, MINUTE, 0.3));
    const id = await assetId('244920001');
    const [told] = await alerts(w.workspaceId, 'asset.loitering');
    const ongoing = (await list(w.key)).data;
    expect(ongoing).toEqual([
      {
        id: told?.event_id,
        kind: 'loitering',
        asset_id: id,
        other_asset_id: null,
        zone: { kind: 'area', id: ruleId },
        zone_id: ruleId,
        rule_id: ruleId,
        site_id: null,
        port_id: null,
        start: iso(now - 30 * MINUTE),
        end: null,
        duration_s: null,
        ongoing: true,
        geometry: {
          type: 'Point',
          coordinates: [expect.closeTo(centre[0], 5), expect.closeTo(centre[1], 5)],
        },
        late: false,
        evidence: {
          confirmed_at: iso(now - 20 * MINUTE),
          center: [expect.closeTo(centre[0], 5), expect.closeTo(centre[1], 5)],
          mean_speed_kn: expect.closeTo(0.3, 5),
        },
      },
    ]);
    // It speeds up: the episode ends, at its last slow fix, and the event says so.
    await ingest(w.key, fixes('244920001', centre, now - 9 * MINUTE, now - 8 * MINUTE, MINUTE, 9));
    const [ended] = (await list(w.key)).data;
    expect(ended).toMatchObject({
      id: told?.event_id,
      end: iso(now - 10 * MINUTE),
      duration_s: 20 * 60,
      ongoing: false,
    });
  });

  it('keeps an encounter under both vessels, with its end once they part', async () => {
    const w = await workspace('events-encounter');
    const centre = spot(2);
    await rule(w.key, centre, { behaviour: 'encounter', assets: 'all', min_duration_s: 1800 });
    const now = clock.now();
    await ingest(w.key, [
      ...fixes('244920002', centre, now - 45 * MINUTE, now, 5 * MINUTE, 1),
      ...fixes('244920003', [centre[0] + LON_100M * 2, centre[1]], now - 45 * MINUTE, now, 5 * MINUTE, 1),
    ]);
    const [a, b] = [await assetId('244920002'), await assetId('244920003')].sort();
    const [told] = await alerts(w.workspaceId, 'asset.encounter');
    for (const asset of [a, b]) {
      const { data } = await list(w.key, `?asset_id=${asset}`);
      expect(data.map((e) => [e.id, e.kind, e.asset_id, e.other_asset_id, e.ongoing])).toEqual([
        [told?.event_id, 'encounter', a, b, true],
      ]);
    }
    // No fix for over two hours ends it, at the last fix together.
    clock.advance(3 * 60 * MINUTE);
    await t.app.services.tracking.check();
    const [ended] = (await list(w.key, '?kind=encounter')).data;
    expect(ended).toMatchObject({ end: iso(now), duration_s: 45 * 60, ongoing: false });
    expect(ended?.evidence).toMatchObject({ min_distance_m: expect.closeTo(200, -1) });
  });

  it('keeps a zone visit from its entry to its exit, both alerts naming it', async () => {
    const w = await workspace('events-zone');
    const centre = spot(3);
    const entry = await rule(w.key, centre, { behaviour: 'zone_entry', assets: 'all', hysteresis_m: 0 });
    const exit = await rule(w.key, centre, { behaviour: 'zone_exit', assets: 'all', hysteresis_m: 0 });
    const start = clock.now() - 40 * MINUTE;
    // West of the circle, inside for 20 minutes, east of it (2 km radius: ±0.03° is well outside).
    const track = [-0.03, -0.005, 0, 0.005, 0.03].map((dLon, i) => ({
      mmsi: '244920004',
      at: start + i * 10 * MINUTE,
      lon: centre[0] + dLon,
      lat: centre[1],
      speed_kn: 8,
    }));
    await ingest(w.key, track.slice(0, 3));
    const [entered] = await alerts(w.workspaceId, 'zone.entered');
    const visits = (await list(w.key, '?kind=zone_visit')).data;
    // One visit per rule's zone (each rule watches its own area).
    expect(visits).toHaveLength(2);
    const ofEntry = visits.find((v) => v.rule_id === entry);
    expect(ofEntry).toMatchObject({ id: entered?.event_id, ongoing: true, end: null });
    expect(ofEntry?.evidence).toEqual({
      entry: {
        crossed_at: iso(start + 10 * MINUTE),
        interpolated: false,
        gap_s: null,
        position: expect.objectContaining({ at: iso(start + 10 * MINUTE), speed_kn: 8 }),
      },
      exit: null,
    });
    await ingest(w.key, track.slice(3));
    const [exited] = await alerts(w.workspaceId, 'zone.exited');
    const ofExit = (await list(w.key, '?kind=zone_visit')).data.find((v) => v.rule_id === exit);
    expect(ofExit?.id).toBe(exited?.event_id);
    // The dwell: from the first fix inside to the first fix outside again.
    expect(ofExit).toMatchObject({
      ongoing: false,
      zone: { kind: 'area', id: exit },
      start: iso(start + 10 * MINUTE),
      end: iso(start + 40 * MINUTE),
      duration_s: 30 * 60,
    });
    expect(ofExit?.evidence).toMatchObject({
      exit: {
        crossed_at: iso(start + 40 * MINUTE),
        interpolated: false,
        position: { at: iso(start + 40 * MINUTE) },
      },
    });
  });

  it('says when a crossing was interpolated between two fixes', async () => {
    const w = await workspace('events-zone-between');
    const centre = spot(4);
    await rule(w.key, centre, { behaviour: 'zone_entry', assets: 'all', hysteresis_m: 0 });
    const start = clock.now() - 40 * MINUTE;
    // West of the circle, then east of it 30 minutes later: it passed through between the fixes.
    await ingest(w.key, [
      { mmsi: '244920006', at: start, lon: centre[0] - 0.03, lat: centre[1], speed_kn: 6 },
      { mmsi: '244920006', at: start + 30 * MINUTE, lon: centre[0] + 0.03, lat: centre[1], speed_kn: 6 },
    ]);
    const [visit] = (await list(w.key, '?kind=zone_visit')).data;
    expect(visit?.evidence).toMatchObject({
      entry: { interpolated: true, gap_s: 1800 },
      exit: { interpolated: true, gap_s: 1800 },
    });
    // The path is inside for the 4 km of its 6 km across the circle: 20 of the 30 minutes.
    expect(visit?.duration_s).toBeGreaterThan(15 * 60);
    expect(visit?.duration_s).toBeLessThan(25 * 60);
  });

  it('keeps a followed vessel’s dark gap from its last fix to its next one', async () => {
    const w = await workspace('events-dark');
    const now = clock.now();
    await ingest(
      w.key,
      fixes('244920005', [3.0, 51.5], now - 10 * MINUTE, now - 5 * MINUTE, 10_000, 12, 0.0005),
    );
    const id = await assetId('244920005');
    await t.request({ method: 'POST', url: `/v1/assets/${id}/follow`, key: w.key });
    const last = now - 5 * MINUTE;
    clock.set(last + 16 * MINUTE);
    await t.app.services.tracking.check();
    const [told] = await alerts(w.workspaceId, 'asset.dark');
    const [gap] = (await list(w.key, '?kind=dark_gap')).data;
    expect(gap).toMatchObject({
      id: told?.event_id,
      asset_id: id,
      rule_id: null,
      start: iso(last),
      ongoing: true,
      evidence: { last_fix: { at: iso(last), speed_kn: 12 }, first_fix: null, threshold_s: 900 },
    });
    // An ongoing event counts by how long it has lasted so far.
    expect((await list(w.key, '?kind=dark_gap&min_duration_s=900')).data).toHaveLength(1);
    expect((await list(w.key, '?kind=dark_gap&min_duration_s=1200')).data).toHaveLength(0);
    await ingest(w.key, [{ mmsi: '244920005', at: clock.now() - 1000, lon: 3.1, lat: 51.5, speed_kn: 11 }]);
    const [closed] = (await list(w.key, '?kind=dark_gap')).data;
    expect(closed).toMatchObject({
      end: iso(clock.now() - 1000),
      duration_s: (clock.now() - 1000 - last) / 1000,
      evidence: { first_fix: { at: iso(clock.now() - 1000), lon: 3.1, speed_kn: 11 } },
    });
  });
});

describe('GET /v1/asset-events filters', () => {
  it('filters by kind, time, duration and box, pages with a cursor, and shows no other workspace’s', async () => {
    const w = await workspace('events-filters');
    const other = await workspace('events-filters-other');
    const now = clock.now();
    // Three loitering vessels in three zones, an hour apart.
    const ids: string[] = [];
    for (const n of [0, 1, 2]) {
      const centre = spot(10 + n);
      await rule(w.key, centre, { behaviour: 'loitering', assets: 'all', min_duration_s: 600 });
      const from = now - (3 - n) * 60 * MINUTE;
      await ingest(w.key, [
        ...fixes(`24492010${n}`, centre, from, from + (15 + n * 10) * MINUTE, MINUTE, 0.2),
        ...fixes(
          `24492010${n}`,
          centre,
          from + (16 + n * 10) * MINUTE,
          from + (16 + n * 10) * MINUTE,
          MINUTE,
          9,
        ),
      ]);
      ids.push(await assetId(`24492010${n}`));
    }
    const all = (await list(w.key)).data;
    expect(all.map((e) => e.asset_id)).toEqual([...ids].reverse());
    expect((await list(other.key)).data).toEqual([]);
    expect((await list(w.key, '?kind=encounter&kind=speed')).data).toEqual([]);

    const at = (minutes: number) => encodeURIComponent(iso(now - minutes * MINUTE));
    // The second lasted 25 minutes from two hours ago: it overlaps 110 to 100 minutes ago, not 90 to 80.
    expect((await list(w.key, `?from=${at(110)}&to=${at(100)}`)).data.map((e) => e.asset_id)).toEqual([
      ids[1],
    ]);
    expect((await list(w.key, `?from=${at(90)}&to=${at(80)}`)).data).toEqual([]);
    expect((await list(w.key, '?min_duration_s=1500')).data.map((e) => e.asset_id)).toEqual([ids[2], ids[1]]);
    const box = [spot(11)[0] - 0.1, 24.9, spot(11)[0] + 0.1, 25.1].join(',');
    expect((await list(w.key, `?bbox=${box}`)).data.map((e) => e.asset_id)).toEqual([ids[1]]);

    const first = await list(w.key, '?limit=2');
    expect(first.data.map((e) => e.asset_id)).toEqual([ids[2], ids[1]]);
    const second = await list(w.key, `?limit=2&cursor=${first.next_cursor}`);
    expect(second).toEqual({ data: [expect.objectContaining({ asset_id: ids[0] })], next_cursor: null });
    const mixed = await t.request({
      method: 'GET',
      url: `/v1/asset-events?limit=2&kind=loitering&cursor=${first.next_cursor}`,
      key: w.key,
    });
    expect(mixed.statusCode).toBe(400);
  });

  it('answers 400 naming the parameter for a bad kind, range, box or asset id', async () => {
    const w = await workspace('events-bad');
    for (const [query, pointer] of [
      ['kind=port_call', '/query/kind/0'],
      ['from=2026-11-23T10:00:00Z&to=2026-11-23T09:00:00Z', '/query/to'],
      ['from=2026-02-30T10:00:00Z', '/query/from'],
      ['bbox=10,50,20,95', '/query/bbox'],
      ['asset_id=mmsi:244920001', '/query/asset_id'],
      ['min_duration_s=-1', '/query/min_duration_s'],
    ] as const) {
      const response = await t.request({ method: 'GET', url: `/v1/asset-events?${query}`, key: w.key });
      expect(response.statusCode, query).toBe(400);
      expect(
        response.json().errors.map((e: { pointer: string }) => e.pointer),
        query,
      ).toContain(pointer);
    }
  });
});
