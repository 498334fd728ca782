/**
 * The one skeleton every feed runs on, whatever carries it: received lines reach the sink in
 * batches (a batch the sink refuses is counted, logged once a minute and lost, never thrown), a
 * transport that drops or cannot open is opened again after a growing, jittered wait, and
 * `status()` says how it goes. A transport (the TCP client, the UDP listener) only opens its socket
 * and reports what happens on it.
 */
import { createLogThrottle } from '../../../lib/log-throttle.ts';
import type { FeedSpec } from '../feed-config.ts';
import { feedName } from '../feed-config.ts';
import { backoffDelay, DEFAULT_BACKOFF, STABLE_CONNECTION_MS } from './backoff.ts';
import { errorText, type FeedOptions, type FeedSink, type RunningFeed } from './feed-types.ts';
import { createLineBatcher } from './line-batcher.ts';

/** What a transport tells the runner. */
export interface TransportEvents {
  /** Lines received, in order. */
  received(lines: string[]): void;
  /** The transport is up: connected (TCP) or bound (UDP). */
  opened(fields: Record<string, unknown>): void;
  /** The transport is down, or could not open; the runner opens it again after a wait. */
  closed(reason: string, fields?: Record<string, unknown>): void;
}

/** One open (or opening) socket of a transport. */
export interface Transport {
  /** Ends the socket; resolves once it is closed. */
  close(): Promise<void>;
  /** TCP only: stop and start reading, so that TCP's flow control slows the sender. */
  pause?(): void;
  resume?(): void;
}

export interface TransportKind {
  /** How it reads: `pause` slows the sender past the backlog (TCP); `drop` drops and counts (UDP). */
  backpressure: 'pause' | 'drop';
  /** What the log says when it goes down: after being up, and when it could not open. */
  downMessages: { afterOpen: string; unopened: string };
  open(events: TransportEvents): Transport;
}

/** Pause reading once this many lines wait for the sink; TCP flow control then slows the sender. */
const HIGH_WATER_LINES = 5_000;

export function runFeed(
  spec: FeedSpec,
  sink: FeedSink,
  options: FeedOptions,
  kind: TransportKind,
): RunningFeed {
  const { logger } = options;
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const feed = feedName(spec);
  let transport: Transport | null = null;
  let retryTimer: NodeJS.Timeout | undefined;
  let stopped = false;
  let up = false;
  let openedAt = 0;
  let attempt = 0;
  let lines = 0;
  let reconnects = 0;
  let lastError: string | null = null;
  const sinkFailures = createLogThrottle();
  const drops = createLogThrottle();

  const batcher = createLineBatcher({
    deliver: (batch, receivedAt) => sink.lines(spec.format, batch, receivedAt),
    onError(error) {
      lastError = errorText(error);
      const batches = sinkFailures.hit();
      if (batches > 0) logger.warn({ feed, err: lastError, batches }, 'feed lines could not be stored; lost');
    },
    onDrain: () => transport?.resume?.(),
    policy: options.batch,
  });

  function open(): void {
    let current: Transport | null = null;
    const events: TransportEvents = {
      received(received) {
        lines += received.length;
        const dropped = batcher.push(received, Date.now());
        if (kind.backpressure === 'pause') {
          if (batcher.pending() >= HIGH_WATER_LINES) current?.pause?.();
        } else if (dropped > 0) {
          // UDP cannot be slowed down: past the backlog limit the newest lines are dropped and counted.
          lastError = 'the store cannot keep up; lines dropped';
          const times = drops.hit();
          if (times > 0)
            logger.warn({ feed, dropped, times }, 'feed lines dropped: the store cannot keep up');
        }
      },
      opened(fields) {
        up = true;
        openedAt = Date.now();
        // A bind is healthy at once; a connection once it has lasted (see STABLE_CONNECTION_MS).
        if (kind.backpressure === 'drop') attempt = 0;
        logger.info({ feed, ...fields }, kind.backpressure === 'drop' ? 'feed listening' : 'feed connected');
      },
      closed(reason, fields = {}) {
        const wasUp = up;
        up = false;
        if (transport === current) transport = null;
        if (stopped) return;
        lastError = reason;
        if (wasUp && Date.now() - openedAt >= STABLE_CONNECTION_MS) attempt = 0;
        const delayMs = backoffDelay(backoff, attempt);
        attempt += 1;
        logger.warn(
          { feed, err: lastError, delayMs, ...fields },
          wasUp ? kind.downMessages.afterOpen : kind.downMessages.unopened,
        );
        retryTimer = setTimeout(() => {
          reconnects += 1;
          open();
        }, delayMs);
      },
    };
    current = kind.open(events);
    transport = current;
  }

  open();
  return {
    spec,
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      const current = transport;
      transport = null;
      up = false;
      await current?.close();
      await batcher.flush();
    },
    status: () => ({ connected: up, lines, reconnects, lastError }),
  };
}
