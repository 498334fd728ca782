/**
 * The Bitcoin reader against a local Esplora API (test/fixtures/esplora-server.ts) serving real
 * mainnet blocks from btcd's test data (test/fixtures/bitcoin/README.md): mainnet blocks 0–4 at
 * their heights and block 277647 at its own. Every transaction, address and amount below is
 * mainnet's, as that block holds it; none is made up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseChainReaderSettings } from '../../../src/risk/chain-reader/chain-reader-config.ts';
import type { ChainSource } from '../../../src/risk/chain-reader/chain-source.ts';
import { createEsploraSource } from '../../../src/risk/chain-reader/esplora-source.ts';
import { block277647, blocks0to4, type MainnetBlock } from '../../fixtures/bitcoin/mainnet-blocks.ts';
import { type EsploraServer, startEsploraServer } from '../../fixtures/esplora-server.ts';

/** Block 277647's transaction 5b633c58…: two inputs (co-spent), two outputs. */
const COSPEND = '5b633c585506eca654972b58d89c749f748a679d13c265d70821789d4fa93af8';
/** Named by 29 transactions of block 277647: two pages of Esplora's 25. */
const BUSY = '1Bqbu2rgJVWfw1aAw3VM98JBkNdE9Cuw4G';

let server: EsploraServer;
let block: MainnetBlock;
let source: ChainSource;

beforeAll(async () => {
  server = await startEsploraServer();
  block = await block277647();
  for (const [height, early] of (await blocks0to4()).entries()) server.place(height, early);
  server.place(277647, block);
  source = createEsploraSource({ chain: 'bitcoin', url: server.url, confirmations: 0 }, { timeoutMs: 5_000 });
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

describe('blocks', () => {
  it('reads the tip and a block’s hash, parent and time', async () => {
    expect(await source.head()).toBe(277647);
    expect(await source.header(277647)).toEqual({
      number: 277647,
      hash: '0000000000000000054a714e580b16c583701712ab91060e92dbde6eb1e052a8',
      parentHash: '0000000000000000c86826ab2fbe4639ec413004955a36e77c2267988579e653',
      at: Date.parse('2013-12-30T01:31:42Z'),
    });
    expect((await source.header(0)).hash).toBe(
      '000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f',
    );
  });
});

describe('an address’s history', () => {
  it('reads a transaction whole: inputs with their previous outputs, exact satoshis', async () => {
    const window = await source.read(0, 277647, ['1M1wf5jKHwVWuxfUv5QB2jK9E3vBpdDHGr']);
    expect(window.facts).toHaveLength(1);
    expect(window.facts[0]).toEqual({
      block: { number: 277647, hash: block.id },
      transfer: expect.objectContaining({
        chain: 'bitcoin',
        txHash: COSPEND,
        position: '',
        whole: true,
        occurredAt: Date.parse('2013-12-30T01:31:42Z'),
        inputs: [
          { address: '14rLYVprXUvPMZimXXvi8FzMNnWBFEHHjW', amount: '0.0456565' },
          { address: '14ALSRVpt6NPvVcU53A4iNpakSaoVNXrWs', amount: '14.5902965' },
        ],
        outputs: [
          { address: '1M1wf5jKHwVWuxfUv5QB2jK9E3vBpdDHGr', amount: '0.48968' },
          { address: '17xr4gmhoRn2E52NwFqkfbNwdzBLEWJXdS', amount: '14.146085' },
        ],
      }),
    });
  });

  it('pages a long history with last_seen_txid, newest first', async () => {
    const before = server.asked.length;
    const window = await source.read(0, 277647, [BUSY]);
    const named = block.txs.filter((tx) =>
      [...tx.vout, ...tx.vin.map((i) => i.prevout)].some((o) => o?.scriptpubkey_address === BUSY),
    );
    expect(named).toHaveLength(29);
    expect(window.facts.map((f) => f.transfer.txHash).sort()).toEqual(named.map((tx) => tx.txid).sort());
    const asked = server.asked.slice(before);
    expect(asked[0]).toBe(`/address/${BUSY}/txs/chain`);
    expect(asked[1]).toMatch(new RegExp(`^/address/${BUSY}/txs/chain/[0-9a-f]{64}$`));
  });

  it('gives back an address whose history is longer than it reads, and none of its transfers', async () => {
    const short = createEsploraSource(
      { chain: 'bitcoin', url: server.url, confirmations: 0 },
      { timeoutMs: 5_000, maxPages: 1 },
    );
    const window = await short.read(0, 277647, [BUSY, '1M1wf5jKHwVWuxfUv5QB2jK9E3vBpdDHGr']);
    expect(window.tooLong).toEqual([BUSY]);
    expect(window.facts.map((f) => f.transfer.txHash)).toEqual([COSPEND]);
  });

  it('keeps to the span asked for', async () => {
    expect((await source.read(0, 277646, [BUSY])).facts).toEqual([]);
    expect((await source.read(277648, 300000, [BUSY])).facts).toEqual([]);
  });

  it('locates a transaction and names its parties', async () => {
    expect(await source.locate(COSPEND)).toEqual({
      block: 277647,
      parties: [
        '14rLYVprXUvPMZimXXvi8FzMNnWBFEHHjW',
        '14ALSRVpt6NPvVcU53A4iNpakSaoVNXrWs',
        '1M1wf5jKHwVWuxfUv5QB2jK9E3vBpdDHGr',
        '17xr4gmhoRn2E52NwFqkfbNwdzBLEWJXdS',
      ],
    });
    expect(await source.locate('00'.repeat(32))).toBeUndefined();
  });
});

describe('an answer that is not Esplora’s is an error, never an empty history', () => {
  const address = '1M1wf5jKHwVWuxfUv5QB2jK9E3vBpdDHGr';
  const history = new RegExp(`^/address/${address}/`);
  const read = () => source.read(0, 277647, [address]);

  it('a web page', async () => {
    server.answer(history, { status: 200, body: '<!doctype html><title>mempool</title>' });
    await expect(read()).rejects.toThrow(/answered GET \/address\/.* with text that is not JSON/);
  });

  it('JSON of another shape', async () => {
    server.answer(history, { status: 200, body: '{"txs": []}' });
    await expect(read()).rejects.toThrow(/something other than a list of transactions/);
  });

  it('inputs without their previous outputs', async () => {
    const tx = block.txs.find((t) => t.txid === COSPEND);
    const stripped = { ...tx, vin: tx?.vin.map(({ prevout: _p, ...rest }) => rest) };
    const status = {
      confirmed: true,
      block_height: 277647,
      block_hash: block.id,
      block_time: block.timestamp,
    };
    server.answer(history, { status: 200, body: JSON.stringify([{ ...stripped, status }]) });
    await expect(read()).rejects.toThrow(/vin\[0\] without its previous output \(prevout\)/);
  });

  it('a value that is not whole satoshis', async () => {
    const tx = block.txs.find((t) => t.txid === COSPEND);
    const status = {
      confirmed: true,
      block_height: 277647,
      block_hash: block.id,
      block_time: block.timestamp,
    };
    const vout = tx?.vout.map((o) => ({ ...o, value: o.value / 1e8 }));
    server.answer(history, { status: 200, body: JSON.stringify([{ ...tx, vout, status }]) });
    await expect(read()).rejects.toThrow(/vout\[0\]\.value 0\.48968, not a whole number of satoshis/);
  });

  it('an HTTP error, after one more try for a 5xx', async () => {
    server.answer(history, { status: 503, body: 'indexer is syncing' });
    const before = server.asked.length;
    await expect(read()).rejects.toThrow(/HTTP 503: indexer is syncing/);
    expect(server.asked.length - before).toBe(2);
    server.answer(history, undefined);
    expect((await read()).facts).toHaveLength(1);
  });

  it('a tip that is not a height', async () => {
    server.answer(/^\/blocks\/tip\/height$/, { status: 200, body: '{"height": 277647}' });
    await expect(source.head()).rejects.toThrow(/where a block height belongs/);
    server.answer(/^\/blocks\/tip\/height$/, undefined);
  });
});

describe('settings', () => {
  it('reads the Esplora URL and confirmations (6 by default), and refuses what is not a URL', () => {
    const problems: string[] = [];
    expect(
      parseChainReaderSettings({ VIGIL_CHAIN_BITCOIN_ESPLORA: 'http://127.0.0.1:3000/' }, problems).bitcoin,
    ).toEqual({ chain: 'bitcoin', url: 'http://127.0.0.1:3000', confirmations: 6 });
    parseChainReaderSettings(
      { VIGIL_CHAIN_BITCOIN_ESPLORA: 'electrs:3000', VIGIL_CHAIN_BITCOIN_CONFIRMATIONS: '-1' },
      problems,
    );
    expect(problems).toEqual([
      "VIGIL_CHAIN_BITCOIN_CONFIRMATIONS must be a whole number from 0 to 10000, got '-1'",
      "VIGIL_CHAIN_BITCOIN_ESPLORA must be the http(s):// base URL of an Esplora API, got 'electrs:3000'",
    ]);
  });
});
