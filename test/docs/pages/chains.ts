/**
 * docs/chains.md: Vigil reading a real node, anvil (test/fixtures/anvil.ts), through a second app on
 * the docs' store (which holds OFAC's publication of 2025-11-19, imported by the lists page) with
 * `VIGIL_CHAIN_ETHEREUM_RPC` set: a deposit address paid by an exchange and by a listed address
 * (impersonated on anvil), screened before and after its history is read, and a claim that
 * contradicts what was read. Bitcoin through the local Esplora API (test/fixtures/esplora-server.ts)
 * serving mainnet block 277647 and blocks 0–4 (test/fixtures/bitcoin/README.md).
 */
import type { Address } from 'viem';
import { ManualClock } from '../../../src/lib/clock.ts';
import { ACCOUNTS, type Anvil, startAnvil } from '../../fixtures/anvil.ts';
import { block277647, blocks0to4 } from '../../fixtures/bitcoin/mainnet-blocks.ts';
import { type EsploraServer, startEsploraServer } from '../../fixtures/esplora-server.ts';
import { startApp, type TestApp, type TestKey } from '../../harness.ts';
import { DOCS_NOW, exchange, lines, pretty, type Request } from '../doc-render.ts';
import type { DocPage } from '../docs-context.ts';
import { LISTED_ETH } from './screening.ts';

const EXCHANGE = ACCOUNTS[1] as Address;
const DEPOSIT: Address = '0x7e57c0ffee000000000000000000000000000001';

let anvil: Anvil | undefined;
let esplora: EsploraServer | undefined;
/** Paid 0.48968 BTC by block 277647's transaction 5b633c58…, which co-spends two addresses' coins. */
const BITCOIN_DEPOSIT = '1M1wf5jKHwVWuxfUv5QB2jK9E3vBpdDHGr';
let app: TestApp | undefined;
let key: TestKey | undefined;
let listedTx = '';
const answers = new Map<string, unknown>();

async function run(name: string, request: Request, expected?: number[]): Promise<string> {
  if (app === undefined || key === undefined) throw new Error('the chains page was not set up');
  const sent = await exchange(app, key, request, expected);
  answers.set(name, sent.json);
  return lines(sent.command);
}

const answer = (name: string) => async () => lines(pretty(answers.get(name) ?? null));

const screening: Request = {
  method: 'POST',
  path: '/v1/screen/wallet',
  body: { chain: 'ethereum', address: DEPOSIT },
};

export const chainsPage: DocPage = {
  file: 'chains.md',
  async setup(ctx) {
    anvil = await startAnvil();
    await anvil.send(EXCHANGE, DEPOSIT, '20');
    listedTx = await anvil.send(LISTED_ETH, DEPOSIT, '1.5');
    await anvil.mine(2);
    esplora = await startEsploraServer();
    for (const [height, block] of (await blocks0to4()).entries()) esplora.place(height, block);
    esplora.place(277647, await block277647());
    app = await startApp({
      store: ctx.store,
      clock: new ManualClock(DOCS_NOW),
      startWorker: false,
      env: {
        VIGIL_CHAIN_ETHEREUM_RPC: anvil.url,
        VIGIL_CHAIN_ETHEREUM_CONFIRMATIONS: '2',
        VIGIL_CHAIN_BITCOIN_ESPLORA: esplora.url,
        // The local server's tip is block 277647 itself; it has no blocks between 4 and 277647.
        VIGIL_CHAIN_BITCOIN_CONFIRMATIONS: '0',
        VIGIL_CHAIN_BACKFILL_BLOCKS: '1000000',
      },
    });
    key = await app.key(['screening:read', 'events:write'], { workspace: 'chains' });
    await app.app.services.risk.refresh();
  },
  async teardown() {
    await app?.close();
    await anvil?.stop();
    await esplora?.stop();
  },
  scenarios: {
    'chains/first-request': () => run('first', screening),
    'chains/first-answer': answer('first'),
    'chains/read-request': async () => {
      await app?.app.worker.drain();
      return run('read', screening);
    },
    'chains/read-answer': answer('read'),
    'chains/conflict-request': () =>
      run(
        'conflict',
        {
          method: 'POST',
          path: '/v1/events/ingest',
          body: {
            type: 'transfer.observed',
            occurred_at: '2025-11-19T00:00:24Z',
            data: { chain: 'ethereum', tx_hash: listedTx, from: LISTED_ETH, to: DEPOSIT, amount: '0.15' },
          },
        },
        [409],
      ),
    'chains/conflict-answer': answer('conflict'),
    'chains/bitcoin-request': async () => {
      const request: Request = {
        method: 'POST',
        path: '/v1/screen/wallet',
        body: { chain: 'bitcoin', address: BITCOIN_DEPOSIT, max_hops: 1 },
      };
      // The first screening queues the read; the example is the one after the job ran.
      await run('bitcoin-queued', request);
      await app?.app.worker.drain();
      return run('bitcoin', request);
    },
    'chains/bitcoin-answer': answer('bitcoin'),
  },
};
