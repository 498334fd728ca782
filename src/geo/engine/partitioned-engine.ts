/**
 * The engine shared by processes, on NATS JetStream: positions reach a stream with one subject per
 * partition (feed-relay.ts), and each partition is judged by exactly one process at a time, the
 * holder of its PostgreSQL advisory lock (platform/partitions). A process holds its fair share;
 * when one dies, its locks go with its connection and the others take its partitions within a
 * second or two.
 *
 * Taking a partition over: its checkpoint (the last stream sequence judged) is read, the messages
 * after it are read into the reorder buffer, and the state of the partition's assets is rebuilt
 * from the ledger and the positions judged (the ones in the buffer and in the feed are left out);
 * then the buffered positions are judged, and told if they are news. Each judging transaction
 * writes the events, the ledger and the new checkpoint together, and the checkpoint only moves on
 * from where this process read it: a process that lost its lock without knowing (its connection
 * cut, the process still running) cannot move it, and lets the partition go. So every position is
 * judged, and every finding told once, across kills and take-overs.
 *
 * Encounters pair any two vessels, whatever their partitions: they are judged by one more lease,
 * the encounter partition (number `partitions`), whose holder reads every subject of the stream.
 * Roaming zones pair an anchor with assets of any partition: they are judged there too.
 */
import { createPartitionLeases, type PartitionLeases } from '../../platform/partitions/index.ts';
import type { StreamMessage, StreamReader, Streams } from '../../platform/streams/index.ts';
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
import { decodePositions, partitionOf } from './feed-codec.ts';
import { advanceCheckpoint, noteUnjudged, readCheckpoint, unjudgedInFeed } from './feed-repo.ts';
import { ReorderBuffer } from './reorder-buffer.ts';
import { allSubjects, readMessage, streamName, subjectOf } from './stream-names.ts';

/** Positions are kept on the stream this long: an engine down longer leaves older ones unjudged. */
export const STREAM_MAX_AGE_MS = 7 * 24 * 3600 * 1000;
/** JetStream drops a message id seen within this long (a relay that published, then died). */
const DUPLICATE_WINDOW_MS = 10 * 60 * 1000;
/** The checkpoints row that records how many partitions the store's engines use. */
const PARTITION_COUNT_ROW = -1;

export interface PartitionedEngineSettings {
  store: Store;
  clock: { now(): number };
  logger: EngineLogger;
  streams: Streams;
  /** The zone watcher and the tracking watcher (without encounters) of this process. */
  watchers: EngineWatchers;
  /** The encounter watcher of this process, with its roaming zones (geofencing/roaming-judge.ts). */
  encounters: EngineWatchers;
  monitor: EngineMonitor;
  partitions: number;
  reorderWindowMs: number;
  /** The most positions one judging transaction takes (`RELEASE_LIMIT`; tests set fewer). */
  releaseLimit?: number;
  /** The store's database URL (for the leases) and its name among stores (schema or database). */
  url: string;
  scope: string;
  memberId: string;
}

interface Held {
  partition: number;
  watchers: EngineWatchers;
  owns: (assetId: string) => boolean;
  buffer: ReorderBuffer<number>;
  /** Sequences read and not yet under the checkpoint, in stream order (so ascending). */
  pending: number[];
  judged: Set<number>;
  checkpoint: number;
  primed: boolean;
  failed: boolean;
  reader: StreamReader | undefined;
  /** The reader's calls and `drain` take turns. */
  turn: Promise<void>;
}

/** The partition is no longer this process's to judge: roll back and hand it over. */
class PartitionLost extends Error {}

export function createPartitionedEngine(settings: PartitionedEngineSettings): Engine {
  const { store, clock, logger, streams, partitions, reorderWindowMs, scope } = settings;
  const stream = streamName(scope);
  const encounterPartition = partitions;
  const releaseLimit = settings.releaseLimit ?? RELEASE_LIMIT;
  const held = new Map<number, Held>();
  let leases: PartitionLeases | undefined;

  /** The assets of the partitions held here (the encounter partition owns no asset of its own). */
  const owned = (assetId: string) => held.has(partitionOf(assetId, partitions));

  async function checkPartitionCount(): Promise<void> {
    const recorded = await readCheckpoint(store.db, PARTITION_COUNT_ROW);
    if (recorded === 0) {
      await advanceCheckpoint(store.db, PARTITION_COUNT_ROW, 0, partitions, clock.now());
      return;
    }
    if (recorded !== partitions)
      throw new Error(
        `VIGIL_ENGINE_PARTITIONS is ${partitions}, but this store's engines use ${recorded} partitions: ` +
          'every process must use the same number (change it only with every engine stopped and the feed empty)',
      );
  }

  /** Rebuilds the held partition's state, leaving out what is still to be judged. */
  async function prime(h: Held): Promise<void> {
    const unjudgedFrom = await unjudgedInFeed(
      store.db,
      (p) => h.partition === encounterPartition || p === h.partition,
    );
    for (const position of h.buffer.heldPositions()) noteUnjudged(unjudgedFrom, [position]);
    await h.watchers.prime({ owns: h.owns, unjudgedFrom });
    h.primed = true;
  }

  /**
   * Judges what is due, in parts of at most `releaseLimit` positions: each in its own transaction
   * with the checkpoint moved over the batches it completes, a turn of the event loop between them.
   */
  async function judgeDue(h: Held): Promise<void> {
    for (;;) {
      if (!(await judgePart(h))) return;
      await nextTurn();
    }
  }

  /** One part of what is due; false when nothing was. */
  async function judgePart(h: Held): Promise<boolean> {
    const release = h.buffer.take(clock.now(), reorderWindowMs, releaseLimit);
    if (release.positions.length === 0 && release.completed.length === 0) return false;
    for (const seq of release.completed) h.judged.add(seq);
    let to = h.checkpoint;
    let under = 0;
    for (const seq of h.pending) {
      if (!h.judged.has(seq)) break;
      to = seq;
      under += 1;
    }
    const from = h.checkpoint;
    // Decided in memory, then written in a short transaction, as the local engine does (see
    // local-engine.ts): the checkpoint moves only in the write, so a decision lost with its
    // process is made again by the partition's next holder.
    const decided = await h.watchers.decide(store.db, release.positions);
    await decided.inTurn(() =>
      store.db.transaction().execute(async (tx) => {
        await decided.write(tx);
        if (to !== from && !(await advanceCheckpoint(tx, h.partition, from, to, clock.now())))
          throw new PartitionLost(`partition ${h.partition}: its checkpoint moved on without this process`);
      }),
    );
    for (const seq of h.pending.splice(0, under)) h.judged.delete(seq);
    h.checkpoint = to;
    // The encounter partition judges every position again, for pairs: counted once, by its own.
    // Positions after their asset's reorder window are not relayed here (the ingest counts them
    // late and unjudged), so every position judged is in order.
    if (h.partition !== encounterPartition)
      settings.monitor.judged(release.positions.length, lateAmong(release.positions));
    return true;
  }

  async function handle(h: Held, messages: readonly StreamMessage[], caughtUp: boolean): Promise<void> {
    if (h.failed) return;
    const arrived = clock.now();
    for (const message of messages) {
      // A reader that failed reads again from the last batch it finished, which can be behind what
      // this engine holds or has judged: a message at or under the last one read (the checkpoint, or
      // the newest pending: the stream delivers in order) is read again, and left alone. Judged again it was
      // judged late (its asset judged again for nothing), and pending twice it held the checkpoint
      // back for good once its first copy was under it (issue 35).
      if (message.seq <= Math.max(h.checkpoint, h.pending.at(-1) ?? 0)) continue;
      const { storedAt, positions } = readMessage(message.data);
      // Held the window from when it reached this engine, not from when it was stored: after a
      // broker outage the backlog arrives at once, relayed by several processes, and what arrives
      // together is put in each asset's time order before any of it is judged.
      h.buffer.add({
        token: message.seq,
        storedAt: Math.max(storedAt, arrived),
        positions: decodePositions(positions),
      });
      h.pending.push(message.seq);
    }
    try {
      if (!h.primed) {
        // Everything up to the stream's end is read before the state is rebuilt without it.
        if (!caughtUp) return;
        await prime(h);
      }
      await judgeDue(h);
    } catch (error) {
      h.failed = true;
      if (error instanceof PartitionLost) logger.warn({ partition: h.partition }, error.message);
      else
        logger.error({ err: error, partition: h.partition }, 'judging a partition failed; handing it over');
      // Not from inside the reader: handing over stops it, which waits for this call to return.
      setImmediate(() => void leases?.release(h.partition));
    }
  }

  function inTurn(h: Held, work: () => Promise<void>): Promise<void> {
    const run = h.turn.then(work);
    h.turn = run.catch(() => {});
    return run;
  }

  async function acquired(partition: number): Promise<void> {
    const encounters = partition === encounterPartition;
    const h: Held = {
      partition,
      watchers: encounters ? settings.encounters : settings.watchers,
      owns: encounters ? () => true : (assetId) => partitionOf(assetId, partitions) === partition,
      buffer: new ReorderBuffer<number>(),
      pending: [],
      judged: new Set(),
      checkpoint: await readCheckpoint(store.db, partition),
      primed: false,
      failed: false,
      reader: undefined,
      turn: Promise.resolve(),
    };
    held.set(partition, h);
    // The encounter watchers own every asset while this process holds their partition, none else
    // (a roaming zone added meanwhile is placed by the holder, from the store).
    if (encounters) settings.encounters.setOwnership(() => true);
    else settings.watchers.setOwnership(owned);
    h.reader = streams.read(
      stream,
      encounters ? allSubjects(scope) : subjectOf(scope, partition),
      h.checkpoint + 1,
      (messages, caughtUp) => inTurn(h, () => handle(h, messages, caughtUp)),
    );
  }

  async function released(partition: number): Promise<void> {
    const h = held.get(partition);
    if (h === undefined) return;
    await h.reader?.stop();
    held.delete(partition);
    h.buffer.clear();
    h.watchers.forget(h.owns);
    if (partition === encounterPartition) settings.encounters.setOwnership(() => false);
    else settings.watchers.setOwnership(owned);
  }

  return {
    async start() {
      await checkPartitionCount();
      await streams.ensure(stream, [allSubjects(scope)], {
        maxAgeMs: STREAM_MAX_AGE_MS,
        duplicateWindowMs: DUPLICATE_WINDOW_MS,
      });
      settings.watchers.setOwnership(owned);
      leases = createPartitionLeases({
        url: settings.url,
        scope,
        partitions: partitions + 1,
        memberId: settings.memberId,
        logger,
        events: { acquired, released: (partition) => released(partition) },
      });
      await leases.start();
    },
    async stop() {
      await leases?.stop();
    },
    wake() {},
    async drain() {
      for (const h of held.values()) await inTurn(h, () => handle(h, [], false));
    },
    status() {
      let oldestHeldAt: number | undefined;
      for (const h of held.values()) {
        const oldest = h.buffer.oldestStoredAt();
        if (oldest !== undefined && (oldestHeldAt === undefined || oldest < oldestHeldAt))
          oldestHeldAt = oldest;
      }
      return { held: leases?.held() ?? [], oldestHeldAt };
    },
  };
}
