/**
 * Moves the feed to NATS JetStream: rows of `engine_feed` are published to their partition's
 * subject and deleted in one transaction, oldest first. Every process relays (its own rows at once,
 * woken by the ingest; any row a dead process left within a poll), two never take the same row
 * (PostgreSQL row locks, skipped by the other), and a row published but not deleted (the process
 * died between) is published again with the same message id, which JetStream drops as a duplicate.
 */
import type { Streams } from '../../platform/streams/index.ts';
import type { Store } from '../../store/store.ts';
import type { EngineLogger } from './engine-types.ts';
import { claimFeedRows, deleteFeedRows } from './feed-repo.ts';
import { messageOf, subjectOf } from './stream-names.ts';

/** Rows relayed per transaction. */
const BATCH = 500;
/** How often the feed is looked at for rows nobody woke this process for. */
const POLL_MS = 250;
const RETRY_MS = 1_000;

export interface FeedRelay {
  start(): void;
  /** Relays what is waiting now (the ingest calls it after each commit). */
  wake(): void;
  /** Relays everything waiting, then resolves (tests, and a clean stop). */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

export function createFeedRelay(settings: {
  store: Store;
  streams: Streams;
  scope: string;
  logger: EngineLogger;
}): FeedRelay {
  const { store, streams, scope, logger } = settings;
  let running = false;
  let chain: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  /** A run is queued and has not started: a wake meanwhile is already served by it. */
  let queued: Promise<void> | undefined;

  async function once(): Promise<number> {
    return store.db.transaction().execute(async (tx) => {
      const rows = await claimFeedRows(tx, BATCH, store.dialect.rowLocks);
      await Promise.all(
        rows.map((row) =>
          streams.publish(subjectOf(scope, row.partition), messageOf(row.stored_at, row.positions), row.id),
        ),
      );
      await deleteFeedRows(
        tx,
        rows.map((row) => row.id),
      );
      return rows.length;
    });
  }

  function run(): Promise<void> {
    if (queued) return queued;
    const next = chain.then(async () => {
      queued = undefined;
      let delay = POLL_MS;
      try {
        while ((await once()) === BATCH) {}
      } catch (error) {
        logger.warn({ err: error }, 'relaying positions to NATS failed; trying again');
        delay = RETRY_MS;
      }
      clearTimeout(timer);
      if (running) {
        timer = setTimeout(() => void run(), delay);
        timer.unref();
      }
    });
    chain = next.catch(() => {});
    queued = next;
    return next;
  }

  return {
    start() {
      running = true;
      void run();
    },
    wake() {
      if (running) void run();
    },
    drain: () => run(),
    async stop() {
      running = false;
      clearTimeout(timer);
      await chain;
    },
  };
}
