/**
 * Sanctions exposure: who is screened, severity by exposure, what is not a sanctions match, and one
 * case through the real screening service with a label and a transfer in its index and graph.
 */
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../../src/lib/clock.ts';
import { sanctionsAgent } from '../../../../src/risk/agents/typologies/sanctions.ts';
import { createTransferGraph } from '../../../../src/risk/exposure/transfer-graph.ts';
import { createLabelIndex } from '../../../../src/risk/lists/label-index.ts';
import { createScreeningService } from '../../../../src/risk/screening/screening-service.ts';
import { deposit, eth, fakeScreen, MINUTE, runAgent, T0, transfer, withdrawal } from './event-factory.ts';

const CUSTOMER = eth(1);
const LISTED = eth(0xdead);
const NEAR = eth(0xbeef);
const FAR = eth(0xfeed);
const CLEAN = eth(2);

const SDN = {
  label: 'ELCORO AYASTUY, Paulo',
  category: 'sanctioned',
  source: 'ofac_sdn',
  list_version: '2026-11-20',
  programs: ['CYBER2'],
};
const screen = fakeScreen({
  [LISTED]: [SDN],
  [NEAR]: [{ ...SDN, exposure: 'direct', hops: 1, address: LISTED, share: 0.4, direction: 'incoming' }],
  [FAR]: [{ ...SDN, exposure: 'indirect', hops: 3, address: LISTED, share: 0.1, direction: 'incoming' }],
  [CLEAN]: [{ label: 'Tornado Cash', category: 'mixing_service', source: 'tagpack:tornado' }],
});

const paidIn = (from: string, at = T0) =>
  deposit(at, {
    account_id: 'acct-1',
    chain: 'ethereum',
    tx_hash: `0x${at}`,
    from,
    to: CUSTOMER,
    amount: 2,
    asset: 'ETH',
  });

describe('sanctions agent', () => {
  it('calls a deposit from an SDN-listed address critical, naming the list entry', () => {
    const event = paidIn(LISTED);
    const [alert, ...rest] = runAgent(sanctionsAgent(), screen).feed(event);
    expect(rest).toEqual([]);
    expect(alert).toMatchObject({
      typology: 'sanctions',
      severity: 'critical',
      accounts: ['acct-1'],
      event_ids: [event.id],
      addresses: [
        { chain: 'ethereum', address: LISTED, role: 'sanctioned' },
        { chain: 'ethereum', address: CUSTOMER, role: 'deposit_address' },
      ],
      transfers: [{ chain: 'ethereum', from: LISTED, to: CUSTOMER, amount: '2', asset: 'ETH' }],
      facts: {
        exposure: 'ownership',
        list_source: 'ofac_sdn',
        list_version: '2026-11-20',
        programs: 'CYBER2',
      },
    });
    expect(alert?.summary).toContain('ELCORO AYASTUY');
  });

  it('takes a workspace label of category sanctioned as a sanctions match too', () => {
    const own = eth(0xabc);
    const agent = runAgent(
      sanctionsAgent(),
      fakeScreen({ [own]: [{ label: 'Blocked by us', category: 'sanctioned' }] }),
    );
    const [alert] = agent.feed(
      transfer(T0, { chain: 'ethereum', tx_hash: '0x1', from: CUSTOMER, to: own, amount: 1 }),
    );
    expect(alert).toMatchObject({ severity: 'critical', facts: { list_source: 'custom' } });
    expect(alert?.addresses).toContainEqual({ chain: 'ethereum', address: own, role: 'sanctioned' });
  });

  it('grades exposure: direct critical, indirect within two hops high, further medium', () => {
    const agent = runAgent(sanctionsAgent(), screen);
    expect(agent.feed(paidIn(NEAR))[0]).toMatchObject({
      severity: 'critical',
      facts: { exposure: 'direct', hops: 1 },
    });
    expect(agent.feed(paidIn(FAR, T0 + MINUTE))[0]).toMatchObject({ severity: 'medium', facts: { hops: 3 } });
    const twoHops = eth(0x2222);
    const two = runAgent(
      sanctionsAgent(),
      fakeScreen({ [twoHops]: [{ ...SDN, exposure: 'indirect', hops: 2, address: LISTED, share: 0.5 }] }),
    );
    expect(two.feed(paidIn(twoHops))[0]?.severity).toBe('high');
  });

  it('screens a withdrawal’s beneficiary, with no transfer listed before it is on chain', () => {
    const event = withdrawal(T0, { account_id: 'acct-9', chain: 'ethereum', to: LISTED, amount: 3 });
    const [alert] = runAgent(sanctionsAgent(), screen).feed(event);
    expect(alert).toMatchObject({
      accounts: ['acct-9'],
      transfers: [],
      addresses: [{ address: LISTED, role: 'sanctioned' }],
    });
  });

  it('alerts on every dealing with a listed address, with no quiet period', () => {
    const agent = runAgent(sanctionsAgent(), screen);
    agent.feed(paidIn(LISTED), paidIn(LISTED, T0 + MINUTE), paidIn(LISTED, T0 + 2 * MINUTE));
    expect(agent.alerts).toHaveLength(3);
  });

  describe('does not fire', () => {
    it('on a mixer label, which is not a sanctions match', () => {
      expect(runAgent(sanctionsAgent(), screen).feed(paidIn(CLEAN))).toEqual([]);
    });

    it('on a deposit to a listed deposit address from a clean sender: the deposit address is the customer’s', () => {
      const event = deposit(T0, {
        account_id: 'acct-1',
        chain: 'ethereum',
        tx_hash: '0x1',
        from: eth(5),
        to: LISTED,
        amount: 1,
      });
      expect(runAgent(sanctionsAgent(), screen).feed(event)).toEqual([]);
    });

    it('on a transfer between clean addresses', () => {
      const event = transfer(T0, { chain: 'ethereum', tx_hash: '0x1', from: eth(5), to: eth(6), amount: 1 });
      expect(runAgent(sanctionsAgent(), screen).feed(event)).toEqual([]);
    });
  });

  it('fires through the real screening service: a deposit from an address that received from a listed one', () => {
    const index = createLabelIndex(() => undefined);
    const graph = createTransferGraph();
    const service = createScreeningService({
      clock: new ManualClock(T0),
      index,
      graph: () => graph,
      owners: () => [''],
      entityOf: () => 'ent_test',
      audit: { record: async () => {}, flush: async () => {}, close: async () => {} },
      defaults: { maxHops: 3, method: 'poison' },
    });
    index.addCustom('ws_test', 'ethereum', LISTED, {
      label: 'Garantex hot wallet',
      category: 'sanctioned',
      source: 'custom',
      list_version: null,
      confidence: 100,
      id: 'lbl_test',
    });
    graph.add({ chain: 'ethereum', from: LISTED, to: NEAR, amount: 10, at: 0 });
    const agent = runAgent(sanctionsAgent(), (chain, address) =>
      service.assess('ws_test', chain, address, {}),
    );
    expect(agent.feed(paidIn(eth(0x777)))).toEqual([]);
    const [alert] = agent.feed(paidIn(NEAR, T0 + MINUTE));
    expect(alert).toMatchObject({
      severity: 'critical',
      addresses: [{ address: NEAR, role: 'sanctions_exposed' }, { role: 'deposit_address' }],
      facts: { exposure: 'direct', hops: 1, label: 'Garantex hot wallet', listed_address: LISTED },
    });
  });
});
