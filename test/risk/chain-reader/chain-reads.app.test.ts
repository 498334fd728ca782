/**
 * Vigil reading a real node (anvil, test/fixtures/anvil.ts) end to end over the API: a screening
 * asks for the address's history, a job reads it within the budget and stores it as shared facts,
 * and the next screening answers from them with what was read in `coverage.chain_read`. The
 * sender is an address of OFAC's publication of 2025-11-19 (../shared/data/ofac/sdn_advanced.xml.bz2,
 * profile 39585, designated 2022-11-09), impersonated on anvil.
 */
import { type Address, parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { importPrices } from '../../../src/risk/prices/index.ts';
import { ACCOUNTS, type Anvil, startAnvil } from '../../fixtures/anvil.ts';
import { startApp, type TestApp, type TestKey } from '../../harness.ts';
import { importSdnPublication } from '../lists/ofac/publication.ts';
import { screenWallet } from '../screening/screen-wallet.ts';

const LISTED: Address = '0x04DBA1194ee10112fE6C3207C0687DEf0e78baCf';
const [deployer, exchange] = ACCOUNTS as [Address, Address];
const deposit: Address = '0x5e1d2c3b4a59687766554433221100ffeeddccbb';
/** Mined blocks are confirmed after this many more. */
const CONFIRMATIONS = 2;

let anvil: Anvil;
let t: TestApp;
let key: TestKey;
let other: TestKey;
let token: Address;
const hashes: Record<string, string> = {};

beforeAll(async () => {
  anvil = await startAnvil();
  token = await anvil.deploy('ERC20PresetFixedSupply', [
    'Test Dollar',
    'USDT',
    parseEther('1000000'),
    deployer,
  ]);
  hashes.exchange = await anvil.send(exchange, deposit, '2000');
  hashes.listed = await anvil.send(LISTED, deposit, '1.5');
  hashes.token = await anvil.call(
    'ERC20PresetFixedSupply',
    token,
    'transfer',
    [deposit, parseEther('250')],
    deployer,
  );
  await anvil.mine(CONFIRMATIONS);
  t = await startApp({
    startWorker: false,
    clock: new ManualClock(Date.parse('2025-11-20T09:00:00Z')),
    env: {
      VIGIL_CHAIN_ETHEREUM_RPC: anvil.url,
      VIGIL_CHAIN_ETHEREUM_CONFIRMATIONS: String(CONFIRMATIONS),
      VIGIL_CHAIN_LOG_RANGE: '4',
    },
  });
  key = await t.key(['screening:read', 'events:write'], { workspace: 'chain-reads' });
  other = await t.key(['screening:read', 'events:write'], { workspace: 'chain-reads-other' });
  await importSdnPublication(t.app.services.store, { clock: t.clock });
  await t.app.services.risk.refresh();
}, 600_000);

afterAll(async () => {
  await t?.close();
  await anvil?.stop();
});

const screen = (who: TestKey, address: string) => screenWallet(t, who, { chain: 'ethereum', address });

describe('a screening reads the address from the node', () => {
  it('first answers that the history is queued, and does not wait for it', async () => {
    const first = await screen(key, deposit);
    expect(first.risk_score).toBe(0);
    expect(first.coverage).toMatchObject({
      status: 'none',
      limits: ['chain_history'],
      chain_read: { status: 'queued', job_id: expect.stringMatching(/^job_/), blocks: 0, transfers: 0 },
    });
  });

  it('then, once the job ran, is a sanctions hit from the facts read, saying how much was read', async () => {
    await t.app.worker.drain();
    const head = Number(await anvil.public.getBlockNumber({ cacheTime: 0 }));
    const answer = await screen(key, deposit);
    expect(answer.sanctions_hit).toBe(true);
    expect(answer.risk_category).toBe('severe');
    const hit = answer.matches.find((m: { exposure: string }) => m.exposure === 'direct');
    expect(hit).toMatchObject({
      address: LISTED.toLowerCase(),
      entry_id: '39585',
      amounts: [{ asset: 'ETH', amount: '1.5' }],
      before_designation: false,
    });
    expect(answer.coverage.chain_read).toMatchObject({
      status: 'read',
      from_block: 0,
      to_block: head - CONFIRMATIONS,
      blocks: head - CONFIRMATIONS + 1,
      internal_transfers: true,
      cut_by: null,
    });
    // Three transfers to the deposit address, and its counterparties' in the same blocks: the
    // token's mint to the deployer (from the zero address, at 2 hops).
    expect(answer.coverage.chain_read.transfers).toBe(4);
    expect(answer.coverage.transfers).toBe(4);
    expect(answer.coverage.hops).toBe(2);
    // The token calls itself USDT, but it is not the USDT contract: named by its address, unvalued.
    expect(answer.coverage.unvalued_assets).toContain(token.toLowerCase());
  });

  it('shares the facts with every workspace', async () => {
    const answer = await screen(other, deposit);
    expect(answer.sanctions_hit).toBe(true);
  });
});

describe('facts and claims', () => {
  const claim = (who: TestKey, data: Record<string, unknown>) =>
    t.request({
      method: 'POST',
      url: '/v1/events/ingest',
      key: who,
      payload: {
        type: 'transfer.observed',
        occurred_at: '2025-11-19T00:00:00Z',
        data: { chain: 'ethereum', tx_hash: hashes.listed, to: deposit, asset: 'ETH', ...data },
      },
    });

  it('refuses a claim that contradicts a transfer read from the chain (409), naming the block', async () => {
    const response = await claim(key, { from: LISTED, amount: '0.5' });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({ code: 'conflict' });
    expect(response.json().detail).toMatch(/read from ethereum at block \d+/);
  });

  it('takes a claim that agrees with the fact as held already', async () => {
    const response = await claim(other, { from: LISTED, amount: '1.5' });
    expect(response.statusCode, response.body).toBe(202);
  });
});

describe('dollar values at block time', () => {
  it('values ether from the price table on the block’s day and leaves the unknown token unvalued', async () => {
    const lines = (async function* () {
      yield { number: 1, text: 'asset,day,usd' };
      yield { number: 2, text: 'ETH,2025-11-19,3000' };
    })();
    await importPrices(t.app.services.store, lines, t.clock.now());
    await t.app.services.risk.refresh();
    const answer = await screen(key, deposit);
    const hit = answer.matches.find((m: { exposure: string }) => m.exposure === 'direct');
    expect(hit.value_usd).toBe('4500.00');
    expect(answer.coverage.unvalued_assets).toEqual([token.toLowerCase()]);
  });
});

describe('a budget', () => {
  let small: TestApp;
  let smallKey: TestKey;
  beforeAll(async () => {
    small = await startApp({
      startWorker: false,
      clock: new ManualClock(Date.parse('2025-11-20T09:00:00Z')),
      env: {
        VIGIL_CHAIN_ETHEREUM_RPC: anvil.url,
        VIGIL_CHAIN_ETHEREUM_CONFIRMATIONS: String(CONFIRMATIONS),
        VIGIL_CHAIN_LOG_RANGE: '1',
        VIGIL_CHAIN_BACKFILL_BLOCKS: '2',
      },
    });
    smallKey = await small.key(['screening:read'], { workspace: 'budget' });
  });
  afterAll(async () => {
    await small?.close();
  });

  it('cuts a read short, says so, and the next screening continues where it stopped', async () => {
    const head = Number(await anvil.public.getBlockNumber({ cacheTime: 0 })) - CONFIRMATIONS;
    await screenWallet(small, smallKey, { chain: 'ethereum', address: deposit });
    await small.app.worker.drain();
    const first = await screenWallet(small, smallKey, { chain: 'ethereum', address: deposit });
    expect(first.coverage.chain_read).toMatchObject({
      status: 'cut',
      cut_by: 'blocks',
      from_block: head - 1,
      to_block: head,
      blocks: 2,
    });
    expect(first.coverage.limits).toContain('chain_history');
    expect(first.coverage.status).not.toBe('complete');
    // Each screening queues the next read, which goes on back from the block the last stopped at.
    const seen: number[] = [first.coverage.chain_read.from_block];
    for (let i = 0; i < 10; i += 1) {
      await small.app.worker.drain();
      const next = await screenWallet(small, smallKey, { chain: 'ethereum', address: deposit });
      seen.push(next.coverage.chain_read.from_block);
      if (next.coverage.chain_read.status === 'read') break;
    }
    expect(seen.at(-1)).toBe(0);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    const last = await screenWallet(small, smallKey, { chain: 'ethereum', address: deposit });
    expect(last.coverage.chain_read).toMatchObject({
      status: 'read',
      from_block: 0,
      to_block: head,
      cut_by: null,
    });
    expect(last.sanctions_hit).toBe(false);
    expect(last.coverage.transfers).toBe(4);
  });
});
