/**
 * docs/chains.md: Vigil reading a real node, anvil (test/fixtures/anvil.ts), through a second app on
 * the docs' store (which holds OFAC's publication of 2025-11-19, imported by the lists page) with
 * `VIGIL_CHAIN_ETHEREUM_RPC` set: a deposit address paid by an exchange and by a listed address
 * (impersonated on anvil), screened before and after its history is read, and a claim that
 * contradicts what was read.
 */
import type { Address } from 'viem';
import { ManualClock } from '../../../src/lib/clock.ts';
import { ACCOUNTS, type Anvil, startAnvil } from '../../fixtures/anvil.ts';
import { startApp, type TestApp, type TestKey } from '../../harness.ts';
import { DOCS_NOW, exchange, lines, pretty, type Request } from '../doc-render.ts';
import type { DocPage } from '../docs-context.ts';
import { LISTED_ETH } from './screening.ts';

const EXCHANGE = ACCOUNTS[1] as Address;
const DEPOSIT: Address = '0x7e57c0ffee000000000000000000000000000001';

let anvil: Anvil | undefined;
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
    app = await startApp({
      store: ctx.store,
      clock: new ManualClock(DOCS_NOW),
      startWorker: false,
      env: { VIGIL_CHAIN_ETHEREUM_RPC: anvil.url, VIGIL_CHAIN_ETHEREUM_CONFIRMATIONS: '2' },
    });
    key = await app.key(['screening:read', 'events:write'], { workspace: 'chains' });
    await app.app.services.risk.refresh();
  },
  async teardown() {
    await app?.close();
    await anvil?.stop();
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
  },
};
