/**
 * Following Bitcoin's tip through an Esplora API for a screened address, and a reorganisation: the
 * local Esplora server (test/fixtures/esplora-server.ts) first has mainnet blocks 0–4, then mainnet
 * block 277647 arrives at its height (test/fixtures/bitcoin/README.md), then a block competing
 * with it replaces it. The competing block holds the same real transactions less 5b633c58… (as a
 * transaction a reorganisation leaves out goes back to the mempool); its header is the test's own
 * (`competingBlock`). No transaction is made up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import {
  block277647,
  blocks0to4,
  competingBlock,
  type MainnetBlock,
} from '../../fixtures/bitcoin/mainnet-blocks.ts';
import { type EsploraServer, startEsploraServer } from '../../fixtures/esplora-server.ts';
import { startApp, type TestApp, type TestKey } from '../../harness.ts';
import { screenWallet } from '../screening/screen-wallet.ts';

const COSPEND = '5b633c585506eca654972b58d89c749f748a679d13c265d70821789d4fa93af8';
const PAID = '1M1wf5jKHwVWuxfUv5QB2jK9E3vBpdDHGr';
const SMALL_INPUT = '14rLYVprXUvPMZimXXvi8FzMNnWBFEHHjW';
const LARGE_INPUT = '14ALSRVpt6NPvVcU53A4iNpakSaoVNXrWs';

let server: EsploraServer;
let block: MainnetBlock;
let t: TestApp;
let key: TestKey;

beforeAll(async () => {
  server = await startEsploraServer();
  block = await block277647();
  for (const [height, early] of (await blocks0to4()).entries()) server.place(height, early);
  t = await startApp({
    startWorker: false,
    clock: new ManualClock(Date.parse('2026-11-20T09:00:00Z')),
    env: { VIGIL_CHAIN_BITCOIN_ESPLORA: server.url, VIGIL_CHAIN_BITCOIN_CONFIRMATIONS: '0' },
  });
  key = await t.key(['screening:write', 'screening:read'], { workspace: 'bitcoin-follow' });
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

const screen = () => screenWallet(t, key, { chain: 'bitcoin', address: PAID, max_hops: 1 });
const follow = async () => (await t.app.services.chainReader.followHeads()).get('bitcoin');

async function stored() {
  const db = t.app.services.store.db;
  const edges = await db
    .selectFrom('transfers')
    .select(['tx_hash', 'from_address', 'block_number', 'block_hash'])
    .where('owner', '=', '')
    .where('chain', '=', 'bitcoin')
    .where('to_address', '=', PAID)
    .execute();
  const wholes = await db
    .selectFrom('chain_transactions')
    .select(['tx_hash', 'block_hash'])
    .where('owner', '=', '')
    .where('tx_hash', '=', COSPEND)
    .execute();
  return { edges, wholes };
}

describe('following the tip', () => {
  it('reads the block mined after the history for a screened address', async () => {
    await screen();
    await t.app.worker.drain();
    expect((await screen()).coverage.chain_read).toMatchObject({ status: 'read', to_block: 4, transfers: 0 });
    // The first pass starts at the tip; what came before was the backfill's.
    expect(await follow()).toMatchObject({ block: 4, stored: 0 });
    server.place(277647, block);
    const pass = await follow();
    expect(pass).toMatchObject({ block: 277647, orphaned: 0 });
    expect(pass?.stored).toBeGreaterThanOrEqual(1);
    const { edges, wholes } = await stored();
    expect(
      edges.map((e) => [e.tx_hash, e.from_address, Number(e.block_number), e.block_hash]).sort(),
    ).toEqual([
      [COSPEND, LARGE_INPUT, 277647, block.id],
      [COSPEND, SMALL_INPUT, 277647, block.id],
    ]);
    expect(wholes).toEqual([{ tx_hash: COSPEND, block_hash: block.id }]);
    const answer = await screen();
    expect(answer.matches.map((m: { address: string }) => m.address)).toContain(LARGE_INPUT);
  });

  it('undoes the transactions of an orphaned block, and re-reads the block that replaced it', async () => {
    const competing = competingBlock(block, COSPEND);
    server.place(277647, competing);
    const pass = await follow();
    expect(pass?.orphaned).toBeGreaterThanOrEqual(2);
    expect(pass?.reorg).toMatchObject({ chain: 'bitcoin', fromBlock: 277647 });
    // 5b633c58… is not in the competing block: as far as the chain now says, it did not happen.
    expect(pass?.reorg?.undone).toEqual([{ txHash: COSPEND, blockNumber: 277647, blockHash: block.id }]);
    expect(pass?.reorg?.addresses).toEqual(expect.arrayContaining([PAID, SMALL_INPUT, LARGE_INPUT]));
    expect(await stored()).toEqual({ edges: [], wholes: [] });
    // The other transactions of the inputs' addresses in the block were read again from the competing block.
    const reread = await t.app.services.store.db
      .selectFrom('transfers')
      .select('block_hash')
      .distinct()
      .where('owner', '=', '')
      .where('chain', '=', 'bitcoin')
      .execute();
    expect(reread.map((r) => r.block_hash)).not.toContain(block.id);
    const answer = await screen();
    expect(answer.matches).toEqual([]);
    expect(answer.coverage.transfers).toBe(0);
  });

  it('reads the transaction again when the chain takes the block that has it back', async () => {
    server.place(277647, block);
    const pass = await follow();
    // No fact was stored from the competing block: only the hash of the block followed last says
    // the chain changed, and the window below it is read again.
    expect(pass?.reorg).toMatchObject({ chain: 'bitcoin', fromBlock: 277647 - 127, undone: [] });
    const { edges, wholes } = await stored();
    expect(edges).toHaveLength(2);
    expect(wholes).toEqual([{ tx_hash: COSPEND, block_hash: block.id }]);
    expect((await screen()).matches.map((m: { address: string }) => m.address)).toContain(LARGE_INPUT);
  });
});
