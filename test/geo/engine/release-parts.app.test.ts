// Through the app, with the reorder window: 1,250 positions of 50 vessels crossing one zone, due at
// once, are more than one judging transaction takes (RELEASE_LIMIT): they are judged in several,
// and each vessel's entry and exit is told exactly once, in order, as when judged in one piece.
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { RELEASE_LIMIT } from '../../../src/geo/engine/engine-types.ts';
import { ManualClock } from '../../../src/lib/clock.ts';
import { outboxEvents } from '../../fixtures/outbox-data.ts';
import { entryAndExitRules } from '../../fixtures/zone-rules.ts';
import { startApp, type TestApp } from '../../harness.ts';

const clock = new ManualClock(Date.parse('2026-11-29T10:00:00Z'));
const MINUTE = 60_000;
const VESSELS = 50;
const FIXES = 25;
const iso = (ms: number) => new Date(ms).toISOString();
const centre: [number, number] = [4.6, 52.1];

let t: TestApp;
beforeAll(async () => {
  t = await startApp({ startWorker: false, clock, env: { VIGIL_REORDER_WINDOW_S: '2' } });
});
afterAll(async () => {
  await t.close();
});

it('judges a release larger than the limit in several transactions, every crossing told once and in order', async () => {
  expect(VESSELS * FIXES).toBeGreaterThan(RELEASE_LIMIT);
  const key = await t.key(['*'], { workspace: 'release-parts' });
  await entryAndExitRules(t, key, { coordinates: centre, radius_m: 2000 }, { hysteresis_m: 0 });
  // West to east through the circle, 0.01° (0.7 km) every ten minutes; each vessel starts a little
  // further west, so the cut between parts falls at a different point of each passage.
  const start = clock.now() - FIXES * 10 * MINUTE;
  const fixes = Array.from({ length: VESSELS }, (_, v) =>
    Array.from({ length: FIXES }, (_, i) => ({
      mmsi: String(244_970_000 + v),
      at: iso(start + i * 10 * MINUTE + v * 1_000),
      lon: centre[0] - 0.1 - (v % 5) * 0.01 + i * 0.01,
      lat: centre[1],
    })),
  );
  // Two requests, each vessel's track split between them.
  for (const half of [fixes.flatMap((f) => f.slice(0, 12)), fixes.flatMap((f) => f.slice(12))]) {
    const response = await t.request({ method: 'POST', url: '/v1/ingest/positions', key, payload: half });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ accepted: half.length, late: 0 });
  }
  const db = t.app.services.store.db;
  expect(await zoneEvents(key.workspaceId)).toEqual([]);

  // Only the engine writes from here: every transaction is one of its judging parts.
  const transactions = vi.spyOn(db, 'transaction');
  clock.advance(2_001);
  const deadline = Date.now() + 10_000;
  while ((await db.selectFrom('engine_feed').select('id').execute()).length > 0) {
    if (Date.now() > deadline) throw new Error('the engine did not judge the feed within 10 s');
    await t.app.engine?.drain();
  }
  expect(transactions.mock.calls.length).toBeGreaterThanOrEqual(Math.ceil((VESSELS * FIXES) / RELEASE_LIMIT));
  transactions.mockRestore();

  const events = await zoneEvents(key.workspaceId);
  const byVessel = new Map<string, { type: string; at: string }[]>();
  for (const event of events) byVessel.set(event.asset, [...(byVessel.get(event.asset) ?? []), event]);
  expect(byVessel.size).toBe(VESSELS);
  for (const told of byVessel.values()) {
    expect(told.map((e) => e.type)).toEqual(['zone.entered', 'zone.exited']);
    const [entered, exited] = told;
    expect((entered?.at ?? '') < (exited?.at ?? '')).toBe(true);
  }
});

async function zoneEvents(workspaceId: string): Promise<{ type: string; at: string; asset: string }[]> {
  const events = await outboxEvents<{ position: { at: string }; asset_id: string }>(
    t.app.services,
    workspaceId,
    ['zone.entered', 'zone.exited'],
  );
  return events.map(({ type, data }) => ({ type, at: data.position.at, asset: data.asset_id }));
}
