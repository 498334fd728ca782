// The roaming judge (geofencing/roaming-judge.ts): what the holder of the encounter partition runs
// when the engine is shared through NATS. Here it is driven as the engine drives it, over the
// store, services and feed of a one-process app (whose own engine stands for the process that held
// the lease before):
// - with no roaming rule it reads nothing at prime and keeps no position;
// - a process not holding the lease places nobody in a fence added;
// - taking the lease over while the positions that take a ship out are stored and not judged yet
//   (in the feed), it starts from the last positions judged and the ledger, and tells the exit
//   once, the entry not again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unjudgedInFeed } from '../../../src/geo/engine/feed-repo.ts';
import { createRoamingJudge } from '../../../src/geo/geofencing/index.ts';
import type { StoredPosition } from '../../../src/geo/ingest/index.ts';
import { createWatchInputs, WHOLE_STORE } from '../../../src/geo/tracking/index.ts';
import { ManualClock } from '../../../src/lib/clock.ts';
import { entryAndExitRules } from '../../fixtures/zone-rules.ts';
import { createTestStore, startApp, type TestApp, type TestStore } from '../../harness.ts';

const clock = new ManualClock(Date.parse('2026-11-28T12:00:00Z'));
let store: TestStore;
let t: TestApp;
beforeAll(async () => {
  store = await createTestStore();
  // Positions wait 2 s before they are judged: those stored while the clock stands are not.
  t = await startApp({ startWorker: false, clock, store, env: { VIGIL_REORDER_WINDOW_S: '2' } });
});
afterAll(async () => {
  await t.close();
  await store.dispose();
});

const MINUTE = 60_000;
const KM_LON = 1 / (111.32 * Math.cos((52 * Math.PI) / 180));
const ANCHOR = '244930001';
const SHIP = '244930002';
/** The anchor goes east at 0.1 km a minute; the ship west at 0.6 km a minute from 8 km east of it. */
const anchorKm = (step: number) => 0.1 * step;
const shipKm = (step: number) => 8 - 0.6 * step;
const start = clock.now() - 40 * MINUTE;
const at = (step: number) => start + step * MINUTE;

/** The reports of both at each step, as the ingest takes them. */
function steps(from: number, to: number) {
  const items = [];
  for (let step = from; step <= to; step += 1) {
    const when = new Date(at(step)).toISOString();
    items.push(
      { mmsi: ANCHOR, at: when, lon: Number((4 + anchorKm(step) * KM_LON).toFixed(6)), lat: 52, speed_kn: 3 },
      { mmsi: SHIP, at: when, lon: Number((4 + shipKm(step) * KM_LON).toFixed(6)), lat: 52, speed_kn: 20 },
    );
  }
  return items;
}

/** The same reports as the engine hands them over. */
function stored(ids: Map<string, string>, items: ReturnType<typeof steps>): StoredPosition[] {
  return items.map((item) => ({
    assetId: ids.get(item.mmsi) ?? '',
    report: {
      kind: 'vessel',
      key: item.mmsi,
      at: Date.parse(item.at),
      lon: item.lon,
      lat: item.lat,
      speedKn: item.speed_kn,
    },
  }));
}

describe('the roaming judge of an engine shared through NATS', () => {
  it('reads and keeps nothing without a roaming rule; not holding the lease, places nobody; taking it over, tells the exit once and the entry not again', async () => {
    const key = await t.key(['alerts:write', 'assets:write', 'ingest:write'], { workspace: 'roaming-judge' });
    const workspaceId = (await t.app.services.workspaces.ensure('roaming-judge')).workspace.id;
    const { services } = t.app;
    const send = async (items: ReturnType<typeof steps>) => {
      const response = await t.request({ method: 'POST', url: '/v1/ingest/positions', key, payload: items });
      expect(response.json()).toMatchObject({ rejected: 0, suspect: 0 });
    };
    const judgeAll = async () => {
      clock.advance(3_000);
      await t.app.engine.drain();
    };
    // What the judge reads of the store, counted.
    const reads = new Map<string, number>();
    const assets = new Proxy(services.assets, {
      get(target, name, receiver) {
        const value = Reflect.get(target, name, receiver) as unknown;
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          reads.set(String(name), (reads.get(String(name)) ?? 0) + 1);
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    const judgeOf = async () => {
      const inputs = createWatchInputs({ ...services, assets });
      await inputs.load();
      const judge = createRoamingJudge({
        store: services.store,
        inputs,
        assets,
        detections: services.detections,
        outbox: services.outbox,
        clock,
        lateHorizonMs: t.config.lateHorizonMs,
      });
      await judge.reconcile();
      return { judge, inputs };
    };

    // Both heard, far apart, before any roaming rule.
    await send(steps(0, 2));
    await judgeAll();
    const ids = new Map<string, string>();
    for (const mmsi of [ANCHOR, SHIP]) ids.set(mmsi, (await services.assets.findBy('mmsi', mmsi))?.id ?? '');
    const { judge: idle, inputs: idleInputs } = await judgeOf();
    reads.clear();
    await idle.prime(WHOLE_STORE);
    await services.store.db.transaction().execute(idle.decide(stored(ids, steps(3, 4))));
    expect(Object.fromEntries(reads)).toEqual({});
    expect(idle.trackedCount()).toBe(0);

    // The rules; the app's own engine judges steps 3 to 12: the ship comes within 2 km at step 9.
    const [entry, exit] = await entryAndExitRules(t, key, { near_asset: ids.get(ANCHOR), radius_m: 2000 });
    // The idle judge, primed and then handed the lease back, hears of the rules: it places nobody.
    idle.setOwnership(() => false);
    await idleInputs.load();
    await idle.reconcile();
    expect(idle.fenceCount()).toBe(2);
    expect(idle.trackedCount()).toBe(0);

    await send(steps(3, 12));
    await judgeAll();
    // Steps 13 to 18 are stored and wait in the feed: the ship leaves at step 15 (2.5 km).
    await send(steps(13, 18));
    const unjudgedFrom = await unjudgedInFeed(services.store.db);
    expect(unjudgedFrom.get(ids.get(SHIP) ?? '')).toBe(at(13));

    // A process takes the lease over: primed from what was judged and told, then the rest judged.
    const { judge: holder } = await judgeOf();
    holder.setOwnership(() => true);
    await holder.prime({ owns: () => true, unjudgedFrom });
    await services.store.db.transaction().execute(holder.decide(stored(ids, steps(13, 18))));

    const rows = await services.store.db
      .selectFrom('outbox_events')
      .select('payload')
      .where('workspace_id', '=', workspaceId)
      .where('type', 'in', ['zone.entered', 'zone.exited'])
      .orderBy('id')
      .execute();
    const told = rows.map((row) => {
      const { type, data } = JSON.parse(row.payload) as { type: string; data: Record<string, string> };
      return [type, data.rule_id, data.asset_id, data.crossed_at];
    });
    expect(told).toEqual([
      ['zone.entered', entry, ids.get(SHIP), new Date(at(9)).toISOString()],
      ['zone.exited', exit, ids.get(SHIP), new Date(at(15)).toISOString()],
    ]);
  });
});
