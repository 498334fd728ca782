/**
 * The engine of one process: it reads the `engine_feed` table, holds each batch for the reorder
 * window, judges the positions in time order and deletes the rows it judged, in one transaction
 * with the events they caused. This is the engine with SQLite, and with PostgreSQL when there is
 * no NATS: then one process at a time runs it (a PostgreSQL advisory lock, taken over within a
 * second when its holder dies) and the others store positions for it.
 *
 * Its state (who is inside which zone, the dark watch, episodes) is rebuilt at start from the
 * ledger and the stored positions, leaving out the positions still in the feed: those are judged
 * after, and told if they are news. A transaction that fails leaves the rows in place and the state
 * is rebuilt the same way, so a failure never loses a position or tells one twice.
 *
 * A part is judged in two steps: the decision, in memory with no transaction open (the zone index,
 * the paths, the detectors; it reads only the profiles rules' filters ask), then one short
 * transaction that writes what it found (the ledger, events, visits) and deletes the feed rows it
 * completes. Nothing the decision rests on can change in between. The state it judges against is
 * this engine's memory, which only this engine's judging moves for the assets it owns (one engine
 * judges an asset: this one, or a partition's holder), and the next part is decided after this one
 * is written. Whether a finding is news is the ledger's to say, read and written in the write
 * transaction, as before. The timers of this process (dwell times, silences, stale episodes)
 * decide in memory too, and what they find is written after the parts decided before it, and
 * before those decided after (geo/tracking/tell-order.ts). A rule or site changed meanwhile is as if changed just after the
 * write, as one changed while a judging transaction was open always was. A process that dies
 * between decision and write deleted no feed row: after the rebuild the part is decided again from
 * the feed; a write that fails rebuilds the state the same way.
 */
import { createPartitionLeases, type PartitionLeases } from '../../platform/partitions/index.ts';
import type { Store } from '../../store/store.ts';
import {
  type Engine,
  type EngineLogger,
  type EngineMonitor,
  type EngineWatchers,
  lateAmong,
  nextTurn,
  RELEASE_LIMIT,
} from './engine-types.ts';
import { deleteFeedRows, listFeedIds, readFeedRows, toBatch, unjudgedInFeed } from './feed-repo.ts';
import { ReorderBuffer } from './reorder-buffer.ts';

/** How often the feed is looked at when nothing wakes the engine (rows stored by other processes). */
const POLL_MS = 250;
/** Rows read ahead of those held. */
const READ_AHEAD = 200;
/** After a failed transaction, the wait before the next try. */
const RETRY_MS = 1_000;

export interface LocalEngineSettings {
  store: Store;
  clock: { now(): number };
  logger: EngineLogger;
  watchers: EngineWatchers;
  monitor: EngineMonitor;
  reorderWindowMs: number;
  /** The most positions one judging transaction takes (`RELEASE_LIMIT`; tests set fewer). */
  releaseLimit?: number;
  /**
   * With PostgreSQL: the database URL and the lock scope, so one process at a time runs the engine.
   * Omitted (SQLite): this process is the only one.
   */
  exclusive?: { url: string; scope: string; memberId: string };
}

/** The lock scope of the one engine of a PostgreSQL store without NATS: apart from the partitions'. */
export function singleEngineScope(scope: string): string {
  return `${scope}:single-engine`;
}

export function createLocalEngine(settings: LocalEngineSettings): Engine {
  const { store, clock, logger, watchers, monitor, reorderWindowMs } = settings;
  const releaseLimit = settings.releaseLimit ?? RELEASE_LIMIT;
  const buffer = new ReorderBuffer<string>();
  let running = false;
  let chain: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let leases: PartitionLeases | undefined;

  /** Reads new rows, judges what is due (one part of it); true when something was judged. */
  async function cycle(): Promise<boolean> {
    const waiting = await listFeedIds(store.db, buffer.size + READ_AHEAD);
    const fresh = waiting.filter((row) => !buffer.has(row.id)).map((row) => row.id);
    for (const row of await readFeedRows(store.db, fresh)) buffer.add(toBatch(row));
    const release = buffer.take(clock.now(), reorderWindowMs, releaseLimit);
    if (release.completed.length === 0 && release.positions.length === 0) return false;
    try {
      // Decided with no transaction open: the write lock (SQLite's, or PostgreSQL's row locks) is
      // held for the write alone (why that is safe: the header).
      const decided = await watchers.decide(store.db, release.positions);
      await decided.inTurn(() =>
        store.db.transaction().execute(async (tx) => {
          await decided.write(tx);
          await deleteFeedRows(tx, release.completed);
        }),
      );
      // Positions after their asset's reorder window are not handed to the engine (the ingest
      // counts them late and unjudged), so every position judged here is in order.
      monitor.judged(release.positions.length, lateAmong(release.positions));
    } catch (error) {
      logger.error({ err: error }, 'judging positions failed; the engine rebuilds its state and tries again');
      await rebuild();
      throw error;
    }
    return true;
  }

  /** State from the ledger and the judged positions; everything in the feed is judged afresh. */
  async function rebuild(): Promise<void> {
    buffer.clear();
    watchers.forget(() => true);
    const unjudgedFrom = await unjudgedInFeed(store.db);
    await watchers.prime({ owns: () => true, unjudgedFrom });
  }

  function schedule(delayMs: number): void {
    clearTimeout(timer);
    if (!running) return;
    timer = setTimeout(() => void runCycles(), Math.max(0, delayMs));
    timer.unref();
  }

  /**
   * Cycles until nothing more is due, one run at a time: the rest of a release at once, each part
   * in its own transaction, with a turn of the event loop between parts so requests are answered.
   */
  function runCycles(): Promise<void> {
    const run = chain.then(async () => {
      if (!running) return;
      let failed = false;
      try {
        while (running && (await cycle())) await nextTurn();
      } catch {
        failed = true;
      }
      const oldest = buffer.oldestStoredAt();
      const poll = reorderWindowMs === 0 ? POLL_MS : Math.min(POLL_MS, reorderWindowMs);
      const due = oldest === undefined ? poll : Math.min(poll, oldest + reorderWindowMs - clock.now());
      schedule(failed ? RETRY_MS : due);
    });
    chain = run.catch(() => {});
    return run;
  }

  async function begin(): Promise<void> {
    await rebuild();
    running = true;
    await runCycles();
  }

  async function end(): Promise<void> {
    running = false;
    clearTimeout(timer);
    await chain;
    buffer.clear();
  }

  return {
    async start() {
      if (!settings.exclusive) {
        await begin();
        return;
      }
      const { url, scope, memberId } = settings.exclusive;
      // Until this process holds the engine, its watchers judge nothing and check no silences.
      watchers.setOwnership(() => false);
      leases = createPartitionLeases({
        url,
        scope: singleEngineScope(scope),
        partitions: 1,
        memberId,
        logger,
        events: {
          acquired: async () => {
            logger.info({ memberId }, 'this process runs the tracking engine');
            watchers.setOwnership(() => true);
            await begin();
          },
          released: async () => {
            await end();
            watchers.setOwnership(() => false);
            watchers.forget(() => true);
          },
        },
      });
      await leases.start();
    },
    async stop() {
      if (leases) await leases.stop();
      else await end();
    },
    wake() {
      // With a window the engine looks at least as often as the window is long; without one, now.
      if (running && reorderWindowMs === 0) schedule(0);
    },
    async drain() {
      if (running) await runCycles();
    },
    status: () => ({ held: leases?.held(), oldestHeldAt: buffer.oldestStoredAt() }),
  };
}
