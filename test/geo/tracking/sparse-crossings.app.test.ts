// Crossings between reports (issue 29, point 1): a vessel seen only every half hour passes
// straight through a zone between two fixes. The path between consecutive fixes is judged: the
// entry and exit are told with an interpolated `crossed_at`, `interpolated: true` and the gap; not
// past the rule's `max_gap_s`; and a dwell counts only the time the path shows inside.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { entryAndExitRules } from '../../fixtures/zone-rules.ts';
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

const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();
/** The zone: a box 0.2° by 0.1° off the Dutch coast. */
const ZONE = {
  type: 'Polygon',
  coordinates: [
    [
      [5.0, 53.0],
      [5.2, 53.0],
      [5.2, 53.1],
      [5.0, 53.1],
      [5.0, 53.0],
    ],
  ],
};

interface ZoneEvent {
  type: string;
  data: {
    asset_id: string;
    crossed_at: string;
    confirmed_at: string;
    interpolated: boolean;
    gap_s: number | null;
    late: boolean;
    position: { at: string; lon: number };
  };
}

async function setUp(name: string, what: Record<string, unknown>) {
  const key = await t.key(['alerts:write', 'ingest:write', 'webhooks:write'], { workspace: name });
  await t.request({
    method: 'POST',
    url: '/v1/webhooks',
    key,
    payload: { url: 'https://hooks.example.com/zones', events: ['zone.entered', 'zone.exited'] },
  });
  await entryAndExitRules(t, key, { zone: ZONE }, what);
  return { key, workspaceId: (await t.app.services.workspaces.ensure(name)).workspace.id };
}

async function send(key: TestKey, mmsi: string, fixes: [number, number, number][]) {
  const items = fixes.map(([at, lon, lat]) => ({ mmsi, at: iso(at), lon, lat }));
  const response = await t.request({ method: 'POST', url: '/v1/ingest/positions', key, payload: items });
  expect(response.json()).toMatchObject({ rejected: 0, suspect: 0 });
}

async function zoneEvents(workspaceId: string): Promise<ZoneEvent[]> {
  const rows = await t.app.services.store.db
    .selectFrom('outbox_events')
    .select('payload')
    .where('workspace_id', '=', workspaceId)
    .where('type', 'in', ['zone.entered', 'zone.exited'])
    .orderBy('id')
    .execute();
  return rows.map((row) => JSON.parse(row.payload) as ZoneEvent);
}

/** When a straight path at constant speed from lon a (at t0) to lon b (at t1) reaches lon x. */
const timeAtLon = (a: number, b: number, t0: number, t1: number, x: number) =>
  t0 + ((x - a) / (b - a)) * (t1 - t0);
/** 50 m of longitude at 53.05°N. */
const H_DEG = 50 / (111_320 * Math.cos((53.05 * Math.PI) / 180));

describe('crossings between reports', () => {
  it('tells a passage between two fixes half an hour apart, interpolated, with the gap', async () => {
    const { key, workspaceId } = await setUp('sparse-passage', {});
    const t0 = clock.now() - 60 * MINUTE;
    const t1 = t0 + 30 * MINUTE;
    await send(key, '244910001', [
      [t0, 4.95, 53.05],
      [t1, 5.25, 53.05],
    ]);
    const events = await zoneEvents(workspaceId);
    expect(events.map((e) => [e.type, e.data.interpolated, e.data.gap_s, e.data.late])).toEqual([
      ['zone.entered', true, 1800, false],
      ['zone.exited', true, 1800, false],
    ]);
    // Past the 50 m band: 5.0 + 50 m on the way in, 5.2 + 50 m on the way out.
    const entered = Date.parse(events[0]?.data.crossed_at ?? '');
    const exited = Date.parse(events[1]?.data.crossed_at ?? '');
    expect(Math.abs(entered - timeAtLon(4.95, 5.25, t0, t1, 5.0 + H_DEG))).toBeLessThan(2_000);
    expect(Math.abs(exited - timeAtLon(4.95, 5.25, t0, t1, 5.2 + H_DEG))).toBeLessThan(2_000);
    // The position is the fix after the crossing; nothing lies inside to show instead.
    expect(events[0]?.data.position).toMatchObject({ at: iso(t1), lon: 5.25 });
  });

  it('judges only the fixes past the rule’s max_gap_s', async () => {
    const { key, workspaceId } = await setUp('sparse-max-gap', { max_gap_s: 1200 });
    const t0 = clock.now() - 60 * MINUTE;
    await send(key, '244910002', [
      [t0, 4.95, 53.05],
      [t0 + 30 * MINUTE, 5.25, 53.05],
    ]);
    expect(await zoneEvents(workspaceId)).toEqual([]);
  });

  it('keeps a crossing seen at a fix at that fix’s time, not interpolated', async () => {
    const { key, workspaceId } = await setUp('sparse-fix-crossing', {});
    const t0 = clock.now() - 90 * MINUTE;
    await send(key, '244910003', [
      [t0, 4.95, 53.05],
      [t0 + 15 * MINUTE, 5.1, 53.05],
      [t0 + 30 * MINUTE, 5.25, 53.05],
    ]);
    const events = await zoneEvents(workspaceId);
    expect(events.map((e) => [e.type, e.data.crossed_at, e.data.interpolated, e.data.gap_s])).toEqual([
      ['zone.entered', iso(t0 + 15 * MINUTE), false, null],
      ['zone.exited', iso(t0 + 30 * MINUTE), false, null],
    ]);
  });

  it('counts the time the path shows inside toward a dwell, and no more', async () => {
    const { key, workspaceId } = await setUp('sparse-dwell', { dwell_s: 600 });
    const t0 = clock.now() - 3 * 60 * MINUTE;
    // About 13 minutes inside (0.2° of 0.3° in 20 minutes): the dwell of 10 minutes is met.
    await send(key, '244910004', [
      [t0, 4.95, 53.05],
      [t0 + 20 * MINUTE, 5.25, 53.05],
    ]);
    // About 8 minutes inside (0.2° of 0.3° in 12 minutes): it is not.
    await send(key, '244910005', [
      [t0, 4.95, 53.02],
      [t0 + 12 * MINUTE, 5.25, 53.02],
    ]);
    // The first entered; its exit, 3 minutes before its last fix, waits for its own dwell.
    const events = await zoneEvents(workspaceId);
    expect(events.map((e) => [e.type, e.data.interpolated])).toEqual([['zone.entered', true]]);
    const entered = events[0]?.data;
    expect(Date.parse(entered?.confirmed_at ?? '') - Date.parse(entered?.crossed_at ?? '')).toBe(600_000);
  });
});
