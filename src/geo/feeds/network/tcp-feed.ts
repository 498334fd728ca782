/**
 * A TCP feed client: connects to a receiver or aggregator, reads its lines, and keeps coming back
 * after every drop (refused, reset, closed, silent) with a growing, jittered wait. Nothing a feed
 * does can throw out of here: errors are logged and shown in `status()`.
 */
import net from 'node:net';
import { createLogThrottle } from '../../../lib/log-throttle.ts';
import { feedName } from '../feed-config.ts';
import { backoffDelay, DEFAULT_BACKOFF, STABLE_CONNECTION_MS } from './backoff.ts';
import {
  DEFAULT_IDLE_TIMEOUT_MS,
  errorText,
  type FeedOptions,
  type FeedSink,
  type RunningFeed,
} from './feed-types.ts';
import { createLineBatcher } from './line-batcher.ts';
import { createLineSplitter } from './line-splitter.ts';

/** Pause reading once this many lines wait for the sink; TCP flow control then slows the sender. */
const HIGH_WATER_LINES = 5_000;

export function startTcpFeed(
  spec: { kind: 'tcp'; format: 'nmea' | 'sbs'; host: string; port: number },
  sink: FeedSink,
  options: FeedOptions,
): RunningFeed {
  const { logger } = options;
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const feed = feedName(spec);
  let socket: net.Socket | null = null;
  let retryTimer: NodeJS.Timeout | undefined;
  let stopped = false;
  let connected = false;
  let attempt = 0;
  let lines = 0;
  let reconnects = 0;
  let lastError: string | null = null;
  let closed: Promise<void> = Promise.resolve();
  const sinkFailures = createLogThrottle();

  const batcher = createLineBatcher({
    deliver: (batch, receivedAt) => sink.lines(spec.format, batch, receivedAt),
    onError(error) {
      lastError = errorText(error);
      const batches = sinkFailures.hit();
      if (batches > 0) logger.warn({ feed, err: lastError, batches }, 'feed lines could not be stored; lost');
    },
    onDrain: () => {
      if (socket?.isPaused()) socket.resume();
    },
    policy: options.batch,
  });

  function connect(): void {
    const splitter = createLineSplitter();
    let connectedAt = 0;
    let failure: string | null = null;
    const current = net.connect({ host: spec.host, port: spec.port });
    socket = current;
    current.setEncoding('utf8');
    const idleMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
    current.setTimeout(idleMs);
    closed = new Promise((resolve) => current.once('close', () => resolve()));

    current.on('connect', () => {
      connected = true;
      connectedAt = Date.now();
      current.setKeepAlive(true, 60_000);
      logger.info({ feed }, 'feed connected');
    });
    current.on('data', (chunk: string) => {
      const received = splitter.push(chunk);
      lines += received.length;
      batcher.push(received, Date.now());
      if (batcher.pending() >= HIGH_WATER_LINES) current.pause();
    });
    current.on('timeout', () => {
      current.destroy(new Error(`no data for ${idleMs} ms`));
    });
    current.on('error', (error) => {
      failure = errorText(error);
    });
    current.on('close', () => {
      const wasConnected = connected;
      connected = false;
      if (socket === current) socket = null;
      if (stopped) return;
      lastError = failure ?? 'the server closed the connection';
      if (wasConnected && Date.now() - connectedAt >= STABLE_CONNECTION_MS) attempt = 0;
      const delayMs = backoffDelay(backoff, attempt);
      attempt += 1;
      logger.warn(
        { feed, err: lastError, delayMs, overlongLines: splitter.overlong() },
        wasConnected ? 'feed disconnected; reconnecting' : 'feed unreachable; retrying',
      );
      retryTimer = setTimeout(() => {
        reconnects += 1;
        connect();
      }, delayMs);
    });
  }

  connect();
  return {
    spec,
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      socket?.destroy();
      await closed;
      await batcher.flush();
    },
    status: () => ({ connected, lines, reconnects, lastError }),
  };
}
