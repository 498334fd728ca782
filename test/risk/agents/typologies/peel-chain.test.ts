/**
 * Peel chains (BlockSci's shape, counted in a window): chains that must fire, when again, and near
 * misses that each break one condition.
 */
import { describe, expect, it } from 'vitest';
import { peelChainAgent } from '../../../../src/risk/agents/typologies/peel-chain.ts';
import type { AgentEvent } from '../../../../src/risk/events/index.ts';
import { DAY, HOUR, MINUTE, runAgent, T0, transfer } from './event-factory.ts';

/** One peel: `input` pays `pay` to `payee` and sends `keep` on to `change`. */
function peel(
  at: number,
  input: string,
  payee: string,
  pay: number,
  change: string,
  keep: number,
): AgentEvent {
  return transfer(at, {
    chain: 'bitcoin',
    tx_hash: `${input}-${at}`,
    inputs: [{ address: input, amount: pay + keep }],
    outputs: [
      { address: payee, amount: pay },
      { address: change, amount: keep },
    ],
  });
}

/** `count` peels, one every `step` ms from T0: c0 → c1 → …, each paying 1 BTC off the rest of 100. */
function peelChain(count: number, step = 10 * MINUTE, tag = 'c'): AgentEvent[] {
  return Array.from({ length: count }, (_, i) =>
    peel(T0 + i * step, `${tag}${i}`, `payee-${tag}${i}`, 1, `${tag}${i + 1}`, 100 - (i + 1)),
  );
}

describe('peel chain agent', () => {
  it('fires at the fourth consecutive peel, with every peel’s payment and change', () => {
    const agent = runAgent(peelChainAgent());
    const events = peelChain(4);
    expect(agent.feed(...events.slice(0, 3))).toEqual([]);
    const [alert] = agent.feed(events[3] as AgentEvent);
    expect(alert).toMatchObject({
      typology: 'peel_chain',
      severity: 'medium',
      event_ids: events.map((e) => e.id),
      facts: { peels: 4, min_peels: 4, peeled_amount: 4, remaining_amount: 96, asset: 'BTC', span_s: 1800 },
    });
    expect(alert?.addresses).toContainEqual({ chain: 'bitcoin', address: 'c0', role: 'source' });
    expect(alert?.addresses).toContainEqual({ chain: 'bitcoin', address: 'payee-c2', role: 'payee' });
    expect(alert?.addresses).toContainEqual({ chain: 'bitcoin', address: 'c4', role: 'change' });
    expect(alert?.transfers).toHaveLength(8);
    expect(alert?.transfers[0]).toMatchObject({ from: 'c0', to: 'payee-c0', amount: '1' });
    expect(alert?.transfers[1]).toMatchObject({ from: 'c0', to: 'c1', amount: '99' });
  });

  it('alerts again as the chain doubles: ten peels raise alerts at four and eight', () => {
    const agent = runAgent(peelChainAgent());
    agent.feed(...peelChain(10));
    expect(agent.alerts.map((a) => [a.facts.peels, a.severity])).toEqual([
      [4, 'medium'],
      [8, 'high'],
    ]);
  });

  it('alerts once for a chain going on at a steady pace for days', () => {
    // A peel every 8 h: four fit in any day, so the count sits at four for good.
    const agent = runAgent(peelChainAgent());
    agent.feed(...peelChain(12, 8 * HOUR));
    expect(agent.alerts).toHaveLength(1);
  });

  it('follows a chain whose change goes back to the same address', () => {
    const events = [0, 1, 2, 3].map((i) => peel(T0 + i * MINUTE, 'self', `payee-${i}`, 1, 'self', 50 - i));
    expect(runAgent(peelChainAgent()).feed(...events)).toHaveLength(1);
  });

  describe('near misses', () => {
    it('three peels are not a chain', () => {
      expect(runAgent(peelChainAgent()).feed(...peelChain(3))).toEqual([]);
    });

    it('a payment over a quarter of the peel breaks the chain', () => {
      const events = peelChain(4);
      events[2] = peel(T0 + 20 * MINUTE, 'c2', 'payee-c2', 40, 'c3', 57);
      expect(runAgent(peelChainAgent()).feed(...events)).toEqual([]);
    });

    it('a next peel spending the payment, not the change, does not continue the chain', () => {
      const events = peelChain(3);
      events.push(peel(T0 + 30 * MINUTE, 'payee-c2', 'x', 0.1, 'y', 0.9));
      expect(runAgent(peelChainAgent()).feed(...events)).toEqual([]);
    });

    it('three outputs are a batch, not a peel', () => {
      const events = peelChain(3);
      events.push(
        transfer(T0 + 30 * MINUTE, {
          chain: 'bitcoin',
          tx_hash: 'batch',
          inputs: [{ address: 'c3', amount: 97 }],
          outputs: [
            { address: 'p1', amount: 1 },
            { address: 'p2', amount: 1 },
            { address: 'c4', amount: 95 },
          ],
        }),
      );
      expect(runAgent(peelChainAgent()).feed(...events)).toEqual([]);
    });

    it('two input addresses are a consolidation, not a peel', () => {
      const events = peelChain(3);
      events.push(
        transfer(T0 + 30 * MINUTE, {
          chain: 'bitcoin',
          tx_hash: 'merge',
          inputs: [
            { address: 'c3', amount: 97 },
            { address: 'other', amount: 5 },
          ],
          outputs: [
            { address: 'p', amount: 1 },
            { address: 'c4', amount: 101 },
          ],
        }),
      );
      expect(runAgent(peelChainAgent()).feed(...events)).toEqual([]);
    });

    it('peels more than a day apart do not link', () => {
      const events = peelChain(4);
      events[3] = peel(T0 + 20 * MINUTE + DAY + 1, 'c3', 'payee-c3', 1, 'c4', 96);
      expect(runAgent(peelChainAgent()).feed(...events)).toEqual([]);
    });

    it('four linked peels spread over more than a day are not four within the window', () => {
      // 0 h, 12 h, 24 h + 1 ms, 36 h: never four in one day.
      const times = [0, 12 * HOUR, DAY + 1, 36 * HOUR];
      const events = times.map((t, i) => peel(T0 + t, `c${i}`, `payee-${i}`, 1, `c${i + 1}`, 100 - (i + 1)));
      expect(runAgent(peelChainAgent()).feed(...events)).toEqual([]);
    });

    it('an account-chain transfer has no change output', () => {
      const event = transfer(T0, { chain: 'ethereum', tx_hash: '0x1', from: '0xa', to: '0xb', amount: 1 });
      expect(runAgent(peelChainAgent()).feed(event)).toEqual([]);
    });
  });
});
