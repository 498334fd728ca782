/**
 * A UDP listener for AIS: receivers (AIS-catcher, rtl-ais, OpenCPN, most hardware) forward each
 * sentence, or a few, as one datagram. There is no connection to lose, so "connected" means the
 * port is bound; a bind that fails (port in use, address not ours) is retried by the feed runner.
 */
import dgram from 'node:dgram';
import net from 'node:net';
import { runFeed } from './feed-runner.ts';
import { errorText, type FeedOptions, type FeedSink, type RunningFeed } from './feed-types.ts';
import { datagramLines } from './line-splitter.ts';

export function startUdpFeed(
  spec: { kind: 'udp'; format: 'nmea'; host: string; port: number },
  sink: FeedSink,
  options: FeedOptions,
): RunningFeed {
  return runFeed(spec, sink, options, {
    backpressure: 'drop',
    downMessages: { afterOpen: 'feed cannot listen; retrying', unopened: 'feed cannot listen; retrying' },
    open(events) {
      const socket = dgram.createSocket({ type: net.isIPv6(spec.host) ? 'udp6' : 'udp4' });
      let closed = false;
      socket.on('message', (message) => events.received(datagramLines(message.toString('utf8'))));
      socket.on('listening', () => events.opened({ address: socket.address() }));
      socket.on('error', (error) => {
        closed = true;
        socket.close();
        events.closed(errorText(error));
      });
      socket.bind(spec.port, spec.host);
      return {
        close: () =>
          new Promise<void>((resolve) => {
            if (closed) return resolve();
            closed = true;
            try {
              socket.close(() => resolve());
            } catch {
              resolve(); // already closed
            }
          }),
      };
    },
  });
}
