/**
 * Drainer approvals: an unlimited approve, an operator approval or a permit to a spender off the
 * allow-list, then that spender moving the owner's tokens; the grant alone only for a labelled
 * spender; near misses on the grant, the spender, the token and the time.
 */
import { describe, expect, it } from 'vitest';
import {
  drainerApprovalAgent,
  isRiskyGrant,
} from '../../../../src/risk/agents/typologies/drainer-approval.ts';
import type { TokenApprovalData } from '../../../../src/risk/events/index.ts';
import { approval, DAY, eth, fakeScreen, HOUR, MINUTE, runAgent, T0, transfer } from './event-factory.ts';

const OWNER = eth(0x0a);
const DRAINER = eth(0xd4);
const SINK = eth(0x5e);
const TOKEN = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
const PERMIT2 = '0x000000000022d473030f116ddee9f6b43ac78ba3';
const MAX_UINT256 = (2n ** 256n - 1n).toString();

const grant = (at: number, data: Partial<TokenApprovalData> = {}) =>
  approval(at, {
    chain: 'ethereum',
    tx_hash: `0xa${at}`,
    owner: OWNER,
    spender: DRAINER,
    token: TOKEN,
    kind: 'approve',
    amount: MAX_UINT256,
    ...data,
  });

const drain = (at: number, extra: object = {}) =>
  transfer(at, {
    chain: 'ethereum',
    tx_hash: `0xd${at}`,
    from: OWNER,
    to: SINK,
    amount: 25_000,
    asset: 'USDC',
    token: TOKEN,
    spender: DRAINER,
    ...extra,
  });

describe('isRiskyGrant', () => {
  const base = { chain: 'ethereum' as const, tx_hash: '0x1', owner: OWNER, spender: DRAINER, token: TOKEN };
  it('takes 2^128 and more, or 2^96 − 1, as unlimited', () => {
    expect(isRiskyGrant({ ...base, kind: 'approve', amount: MAX_UINT256 })).toBe(true);
    expect(isRiskyGrant({ ...base, kind: 'approve', amount: (2n ** 128n).toString() })).toBe(true);
    expect(isRiskyGrant({ ...base, kind: 'approve', amount: (2n ** 96n - 1n).toString() })).toBe(true);
    expect(isRiskyGrant({ ...base, kind: 'approve', amount: (2n ** 128n - 1n).toString() })).toBe(false);
    expect(isRiskyGrant({ ...base, kind: 'approve', amount: '1000000' })).toBe(false);
  });

  it('takes any operator approval and any non-zero permit', () => {
    expect(isRiskyGrant({ ...base, kind: 'set_approval_for_all', approved: true })).toBe(true);
    expect(isRiskyGrant({ ...base, kind: 'set_approval_for_all', approved: false })).toBe(false);
    expect(isRiskyGrant({ ...base, kind: 'permit', amount: '5' })).toBe(true);
    expect(isRiskyGrant({ ...base, kind: 'permit', amount: '0' })).toBe(false);
  });
});

describe('drainer approval agent', () => {
  it('fires high when the spender of an unlimited approval moves the owner’s tokens', () => {
    const agent = runAgent(drainerApprovalAgent());
    const granted = grant(T0);
    expect(agent.feed(granted)).toEqual([]);
    const drained = drain(T0 + 5 * MINUTE);
    const [alert] = agent.feed(drained);
    expect(alert).toMatchObject({
      typology: 'drainer_approval',
      severity: 'high',
      event_ids: [granted.id, drained.id],
      addresses: [
        { address: OWNER, role: 'victim' },
        { address: DRAINER, role: 'spender' },
        { address: SINK, role: 'recipient' },
      ],
      transfers: [{ from: OWNER, to: SINK, amount: '25000', asset: 'USDC' }],
      facts: { approval_kind: 'approve', allowance: MAX_UINT256, drained: true, seconds_after_grant: 300 },
    });
  });

  it('fires after a permit and after an operator approval too', () => {
    const permit = runAgent(drainerApprovalAgent()).feed(
      grant(T0, { kind: 'permit', amount: '25000000000' }),
      drain(T0 + MINUTE),
    );
    expect(permit[0]?.facts.approval_kind).toBe('permit');
    const nft = runAgent(drainerApprovalAgent()).feed(
      grant(T0, { kind: 'set_approval_for_all', approved: true, amount: undefined }),
      drain(T0 + MINUTE, { amount: 1, asset: 'BAYC' }),
    );
    expect(nft[0]?.facts.approval_kind).toBe('set_approval_for_all');
  });

  it('alerts on the grant itself when the spender is a labelled drainer, and calls its drain critical', () => {
    const screen = fakeScreen({ [DRAINER]: [{ label: 'Inferno Drainer', category: 'phishing' }] });
    const agent = runAgent(drainerApprovalAgent(), screen);
    expect(agent.feed(grant(T0))[0]).toMatchObject({
      severity: 'high',
      transfers: [],
      facts: { drained: false, spender_label: 'Inferno Drainer', spender_category: 'phishing' },
    });
    expect(agent.feed(drain(T0 + MINUTE))[0]?.severity).toBe('critical');
  });

  it('alerts once per grant, not on every sweep under it', () => {
    const agent = runAgent(drainerApprovalAgent());
    agent.feed(grant(T0), drain(T0 + MINUTE), drain(T0 + 2 * MINUTE, { amount: 10 }));
    expect(agent.alerts).toHaveLength(1);
  });

  describe('does not fire', () => {
    const quiet = (...events: Parameters<ReturnType<typeof runAgent>['feed']>) =>
      runAgent(drainerApprovalAgent()).feed(...events);

    it('after a limited approval', () => {
      expect(quiet(grant(T0, { amount: '25000000000' }), drain(T0 + MINUTE))).toEqual([]);
    });

    it('for an allow-listed spender (Uniswap Permit2)', () => {
      expect(quiet(grant(T0, { spender: PERMIT2 }), drain(T0 + MINUTE, { spender: PERMIT2 }))).toEqual([]);
    });

    it('after the approval was revoked', () => {
      expect(quiet(grant(T0), grant(T0 + MINUTE, { amount: '0' }), drain(T0 + 2 * MINUTE))).toEqual([]);
    });

    it('after an operator approval set to false', () => {
      const off = { kind: 'set_approval_for_all' as const, amount: undefined };
      expect(quiet(grant(T0, { ...off, approved: false }), drain(T0 + MINUTE))).toEqual([]);
    });

    it('when another spender moves the tokens', () => {
      expect(quiet(grant(T0), drain(T0 + MINUTE, { spender: eth(0x77) }))).toEqual([]);
    });

    it('when the spender moves another token', () => {
      expect(quiet(grant(T0), drain(T0 + MINUTE, { token: eth(0x99) }))).toEqual([]);
    });

    it('when the owner sends its tokens itself', () => {
      expect(quiet(grant(T0), drain(T0 + MINUTE, { spender: undefined }))).toEqual([]);
    });

    it('when the drain comes more than a day after the grant', () => {
      expect(quiet(grant(T0), drain(T0 + DAY + HOUR))).toEqual([]);
    });

    it('on an unlimited approval to an unlabelled spender alone', () => {
      expect(quiet(grant(T0))).toEqual([]);
    });
  });
});
