// The data of each known event type: checked against its schema, chains and addresses read and
// normalised, every problem a 400 whose pointer names the field; custom types kept as sent.
import { describe, expect, it } from 'vitest';
import { VigilError } from '../../../src/lib/errors.ts';
import { readEventData } from '../../../src/risk/events/event-data.ts';

const OWNER = '0x8589427373D6D84E98730D7795D8f6f8731FDA16';
const SPENDER = `0x${'5'.repeat(40)}`;
const TOKEN = '0xdac17f958d2ee523a2206206994597c13d831ec7';

/** The problem's field errors, or a failure if the data was accepted. */
function problems(type: string, data: Record<string, unknown>) {
  try {
    readEventData(type, data);
  } catch (error) {
    if (!(error instanceof VigilError)) throw error;
    expect(error.code).toBe('validation_failed');
    return error.errors ?? [];
  }
  throw new Error(`${type} was accepted: ${JSON.stringify(data)}`);
}

const approval = (overrides: Record<string, unknown> = {}) => ({
  chain: 'ethereum',
  tx_hash: '0x0000000000000000000000000000000000000000000000000000000000000abc',
  owner: OWNER,
  spender: SPENDER,
  token: TOKEN,
  kind: 'approve',
  amount: '115792089237316195423570985008687907853269984665640564039457584007913129639935',
  ...overrides,
});

describe('token.approval', () => {
  it('normalises the chain and the addresses', () => {
    expect(readEventData('token.approval', approval({ chain: 'ETH' }))).toEqual({
      ...approval(),
      owner: OWNER.toLowerCase(),
    });
  });

  it('points at an address that is wrong for its chain', () => {
    const errors = problems(
      'token.approval',
      approval({ owner: '0x8589427373d6d84e98730d7795d8f6f8731fda1' }),
    );
    expect(errors).toEqual([{ pointer: '/data/owner', detail: expect.any(String) }]);
  });

  it('points at a mixed-case address whose checksum is wrong', () => {
    const errors = problems('token.approval', approval({ spender: OWNER.replace('D6D8', 'd6d8') }));
    expect(errors[0]?.pointer).toBe('/data/spender');
  });

  it('points at an unknown chain', () => {
    expect(problems('token.approval', approval({ chain: 'dogecoin-classic' }))[0]?.pointer).toBe(
      '/data/chain',
    );
  });

  it('names every missing field and every unknown one', () => {
    const { owner: _owner, spender: _spender, ...rest } = approval();
    expect(problems('token.approval', { ...rest, spendr: SPENDER })).toEqual([
      { pointer: '/data/owner', detail: 'is required' },
      { pointer: '/data/spender', detail: 'is required' },
      { pointer: '/data/spendr', detail: 'is not a known field; check its spelling' },
    ]);
  });

  it('takes an amount only as a decimal integer string within uint256', () => {
    expect(problems('token.approval', approval({ amount: 1000 }))[0]?.pointer).toBe('/data/amount');
    expect(problems('token.approval', approval({ amount: '1e18' }))[0]).toEqual({
      pointer: '/data/amount',
      detail: 'must be a decimal integer, e.g. `1000000`',
    });
    expect(problems('token.approval', approval({ amount: '-1' }))[0]?.pointer).toBe('/data/amount');
    const tooBig = (2n ** 256n).toString();
    expect(problems('token.approval', approval({ amount: tooBig }))[0]).toEqual({
      pointer: '/data/amount',
      detail: 'is larger than a uint256 can hold',
    });
  });

  it('requires an amount for approve and permit, and none for set_approval_for_all', () => {
    const { amount: _amount, ...noAmount } = approval();
    expect(problems('token.approval', { ...noAmount, kind: 'permit' })[0]?.pointer).toBe('/data/amount');
    expect(problems('token.approval', approval({ kind: 'set_approval_for_all' }))[0]?.pointer).toBe(
      '/data/amount',
    );
    expect(
      readEventData('token.approval', { ...noAmount, kind: 'set_approval_for_all', approved: false }),
    ).toMatchObject({ kind: 'set_approval_for_all', approved: false });
    expect(problems('token.approval', approval({ approved: true }))[0]?.pointer).toBe('/data/approved');
  });

  it('names the kinds it knows', () => {
    expect(problems('token.approval', approval({ kind: 'increaseAllowance' }))).toEqual([
      { pointer: '/data/kind', detail: 'must be one of: approve, set_approval_for_all, permit' },
    ]);
  });
});

describe('transfer.observed', () => {
  it('keeps what it accepted before, plus value_usd, spender and token, normalised, amounts as exact decimal text', () => {
    const data = readEventData('transfer.observed', {
      chain: 'ETH',
      tx_hash: '0x0000000000000000000000000000000000000000000000000000000000000001',
      from: OWNER,
      to: SPENDER,
      amount: 0,
      asset: 'USDT',
      value_usd: 0,
      spender: OWNER,
      token: TOKEN.toUpperCase().replace('0X', '0x'),
    });
    expect(data).toEqual({
      chain: 'ethereum',
      tx_hash: '0x0000000000000000000000000000000000000000000000000000000000000001',
      from: OWNER.toLowerCase(),
      to: SPENDER,
      amount: '0',
      asset: 'USDT',
      value_usd: '0',
      spender: OWNER.toLowerCase(),
      token: TOKEN,
    });
  });

  it('points into the inputs of a UTXO transfer', () => {
    const errors = problems('transfer.observed', {
      chain: 'bitcoin',
      tx_hash: 'ff'.repeat(32),
      inputs: [{ address: '1BoatSLRHtKNngkdXEeobR76b53LETtpyT', amount: 1 }],
      outputs: [
        { address: '1BoatSLRHtKNngkdXEeobR76b53LETtpyT', amount: 0.5 },
        { address: '1BoatSLRHtKNngkdXEeobR76b53LETtpyX', amount: 0.5 },
      ],
    });
    expect(errors[0]?.pointer).toBe('/data/outputs/1/address');
  });

  it('refuses a negative amount, a value that is not a decimal, and unknown fields', () => {
    const base = {
      chain: 'ethereum',
      tx_hash: '0x0000000000000000000000000000000000000000000000000000000000000001',
      from: OWNER,
      to: SPENDER,
    };
    expect(problems('transfer.observed', { ...base, amount: -1 })[0]?.pointer).toBe('/data/amount');
    expect(problems('transfer.observed', { ...base, amount: 1, value_usd: 'ten' })[0]?.pointer).toBe(
      '/data/value_usd',
    );
    expect(problems('transfer.observed', { ...base, amount: 1, value_usd: true })[0]?.pointer).toBe(
      '/data/value_usd',
    );
    expect(problems('transfer.observed', { ...base, amount: 1, memo: 'x' })[0]?.pointer).toBe('/data/memo');
  });
});

describe('withdrawal.requested and deposit.received', () => {
  it('normalise the chain and the addresses', () => {
    expect(
      readEventData('withdrawal.requested', {
        account_id: 'cust-7',
        chain: 'eth',
        to: OWNER,
        amount: 9_900,
        value_usd: 9_900,
      }),
    ).toEqual({
      account_id: 'cust-7',
      chain: 'ethereum',
      to: OWNER.toLowerCase(),
      amount: '9900',
      asset: 'ETH',
      value_usd: '9900',
    });
    expect(
      readEventData('deposit.received', {
        account_id: 'cust-7',
        chain: 'ethereum',
        tx_hash: '0x0000000000000000000000000000000000000000000000000000000000000002',
        from: OWNER,
        to: SPENDER,
        amount: 1,
      }),
    ).toMatchObject({ from: OWNER.toLowerCase(), to: SPENDER });
  });

  it('point at a missing account, a bad destination, and a bad sender', () => {
    expect(problems('withdrawal.requested', { chain: 'ethereum', to: OWNER, amount: 1 })[0]?.pointer).toBe(
      '/data/account_id',
    );
    expect(
      problems('withdrawal.requested', { account_id: 'a', chain: 'ethereum', to: 'nowhere', amount: 1 })[0]
        ?.pointer,
    ).toBe('/data/to');
    expect(
      problems('deposit.received', {
        account_id: 'a',
        chain: 'ethereum',
        tx_hash: '0x0000000000000000000000000000000000000000000000000000000000000001',
        from: '0x12',
        to: OWNER,
        amount: 1,
      })[0]?.pointer,
    ).toBe('/data/from');
  });
});

describe('custom types', () => {
  it('keep any object as sent', () => {
    const data = { anything: [1, { nested: true }], From: 'not checked' };
    expect(readEventData('custom.kyc_failed', data)).toBe(data);
  });
});
