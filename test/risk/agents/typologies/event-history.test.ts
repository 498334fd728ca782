/**
 * The workspace history agents consult: transfers by the addresses they leave and reach, approvals
 * in force by owner, deposits and withdrawals by account, time order, and pruning to `retainMs`.
 */
import { describe, expect, it } from 'vitest';
import { createEventHistory } from '../../../../src/risk/agents/event-history.ts';
import {
  approval,
  DAY,
  deposit,
  eth,
  HOUR,
  MINUTE,
  SECOND,
  T0,
  transfer,
  withdrawal,
} from './event-factory.ts';

const A = eth(1);
const B = eth(2);
const C = eth(3);
const TOKEN = eth(100);
const SPENDER = eth(200);

const ids = (events: readonly { id: string }[]) => events.map((e) => e.id);

describe('createEventHistory', () => {
  it('finds a transfer by the address it leaves and the one it reaches, since a time', () => {
    const history = createEventHistory(DAY);
    const first = transfer(T0, { chain: 'ethereum', tx_hash: '0x1', from: A, to: B, amount: 1 });
    const second = transfer(T0 + HOUR, { chain: 'ethereum', tx_hash: '0x2', from: B, to: C, amount: 1 });
    history.record(first);
    history.record(second);
    expect(ids(history.transfersFrom('ethereum', A, T0))).toEqual([first.id]);
    expect(ids(history.transfersTo('ethereum', B, T0))).toEqual([first.id]);
    expect(ids(history.transfersFrom('ethereum', B, T0))).toEqual([second.id]);
    expect(history.transfersFrom('ethereum', B, T0 + HOUR + 1)).toEqual([]);
    expect(history.transfersFrom('bsc', A, T0)).toEqual([]);
    expect(history.transfersTo('ethereum', A, T0)).toEqual([]);
  });

  it('indexes a UTXO transfer by every input and output address, once each', () => {
    const history = createEventHistory(DAY);
    const tx = transfer(T0, {
      chain: 'bitcoin',
      tx_hash: 'aa',
      inputs: [
        { address: 'in1', amount: 1 },
        { address: 'in1', amount: 2 },
      ],
      outputs: [
        { address: 'out1', amount: 2.5 },
        { address: 'in1', amount: 0.4 },
      ],
    });
    history.record(tx);
    expect(ids(history.transfersFrom('bitcoin', 'in1', 0))).toEqual([tx.id]);
    expect(ids(history.transfersTo('bitcoin', 'in1', 0))).toEqual([tx.id]);
    expect(ids(history.transfersTo('bitcoin', 'out1', 0))).toEqual([tx.id]);
  });

  it('keeps an event that arrives late in its place by time', () => {
    const history = createEventHistory(DAY);
    const later = transfer(T0 + 2 * MINUTE, { chain: 'ethereum', tx_hash: '0x2', from: A, to: B });
    const earlier = transfer(T0 + MINUTE, { chain: 'ethereum', tx_hash: '0x1', from: A, to: C });
    history.record(later);
    history.record(earlier);
    expect(ids(history.transfersFrom('ethereum', A, 0))).toEqual([earlier.id, later.id]);
  });

  it('holds the latest approval per spender and token, and forgets a revoked one', () => {
    const history = createEventHistory(DAY);
    const grant = { chain: 'ethereum' as const, tx_hash: '0x1', owner: A, spender: SPENDER, token: TOKEN };
    const first = approval(T0, { ...grant, kind: 'approve', amount: '100' });
    const second = approval(T0 + MINUTE, { ...grant, kind: 'approve', amount: '500' });
    const other = approval(T0 + MINUTE, { ...grant, token: eth(101), kind: 'permit', amount: '7' });
    history.record(first);
    history.record(second);
    history.record(other);
    expect(ids(history.approvalsOf('ethereum', A))).toEqual([second.id, other.id]);
    history.record(approval(T0 + 2 * MINUTE, { ...grant, kind: 'approve', amount: '0' }));
    expect(ids(history.approvalsOf('ethereum', A))).toEqual([other.id]);
    expect(history.approvalsOf('ethereum', B)).toEqual([]);
  });

  it('ends an operator approval with approved false, and ignores an older grant arriving late', () => {
    const history = createEventHistory(DAY);
    const grant = { chain: 'ethereum' as const, tx_hash: '0x1', owner: A, spender: SPENDER, token: TOKEN };
    const all = approval(T0 + MINUTE, { ...grant, kind: 'set_approval_for_all', approved: true });
    history.record(all);
    history.record(approval(T0, { ...grant, kind: 'set_approval_for_all', approved: false }));
    expect(ids(history.approvalsOf('ethereum', A))).toEqual([all.id]);
    history.record(approval(T0 + 2 * MINUTE, { ...grant, kind: 'set_approval_for_all', approved: false }));
    expect(history.approvalsOf('ethereum', A)).toEqual([]);
  });

  it('lists deposits and withdrawals by customer account', () => {
    const history = createEventHistory(DAY);
    const paidIn = deposit(T0, { account_id: 'acct-1', chain: 'ethereum', tx_hash: '0x1', to: A, amount: 1 });
    const paidOut = withdrawal(T0 + HOUR, { account_id: 'acct-1', chain: 'ethereum', to: B, amount: 1 });
    history.record(paidIn);
    history.record(paidOut);
    history.record(
      deposit(T0, { account_id: 'acct-2', chain: 'ethereum', tx_hash: '0x2', to: C, amount: 1 }),
    );
    expect(ids(history.accountActivity('acct-1', T0))).toEqual([paidIn.id, paidOut.id]);
    expect(ids(history.accountActivity('acct-1', T0 + 1))).toEqual([paidOut.id]);
  });

  it('prunes what occurred before now − retainMs from every index', () => {
    const history = createEventHistory(HOUR);
    history.record(transfer(T0, { chain: 'ethereum', tx_hash: '0x1', from: A, to: B }));
    history.record(
      approval(T0, {
        chain: 'ethereum',
        tx_hash: '0x2',
        owner: A,
        spender: SPENDER,
        token: TOKEN,
        kind: 'permit',
        amount: '1',
      }),
    );
    history.record(
      deposit(T0, { account_id: 'acct-1', chain: 'ethereum', tx_hash: '0x3', to: A, amount: 1 }),
    );
    const kept = transfer(T0 + 30 * MINUTE, { chain: 'ethereum', tx_hash: '0x4', from: A, to: C });
    history.record(kept);
    expect(history.size()).toBe(4);
    history.prune(T0 + HOUR + 1);
    expect(history.size()).toBe(1);
    expect(ids(history.transfersFrom('ethereum', A, 0))).toEqual([kept.id]);
    expect(history.transfersTo('ethereum', B, 0)).toEqual([]);
    expect(history.approvalsOf('ethereum', A)).toEqual([]);
    expect(history.accountActivity('acct-1', 0)).toEqual([]);
  });

  it('does not keep custom events', () => {
    const history = createEventHistory(HOUR);
    history.record({
      id: 'ing_x',
      workspace_id: 'ws',
      type: 'kyc.updated',
      occurred_at: T0,
      received_at: T0,
      data: {},
    });
    expect(history.size()).toBe(0);
  });

  it('stays bounded when recorded and pruned continuously', () => {
    const history = createEventHistory(HOUR);
    for (let i = 0; i < 20_000; i++) {
      const at = T0 + i * SECOND;
      history.record(
        transfer(at, { chain: 'ethereum', tx_hash: `0x${i}`, from: eth(i % 50), to: eth(50 + (i % 7)) }),
      );
      history.prune(at);
    }
    // One event a second: the last hour holds 3,601 of them (both ends included).
    expect(history.size()).toBe(HOUR / SECOND + 1);
    const last = T0 + 19_999 * SECOND;
    expect(history.transfersFrom('ethereum', eth(0), 0).every((e) => e.occurred_at >= last - HOUR)).toBe(
      true,
    );
  });
});
