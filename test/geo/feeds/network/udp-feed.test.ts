// A UDP listener for AIS: every line of every datagram reaches the sink; a taken port is retried.
import dgram from 'node:dgram';
import { afterEach, describe, expect, it } from 'vitest';
import { type RunningFeed, startFeed } from '../../../../src/geo/feeds/index.ts';
import { freeUdpPort, recordingLogger, recordingSink, TEST_BACKOFF, waitFor } from './feed-helpers.ts';

const feeds: RunningFeed[] = [];
afterEach(async () => {
  await Promise.all(feeds.splice(0).map((feed) => feed.stop()));
});

async function send(port: number, text: string): Promise<void> {
  const client = dgram.createSocket('udp4');
  await new Promise<void>((resolve, reject) =>
    client.send(text, port, '127.0.0.1', (error) => (error ? reject(error) : resolve())),
  );
  client.close();
}

describe('startFeed over UDP', () => {
  it('takes several lines from one datagram and single lines from others', async () => {
    const port = await freeUdpPort();
    const sink = recordingSink();
    const feed = startFeed({ kind: 'udp', format: 'nmea', host: '127.0.0.1', port }, sink, {
      logger: recordingLogger(),
      backoff: TEST_BACKOFF,
    });
    feeds.push(feed);
    await waitFor(() => feed.status().connected, 'the port to be bound');

    await send(port, '!AIVDM,2,1,1,A,55?Mb,0*1C\r\n!AIVDM,2,2,1,A,888,2*25\r\n');
    await send(port, '!AIVDM,1,1,,A,15RTgt0P,0*4A');
    await waitFor(() => sink.all().length === 3, 'three lines');
    expect(sink.all()).toEqual([
      '!AIVDM,2,1,1,A,55?Mb,0*1C',
      '!AIVDM,2,2,1,A,888,2*25',
      '!AIVDM,1,1,,A,15RTgt0P,0*4A',
    ]);
    expect(sink.batches.every((batch) => batch.format === 'nmea')).toBe(true);
    expect(feed.status()).toMatchObject({ connected: true, lines: 3, lastError: null });
  });

  it('retries a port that another socket holds, and listens once it is free', async () => {
    const holder = dgram.createSocket('udp4');
    await new Promise<void>((resolve) => holder.bind(0, '127.0.0.1', resolve));
    const { port } = holder.address();
    const logger = recordingLogger();
    const sink = recordingSink();
    const feed = startFeed({ kind: 'udp', format: 'nmea', host: '127.0.0.1', port }, sink, {
      logger,
      backoff: TEST_BACKOFF,
    });
    feeds.push(feed);
    await waitFor(() => feed.status().reconnects >= 1, 'a retry');
    expect(feed.status().connected).toBe(false);
    expect(feed.status().lastError).toMatch(/EADDRINUSE/);

    await new Promise<void>((resolve) => holder.close(() => resolve()));
    await waitFor(() => feed.status().connected, 'the port to be bound after all');
    await send(port, '!AIVDM,1,1,,A,15RTgt0P,0*4A\n');
    await waitFor(() => sink.all().length === 1, 'the line');
  });
});
