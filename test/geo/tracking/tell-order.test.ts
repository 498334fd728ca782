// What this process decided is written in the order it was decided (tell-order.ts): a place taken
// later waits for the writes before it, however much sooner its own work could start, and a write
// that fails gives its place up rather than holding the rest back.
import { expect, it } from 'vitest';
import { createTellOrder } from '../../../src/geo/tracking/tell-order.ts';

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

it('runs each turn after every turn taken before it, a failed one included', async () => {
  const order = createTellOrder();
  const written: string[] = [];
  let finishDecision: () => void = () => {};
  const decisionWrite = new Promise<void>((resolve) => {
    finishDecision = resolve;
  });
  // The engine's part, decided first; its write is slow (waiting for the store).
  const decision = order.take();
  // A timer's finding, decided next.
  const timer = order.take();
  // A write that fails, then one after it.
  const failing = order.take();
  const last = order.take();

  const runs = [
    decision(async () => {
      await decisionWrite;
      written.push('decision');
    }),
    timer(async () => {
      written.push('timer');
      return 'told';
    }),
    failing(async () => {
      throw new Error('the store refused');
    }),
    last(async () => {
      written.push('last');
    }),
  ];
  await tick();
  expect(written).toEqual([]);
  finishDecision();
  const settled = await Promise.allSettled(runs);
  expect(written).toEqual(['decision', 'timer', 'last']);
  expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
  expect(settled[1]).toEqual({ status: 'fulfilled', value: 'told' });
});
