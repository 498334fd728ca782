/**
 * Small pieces the feed tests share: a sink that records what it is given, a logger that keeps
 * its lines, a bounded wait for something asynchronous to become true, and a free UDP port.
 */
import dgram from 'node:dgram';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FeedFormat, FeedSink } from '../../../../src/geo/feeds/index.ts';

export interface RecordingSink extends FeedSink {
  batches: { format: FeedFormat; lines: string[]; receivedAt: number }[];
  /** Every line received, in order, across batches. */
  all(): string[];
}

export function recordingSink(): RecordingSink {
  const batches: RecordingSink['batches'] = [];
  return {
    batches,
    async lines(format, lines, receivedAt) {
      batches.push({ format, lines, receivedAt });
    },
    all: () => batches.flatMap((batch) => batch.lines),
  };
}

export interface RecordingLogger {
  entries: { level: 'info' | 'warn'; o: object; m: string }[];
  info(o: object, m: string): void;
  warn(o: object, m: string): void;
}

export function recordingLogger(): RecordingLogger {
  const entries: RecordingLogger['entries'] = [];
  return {
    entries,
    info: (o, m) => entries.push({ level: 'info', o, m }),
    warn: (o, m) => entries.push({ level: 'warn', o, m }),
  };
}

/** Polls `check` until it holds; fails naming `what` after `ms`. */
export async function waitFor(check: () => boolean, what: string, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await sleep(10);
  }
}

/** A UDP port that was free a moment ago (bound to port 0, read, released). */
export async function freeUdpPort(): Promise<number> {
  const socket = dgram.createSocket('udp4');
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address();
  await new Promise<void>((resolve) => socket.close(() => resolve()));
  return port;
}

/** Fast retries so reconnect tests take milliseconds, not seconds. */
export const TEST_BACKOFF = { initialMs: 20, maxMs: 100 };
