// A release larger than the engine's limit is judged in parts (issue 35): each part in its own
// transaction, no larger than the limit, with a turn of the event loop between parts (so the one
// process answers requests meanwhile), every position judged once and each asset's in time order,
// and a feed row deleted only with the part that judges the last of its positions. Each part is
// decided with no transaction open and written in one. The engine runs
// on a real store (SQLite here; PostgreSQL with DATABASE_URL); its watchers record what they judge.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { encodePositions } from '../../../src/geo/engine/feed-codec.ts';
import { readCheckpoint } from '../../../src/geo/engine/feed-repo.ts';
import {
  createLocalEngine,
  createPartitionedEngine,
  type EngineWatchers,
  partitionOf,
  subjectOf,
  writeFeed,
} from '../../../src/geo/engine/index.ts';
import { messageOf } from '../../../src/geo/engine/stream-names.ts';
import type { StoredPosition } from '../../../src/geo/ingest/index.ts';
import type { Streams } from '../../../src/platform/streams/index.ts';
import { migrateToLatest } from '../../../src/store/migrate.ts';
import { type Executor, openStore, type Store } from '../../../src/store/store.ts';
import { createTestStore, type TestStore } from '../../stores.ts';
import { decided, decidesNothing } from './watcher-stubs.ts';

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

const onPostgres = process.env.DATABASE_URL !== undefined;

it('judges 2,500 positions due at once in parts of at most 700, each its own transaction, turns between', async () => {
  const all = Array.from({ length: 2_500 }, (_, i) => fix(i));
  // Three feed rows, as three storing transactions write them: 1,000, 1,000 and 500 positions.
  for (const [from, to] of [
    [0, 1_000],
    [1_000, 2_000],
    [2_000, 2_500],
  ] as const)
    await writeFeed(store.db, all.slice(from, to), 1, at0);
  try {
    await judgeInParts(all);
  } finally {
    await store.db.deleteFrom('engine_feed').execute();
  }
});

async function judgeInParts(all: StoredPosition[]): Promise<void> {
  const parts: {
    size: number;
    decidedInTransaction: boolean;
    inTransaction: boolean;
    turned: boolean;
    feedRows: number;
  }[] = [];
  const judged: StoredPosition[] = [];
  const counted: number[] = [];
  let turned = true;
  const engine = createLocalEngine({
    store,
    clock: { now: () => at0 + 60_000 },
    logger: { info() {}, warn() {}, error() {} },
    watchers: {
      async decide(reader: Executor, positions: readonly StoredPosition[]) {
        const decidedInTransaction = (reader as Kysely<unknown>).isTransaction;
        judged.push(...positions);
        return decided(async (db) => {
          // The rows still in the feed as this part is written (its own deletes come after).
          const feedRows = (await db.selectFrom('engine_feed').select('id').execute()).length;
          parts.push({
            size: positions.length,
            decidedInTransaction,
            inTransaction: (db as Kysely<unknown>).isTransaction,
            turned,
            feedRows,
          });
          // Runs only if the engine lets the event loop turn before the next part.
          turned = false;
          setImmediate(() => {
            turned = true;
          });
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
    expect(parts.every((p) => p.inTransaction && !p.decidedInTransaction)).toBe(true);
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
}

it.skipIf(!onPostgres)(
  "the engine shared through NATS judges a partition's release in parts, its checkpoint over whole messages only",
  async () => {
    if (place.config.kind !== 'postgres') throw new Error('a PostgreSQL store');
    const scope = place.config.schema ?? 'vigil';
    const PARTITIONS = 4;
    // One asset, so one partition: 2,500 positions in three messages of 1,000, 1,000 and 500.
    const positions = Array.from({ length: 2_500 }, (_, i) => ({ ...fix(i), assetId: 'ast_partsone' }));
    const partition = partitionOf('ast_partsone', PARTITIONS);
    const messages = [
      [0, 1_000],
      [1_000, 2_000],
      [2_000, 2_500],
    ].map(([from, to], k) => ({
      seq: k + 1,
      subject: subjectOf(scope, partition),
      data: messageOf(at0, encodePositions(positions.slice(from, to))),
    }));
    const parts: { size: number; checkpoint: number; turned: boolean }[] = [];
    let turned = true;
    let delivered: () => void = () => {};
    const done = new Promise<void>((resolve) => {
      delivered = resolve;
    });
    const streams: Streams = {
      async ensure() {},
      async publish() {
        return { seq: 0, duplicate: false };
      },
      read(_stream, subject, _fromSeq, handle) {
        if (subject !== subjectOf(scope, partition)) return { async stop() {} };
        void handle(messages, true).then(() => delivered());
        return { async stop() {} };
      },
      async lastSeq() {
        return messages.length;
      },
      async remove() {},
      connected: () => true,
      async close() {},
    };
    const watchers: EngineWatchers = {
      async decide(_reader, judged) {
        return decided(async (db) => {
          // The checkpoint as this part is written: moved by the parts before, in their transactions.
          parts.push({ size: judged.length, checkpoint: await readCheckpoint(db, partition), turned });
          turned = false;
          setImmediate(() => {
            turned = true;
          });
        });
      },
      async prime() {},
      forget() {},
      setOwnership() {},
    };
    const engine = createPartitionedEngine({
      store,
      clock: { now: () => at0 + 60_000 },
      logger: { info() {}, warn() {}, error() {} },
      streams,
      watchers,
      encounters: decidesNothing,
      monitor: { judged() {} },
      partitions: PARTITIONS,
      reorderWindowMs: 0,
      releaseLimit: 700,
      url: place.config.url,
      scope,
      memberId: 'release-parts',
    });
    await engine.start();
    try {
      await done;
      // Message 1 (positions 0-999) is whole after the second part, message 2 after the third.
      expect(parts).toEqual([
        { size: 700, checkpoint: 0, turned: true },
        { size: 700, checkpoint: 0, turned: true },
        { size: 700, checkpoint: 1, turned: true },
        { size: 400, checkpoint: 2, turned: true },
      ]);
      expect(await readCheckpoint(store.db, partition)).toBe(3);
    } finally {
      await engine.stop();
    }
  },
);
