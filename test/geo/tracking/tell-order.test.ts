// What this process decided is written in an order that keeps the ledger's (tell-order.ts): a
// timer's findings after every part decided before them, a part after the timers' findings decided
// before it but not after other parts in flight (of other partitions), and a write that fails gives
// its place up rather than holding the rest back.
import { expect, it } from 'vitest';
import { createTellOrder } from '../../../src/geo/tracking/tell-order.ts';

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A write that finishes when told to, noting its name in `written`. */
function slowWrite(name: string, written: string[]) {
  let finish: () => void = () => {};
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    finish,
    run: async () => {
      await finished;
      written.push(name);
    },
  };
}

it("runs a timer's turn after every part before it, and a part after the timers before it only", async () => {
  const order = createTellOrder();
  const written: string[] = [];
  const partA = slowWrite('part A', written);
  const partB = slowWrite('part B', written);
  const runs = [
    // Two partitions' parts in flight, then a timer's findings, then a part decided after them.
    order.forPart()(partA.run),
    order.forPart()(partB.run),
    order.forTimer()(async () => {
      written.push('timer');
      return 'told';
    }),
    order.forPart()(async () => {
      written.push('part C');
    }),
  ];
  await tick();
  // B's write does not wait for A's (other assets); the timer waits for both.
  partB.finish();
  await tick();
  expect(written).toEqual(['part B']);
  partA.finish();
  const settled = await Promise.allSettled(runs);
  expect(written).toEqual(['part B', 'part A', 'timer', 'part C']);
  expect(settled[2]).toEqual({ status: 'fulfilled', value: 'told' });
});

it('gives the place of a write that failed up', async () => {
  const order = createTellOrder();
  const written: string[] = [];
  const failed = order.forTimer()(async () => {
    throw new Error('the store refused');
  });
  const after = order.forPart()(async () => {
    written.push('part');
  });
  await expect(failed).rejects.toThrow('the store refused');
  await after;
  expect(written).toEqual(['part']);
});
