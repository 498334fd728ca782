// The reorder window and the feed, through the app: positions of one vessel that arrive out of
// order within the window are judged in the order of their times (two clients sending at once),
// one that arrives after it is stored and counted as late, never silently skipped; and positions
// stored but not judged when the process stops are judged by the next one, told once.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { outboxEvents } from '../../fixtures/outbox-data.ts';
import { entryAndExitRules } from '../../fixtures/zone-rules.ts';
import { createTestStore, startApp, type TestApp, type TestKey, type TestStore } from '../../harness.ts';

// Each app start compiles every route's schemas (seconds on a busy machine); these tests restart.
vi.setConfig({ testTimeout: 120_000 });

const clock = new ManualClock(Date.parse('2026-11-26T10:00:00Z'));
const WINDOW = { VIGIL_REORDER_WINDOW_S: '2' };
const MINUTE = 60_000;
/** Between a vessel's positions: 0.1° of longitude (7 km) in ten minutes is 37 kn. */
const STEP = 10 * MINUTE;
const iso = (ms: number) => new Date(ms).toISOString();
/** Each test crosses its own circle, 20 km apart, so that zones never overlap. */
const centre = (n: number): [number, number] => [4.0 + n * 0.3, 52.0];

let store: TestStore;
let t: TestApp;
beforeAll(async () => {
  store = await createTestStore();
  t = await startApp({ startWorker: false, clock, store, env: WINDOW });
});
afterAll(async () => {
  await t.close();
  await store.dispose();
});

async function workspace(name: string): Promise<{ key: TestKey; id: string }> {
  const key = await t.key(['*'], { workspace: name });
  return { key, id: key.workspaceId };
}

/** An entry rule and an exit rule on a 2 km circle. */
async function rule(key: TestKey, at: [number, number]): Promise<void> {
  await entryAndExitRules(t, key, { coordinates: at, radius_m: 2000 }, { hysteresis_m: 0 });
}

type Fix = { mmsi: string; at: number; lon: number; lat: number };
async function send(app: TestApp, key: TestKey, fixes: Fix[]) {
  const response = await app.request({
    method: 'POST',
    url: '/v1/ingest/positions',
    key,
    payload: fixes.map((fix) => ({ ...fix, at: iso(fix.at) })),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { accepted: number; late: number };
}

async function zoneEvents(app: TestApp, workspaceId: string): Promise<{ type: string; at: string }[]> {
  const events = await outboxEvents<{ position: { at: string } }>(app.app.services, workspaceId, [
    'zone.entered',
    'zone.exited',
  ]);
  return events.map(({ type, data }) => ({ type, at: data.position.at }));
}

async function feedRows(app: TestApp): Promise<number> {
  return (await app.app.services.store.db.selectFrom('engine_feed').select('id').execute()).length;
}

/** Lets the window pass and waits (up to 5 s, real time) for the engine to judge everything. */
async function judged(app: TestApp): Promise<void> {
  clock.advance(2_001);
  const deadline = Date.now() + 5_000;
  for (;;) {
    await app.app.engine.drain();
    if ((await feedRows(app)) === 0) return;
    if (Date.now() > deadline) throw new Error('the engine did not judge the feed within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the reorder window', () => {
  it('judges a vessel’s positions by their times when the older arrives second, within the window', async () => {
    const { key, id } = await workspace('reorder-within');
    const at = centre(0);
    await rule(key, at);
    const start = clock.now() - 3 * STEP;
    await send(t, key, [{ mmsi: '244920001', at: start, lon: at[0] - 0.1, lat: at[1] }]);
    await judged(t);

    // Two clients at once: the later report (out again, east) is stored first, then the earlier
    // one (inside). Judged by arrival, the inside fix would be late and the crossing lost.
    const east = await send(t, key, [
      { mmsi: '244920001', at: start + 2 * STEP, lon: at[0] + 0.1, lat: at[1] },
    ]);
    clock.advance(500);
    const inside = await send(t, key, [{ mmsi: '244920001', at: start + STEP, lon: at[0], lat: at[1] }]);
    expect([east.late, inside.late]).toEqual([0, 0]);
    // Nothing is judged before the window has passed.
    expect(await zoneEvents(t, id)).toEqual([]);
    await judged(t);
    expect(await zoneEvents(t, id)).toEqual([
      { type: 'zone.entered', at: iso(start + STEP) },
      { type: 'zone.exited', at: iso(start + 2 * STEP) },
    ]);
  });

  it('judges a position that arrives after the window behind a newer one late: counted, and its crossings told once, marked late', async () => {
    const { key, id } = await workspace('reorder-late');
    const at = centre(1);
    await rule(key, at);
    const start = clock.now() - 3 * STEP;
    await send(t, key, [{ mmsi: '244920002', at: start, lon: at[0] - 0.1, lat: at[1] }]);
    await send(t, key, [{ mmsi: '244920002', at: start + 2 * STEP, lon: at[0] + 0.1, lat: at[1] }]);
    await judged(t);
    // The path from west to east passes through the circle: told, interpolated, in time.
    expect((await zoneEvents(t, id)).map((e) => e.type)).toEqual(['zone.entered', 'zone.exited']);

    // The fix inside arrives after the window: the passage is judged again from its time. The
    // crossings were told already (interpolated between the two fixes); told again they are not.
    const late = await send(t, key, [{ mmsi: '244920002', at: start + STEP, lon: at[0], lat: at[1] }]);
    expect(late).toMatchObject({ accepted: 1, late: 1 });
    await judged(t);
    expect((await zoneEvents(t, id)).map((e) => e.type)).toEqual(['zone.entered', 'zone.exited']);
    // Stored all the same: the track has all three.
    const asset = await t.app.services.assets.findBy('mmsi', '244920002');
    const track = await t.request({
      method: 'GET',
      url: `/v1/assets/${asset?.id}/track?from=${iso(start - MINUTE)}&to=${iso(start + 3 * STEP)}`,
      key,
    });
    expect(track.statusCode, track.body).toBe(200);
    expect(JSON.stringify(track.json())).toContain(iso(start + STEP));
  });

  it('leaves what a stopped process had not judged in the feed, and the next one judges it once', async () => {
    const { key, id } = await workspace('reorder-restart');
    const at = centre(2);
    await rule(key, at);
    const start = clock.now() - 3 * STEP;
    await send(t, key, [{ mmsi: '244920003', at: start, lon: at[0] - 0.1, lat: at[1] }]);
    await judged(t);
    await send(t, key, [
      { mmsi: '244920003', at: start + STEP, lon: at[0], lat: at[1] },
      { mmsi: '244920003', at: start + 2 * STEP, lon: at[0] + 0.1, lat: at[1] },
    ]);
    // Stopped within the window: the positions are stored, not judged.
    await t.close();
    t = await startApp({ startWorker: false, clock, store, env: WINDOW });
    expect(await feedRows(t)).toBe(1);
    await judged(t);
    const told = [
      { type: 'zone.entered', at: iso(start + STEP) },
      { type: 'zone.exited', at: iso(start + 2 * STEP) },
    ];
    expect(await zoneEvents(t, id)).toEqual(told);

    // And once only: another restart finds nothing new to tell.
    await t.close();
    t = await startApp({ startWorker: false, clock, store, env: WINDOW });
    await judged(t);
    expect(await zoneEvents(t, id)).toEqual(told);
  });
});
