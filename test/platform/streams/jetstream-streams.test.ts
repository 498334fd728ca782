// Streams on NATS JetStream: a publish repeated with its message id is stored once, and a reader
// gets one subject's messages in order from any sequence, in batches, until it is stopped.
import { randomUUID } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectStreams, type StreamMessage, type Streams } from '../../../src/platform/streams/index.ts';

// `scripts/services up` starts this NATS; `.ci/run` passes its URL in VIGIL_TEST_NATS_URL.
const NATS_URL = process.env.VIGIL_TEST_NATS_URL ?? process.env.NATS_URL ?? 'nats://127.0.0.1:4222';

async function natsAnswers(): Promise<boolean> {
  try {
    const nc = await connect({ servers: NATS_URL, timeout: 1_000, reconnect: false });
    await nc.close();
    return true;
  } catch {
    return false;
  }
}

// The machine's NATS is part of the test environment; in CI its absence is a failure, not a skip.
const available = await natsAnswers();
if (!available && process.env.CI) throw new Error(`NATS is not reachable at ${NATS_URL}`);
const title = available
  ? 'streams on NATS JetStream'
  : `streams on NATS JetStream (skipped: no NATS at ${NATS_URL}; scripts/services up starts one)`;

describe.skipIf(!available)(title, () => {
  let streams: Streams;
  const name = `TEST_${randomUUID().replaceAll('-', '')}`;
  const subject = (p: number) => `${name.toLowerCase()}.p.${p}`;
  const text = (m: StreamMessage) => new TextDecoder().decode(m.data);
  beforeAll(async () => {
    streams = await connectStreams(NATS_URL, { warn: () => {} });
    await streams.ensure(name, [`${name.toLowerCase()}.p.*`], {
      maxAgeMs: 60_000,
      duplicateWindowMs: 60_000,
    });
  });
  afterAll(async () => {
    await streams?.remove(name);
    await streams?.close();
  });

  it('stores a message once, however often it is published with its id', async () => {
    const first = await streams.publish(subject(0), new TextEncoder().encode('a'), 'id-a');
    const again = await streams.publish(subject(0), new TextEncoder().encode('a'), 'id-a');
    expect(again).toEqual({ seq: first.seq, duplicate: true });
    expect(await streams.lastSeq(name)).toBe(first.seq);
  });

  it('reads one subject in order from a sequence, and again from a later one', async () => {
    const seqs: number[] = [];
    for (let i = 0; i < 12; i++) {
      const { seq } = await streams.publish(subject(i % 3), new TextEncoder().encode(`m${i}`), `m-${i}`);
      if (i % 3 === 1) seqs.push(seq);
    }
    const read = async (from: number, want: number) => {
      const got: StreamMessage[] = [];
      const done = new Promise<void>((resolve) => {
        const reader = streams.read(name, subject(1), from, async (batch) => {
          got.push(...batch);
          if (got.length >= want) {
            resolve();
            void reader.stop();
          }
        });
      });
      await done;
      return got;
    };
    expect((await read(1, 4)).map(text)).toEqual(['m1', 'm4', 'm7', 'm10']);
    expect((await read(seqs[2] ?? 0, 2)).map(text)).toEqual(['m7', 'm10']);
  });

  // A pull can fail while the reader is still handling what it read (heartbeats missed on a busy
  // thread; here its consumer removed under it). Reading again must start after that handling,
  // not from where it began: before, the messages being handled were read and handed on again,
  // beside the handling still running.
  it('reads again after a failed pull from after what is being handled, never beside it', async () => {
    const sub = `${name.toLowerCase()}.p.9`;
    for (let i = 0; i < 3; i++) await streams.publish(sub, new TextEncoder().encode(`r${i}`), `r-${i}`);
    const nc = await connect({ servers: NATS_URL });
    const jsm = await jetstreamManager(nc);
    const handedSeqs: number[] = [];
    let running = 0;
    let overlapped = false;
    let first = true;
    const got = new Promise<void>((resolve) => {
      const reader = streams.read(name, sub, 1, async (batch) => {
        if (batch.length === 0) return;
        running += 1;
        if (running > 1) overlapped = true;
        handedSeqs.push(...batch.map((m) => m.seq));
        if (first) {
          first = false;
          // The pull fails while this handling runs, and the reader's retry (a second) passes.
          for await (const consumer of jsm.consumers.list(name)) {
            await jsm.consumers.delete(name, consumer.name).catch(() => {});
          }
          await new Promise((r) => setTimeout(r, 2_500));
          running -= 1;
          await streams.publish(sub, new TextEncoder().encode('r3'), 'r-3');
          return;
        }
        running -= 1;
        if (batch.some((m) => new TextDecoder().decode(m.data) === 'r3')) {
          resolve();
          void reader.stop();
        }
      });
    });
    await got;
    await nc.close();
    expect(overlapped).toBe(false);
    expect(handedSeqs).toEqual([...new Set(handedSeqs)]);
    expect(handedSeqs).toHaveLength(4);
  }, 20_000);
});
