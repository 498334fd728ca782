/**
 * A UDP listener for AIS: receivers (AIS-catcher, rtl-ais, OpenCPN, most hardware) forward each
 * sentence, or a few, as one datagram. There is no connection to lose, so "connected" means the
 * port is bound; a bind that fails (port in use, address not ours) is retried with backoff.
 */
import dgram from 'node:dgram';
import net from 'node:net';
import { createLogThrottle } from '../../../lib/log-throttle.ts';
import { feedName } from '../feed-config.ts';
import { backoffDelay, DEFAULT_BACKOFF } from './backoff.ts';
import { errorText, type FeedOptions, type FeedSink, type RunningFeed } from './feed-types.ts';
import { createLineBatcher } from './line-batcher.ts';
import { datagramLines } from './line-splitter.ts';

export function startUdpFeed(
  spec: { kind: 'udp'; format: 'nmea'; host: string; port: number },
  sink: FeedSink,
  options: FeedOptions,
): RunningFeed {
  const { logger } = options;
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const feed = feedName(spec);
  let socket: dgram.Socket | null = null;
  let retryTimer: NodeJS.Timeout | undefined;
  let stopped = false;
  let bound = false;
  let attempt = 0;
  let lines = 0;
  let reconnects = 0;
  let lastError: string | null = null;
  const sinkFailures = createLogThrottle();
  const drops = createLogThrottle();

  const batcher = createLineBatcher({
    deliver: (batch, receivedAt) => sink.lines('nmea', batch, receivedAt),
    onError(error) {
      lastError = errorText(error);
      const batches = sinkFailures.hit();
      if (batches > 0) logger.warn({ feed, err: lastError, batches }, 'feed lines could not be stored; lost');
    },
    policy: options.batch,
  });

  function listen(): void {
    const current = dgram.createSocket({ type: net.isIPv6(spec.host) ? 'udp6' : 'udp4' });
    socket = current;
    current.on('message', (message) => {
      const received = datagramLines(message.toString('utf8'));
      lines += received.length;
      // UDP cannot be slowed down: past the backlog limit the newest lines are dropped and counted.
      const dropped = batcher.push(received, Date.now());
      if (dropped > 0) {
        lastError = 'the store cannot keep up; lines dropped';
        const times = drops.hit();
        if (times > 0) logger.warn({ feed, dropped, times }, 'feed lines dropped: the store cannot keep up');
      }
    });
    current.on('listening', () => {
      bound = true;
      attempt = 0;
      logger.info({ feed, address: current.address() }, 'feed listening');
    });
    current.on('error', (error) => {
      lastError = errorText(error);
      bound = false;
      current.close();
      if (socket === current) socket = null;
      if (stopped) return;
      const delayMs = backoffDelay(backoff, attempt);
      attempt += 1;
      logger.warn({ feed, err: lastError, delayMs }, 'feed cannot listen; retrying');
      retryTimer = setTimeout(() => {
        reconnects += 1;
        listen();
      }, delayMs);
    });
    current.bind(spec.port, spec.host);
  }

  listen();
  return {
    spec,
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      const current = socket;
      socket = null;
      bound = false;
      if (current) {
        await new Promise<void>((resolve) => {
          try {
            current.close(() => resolve());
          } catch {
            resolve(); // already closed
          }
        });
      }
      await batcher.flush();
    },
    status: () => ({ connected: bound, lines, reconnects, lastError }),
  };
}
