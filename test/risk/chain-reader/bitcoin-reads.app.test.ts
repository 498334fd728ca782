/**
 * Vigil reading Bitcoin through an Esplora API end to end over its HTTP API: a screening asks for
 * the address's history, the job reads it from the local Esplora server
 * (test/fixtures/esplora-server.ts) and stores each transaction whole as a shared fact, co-spend
 * clustering joins the inputs it read, and the answer says how much was read and what it was worth.
 *
 * The data is mainnet's (test/fixtures/bitcoin/README.md): block 277647 (2013-12-30) from btcd's
 * test data, with the outputs it spends, and mainnet blocks 0–4. Transaction 5b633c58… of that
 * block spends 0.0456565 BTC of 14rLYVpr… and 14.5902965 BTC of 14ALSRVp… and pays 0.48968 BTC to
 * 1M1wf5jK… and 14.146085 BTC to 17xr4gmh…. The label and the price below are the test's own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { importPrices } from '../../../src/risk/prices/index.ts';
import { block277647, blocks0to4, type MainnetBlock } from '../../fixtures/bitcoin/mainnet-blocks.ts';
import { type EsploraServer, startEsploraServer } from '../../fixtures/esplora-server.ts';
import { startApp, type TestApp, type TestKey } from '../../harness.ts';
import { screenWallet } from '../screening/screen-wallet.ts';

const COSPEND = '5b633c585506eca654972b58d89c749f748a679d13c265d70821789d4fa93af8';
const PAID = '1M1wf5jKHwVWuxfUv5QB2jK9E3vBpdDHGr';
const SMALL_INPUT = '14rLYVprXUvPMZimXXvi8FzMNnWBFEHHjW';
const LARGE_INPUT = '14ALSRVpt6NPvVcU53A4iNpakSaoVNXrWs';
const CHANGE = '17xr4gmhoRn2E52NwFqkfbNwdzBLEWJXdS';

let server: EsploraServer;
let block: MainnetBlock;
let t: TestApp;
let key: TestKey;

beforeAll(async () => {
  server = await startEsploraServer();
  block = await block277647();
  for (const [height, early] of (await blocks0to4()).entries()) server.place(height, early);
  server.place(277647, block);
  t = await startApp({
    startWorker: false,
    clock: new ManualClock(Date.parse('2026-11-20T09:00:00Z')),
    env: {
      VIGIL_CHAIN_BITCOIN_ESPLORA: server.url,
      VIGIL_CHAIN_BITCOIN_CONFIRMATIONS: '0',
      // One read covers the chain from the genesis block; the server has no blocks between 4 and 277647.
      VIGIL_CHAIN_BACKFILL_BLOCKS: '1000000',
    },
  });
  key = await t.key(['screening:write', 'screening:read', 'events:write'], { workspace: 'bitcoin-reads' });
  const label = await t.request({
    method: 'POST',
    url: '/v1/labels',
    key,
    payload: { chain: 'bitcoin', address: LARGE_INPUT, label: 'Dice site', category: 'gambling' },
  });
  expect(label.statusCode, label.body).toBe(201);
}, 120_000);

afterAll(async () => {
  await t?.close();
  await server?.stop();
});

const screen = (address: string, hops = 1) =>
  screenWallet(t, key, { chain: 'bitcoin', address, max_hops: hops });

describe('a screening reads a Bitcoin address through Esplora', () => {
  it('first answers that the history is queued', async () => {
    const first = await screen(PAID);
    expect(first.coverage).toMatchObject({
      status: 'none',
      limits: ['chain_history'],
      chain_read: { status: 'queued', blocks: 0, transfers: 0 },
    });
  });

  it('then answers from the transactions read, in exact satoshis, saying how much was read', async () => {
    await t.app.worker.drain();
    const answer = await screen(PAID);
    expect(answer.coverage.chain_read).toMatchObject({
      status: 'read',
      from_block: 0,
      to_block: 277647,
      blocks: 277648,
      from: '2009-01-03T18:15:05.000Z',
      to: '2013-12-30T01:31:42.000Z',
      transfers: 1,
      approvals: 0,
      hops: 1,
      internal_transfers: true,
      cut_by: null,
      error: null,
    });
    expect(answer.coverage).toMatchObject({ status: 'complete', transfers: 2, limits: [] });
    const hit = answer.matches.find((m: { address: string }) => m.address === LARGE_INPUT);
    expect(hit).toMatchObject({ category: 'gambling', exposure: 'direct', direction: 'incoming' });
    // 0.48968 BTC shared over the two inputs by what each put in, in whole satoshis:
    // 48968000 × 1459029650 / 1463595300 = 48815245.51 → 48815246 (the larger remainder), and
    // 152754.49 → 152754 from the other input; together the output's 48968000 exactly.
    const edges = await t.app.services.store.db
      .selectFrom('transfers')
      .select(['from_address', 'amount', 'asset'])
      .where('owner', '=', '')
      .where('tx_hash', '=', COSPEND)
      .where('to_address', '=', PAID)
      .orderBy('from_address')
      .execute();
    expect(edges).toEqual([
      { from_address: LARGE_INPUT, amount: '0.48815246', asset: 'BTC' },
      { from_address: SMALL_INPUT, amount: '0.00152754', asset: 'BTC' },
    ]);
    expect(hit.amounts).toHaveLength(1);
    expect(hit.amounts[0].amount).toBe('0.48815246');
    expect(hit.first_at).toBe('2013-12-30T01:31:42.000Z');
    const whole = await t.app.services.store.db
      .selectFrom('chain_transactions')
      .select(['inputs', 'outputs', 'block_number', 'block_hash'])
      .where('owner', '=', '')
      .where('tx_hash', '=', COSPEND)
      .executeTakeFirstOrThrow();
    expect(whole).toMatchObject({ block_number: 277647, block_hash: block.id });
    expect(JSON.parse(whole.inputs)).toEqual([
      { address: SMALL_INPUT, amount: '0.0456565' },
      { address: LARGE_INPUT, amount: '14.5902965' },
    ]);
    expect(JSON.parse(whole.outputs)).toEqual([
      { address: PAID, amount: '0.48968' },
      { address: CHANGE, amount: '14.146085' },
    ]);
  });

  it('marks bitcoin unvalued without a price, and values it at the block’s day with one', async () => {
    const before = await screen(PAID);
    expect(before.coverage.unvalued_assets).toEqual(['BTC']);
    expect(before.matches[0].value_usd ?? null).toBeNull();
    const lines = (async function* () {
      yield { number: 1, text: 'asset,day,usd' };
      yield { number: 2, text: 'BTC,2013-12-30,750' };
    })();
    await importPrices(t.app.services.store, lines, t.clock.now());
    await t.app.services.risk.refresh();
    const after = await screen(PAID);
    expect(after.coverage.unvalued_assets).toEqual([]);
    // 0.48815246 BTC × 750.
    expect(after.matches.find((m: { address: string }) => m.address === LARGE_INPUT).value_usd).toBe(
      '366.11',
    );
  });

  it('joins the inputs it read into one co-spend entity', async () => {
    const small = await screen(SMALL_INPUT);
    const large = await screen(LARGE_INPUT);
    const paid = await screen(PAID);
    expect(small.entity_cluster).toBe(large.entity_cluster);
    expect(paid.entity_cluster).not.toBe(large.entity_cluster);
    // The label of one input reaches the other through their entity.
    expect(small.matched_labels).toContain('Dice site');
  });

  it('reads the counterparties out to the screening’s hops', async () => {
    await screen(CHANGE, 2);
    await t.app.worker.drain();
    const answer = await screen(CHANGE, 2);
    expect(answer.coverage.chain_read).toMatchObject({ status: 'read', hops: 2 });
    // 17xr4gmh… is paid by 5b633c58… alone; its four parties' other transactions in the block are read too.
    const parties = [SMALL_INPUT, LARGE_INPUT, PAID, CHANGE];
    const expected = block.txs.filter((tx) =>
      [...tx.vout, ...tx.vin.map((i) => i.prevout)].some((o) =>
        parties.includes(o?.scriptpubkey_address ?? ''),
      ),
    );
    const stored = await t.app.services.store.db
      .selectFrom('chain_transactions')
      .select('tx_hash')
      .where('owner', '=', '')
      .where('chain', '=', 'bitcoin')
      .execute();
    expect(stored.map((r) => r.tx_hash)).toEqual(expect.arrayContaining(expected.map((tx) => tx.txid)));
  });
});

describe('a transaction screened by its hash', () => {
  it('is read from Esplora and screened by its stored parties', async () => {
    const txid = 'd1e594eabe8c582dc01a8768cb01679aea6956165806f69f40e22e5e352b3bd1';
    const ask = () =>
      t.request({
        method: 'POST',
        url: '/v1/screen/transaction',
        key,
        payload: { chain: 'bitcoin', tx_hash: txid },
      });
    const first = await ask();
    expect(first.statusCode, first.body).toBe(400);
    expect(first.json().detail).toMatch(/queued|read/);
    await t.app.worker.drain();
    const second = await ask();
    expect(second.statusCode, second.body).toBe(200);
    // d1e594ea…: 39 BTC of 153AKrkx… to 1586yAuW… (37.9995) and 11zro2wX… (1), 0.0005 BTC of fee.
    expect(second.json()).toMatchObject({ tx_hash: txid, parties_from: 'stored', asset: 'BTC' });
    expect(
      second
        .json()
        .counterparties.map((c: { role: string; address: string; amount: string }) => [
          c.role,
          c.address,
          c.amount,
        ]),
    ).toEqual([
      ['input', '153AKrkxfeGSaqAQZ78qcmtVeKzHJpn7T5', '39'],
      ['output', '1586yAuW4UH9y6YbTx9p6U8xBPSX1fBmSi', '37.9995'],
      ['output', '11zro2wX8v6mkd99VuQShMrisZNLxYFNm', '1'],
    ]);
  });
});

describe('an Esplora API that answers something else', () => {
  it('fails the read and says why: never an empty history', async () => {
    const address = '1dice97ECuByXAvqXpaYzSaQuPVvrtmz6';
    server.answer(new RegExp(`^/address/${address}/`), { status: 200, body: '<html>Not Esplora</html>' });
    await screen(address);
    await t.app.worker.drain().catch(() => undefined);
    const answer = await screen(address);
    expect(answer.coverage.status).not.toBe('complete');
    expect(answer.coverage.limits).toContain('chain_history');
    expect(answer.coverage.chain_read).toMatchObject({ status: 'failed', transfers: 0 });
    expect(answer.coverage.chain_read.error).toMatch(
      /Esplora API answered GET \/address\/.* with text that is not JSON/,
    );
  });
});
