// A roaming zone made when no other exists (the engine keeps no positions for roaming zones then):
// the ships already near its anchor are placed from the store, silently, so their entry is not
// told and their exit is, once; a ship arriving later is told entering once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { MPS_PER_KNOT } from '../../../src/lib/earth.ts';
import { entryAndExitRules } from '../../fixtures/zone-rules.ts';
import { createTestStore, startApp, type TestApp, type TestStore } from '../../harness.ts';

const clock = new ManualClock(Date.parse('2026-11-28T12:00:00Z'));
/** A store of its own: no roaming rule exists before this test's. */
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
/** Off Hoek van Holland: about 68.8 km a degree of longitude there, 111.3 km one of latitude. */
const LAT = 52.0;
const M_PER_DEG_LON = 68_830;
const M_PER_DEG_LAT = 111_270;

/** Fixes a minute apart of a ship `northM` north of the line, from `eastM` east at `eastKn`. */
function fixes(mmsi: string, eastM: number, northM: number, eastKn: number, from: number, to: number) {
  const items = [];
  for (let at = from; at <= to; at += MINUTE) {
    const metres = eastM + eastKn * MPS_PER_KNOT * ((at - from) / 1000);
    items.push({
      mmsi,
      at: iso(at),
      lon: Number((4.8 + metres / M_PER_DEG_LON).toFixed(6)),
      lat: Number((LAT + northM / M_PER_DEG_LAT).toFixed(6)),
      speed_kn: Math.abs(eastKn),
      course_deg: eastKn >= 0 ? 90 : 270,
    });
  }
  return items;
}

describe('a roaming zone made while ships are already near its anchor', () => {
  it('places them from the store (no entry told), tells their exit once, and a later arrival’s entry once', async () => {
    const key = await t.key(['alerts:write', 'assets:write', 'ingest:write'], { workspace: 'roaming-place' });
    const workspaceId = (await t.app.services.workspaces.ensure('roaming-place')).workspace.id;
    const send = async (items: { at: string }[]) => {
      const payload = [...items].sort((a, b) => a.at.localeCompare(b.at));
      const response = await t.request({ method: 'POST', url: '/v1/ingest/positions', key, payload });
      expect(response.json()).toMatchObject({ rejected: 0, suspect: 0 });
    };
    const idOf = async (mmsi: string) => (await t.app.services.assets.findBy('mmsi', mmsi))?.id;
    const start = clock.now() - 40 * MINUTE;
    // The anchor lies still; a ship 400 m north of it, still too; another 6 km east, still.
    await send([
      ...fixes('244920001', 0, 0, 0, start, start + 10 * MINUTE),
      ...fixes('244920002', 0, 400, 0, start, start + 10 * MINUTE),
      ...fixes('244920003', 6000, 0, 0, start, start + 10 * MINUTE),
    ]);
    await t.app.engine.drain();
    const anchorId = await idOf('244920001');
    const [entry, exit] = await entryAndExitRules(
      t,
      key,
      { near_asset: anchorId, radius_m: 1000 },
      { hysteresis_m: 50 },
    );
    // Then the near ship steams east at 10 kn (out past 1.05 km within 4 minutes), and the far one
    // west at 12 kn (in within 14 minutes, still in at 16); the anchor keeps reporting where it lies.
    const on = start + 11 * MINUTE;
    await send([
      ...fixes('244920001', 0, 0, 0, on, on + 20 * MINUTE),
      ...fixes('244920002', 0, 400, 10, on, on + 20 * MINUTE),
      ...fixes('244920003', 6000, 0, -12, on, on + 16 * MINUTE),
    ]);
    await t.app.engine.drain();
    const rows = await t.app.services.store.db
      .selectFrom('outbox_events')
      .select('payload')
      .where('workspace_id', '=', workspaceId)
      .where('type', 'in', ['zone.entered', 'zone.exited'])
      .orderBy('id')
      .execute();
    const told = rows.map((row) => {
      const { type, data } = JSON.parse(row.payload) as { type: string; data: Record<string, string> };
      return [type, data.rule_id, data.asset_id];
    });
    const near = await idOf('244920002');
    const far = await idOf('244920003');
    expect(told).toEqual([
      ['zone.exited', exit, near],
      ['zone.entered', entry, far],
    ]);
  });
});
