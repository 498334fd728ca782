/**
 * Starts this process's part of the tracking engine, as the configuration says: with NATS, a relay
 * of the feed to JetStream (every process) and a share of the partitions (unless `VIGIL_ROLE=api`);
 * without it, the one-process engine over the feed table (taken in turns on PostgreSQL). After each
 * ingest commit the engine is woken, or, with no reorder window, judges before the answer.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import {
  createFeedRelay,
  createLocalEngine,
  createPartitionedEngine,
  type Engine,
  type EngineMonitor,
  type EngineWatchers,
  type FeedRelay,
  singleEngineScope,
} from '../geo/engine/index.ts';
import {
  createLateJudging,
  type LateCounts,
  type TrackingWatcher,
  type ZoneJudge,
} from '../geo/tracking/index.ts';
import type { Streams } from '../platform/streams/index.ts';
import type { Foundation, GeoServices } from './services.ts';

export interface EngineRuntime {
  engine: Engine | undefined;
  relay: FeedRelay | undefined;
  /** The NATS connection, when the engine is shared through NATS. */
  streams: Streams | undefined;
  /**
   * The advisory locks engines hold on this store (scope and how many), when several processes
   * share it (PostgreSQL); undefined on SQLite, where this process is the engine.
   */
  leases: { scope: string; partitions: number } | undefined;
  /** Judges (and relays) everything stored so far that is due: tests, and the bench's end. */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

/** The name of the store among those sharing a server: its schema, or its database. */
function storeScope(config: Config, services: Foundation): { url: string; scope: string } {
  if (config.store.kind !== 'postgres') throw new Error('only a PostgreSQL store is shared');
  const url = config.store.url;
  return { url, scope: services.store.schema ?? new URL(url).pathname.replace(/^\//, '') ?? 'vigil' };
}

export async function startEngine(
  config: Config,
  services: Foundation & GeoServices,
  logger: Logger,
  /** The engines' counters (app/health-checks.ts), with those of positions judged out of order. */
  monitor: EngineMonitor & LateCounts,
): Promise<EngineRuntime> {
  const { role, natsUrl, partitions } = config.engine;
  const counts: LateCounts = monitor;
  /** The watchers an engine drives: the zones and one tracking watcher, judging in event time. */
  const watchersOf = (zones: ZoneJudge | undefined, tracking: TrackingWatcher): EngineWatchers =>
    createLateJudging({
      zones,
      tracking,
      assets: services.assets,
      clock: services.clock,
      lateHorizonMs: config.lateHorizonMs,
      logger,
      counts,
      order: services.tellings,
    });
  const memberId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const runsEngine = role !== 'api';
  let streams: Streams | undefined;
  let relay: FeedRelay | undefined;
  let engine: Engine | undefined;
  let leases: EngineRuntime['leases'];

  if (natsUrl !== undefined) {
    const { url, scope } = storeScope(config, services);
    // The NATS client is loaded only when NATS is configured: most single-machine starts have none.
    const { connectStreams } = await import('../platform/streams/index.ts');
    streams = await connectStreams(natsUrl, logger);
    relay = createFeedRelay({ store: services.store, streams, scope, logger });
    // The partitions and the encounter partition (see partitioned-engine.ts).
    leases = { scope, partitions: partitions + 1 };
    if (runsEngine) {
      const encounters = services.encounters;
      if (!encounters) throw new Error('an engine shared through NATS needs its encounter watcher');
      engine = createPartitionedEngine({
        store: services.store,
        clock: services.clock,
        logger,
        streams,
        watchers: watchersOf(services.zones, services.tracking),
        // Encounters and roaming zones: pairs of assets of any partitions.
        encounters: watchersOf(services.roaming, encounters),
        monitor,
        partitions,
        reorderWindowMs: config.reorderWindowMs,
        url,
        scope,
        memberId,
      });
    }
  } else {
    // One engine at a time on PostgreSQL: the holder of one lock (see local-engine.ts).
    const exclusive =
      config.store.kind === 'postgres' ? { ...storeScope(config, services), memberId } : undefined;
    if (exclusive) leases = { scope: singleEngineScope(exclusive.scope), partitions: 1 };
    if (runsEngine)
      engine = createLocalEngine({
        store: services.store,
        clock: services.clock,
        logger,
        watchers: watchersOf(services.zones, services.tracking),
        monitor,
        reorderWindowMs: config.reorderWindowMs,
        ...(exclusive ? { exclusive } : {}),
      });
  }

  const judgeNow = config.reorderWindowMs === 0;
  services.ingest.afterStored(async () => {
    if (relay) {
      if (judgeNow) await relay.drain();
      else relay.wake();
    }
    if (engine) {
      if (judgeNow) await engine.drain();
      else engine.wake();
    }
  });
  relay?.start();
  await engine?.start();

  return {
    engine,
    relay,
    streams,
    leases,
    async drain() {
      await relay?.drain();
      await engine?.drain();
    },
    async stop() {
      await engine?.stop();
      await relay?.stop();
      await streams?.close();
    },
  };
}
