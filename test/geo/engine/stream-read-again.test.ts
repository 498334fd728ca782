// A reader of the stream that failed reads again from the last batch it finished (platform/streams),
// which can be behind what the engine holds or has judged. Those messages must be left alone: judged
// again they were taken for positions out of order (their assets judged again, the warnings of issue
// 35), and pending twice they held the partition's checkpoint back for good. The engine runs on a
// real PostgreSQL store (its leases are advisory locks) with a stream that reads a batch again.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { encodePositions } from '../../../src/geo/engine/feed-codec.ts';
import { readCheckpoint } from '../../../src/geo/engine/feed-repo.ts';
import {
  createPartitionedEngine,
  type EngineWatchers,
  partitionOf,
  subjectOf,
} from '../../../src/geo/engine/index.ts';
import { messageOf } from '../../../src/geo/engine/stream-names.ts';
import type { StoredPosition } from '../../../src/geo/ingest/index.ts';
import type { StreamMessage, Streams } from '../../../src/platform/streams/index.ts';
import { migrateToLatest } from '../../../src/store/migrate.ts';
import { openStore, type Store } from '../../../src/store/store.ts';
import { createTestStore, type TestStore } from '../../stores.ts';
import { decided, decidesNothing } from './watcher-stubs.ts';

const onPostgres = process.env.DATABASE_URL !== undefined;
const PARTITIONS = 4;
let place: TestStore;
let store: Store;

beforeAll(async () => {
  if (!onPostgres) return;
  place = await createTestStore('postgres');
  store = await openStore(place.config);
  await migrateToLatest(store);
});
afterAll(async () => {
  if (!onPostgres) return;
  await store.close();
  await place.dispose();
});

it.skipIf(!onPostgres)(
  'leaves alone the messages a reader reads again: each judged once, the checkpoint at the end',
  async () => {
    if (place.config.kind !== 'postgres') throw new Error('a PostgreSQL store');
    const scope = place.config.schema ?? 'vigil';
    // Three positions of one asset, a message each, on its partition's subject.
    const assetId = 'ast_readagain';
    const partition = partitionOf(assetId, PARTITIONS);
    const at = Date.parse('2026-11-29T08:00:00Z');
    const message = (seq: number): StreamMessage => {
      const position: StoredPosition = {
        assetId,
        report: { kind: 'vessel', key: '244960003', at: at + seq * 60_000, lon: 4 + seq / 100, lat: 52 },
      };
      return { seq, subject: subjectOf(scope, partition), data: messageOf(at, encodePositions([position])) };
    };
    const judged: number[] = [];
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
        // 1 and 2, then (the pull failed, read again from 1) 1, 2 and 3.
        void (async () => {
          await handle([message(1), message(2)], true);
          await handle([message(1), message(2), message(3)], true);
          delivered();
        })();
        return { async stop() {} };
      },
      async lastSeq() {
        return 3;
      },
      async remove() {},
      connected: () => true,
      async close() {},
    };
    const quiet = { info() {}, warn() {}, error() {} };
    const watchers: EngineWatchers = {
      async decide(_reader, positions) {
        for (const position of positions) judged.push(position.report.at);
        return decided();
      },
      async prime() {},
      forget() {},
      setOwnership() {},
    };
    const engine = createPartitionedEngine({
      store,
      clock: { now: () => Date.now() },
      logger: quiet,
      streams,
      watchers,
      encounters: decidesNothing,
      monitor: { judged() {} },
      partitions: PARTITIONS,
      reorderWindowMs: 0,
      url: place.config.url,
      scope,
      memberId: 'read-again',
    });
    await engine.start();
    try {
      await done;
      expect(judged).toEqual([at + 60_000, at + 120_000, at + 180_000]);
      expect(await readCheckpoint(store.db, partition)).toBe(3);
    } finally {
      await engine.stop();
    }
  },
);
