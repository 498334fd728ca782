/**
 * Following the head of a real node (anvil) for a screened address, and a reorganisation made with
 * anvil's `anvil_reorg`: the transfer of the orphaned block leaves the store and the graph, the
 * replacement block's transfer is read, and the screening that stood on the orphan changes.
 */
import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { ACCOUNTS, type Anvil, startAnvil } from '../../fixtures/anvil.ts';
import { startApp, type TestApp, type TestKey } from '../../harness.ts';
import { screenWallet } from '../screening/screen-wallet.ts';

const [, exchange, mixer] = ACCOUNTS as [Address, Address, Address];
const deposit: Address = '0x5e1d2c3b4a59687766554433221100ffeeddcc01';

let anvil: Anvil;
let t: TestApp;
let key: TestKey;

beforeAll(async () => {
  anvil = await startAnvil();
  await anvil.send(exchange, deposit, '1');
  t = await startApp({
    startWorker: false,
    clock: new ManualClock(Date.parse('2025-11-20T09:00:00Z')),
    env: { VIGIL_CHAIN_ETHEREUM_RPC: anvil.url, VIGIL_CHAIN_ETHEREUM_CONFIRMATIONS: '0' },
  });
  key = await t.key(['screening:write', 'screening:read'], { workspace: 'reorg' });
  const label = await t.request({
    method: 'POST',
    url: '/v1/labels',
    key,
    payload: { chain: 'ethereum', address: mixer, label: 'Mixer', category: 'mixing_service' },
  });
  expect(label.statusCode, label.body).toBe(201);
}, 60_000);

afterAll(async () => {
  await t?.close();
  await anvil?.stop();
});

const screen = () => screenWallet(t, key, { chain: 'ethereum', address: deposit });
const mixerMatch = (answer: { matches: { address: string }[] }) =>
  answer.matches.find((m) => m.address === mixer.toLowerCase());

async function storedFacts() {
  return t.app.services.store.db
    .selectFrom('transfers')
    .select(['tx_hash', 'from_address', 'block_number', 'block_hash'])
    .where('owner', '=', '')
    .where('to_address', '=', deposit)
    .orderBy('block_number')
    .execute();
}

describe('following the head', () => {
  let orphanTx = '';

  it('reads the blocks after the history for a screened address', async () => {
    await screen();
    await t.app.worker.drain();
    // The first pass starts at the confirmed head; the history below it was the backfill's.
    expect((await t.app.services.chainReader.followHeads()).get('ethereum')).toMatchObject({ stored: 0 });
    orphanTx = await anvil.send(mixer, deposit, '3');
    const pass = (await t.app.services.chainReader.followHeads()).get('ethereum');
    expect(pass).toMatchObject({ stored: 1, orphaned: 0 });
    expect(mixerMatch(await screen())).toMatchObject({ exposure: 'direct' });
  });

  it('undoes the transfers of an orphaned block and reads its replacement', async () => {
    const before = await storedFacts();
    const orphan = before.find((row) => row.tx_hash === orphanTx);
    expect(orphan).toBeDefined();
    // Replace the last block by one where the exchange, not the mixer, pays the deposit address.
    const response = await fetch(anvil.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'anvil_reorg',
        params: [1, [[{ from: exchange, to: deposit, value: '0x4563918244f40000' }, 0]]],
      }),
    });
    expect(await response.json()).not.toHaveProperty('error');
    const canonical = await anvil.public.getBlock({ blockNumber: BigInt(orphan?.block_number ?? 0) });
    expect(canonical.hash).not.toBe(orphan?.block_hash);

    const pass = (await t.app.services.chainReader.followHeads()).get('ethereum');
    expect(pass).toMatchObject({ orphaned: 1, stored: 1 });
    const after = await storedFacts();
    expect(after.map((row) => row.tx_hash)).not.toContain(orphanTx);
    expect(after.at(-1)).toMatchObject({
      from_address: exchange,
      block_number: orphan?.block_number,
      block_hash: canonical.hash,
    });
    const answer = await screen();
    expect(mixerMatch(answer)).toBeUndefined();
    expect(answer.coverage.transfers).toBe(2);
  });
});

describe('the seam for watches', () => {
  it('follows an address and queues the read of its history in the caller’s transaction', async () => {
    const watched = '0x5e1d2c3b4a59687766554433221100ffeeddcc02';
    const { store } = t.app.services;
    await store.db
      .transaction()
      .execute((tx) => t.app.services.chainReader.follow(tx, 'ethereum', watched, 'watch', 2));
    const follow = await store.db
      .selectFrom('chain_follows')
      .selectAll()
      .where('address', '=', watched)
      .executeTakeFirst();
    expect(follow).toMatchObject({ chain: 'ethereum', reason: 'watch' });
    expect(await t.app.services.chainReader.readOf('ethereum', watched)).toMatchObject({
      status: 'queued',
      hops: 2,
    });
    // A chain without a node: nothing followed, nothing queued.
    await store.db
      .transaction()
      .execute((tx) => t.app.services.chainReader.follow(tx, 'polygon', watched, 'watch', 2));
    expect(await t.app.services.chainReader.readOf('polygon', watched)).toBeUndefined();
  });
});
