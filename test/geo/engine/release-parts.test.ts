// A release larger than the engine's limit is judged in parts (issue 35): each part in its own
// transaction, no larger than the limit, with a turn of the event loop between parts (so the one
// process answers requests meanwhile), every position judged once and each asset's in time order,
// and a feed row deleted only with the part that judges the last of its positions. The engine runs
// on a real store (SQLite here; PostgreSQL with DATABASE_URL); its watchers record what they judge.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLocalEngine, writeFeed } from '../../../src/geo/engine/index.ts';
import type { StoredPosition } from '../../../src/geo/ingest/index.ts';
import { migrateToLatest } from '../../../src/store/migrate.ts';
import { type Executor, openStore, type Store } from '../../../src/store/store.ts';
import { createTestStore, type TestStore } from '../../harness.ts';

let place: TestStore;
let store: Store;
beforeAll(async () => {
  place = await createTestStore();
  store = await openStore(place.config);
  await migrateToLatest(store);
});
afterAll(async () => {
  await store.close();
  await place.dispose();
});

const ASSETS = 5;
const at0 = Date.parse('2026-11-29T08:00:00Z');
/** The i-th position: five assets in turn, a second apart. */
const fix = (i: number): StoredPosition => ({
  assetId: `ast_parts${i % ASSETS}`,
  report: { kind: 'vessel', key: `24496${i % ASSETS}`, at: at0 + i * 1_000, lon: 4 + i / 10_000, lat: 52 },
});

it('judges 2,500 positions due at once in parts of at most 700, each its own transaction, turns between', async () => {
  const all = Array.from({ length: 2_500 }, (_, i) => fix(i));
  // Three feed rows, as three storing transactions write them: 1,000, 1,000 and 500 positions.
  for (const [from, to] of [
    [0, 1_000],
    [1_000, 2_000],
    [2_000, 2_500],
  ] as const)
    await writeFeed(store.db, all.slice(from, to), 1, at0);

  const parts: { size: number; inTransaction: boolean; turned: boolean; feedRows: number }[] = [];
  const judged: StoredPosition[] = [];
  const counted: number[] = [];
  let turned = true;
  const engine = createLocalEngine({
    store,
    clock: { now: () => at0 + 60_000 },
    logger: { info() {}, warn() {}, error() {} },
    watchers: {
      async judge(db: Executor, positions: readonly StoredPosition[]) {
        // The rows still in the feed as this part begins (its own deletes come after judging).
        const feedRows = (await db.selectFrom('engine_feed').select('id').execute()).length;
        parts.push({
          size: positions.length,
          inTransaction: (db as Kysely<unknown>).isTransaction,
          turned,
          feedRows,
        });
        judged.push(...positions);
        // Runs only if the engine lets the event loop turn before the next part.
        turned = false;
        setImmediate(() => {
          turned = true;
        });
      },
      async prime() {},
      forget() {},
      setOwnership() {},
    },
    monitor: {
      judged(count) {
        counted.push(count);
      },
    },
    reorderWindowMs: 0,
    releaseLimit: 700,
  });
  await engine.start();
  try {
    expect(parts.map((p) => p.size)).toEqual([700, 700, 700, 400]);
    expect(parts.every((p) => p.inTransaction)).toBe(true);
    expect(parts.map((p) => p.turned)).toEqual([true, true, true, true]);
    // The first row (positions 0–999) is deleted with the part that judges 999, the second part.
    expect(parts.map((p) => p.feedRows)).toEqual([3, 3, 2, 1]);
    expect(counted).toEqual([700, 700, 700, 400]);
    // Every position once, in time order: the cut never judges an asset's newer position first.
    expect(judged.map((p) => p.report.at)).toEqual(all.map((p) => p.report.at));
    expect((await store.db.selectFrom('engine_feed').select('id').execute()).length).toBe(0);
  } finally {
    await engine.stop();
  }
});
