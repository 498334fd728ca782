/**
 * The tracking engine's runtime: stored positions reach the engines through a durable feed, wait
 * out the reorder window, and are judged in time order by the one process that owns their asset,
 * in one transaction with the events they cause. One process judges everything from the feed
 * table (SQLite, or PostgreSQL without NATS); with NATS, processes share partitions of a JetStream
 * stream.
 */
export { DEFAULT_PARTITIONS, type EngineSettings, type ProcessRole } from './engine-config.ts';
export type {
  Engine,
  EngineLogger,
  EngineMonitor,
  EngineStatus,
  EngineWatchers,
} from './engine-types.ts';
export { partitionOf } from './feed-codec.ts';
export { createFeedRelay, type FeedRelay } from './feed-relay.ts';
export { feedBacklog, writeFeed } from './feed-repo.ts';
export { createLocalEngine, singleEngineScope } from './local-engine.ts';
export { createPartitionedEngine, STREAM_MAX_AGE_MS } from './partitioned-engine.ts';
export { streamName, subjectOf } from './stream-names.ts';
