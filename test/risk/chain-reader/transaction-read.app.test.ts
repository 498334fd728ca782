/**
 * Screening a transaction Vigil does not hold, on a chain it reads itself (a real node, anvil): the
 * screening asks for the transaction to be read and says so in `coverage.transaction_read`; once
 * the job has read it (when it is as deep as the confirmations), the next screening screens its
 * stored parties. A hash the node does not have, and one not yet confirmed, are said as such.
 */
import { type Address, parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { ACCOUNTS, type Anvil, startAnvil } from '../../fixtures/anvil.ts';
import { startApp, type TestApp, type TestKey } from '../../harness.ts';

const [deployer, exchange] = ACCOUNTS as [Address, Address];
const deposit: Address = '0x5e1d2c3b4a59687766554433221100ffeeddcc41';
const CONFIRMATIONS = 2;

let anvil: Anvil;
let t: TestApp;
let key: TestKey;
const clock = new ManualClock(Date.parse('2025-11-20T09:00:00Z'));
let native = '';
let token = '';
let tokenTx = '';

beforeAll(async () => {
  anvil = await startAnvil();
  native = await anvil.send(exchange, deposit, '2');
  token = await anvil.deploy('ERC20PresetFixedSupply', ['Test', 'TST', parseEther('1000'), deployer]);
  tokenTx = await anvil.call(
    'ERC20PresetFixedSupply',
    token as Address,
    'transfer',
    [deposit, parseEther('250')],
    deployer,
  );
  await anvil.mine(CONFIRMATIONS);
  t = await startApp({
    startWorker: false,
    clock,
    env: {
      VIGIL_CHAIN_ETHEREUM_RPC: anvil.url,
      VIGIL_CHAIN_ETHEREUM_CONFIRMATIONS: String(CONFIRMATIONS),
    },
  });
  key = await t.key(['screening:read'], { workspace: 'transaction-read' });
}, 60_000);

afterAll(async () => {
  await t?.close();
  await anvil?.stop();
});

const screen = (payload: Record<string, unknown>) =>
  t.request({
    method: 'POST',
    url: '/v1/screen/transaction',
    key,
    payload: { chain: 'ethereum', ...payload },
  });

describe('a transaction Vigil does not hold', () => {
  it('is screened as the request gives it, its read queued and said so', async () => {
    const response = await screen({ tx_hash: native, from: exchange, to: deposit, amount: '2' });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer.parties_from).toBe('request');
    expect(answer.coverage.transaction_read).toMatchObject({
      status: 'queued',
      job_id: expect.stringMatching(/^job_/),
      block_number: null,
    });
    expect(answer.coverage.limits).toContain('chain_transaction');
    expect(answer.coverage.status).not.toBe('complete');
    // The hash alone names no party yet: a 400 saying the read is under way.
    const alone = await screen({ tx_hash: native });
    expect(alone.statusCode).toBe(400);
    expect(alone.json().errors[0].detail).toContain('queued');
  });

  it('once read, is screened from its stored parties', async () => {
    await t.app.worker.drain();
    const response = await screen({ tx_hash: native });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ parties_from: 'stored', amount: '2', asset: 'ETH' });
    expect(answer.transfer_ids).toHaveLength(1);
    expect(answer.coverage.transaction_read).toBeUndefined();
    expect(answer.counterparties.map((p: { address: string }) => p.address)).toEqual([exchange, deposit]);
  });

  it('reads a token transfer with the token’s decimals', async () => {
    expect((await screen({ tx_hash: tokenTx, from: deployer, to: deposit })).statusCode).toBe(200);
    await t.app.worker.drain();
    const answer = (await screen({ tx_hash: tokenTx })).json();
    expect(answer).toMatchObject({ parties_from: 'stored', amount: '250', asset: token.toLowerCase() });
  });

  it('says when the node has no such transaction', async () => {
    const unknown = `0x${'ab'.repeat(32)}`;
    await screen({ tx_hash: unknown, from: exchange, to: deposit });
    await t.app.worker.drain();
    // Moments later the last read's answer stands; a block's time later it is asked again (a node
    // may have it by then: a transaction sent since).
    const soon = (await screen({ tx_hash: unknown, from: exchange, to: deposit })).json();
    expect(soon.coverage.transaction_read).toMatchObject({ status: 'not_found' });
    expect(soon.coverage.limits).not.toContain('chain_transaction');
    clock.advance(12_000);
    const answer = (await screen({ tx_hash: unknown, from: exchange, to: deposit })).json();
    expect(answer.coverage.transaction_read).toMatchObject({ status: 'queued' });
    const row = await t.app.services.store.db
      .selectFrom('chain_transaction_reads')
      .selectAll()
      .where('tx_hash', '=', unknown)
      .executeTakeFirst();
    expect(row).toMatchObject({ status: 'queued' });
    await t.app.worker.drain();
    const after = await t.app.services.store.db
      .selectFrom('chain_transaction_reads')
      .selectAll()
      .where('tx_hash', '=', unknown)
      .executeTakeFirst();
    expect(after).toMatchObject({ status: 'not_found', block_number: null });
  });

  it('waits for the confirmations before reading', async () => {
    const fresh = await anvil.send(exchange, deposit, '5');
    const mined = await anvil.public.getTransactionReceipt({ hash: fresh });
    await screen({ tx_hash: fresh, from: exchange, to: deposit });
    await t.app.worker.drain();
    const waiting = (await screen({ tx_hash: fresh, from: exchange, to: deposit })).json();
    expect(waiting.parties_from).toBe('request');
    expect(waiting.coverage.transaction_read).toMatchObject({
      status: 'unconfirmed',
      block_number: Number(mined.blockNumber),
      transfers: 0,
    });
    expect(waiting.coverage.limits).toContain('chain_transaction');
    await anvil.mine(CONFIRMATIONS);
    clock.advance(12_000);
    await screen({ tx_hash: fresh, from: exchange, to: deposit });
    await t.app.worker.drain();
    expect((await screen({ tx_hash: fresh })).json()).toMatchObject({ parties_from: 'stored', amount: '5' });
  });
});
