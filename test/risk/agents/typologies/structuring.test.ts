/**
 * Structuring: transactions just under USD 10,000 counted per account and direction (or per sending
 * address) in a day; patterns that must fire, when again, and near misses.
 */
import { describe, expect, it } from 'vitest';
import { structuringAgent } from '../../../../src/risk/agents/typologies/structuring.ts';
import type { AgentEvent } from '../../../../src/risk/events/index.ts';
import { DAY, deposit, eth, HOUR, runAgent, T0, transfer, withdrawal } from './event-factory.ts';

const DEPOSIT_ADDRESS = eth(1);

const paidIn = (at: number, valueUsd: number | undefined, account = 'acct-1') =>
  deposit(at, {
    account_id: account,
    chain: 'ethereum',
    tx_hash: `0x${at}-${account}`,
    from: eth(9),
    to: DEPOSIT_ADDRESS,
    amount: 3,
    asset: 'ETH',
    value_usd: valueUsd,
  });

const paidOut = (at: number, valueUsd: number) =>
  withdrawal(at, { account_id: 'acct-1', chain: 'ethereum', to: eth(8), amount: 3, value_usd: valueUsd });

describe('structuring agent', () => {
  it('fires at the third deposit just under USD 10,000 within a day', () => {
    const agent = runAgent(structuringAgent());
    const events = [paidIn(T0, 9_500), paidIn(T0 + 3 * HOUR, 9_900), paidIn(T0 + 20 * HOUR, 9_000)];
    expect(agent.feed(...events.slice(0, 2))).toEqual([]);
    const [alert] = agent.feed(events[2] as AgentEvent);
    expect(alert).toMatchObject({
      typology: 'structuring',
      severity: 'medium',
      accounts: ['acct-1'],
      event_ids: events.map((e) => e.id),
      addresses: [
        { address: DEPOSIT_ADDRESS, role: 'deposit_address' },
        { address: eth(9), role: 'sender' },
      ],
      facts: {
        count: 3,
        direction: 'deposit',
        threshold_usd: 10_000,
        near_min_usd: 9_000,
        total_usd: 28_400,
      },
    });
    expect(alert?.transfers).toHaveLength(3);
  });

  it('alerts again as the count doubles: six deposits raise alerts at three and six', () => {
    const agent = runAgent(structuringAgent());
    agent.feed(...[0, 1, 2, 3, 4, 5].map((i) => paidIn(T0 + i * HOUR, 9_999.99)));
    expect(agent.alerts.map((a) => [a.facts.count, a.severity])).toEqual([
      [3, 'medium'],
      [6, 'high'],
    ]);
  });

  it('counts withdrawals of an account apart from its deposits', () => {
    const agent = runAgent(structuringAgent());
    agent.feed(paidOut(T0, 9_100), paidOut(T0 + HOUR, 9_200), paidOut(T0 + 2 * HOUR, 9_300));
    expect(agent.alerts).toMatchObject([
      {
        facts: { direction: 'withdrawal' },
        addresses: [{ address: eth(8), role: 'beneficiary' }],
        transfers: [],
      },
    ]);
  });

  it('counts transfers out of one address', () => {
    const agent = runAgent(structuringAgent());
    const out = (at: number, to: string) =>
      transfer(at, {
        chain: 'ethereum',
        tx_hash: `0x${at}`,
        from: eth(5),
        to,
        amount: 9_800,
        asset: 'USDC',
        value_usd: 9_800,
      });
    agent.feed(out(T0, eth(6)), out(T0 + HOUR, eth(7)), out(T0 + 2 * HOUR, eth(6)));
    expect(agent.alerts).toMatchObject([
      {
        facts: { direction: 'transfer_out', count: 3 },
        addresses: [
          { address: eth(5), role: 'sender' },
          { address: eth(6), role: 'recipient' },
          { address: eth(7), role: 'recipient' },
        ],
      },
    ]);
  });

  describe('near misses', () => {
    it('two in a day are not enough', () => {
      expect(runAgent(structuringAgent()).feed(paidIn(T0, 9_500), paidIn(T0 + HOUR, 9_500))).toEqual([]);
    });

    it('USD 10,000 itself is not under the threshold', () => {
      const agent = runAgent(structuringAgent());
      agent.feed(paidIn(T0, 9_500), paidIn(T0 + HOUR, 9_500), paidIn(T0 + 2 * HOUR, 10_000));
      expect(agent.alerts).toEqual([]);
    });

    it('USD 8,999.99 is not just under it', () => {
      const agent = runAgent(structuringAgent());
      agent.feed(paidIn(T0, 9_500), paidIn(T0 + HOUR, 9_500), paidIn(T0 + 2 * HOUR, 8_999.99));
      expect(agent.alerts).toEqual([]);
    });

    it('three spread over more than a day are not three within it', () => {
      const agent = runAgent(structuringAgent());
      agent.feed(paidIn(T0, 9_500), paidIn(T0 + 13 * HOUR, 9_500), paidIn(T0 + DAY + 1, 9_500));
      expect(agent.alerts).toEqual([]);
    });

    it('deposits and a withdrawal are not counted together', () => {
      const agent = runAgent(structuringAgent());
      agent.feed(paidIn(T0, 9_500), paidIn(T0 + HOUR, 9_500), paidOut(T0 + 2 * HOUR, 9_500));
      expect(agent.alerts).toEqual([]);
    });

    it('three accounts are three subjects', () => {
      const agent = runAgent(structuringAgent());
      agent.feed(paidIn(T0, 9_500, 'a'), paidIn(T0 + HOUR, 9_500, 'b'), paidIn(T0 + 2 * HOUR, 9_500, 'c'));
      expect(agent.alerts).toEqual([]);
    });

    it('without value_usd nothing counts: the agent converts no prices', () => {
      const agent = runAgent(structuringAgent());
      agent.feed(paidIn(T0, undefined), paidIn(T0 + HOUR, undefined), paidIn(T0 + 2 * HOUR, undefined));
      expect(agent.alerts).toEqual([]);
    });
  });
});
