/**
 * Mixer exposure: severity by exposure, the share floor for indirect exposure, and the quiet period
 * per relationship (same account, or a transfer sharing a party).
 */
import { describe, expect, it } from 'vitest';
import { mixerAgent } from '../../../../src/risk/agents/typologies/mixer.ts';
import {
  DAY,
  deposit,
  eth,
  fakeScreen,
  HOUR,
  MINUTE,
  runAgent,
  T0,
  transfer,
  withdrawal,
} from './event-factory.ts';

const MIXER = eth(0x70c);
const DIRECT = eth(0xd1);
const INDIRECT = eth(0x1d);
const FAINT = eth(0xfa);
const SCAM = eth(0x5c);
const DEPOSIT_ADDRESS = eth(1);

const TORNADO = { label: 'Tornado Cash: Router', category: 'mixing_service', source: 'tagpack:tornado' };
const screen = fakeScreen({
  [MIXER]: [TORNADO],
  [DIRECT]: [{ ...TORNADO, exposure: 'direct', hops: 1, address: MIXER, share: 0.8, direction: 'incoming' }],
  [INDIRECT]: [
    { ...TORNADO, category: 'coinjoin', exposure: 'indirect', hops: 2, address: MIXER, share: 0.3 },
  ],
  [FAINT]: [{ ...TORNADO, exposure: 'indirect', hops: 2, address: MIXER, share: 0.05 }],
  [SCAM]: [{ label: 'Fake airdrop', category: 'scam' }],
});

const paidIn = (from: string, at = T0, account = 'acct-1') =>
  deposit(at, {
    account_id: account,
    chain: 'ethereum',
    tx_hash: `0x${at}${account}`,
    from,
    to: DEPOSIT_ADDRESS,
    amount: 1,
  });

describe('mixer agent', () => {
  it('calls a deposit straight from a mixer high', () => {
    const event = paidIn(MIXER);
    const [alert] = runAgent(mixerAgent(), screen).feed(event);
    expect(alert).toMatchObject({
      typology: 'mixer',
      severity: 'high',
      accounts: ['acct-1'],
      event_ids: [event.id],
      addresses: [
        { address: MIXER, role: 'mixer' },
        { address: DEPOSIT_ADDRESS, role: 'deposit_address' },
      ],
      facts: { exposure: 'ownership', category: 'mixing_service', label: 'Tornado Cash: Router' },
    });
  });

  it('calls direct exposure medium and indirect exposure above the share low', () => {
    const agent = runAgent(mixerAgent(), screen);
    expect(agent.feed(paidIn(DIRECT))[0]).toMatchObject({
      severity: 'medium',
      addresses: [{ address: DIRECT, role: 'mixer_exposed' }, { role: 'deposit_address' }],
    });
    expect(agent.feed(paidIn(INDIRECT, T0 + MINUTE))[0]).toMatchObject({
      severity: 'low',
      facts: { exposure: 'indirect', share: 0.3, category: 'coinjoin' },
    });
  });

  it('screens a withdrawal’s beneficiary and every party of a transfer', () => {
    const agent = runAgent(mixerAgent(), screen);
    expect(
      agent.feed(withdrawal(T0, { account_id: 'acct-2', chain: 'ethereum', to: MIXER, amount: 1 })),
    ).toHaveLength(1);
    const out = transfer(T0, { chain: 'ethereum', tx_hash: '0x9', from: eth(7), to: MIXER, amount: 1 });
    expect(agent.feed(out)[0]?.addresses).toEqual([
      { chain: 'ethereum', address: eth(7), role: 'sender' },
      { chain: 'ethereum', address: MIXER, role: 'mixer' },
    ]);
  });

  it('stays quiet for the same mixer and account within a day, then alerts again', () => {
    const agent = runAgent(mixerAgent(), screen);
    agent.feed(paidIn(MIXER, T0), paidIn(MIXER, T0 + HOUR), paidIn(MIXER, T0 + 2 * HOUR));
    expect(agent.alerts).toHaveLength(1);
    expect(agent.feed(paidIn(MIXER, T0 + 3 * HOUR, 'acct-2'))).toHaveLength(1);
    expect(agent.feed(paidIn(MIXER, T0 + 2 * HOUR + DAY + 1))).toHaveLength(1);
  });

  it('stays quiet for a transfer between the same parties, not for a new counterparty', () => {
    const agent = runAgent(mixerAgent(), screen);
    const pay = (at: number, to: string) =>
      transfer(at, { chain: 'ethereum', tx_hash: `0x${at}`, from: MIXER, to, amount: 1 });
    expect(agent.feed(pay(T0, eth(7)))).toHaveLength(1);
    expect(agent.feed(pay(T0 + MINUTE, eth(7)))).toEqual([]);
    expect(agent.feed(pay(T0 + 2 * MINUTE, eth(8)))).toHaveLength(1);
  });

  describe('does not fire', () => {
    it('on indirect exposure below the share', () => {
      expect(runAgent(mixerAgent(), screen).feed(paidIn(FAINT))).toEqual([]);
    });

    it('on labels of other categories', () => {
      expect(runAgent(mixerAgent(), screen).feed(paidIn(SCAM))).toEqual([]);
    });

    it('on a clean counterparty', () => {
      expect(runAgent(mixerAgent(), screen).feed(paidIn(eth(9)))).toEqual([]);
    });
  });
});
