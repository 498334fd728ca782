/** Starts a feed of either kind from its spec: the one entry point the service needs. */
import type { FeedSpec } from '../feed-config.ts';
import type { FeedOptions, FeedSink, RunningFeed } from './feed-types.ts';
import { startTcpFeed } from './tcp-feed.ts';
import { startUdpFeed } from './udp-feed.ts';

/** Connects (TCP) or binds (UDP) in the background and returns at once; it never throws later. */
export function startFeed(spec: FeedSpec, sink: FeedSink, options: FeedOptions): RunningFeed {
  return spec.kind === 'tcp' ? startTcpFeed(spec, sink, options) : startUdpFeed(spec, sink, options);
}
