/**
 * Rapid layering: value followed hop by hop within an hour; paths that must fire, when again, and
 * near misses (a hop short, too slow, a split, an aggregation, another asset, a round trip).
 */
import { describe, expect, it } from 'vitest';
import { layeringAgent } from '../../../../src/risk/agents/typologies/layering.ts';
import type { AgentEvent } from '../../../../src/risk/events/index.ts';
import { eth, MINUTE, runAgent, T0, transfer } from './event-factory.ts';

/** A hop from address n to address n + 1 at `at`, moving `amount` of `asset`. */
const hop = (n: number, at: number, amount: number, asset?: string) =>
  transfer(at, {
    chain: 'ethereum',
    tx_hash: `0x${n}-${at}`,
    from: eth(n),
    to: eth(n + 1),
    amount,
    asset: asset ?? 'USDT',
  });

/** `count` hops through addresses 1, 2, 3 …, one every `step` ms, each passing on 99 % of the last. */
const path = (count: number, step = 5 * MINUTE) =>
  Array.from({ length: count }, (_, i) => hop(i + 1, T0 + i * step, 1000 * 0.99 ** i));

describe('layering agent', () => {
  it('fires at the fourth hop within the hour, naming origin, hops and destination', () => {
    const agent = runAgent(layeringAgent());
    const events = path(4);
    expect(agent.feed(...events.slice(0, 3))).toEqual([]);
    const [alert] = agent.feed(events[3] as AgentEvent);
    expect(alert).toMatchObject({
      typology: 'layering',
      severity: 'medium',
      event_ids: events.map((e) => e.id),
      addresses: [
        { address: eth(1), role: 'origin' },
        { address: eth(2), role: 'hop' },
        { address: eth(3), role: 'hop' },
        { address: eth(4), role: 'hop' },
        { address: eth(5), role: 'destination' },
      ],
      facts: { hops: 4, min_hops: 4, window_s: 3600, span_s: 900, first_amount: '1000', asset: 'USDT' },
    });
    expect(alert?.transfers.map((t) => [t.from, t.to])).toEqual([
      [eth(1), eth(2)],
      [eth(2), eth(3)],
      [eth(3), eth(4)],
      [eth(4), eth(5)],
    ]);
  });

  it('alerts again as the path doubles: eight hops raise alerts at four and eight', () => {
    const agent = runAgent(layeringAgent());
    agent.feed(...path(8));
    expect(agent.alerts.map((a) => [a.facts.hops, a.severity])).toEqual([
      [4, 'medium'],
      [8, 'high'],
    ]);
  });

  it('follows a UTXO transfer along its largest output elsewhere', () => {
    const spend = (n: number, at: number, amount: number) =>
      transfer(at, {
        chain: 'bitcoin',
        tx_hash: `tx-${n}`,
        inputs: [{ address: `a${n}`, amount: amount + 0.5 }],
        outputs: [
          { address: `a${n + 1}`, amount },
          { address: `a${n}`, amount: 0.2 },
          { address: 'fee-sink', amount: 0.3 },
        ],
      });
    const events = [
      spend(1, T0, 10),
      spend(2, T0 + MINUTE, 9.4),
      spend(3, T0 + 2 * MINUTE, 8.8),
      spend(4, T0 + 3 * MINUTE, 8.2),
    ];
    const [alert] = runAgent(layeringAgent()).feed(...events);
    expect(alert?.transfers.map((t) => [t.from, t.to, t.amount])).toEqual([
      ['a1', 'a2', '10'],
      ['a2', 'a3', '9.4'],
      ['a3', 'a4', '8.8'],
      ['a4', 'a5', '8.2'],
    ]);
  });

  describe('near misses', () => {
    it('three hops are one short', () => {
      expect(runAgent(layeringAgent()).feed(...path(3))).toEqual([]);
    });

    it('four hops spread over more than the hour are too slow', () => {
      // 0, 25, 50 and 75 minutes: any hour holds three.
      expect(runAgent(layeringAgent()).feed(...path(4, 25 * MINUTE))).toEqual([]);
    });

    it('moving on less than half of what arrived is a payment out of a balance, not a pass-through', () => {
      const events = path(4);
      events[2] = hop(3, T0 + 10 * MINUTE, 400);
      events[3] = hop(4, T0 + 15 * MINUTE, 390);
      expect(runAgent(layeringAgent()).feed(...events)).toEqual([]);
    });

    it('moving on more than arrived is not the same value', () => {
      const events = path(4);
      events[3] = hop(4, T0 + 15 * MINUTE, 5000);
      expect(runAgent(layeringAgent()).feed(...events)).toEqual([]);
    });

    it('another asset is not the same value', () => {
      const events = path(4);
      events[3] = hop(4, T0 + 15 * MINUTE, 970, 'DAI');
      expect(runAgent(layeringAgent()).feed(...events)).toEqual([]);
    });

    it('a round trip through addresses already on the path does not count', () => {
      const back = (from: number, to: number, at: number, amount: number) =>
        transfer(at, {
          chain: 'ethereum',
          tx_hash: `0x${from}${to}${at}`,
          from: eth(from),
          to: eth(to),
          amount,
          asset: 'USDT',
        });
      const events = [
        back(1, 2, T0, 100),
        back(2, 1, T0 + MINUTE, 99),
        back(1, 2, T0 + 2 * MINUTE, 98),
        back(2, 1, T0 + 3 * MINUTE, 97),
      ];
      expect(runAgent(layeringAgent()).feed(...events)).toEqual([]);
    });

    it('a hop before the one it would follow does not continue it', () => {
      const events = path(4);
      events[3] = hop(4, T0 + 5 * MINUTE - 1, 970);
      expect(runAgent(layeringAgent()).feed(...events)).toEqual([]);
    });
  });
});
