/**
 * Live feeds over the network (AIS NMEA over TCP or UDP, SBS-1 over TCP): the whole public
 * surface. The service parses its feed list with `parseFeedSpecs`, asks ingest for a sink
 * per feed and calls `startFeed`; `stop()` each on shutdown.
 */

export { type BackoffPolicy, DEFAULT_BACKOFF } from './backoff.ts';
export type { FeedLogger, FeedOptions, FeedSink, FeedStatus, RunningFeed } from './feed-types.ts';
export { type BatchPolicy, DEFAULT_BATCH } from './line-batcher.ts';
export { startFeed } from './start-feed.ts';
