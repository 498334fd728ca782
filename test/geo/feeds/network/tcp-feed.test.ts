// A TCP feed against a real local server: whole lines from odd chunks, reconnecting after the
// server hangs up or is not there yet, and a clean stop.
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type RunningFeed, startFeed } from '../../../../src/geo/feeds/index.ts';
import { recordingLogger, recordingSink, TEST_BACKOFF, waitFor } from './feed-helpers.ts';

const LINES = [
  '!AIVDM,1,1,,A,15RTgt0PAso;90TKcjM8h6g208CQ,0*4A',
  '!AIVDM,2,1,1,A,55?MbV02;H;s<HtKR20EHE:0@T4@Dn2222222216L961O5Gf0NSQEp6ClRp8,0*1C',
  '!AIVDM,2,2,1,A,88888888880,2*25',
  '\\c:1418172113*52\\!AIVDM,1,1,,A,16SteH0P00Jt63hHaa6SagvJ087r,0*42',
];

const servers: net.Server[] = [];
const feeds: RunningFeed[] = [];
afterEach(async () => {
  await Promise.all(feeds.splice(0).map((feed) => feed.stop()));
  for (const server of servers.splice(0)) server.close();
});

/** A server on a free port that runs `onConnection` for every client; sockets are tracked. */
async function serve(onConnection: (socket: net.Socket, n: number) => void, port = 0) {
  let n = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    n += 1;
    onConnection(socket, n);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { server, port: address.port, sockets, connections: () => n };
}

/** Writes `text` in pieces of the given sizes, a tick apart, so each arrives as its own chunk. */
async function writeInPieces(socket: net.Socket, text: string, sizes: number[]) {
  let at = 0;
  for (let i = 0; at < text.length; i += 1) {
    const size = sizes[i % sizes.length] ?? 1;
    socket.write(text.slice(at, at + size));
    at += size;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

describe('startFeed over TCP', () => {
  it('hands the sink whole lines however the stream was cut, CRLF or LF', async () => {
    const text = `${LINES.join('\r\n')}\r\n${LINES[0]}\n`;
    const { port } = await serve((socket) => void writeInPieces(socket, text, [7, 1, 33, 2, 90, 5]));
    const sink = recordingSink();
    const feed = startFeed({ kind: 'tcp', format: 'nmea', host: '127.0.0.1', port }, sink, {
      logger: recordingLogger(),
      backoff: TEST_BACKOFF,
    });
    feeds.push(feed);

    await waitFor(() => sink.all().length === LINES.length + 1, 'every line');
    expect(sink.all()).toEqual([...LINES, LINES[0]]);
    expect(sink.batches.every((batch) => batch.format === 'nmea')).toBe(true);
    expect(feed.status()).toMatchObject({ connected: true, lines: 5, reconnects: 0 });
  });

  it('reconnects after the server hangs up, and keeps reading', async () => {
    const { port, connections } = await serve((socket, n) => {
      socket.end(`${LINES[n - 1]}\n`);
    });
    const sink = recordingSink();
    const logger = recordingLogger();
    const feed = startFeed({ kind: 'tcp', format: 'sbs', host: '127.0.0.1', port }, sink, {
      logger,
      backoff: TEST_BACKOFF,
    });
    feeds.push(feed);

    await waitFor(() => sink.all().length >= 3, 'lines from three connections');
    expect(sink.all().slice(0, 3)).toEqual(LINES.slice(0, 3));
    expect(connections()).toBeGreaterThanOrEqual(3);
    expect(feed.status().reconnects).toBeGreaterThanOrEqual(2);
    expect(feed.status().lastError).toBe('the server closed the connection');
    expect(logger.entries.some((entry) => entry.m === 'feed disconnected; reconnecting')).toBe(true);
  });

  it('keeps retrying a server that is not there yet, and connects once it is', async () => {
    const probe = await serve(() => {});
    const port = probe.port;
    await new Promise<void>((resolve) => probe.server.close(() => resolve()));

    const sink = recordingSink();
    const feed = startFeed({ kind: 'tcp', format: 'nmea', host: '127.0.0.1', port }, sink, {
      logger: recordingLogger(),
      backoff: TEST_BACKOFF,
    });
    feeds.push(feed);
    await waitFor(() => feed.status().reconnects >= 2, 'two failed attempts');
    expect(feed.status()).toMatchObject({ connected: false, lines: 0 });
    expect(feed.status().lastError).toMatch(/ECONNREFUSED/);

    await serve((socket) => socket.write(`${LINES[0]}\n`), port);
    await waitFor(() => sink.all().length === 1, 'the line from the late server');
    expect(feed.status().connected).toBe(true);
  });

  it('replaces a connection that went silent', async () => {
    const { port, connections } = await serve(() => {});
    const feed = startFeed({ kind: 'tcp', format: 'nmea', host: '127.0.0.1', port }, recordingSink(), {
      logger: recordingLogger(),
      backoff: TEST_BACKOFF,
      idleTimeoutMs: 50,
    });
    feeds.push(feed);
    await waitFor(() => connections() >= 2, 'a second connection after the idle timeout');
    expect(feed.status().lastError).toMatch(/no data for 50 ms/);
  });

  it('stops cleanly: the connection closes, lines already read reach the sink, no retry follows', async () => {
    const { port, sockets, connections } = await serve((socket) => socket.write(`${LINES[0]}\n`));
    const sink = recordingSink();
    const feed = startFeed({ kind: 'tcp', format: 'nmea', host: '127.0.0.1', port }, sink, {
      logger: recordingLogger(),
      backoff: TEST_BACKOFF,
      batch: { maxDelayMs: 10_000 },
    });
    await waitFor(() => feed.status().lines === 1, 'the first line');
    await feed.stop();
    expect(sink.all()).toEqual([LINES[0]]);
    expect(feed.status().connected).toBe(false);
    await waitFor(() => sockets.size === 0, 'the server side to close');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(connections()).toBe(1);
  });
});
