// A stream whose client reads slowly: the process keeps a bounded queue for it, then reads what the
// client has not had yet from the store as its connection drains, so nothing is lost or repeated.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MAX_QUEUED_EVENTS, type StreamSink } from '../../../src/platform/outbox/stream/event-stream-hub.ts';
import { startApp, type TestApp } from '../../harness.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startApp();
});

afterAll(async () => {
  await t?.close();
});

/** A connection whose buffer is full after `room` writes until `drain()` is called. */
function slowSink(room: number) {
  const frames: string[] = [];
  let left = room;
  let onDrain = () => {};
  const sink: StreamSink = {
    write(text) {
      frames.push(text);
      left -= 1;
      return left > 0;
    },
    onDrain(listener) {
      onDrain = listener;
    },
    end() {},
  };
  return {
    sink,
    frames,
    drain(more: number) {
      left = more;
      onDrain();
    },
  };
}

const ids = (frames: string[]) => frames.flatMap((frame) => /^id: (\S+)/.exec(frame)?.[1] ?? []);

it('holds a bounded queue for a slow client and sends every event once, in order, as it drains', async () => {
  const workspaceId = t.admin.workspaceId;
  const client = slowSink(10);
  const handle = await t.app.services.eventStream.open({
    workspaceId,
    types: ['report.completed'],
    after: undefined,
    sink: client.sink,
  });
  const total = MAX_QUEUED_EVENTS * 2 + 500;
  const published: string[] = [];
  for (let i = 0; i < total; i += 250) {
    const events = await t.app.services.store.db.transaction().execute((tx) =>
      t.app.services.outbox.publishMany(
        tx,
        workspaceId,
        Array.from({ length: Math.min(250, total - i) }, (_, j) => ({
          type: 'report.completed' as const,
          data: {
            report_id: `rpt_${(i + j).toString(32).padStart(26, '0')}`,
            status: 'completed' as const,
            error: null,
          },
        })),
      ),
    );
    published.push(...events.map((event) => event.id));
  }
  // The tail has handed everything over; the client took 10 and holds the rest up.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect(client.frames.length).toBeLessThan(10 + 200 + 1);
  for (let round = 0; round < 200 && ids(client.frames).length < total; round++) {
    client.drain(300);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(ids(client.frames)).toEqual(published);
  handle.close();
  expect(t.app.services.eventStream.size).toBe(0);
});
