// Late data is judged, not just stored (issue 29, point 2). Satellite backfill arrives after the
// reorder window, behind terrestrial positions of the same vessel: the entry, exit, loitering and
// dark period it shows are told once, marked late; an episode it disproves before it was told is
// not told; what is older than the late horizon is stored and counted, not judged; and how late
// Vigil judged something does not lower its confidence.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { createTestStore, startApp, type TestApp, type TestKey, type TestStore } from '../../harness.ts';

const clock = new ManualClock(Date.parse('2026-11-23T12:00:00Z'));
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const iso = (ms: number) => new Date(ms).toISOString();
/** Each test's own place, 30 km apart, off the Dutch coast (0.01° of longitude is 670 m here). */
const spot = (n: number): [number, number] => [3.0 + n * 0.45, 53.0];

let store: TestStore;
let t: TestApp;
beforeAll(async () => {
  store = await createTestStore();
  // The reorder window is 2 s, as in service: positions that come after it are late.
  t = await startApp({ startWorker: false, clock, store, env: { VIGIL_REORDER_WINDOW_S: '2' } });
});
afterAll(async () => {
  await t.close();
  await store.dispose();
});

type Item = { mmsi: string; at: number; lon: number; lat: number; speed_kn?: number };

async function workspace(name: string): Promise<{ key: TestKey; id: string }> {
  const key = await t.key(['*'], { workspace: name });
  return { key, id: key.workspaceId };
}

async function post(key: TestKey, url: string, payload: object) {
  const response = await t.request({ method: 'POST', url, key, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
}

/** Sends, lets the window pass and the engine judge everything. */
async function send(key: TestKey, items: Item[]) {
  const answer = await post(
    key,
    '/v1/ingest/positions',
    items.map((item) => ({ ...item, at: iso(item.at) })),
  );
  clock.advance(2_001);
  for (let tries = 0; tries < 100; tries += 1) {
    await t.app.engine.drain();
    const waiting = await t.app.services.store.db.selectFrom('engine_feed').select('id').execute();
    if (waiting.length === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return answer as { accepted: number; late: number; unjudged: number; suspect: number };
}

async function told(workspaceId: string, types: string[]) {
  const rows = await t.app.services.store.db
    .selectFrom('outbox_events')
    .select(['type', 'payload'])
    .where('workspace_id', '=', workspaceId)
    .where('type', 'in', types)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    type: row.type,
    data: (JSON.parse(row.payload) as { data: Record<string, unknown> }).data,
  }));
}

/** A vessel's fixes every `stepMs` from `from` to `to` (exclusive), moving east `lonPerStep` each. */
function track(
  mmsi: string,
  start: [number, number],
  from: number,
  to: number,
  stepMs: number,
  lonPerStep: number,
  speed?: number,
): Item[] {
  const items: Item[] = [];
  for (let at = from, i = 0; at < to; at += stepMs, i += 1)
    items.push({
      mmsi,
      at,
      lon: start[0] + i * lonPerStep,
      lat: start[1],
      ...(speed === undefined ? {} : { speed_kn: speed }),
    });
  return items;
}

describe('satellite backfill after the reorder window', () => {
  it('tells the zone entry and exit the backfill shows, once, marked late', async () => {
    const w = await workspace('late-zone');
    const at = spot(0);
    for (const behaviour of ['zone_entry', 'zone_exit'])
      await post(w.key, '/v1/alerts', {
        where: { coordinates: at, radius_m: 3000 },
        what: { behaviour, assets: 'all', max_gap_s: 1800 },
        channel: { type: 'webhook' },
      });
    // Rules see what happens after they are made, however late they hear of it.
    clock.advance(4 * HOUR);
    const now = clock.now();
    // Terrestrial AIS west of the circle, then east of it two and a half hours later: too far apart
    // for the path between them to be judged (max_gap_s 30 min), so nothing is told yet.
    await send(w.key, [
      { mmsi: '244930001', at: now - 3 * HOUR, lon: at[0] - 0.12, lat: at[1] },
      { mmsi: '244930001', at: now - 30 * MINUTE, lon: at[0] + 0.12, lat: at[1] },
    ]);
    expect(await told(w.id, ['zone.entered', 'zone.exited'])).toEqual([]);

    // Satellite AIS of the passage between, every 20 minutes, arrives afterwards.
    const backfill = track(
      '244930001',
      [at[0] - 0.1, at[1]],
      now - 160 * MINUTE,
      now - 40 * MINUTE,
      20 * MINUTE,
      0.035,
    );
    const answer = await send(w.key, backfill);
    expect(answer).toMatchObject({
      accepted: backfill.length,
      late: backfill.length,
      unjudged: 0,
      suspect: 0,
    });
    const events = await told(w.id, ['zone.entered', 'zone.exited']);
    expect(events.map((e) => [e.type, e.data.late])).toEqual([
      ['zone.entered', true],
      ['zone.exited', true],
    ]);

    // The same backfill again (a second satellite provider): nothing new.
    expect(await send(w.key, backfill)).toMatchObject({ accepted: 0, duplicates: backfill.length });
    // One more late fix inside the passage: the stay told is the same stay, not told again.
    await send(w.key, [{ mmsi: '244930001', at: now - 90 * MINUTE, lon: at[0] + 0.005, lat: at[1] }]);
    expect(await told(w.id, ['zone.entered', 'zone.exited'])).toHaveLength(2);
  });

  it('tells the loitering the backfill shows, marked late, and not twice after a restart', async () => {
    const w = await workspace('late-loitering');
    const at = spot(1);
    await post(w.key, '/v1/alerts', {
      where: { coordinates: at, radius_m: 5000 },
      what: { behaviour: 'loitering', assets: 'all' },
      channel: { type: 'webhook' },
    });
    clock.advance(5 * HOUR);
    const now = clock.now();
    // Terrestrial AIS before and after, under way; the two hours between only satellites saw.
    await send(w.key, [
      { mmsi: '244930002', at: now - 4 * HOUR, lon: at[0] - 0.1, lat: at[1], speed_kn: 10 },
      { mmsi: '244930002', at: now - 30 * MINUTE, lon: at[0] + 0.05, lat: at[1], speed_kn: 10 },
    ]);
    const backfill = track('244930002', at, now - 3 * HOUR, now - HOUR, 15 * MINUTE, 0.0005, 0.4);
    await send(w.key, backfill);
    const events = await told(w.id, ['asset.loitering']);
    expect(events.map((e) => e.data.late)).toEqual([true]);
    expect(events[0]?.data.started_at).toBe(iso(now - 3 * HOUR));

    await t.close();
    t = await startApp({ startWorker: false, clock, store, env: { VIGIL_REORDER_WINDOW_S: '2' } });
    await send(w.key, [
      { mmsi: '244930002', at: now - 150 * MINUTE + 1_000, lon: at[0], lat: at[1], speed_kn: 0.3 },
    ]);
    expect(await told(w.id, ['asset.loitering'])).toHaveLength(1);
  });

  it('tells a dark period between backfilled fixes, marked late', async () => {
    const w = await workspace('late-dark');
    const at = spot(2);
    const now = clock.now();
    await send(w.key, [{ mmsi: '244930003', at: now - 5 * HOUR, lon: at[0], lat: at[1], speed_kn: 8 }]);
    const asset = (await t.app.services.assets.findBy('mmsi', '244930003'))?.id ?? '';
    await post(w.key, `/v1/assets/${asset}/follow`, {});
    // Every 2 minutes for an hour, then nothing seen live for three hours, then every 2 minutes.
    const step = 2 * MINUTE;
    await send(w.key, [
      ...track('244930003', at, now - 5 * HOUR, now - 4 * HOUR, step, 0.0005, 8),
      ...track('244930003', [at[0] + 0.2, at[1]], now - HOUR, now, step, 0.0005, 8),
    ]);
    expect(await told(w.id, ['asset.dark'])).toEqual([]);
    // Satellites saw it every 20 minutes in the gap, except for an hour and a half.
    await send(w.key, [
      ...track(
        '244930003',
        [at[0] + 0.02, at[1]],
        now - 230 * MINUTE,
        now - 170 * MINUTE,
        20 * MINUTE,
        0.02,
        8,
      ),
      ...track(
        '244930003',
        [at[0] + 0.12, at[1]],
        now - 80 * MINUTE,
        now - 60 * MINUTE,
        20 * MINUTE,
        0.02,
        8,
      ),
    ]);
    const dark = await told(w.id, ['asset.dark']);
    expect(dark.map((e) => [e.data.late, e.data.silent_for_s])).toEqual([[true, 110 * 60]]);
  });
});

describe('encounters shown by late positions', () => {
  it('tells an encounter the backfill shows with a vessel whose positions were judged live, once, marked late', async () => {
    const w = await workspace('late-encounter');
    const at = spot(6);
    await post(w.key, '/v1/alerts', {
      where: { coordinates: at, radius_m: 5000 },
      what: { behaviour: 'encounter', assets: 'all', min_duration_s: 3600 },
      channel: { type: 'webhook' },
    });
    clock.advance(5 * HOUR);
    const now = clock.now();
    // A vessel at anchor, seen live every 10 minutes for three and a half hours.
    await send(w.key, track('244930010', at, now - 4 * HOUR, now - 30 * MINUTE, 10 * MINUTE, 0, 0.1));
    // Another, seen by terrestrial AIS passing west, then east of it four hours apart…
    await send(w.key, [
      { mmsi: '244930011', at: now - 4 * HOUR, lon: at[0] - 0.1, lat: at[1], speed_kn: 10 },
      { mmsi: '244930011', at: now - 10 * MINUTE, lon: at[0] + 0.1, lat: at[1], speed_kn: 10 },
    ]);
    expect(await told(w.id, ['asset.encounter'])).toEqual([]);
    // …whose satellite positions show it two hours alongside, 200 m off (0.003° of longitude here).
    const backfill = track(
      '244930011',
      [at[0] + 0.003, at[1]],
      now - 3 * HOUR,
      now - HOUR,
      15 * MINUTE,
      0,
      0.3,
    );
    const answer = await send(w.key, backfill);
    expect(answer.late).toBe(backfill.length);
    const met = await told(w.id, ['asset.encounter']);
    const ids = [
      (await t.app.services.assets.findBy('mmsi', '244930010'))?.id,
      (await t.app.services.assets.findBy('mmsi', '244930011'))?.id,
    ].sort();
    expect(met.map((e) => [e.data.late, e.data.asset_ids, e.data.started_at])).toEqual([
      [true, ids, iso(now - 3 * HOUR)],
    ]);
    expect(met[0]?.data.min_distance_m).toBeCloseTo(200, -1);
    // The same backfill again is no news.
    await send(
      w.key,
      backfill.map((item) => ({ ...item, at: item.at + 1_000 })),
    );
    expect(await told(w.id, ['asset.encounter'])).toHaveLength(1);
  });
});

describe('what late data disproves', () => {
  it('does not tell an entry whose dwell the late fixes show was broken', async () => {
    const w = await workspace('late-disproved');
    const at = spot(3);
    await post(w.key, '/v1/alerts', {
      where: { coordinates: at, radius_m: 3000 },
      what: { behaviour: 'zone_entry', assets: 'all', dwell_s: 1800 },
      channel: { type: 'webhook' },
    });
    clock.advance(HOUR);
    const now = clock.now();
    // Inside at -20 and -10 minutes: an entry waiting for its 30 minutes' dwell since -20.
    await send(w.key, [
      { mmsi: '244930004', at: now - 40 * MINUTE, lon: at[0] - 0.1, lat: at[1] },
      { mmsi: '244930004', at: now - 20 * MINUTE, lon: at[0], lat: at[1] },
      { mmsi: '244930004', at: now - 10 * MINUTE, lon: at[0] + 0.002, lat: at[1] },
    ]);
    // A late fix shows it outside at -15 minutes: the dwell began again at -10.
    await send(w.key, [{ mmsi: '244930004', at: now - 15 * MINUTE, lon: at[0] + 0.08, lat: at[1] }]);
    clock.advance(15 * MINUTE);
    await t.app.services.zones.tick();
    expect(await told(w.id, ['zone.entered'])).toEqual([]);
    clock.advance(10 * MINUTE);
    await t.app.services.zones.tick();
    const [entered] = await told(w.id, ['zone.entered']);
    expect(entered?.data.crossed_at).toBe(iso(now - 10 * MINUTE));
  });
});

describe('the late horizon', () => {
  it('stores a late position older than the horizon and counts it unjudged, not late', async () => {
    const w = await workspace('late-horizon');
    const at = spot(4);
    await post(w.key, '/v1/alerts', {
      where: { coordinates: at, radius_m: 3000 },
      what: { behaviour: 'zone_entry', assets: 'all' },
      channel: { type: 'webhook' },
    });
    clock.advance(30 * HOUR);
    const now = clock.now();
    await send(w.key, [
      { mmsi: '244930005', at: now - 30 * HOUR, lon: at[0] - 0.1, lat: at[1] },
      { mmsi: '244930005', at: now - 10 * MINUTE, lon: at[0] - 0.1, lat: at[1] + 0.01 },
    ]);
    const answer = await send(w.key, [{ mmsi: '244930005', at: now - 26 * HOUR, lon: at[0], lat: at[1] }]);
    // One rule for the horizon, late or not (geo/ingest oldestJudged): counted once, in `unjudged`.
    expect(answer).toMatchObject({ accepted: 1, late: 0, unjudged: 1 });
    expect(await told(w.id, ['zone.entered'])).toEqual([]);
  });
});

describe('confidence', () => {
  it('does not lower a presence’s confidence because Vigil judged it hours after it happened', async () => {
    const w = await workspace('late-confidence');
    const at = spot(5);
    const site = await post(w.key, '/v1/sites', {
      name: 'Anchorage',
      coordinates: at,
      radius_m: 2000,
      detection_types: ['vessel_presence'],
    });
    const now = clock.now();
    // A recording of seven hours ago, replayed now.
    await send(w.key, [
      { mmsi: '244930006', at: now - 7 * HOUR, lon: at[0] - 0.1, lat: at[1] },
      { mmsi: '244930006', at: now - 7 * HOUR + 10 * MINUTE, lon: at[0], lat: at[1] },
    ]);
    const detections = await t.request({
      method: 'GET',
      url: `/v1/detections?site_id=${site.id}`,
      key: w.key,
    });
    const [presence] = detections.json().data as { confidence: number; observed_at: string }[];
    // Unknown transponder class: 0.8, whenever it is judged.
    expect(presence?.confidence).toBe(0.8);
    expect(presence?.observed_at).toBe(iso(now - 7 * HOUR + 10 * MINUTE));
  });
});
