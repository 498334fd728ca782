// Streams on NATS JetStream: a publish repeated with its message id is stored once, and a reader
// gets one subject's messages in order from any sequence, in batches, until it is stopped.
import { randomUUID } from 'node:crypto';
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
});
