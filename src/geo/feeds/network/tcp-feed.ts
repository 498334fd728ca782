/**
 * A TCP feed client: connects to a receiver or aggregator and reads its lines; the feed runner
 * comes back after every drop (refused, reset, closed, silent) with a growing, jittered wait.
 */
import net from 'node:net';
import { runFeed } from './feed-runner.ts';
import {
  DEFAULT_IDLE_TIMEOUT_MS,
  errorText,
  type FeedOptions,
  type FeedSink,
  type RunningFeed,
} from './feed-types.ts';
import { createLineSplitter } from './line-splitter.ts';

export function startTcpFeed(
  spec: { kind: 'tcp'; format: 'nmea' | 'sbs'; host: string; port: number },
  sink: FeedSink,
  options: FeedOptions,
): RunningFeed {
  const idleMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
  return runFeed(spec, sink, options, {
    backpressure: 'pause',
    downMessages: { afterOpen: 'feed disconnected; reconnecting', unopened: 'feed unreachable; retrying' },
    open(events) {
      const splitter = createLineSplitter();
      let failure: string | null = null;
      const socket = net.connect({ host: spec.host, port: spec.port });
      socket.setEncoding('utf8');
      socket.setTimeout(idleMs);
      const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      socket.on('connect', () => {
        socket.setKeepAlive(true, 60_000);
        events.opened({});
      });
      socket.on('data', (chunk: string) => events.received(splitter.push(chunk)));
      socket.on('timeout', () => socket.destroy(new Error(`no data for ${idleMs} ms`)));
      socket.on('error', (error) => {
        failure = errorText(error);
      });
      socket.on('close', () =>
        events.closed(failure ?? 'the server closed the connection', { overlongLines: splitter.overlong() }),
      );
      return {
        async close() {
          socket.destroy();
          await closed;
        },
        pause: () => socket.pause(),
        resume: () => {
          if (socket.isPaused()) socket.resume();
        },
      };
    },
  });
}
