/**
 * Address poisoning (Tsuchiya et al., USENIX Security 2025): zero-value, dust, tiny and
 * counterfeit-token transfers from a look-alike of a recent counterparty, zero-value transferFrom
 * to one, the victim then paying it, and near misses on the look-alike and on timing.
 */
import { describe, expect, it } from 'vitest';
import {
  addressPoisoningAgent,
  fixedPrefixLength,
  lookAlike,
} from '../../../../src/risk/agents/typologies/address-poisoning.ts';
import { DAY, eth, MINUTE, runAgent, T0, transfer } from './event-factory.ts';

/** An Ethereum address: 4 leading hex digits, 32 of `middle`, 4 trailing. */
const address = (head: string, middle: string, tail: string) => `0x${head}${middle.repeat(32)}${tail}`;

const VICTIM = eth(0x1234);
const GENUINE = address('a1b2', '5', 'e5f6');
const POISONER = address('a1b2', '9', 'e5f6');
const USDT = '0xdac17f958d2ee523a2206206994597c13d831ec7';
const FAKE_USDT = eth(0xfa4e);

const send = (at: number, from: string, to: string, amount: number, extra: object = {}) =>
  transfer(at, {
    chain: 'ethereum',
    tx_hash: `0x${at}${from.slice(2, 6)}`,
    from,
    to,
    amount,
    asset: 'USDT',
    token: USDT,
    ...extra,
  });

/** The victim pays its genuine counterparty at T0. */
const genuine = () => send(T0, VICTIM, GENUINE, 5_000, { value_usd: 5_000 });

describe('lookAlike', () => {
  it('measures agreement after the chain’s fixed prefix, from both ends', () => {
    expect(lookAlike('ethereum', GENUINE, POISONER)).toEqual({ prefix: 4, suffix: 4 });
    expect(lookAlike('ethereum', GENUINE, GENUINE)).toBeUndefined();
    expect(
      lookAlike('tron', 'TAbcd111111111111111111111111wxyz', 'TAbcd222222222222222222222222wxyz'),
    ).toEqual({
      prefix: 4,
      suffix: 4,
    });
  });

  it('skips the fixed part of each chain’s addresses', () => {
    expect(fixedPrefixLength('ethereum', GENUINE)).toBe(2);
    expect(fixedPrefixLength('bitcoin', 'bc1qxyz')).toBe(4);
    expect(fixedPrefixLength('bitcoin', '1BoatSLRHtKNngkdXEeobR76b53LETtpyT')).toBe(1);
    expect(fixedPrefixLength('bitcoin_cash', 'bitcoincash:qpm2q')).toBe(13);
  });
});

describe('address poisoning agent', () => {
  it('flags a zero-value transfer from a look-alike soon after a genuine transfer', () => {
    const agent = runAgent(addressPoisoningAgent());
    const real = genuine();
    expect(agent.feed(real)).toEqual([]);
    const poison = send(T0 + 2 * MINUTE, POISONER, VICTIM, 0);
    const [alert, ...rest] = agent.feed(poison);
    expect(rest).toEqual([]);
    expect(alert).toMatchObject({
      typology: 'address_poisoning',
      severity: 'medium',
      addresses: [
        { address: VICTIM, role: 'victim' },
        { address: POISONER, role: 'poisoner' },
        { address: GENUINE, role: 'imitated' },
      ],
      event_ids: [real.id, poison.id],
      facts: { kind: 'zero_value', prefix_match: 4, suffix_match: 4, seconds_after_genuine: 120 },
    });
  });

  it('flags dust, tiny and counterfeit-token transfers from a look-alike', () => {
    const kinds = [
      send(T0 + MINUTE, POISONER, VICTIM, 0.0004, { asset: 'ETH', token: undefined, value_usd: 0.9 }),
      send(T0 + MINUTE, POISONER, VICTIM, 0.01),
      send(T0 + MINUTE, POISONER, VICTIM, 5_000, { token: FAKE_USDT }),
    ].map((poison) => runAgent(addressPoisoningAgent()).feed(genuine(), poison)[0]?.facts.kind);
    expect(kinds).toEqual(['dust', 'tiny', 'counterfeit_token']);
  });

  it('flags a zero-value transferFrom out of the victim to a look-alike', () => {
    const poison = send(T0 + MINUTE, VICTIM, POISONER, 0, { spender: POISONER });
    const [alert] = runAgent(addressPoisoningAgent()).feed(genuine(), poison);
    expect(alert).toMatchObject({ severity: 'medium', facts: { kind: 'zero_value' } });
    expect(alert?.addresses[0]).toEqual({ chain: 'ethereum', address: VICTIM, role: 'victim' });
  });

  it('calls the victim paying the look-alike that poisoned it critical', () => {
    const agent = runAgent(addressPoisoningAgent());
    const real = genuine();
    const poison = send(T0 + MINUTE, POISONER, VICTIM, 0);
    const loss = send(T0 + 3 * 60 * MINUTE, VICTIM, POISONER, 4_000, { value_usd: 4_000 });
    agent.feed(real, poison);
    const [alert] = agent.feed(loss);
    expect(alert).toMatchObject({
      severity: 'critical',
      facts: { kind: 'paid_lookalike', amount: '4000' },
      event_ids: [real.id, poison.id, loss.id],
    });
  });

  it('flags the first poisoning transfer of a campaign, not every one', () => {
    const agent = runAgent(addressPoisoningAgent());
    agent.feed(genuine(), send(T0 + MINUTE, POISONER, VICTIM, 0), send(T0 + 2 * MINUTE, POISONER, VICTIM, 0));
    expect(agent.alerts).toHaveLength(1);
  });

  describe('near misses', () => {
    const poisonFrom = (from: string) =>
      runAgent(addressPoisoningAgent()).feed(genuine(), send(T0 + MINUTE, from, VICTIM, 0));

    it('a look-alike matching only the prefix', () => {
      expect(poisonFrom(address('a1b2', '9', '0000'))).toEqual([]);
    });

    it('a look-alike matching only the suffix', () => {
      expect(poisonFrom(address('0000', '9', 'e5f6'))).toEqual([]);
    });

    it('three leading characters, one short', () => {
      expect(poisonFrom(address('a1b0', '9', 'e5f6'))).toEqual([]);
    });

    it('the genuine counterparty itself sending zero', () => {
      expect(poisonFrom(GENUINE)).toEqual([]);
    });

    it('a zero-value transfer before the genuine one', () => {
      const agent = runAgent(addressPoisoningAgent());
      agent.feed(send(T0 - MINUTE, POISONER, VICTIM, 0), genuine());
      expect(agent.alerts).toEqual([]);
    });

    it('a genuine transfer more than a day before', () => {
      expect(
        runAgent(addressPoisoningAgent()).feed(genuine(), send(T0 + DAY + 1, POISONER, VICTIM, 0)),
      ).toEqual([]);
    });

    it('a real payment from a look-alike (not dust, not tiny, the real token)', () => {
      expect(
        runAgent(addressPoisoningAgent()).feed(genuine(), send(T0 + MINUTE, POISONER, VICTIM, 3_000)),
      ).toEqual([]);
    });
  });
});
