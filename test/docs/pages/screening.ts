/**
 * docs/screening.md: wallet and transaction screening against the real OFAC list and Tornado Cash
 * TagPack (imported by the lists page), a direct sanctions hit however small its share, an address
 * never seen, the price table's import, labels, own wallets, a transfer sent as an event, an
 * entity's graph.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { sqliteStore, tempDir } from '../../cli/cli-runs.ts';
import { lines } from '../doc-render.ts';
import type { DocPage } from '../docs-context.ts';
import { pair } from './pairs.ts';
import { policyScenarios } from './screening-policy.ts';

/** In the Tornado Cash TagPack (delisted by OFAC in 2025): a mixer label, not a sanctions hit. */
export const TORNADO = '0x8589427373D6D84E98730D7795D8f6f8731FDA16';
/** On the OFAC list under ETH (entry of the 2025-11-19 publication), screened on BNB Smart Chain. */
export const LISTED_ETH = '0x04DBA1194ee10112fE6C3207C0687DEf0e78baCf';
const SENDER = '0x7a1c3e0b9d2f4a6c8e1b3d5f7a9c2e4b6d8f0a1c';
const WALLET = '0x2f3a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a';
const BUYER = '1BoatSLRHtKNngkdXEeobR76b53LETtpyT';
/** A customer's deposit address paid by a clean exchange and, a little, by the listed address. */
const DEPOSIT = '0x5e1d2c3b4a59687766554433221100ffeeddccbb';
const EXCHANGE = '0x28c6c06298d514db089934071355e5743bf21d60';
/** An address no transfer, list or label names. */
const UNSEEN = '0x9b0f7e6d5c4b3a29180716253443526170819aab';
const HOT_WALLET = '0x3f5ce5fbfe3e9af3971dd833d26ba9b5c936f0be';
/** The price table's example file. */
const PRICES = ['asset,day,usd', 'ETH,2025-11-19,3021.55', 'BTC,2025-11-19,91560.12', 'ETH,2025-11-31,3100'];

export const screeningPage: DocPage = {
  file: 'screening.md',
  scenarios: {
    ...policyScenarios,
    ...pair('screening/wallet', () => ({
      method: 'POST',
      path: '/v1/screen/wallet',
      body: { chain: 'ETH', address: TORNADO },
    })),
    ...pair('screening/wallet-listed', () => ({
      method: 'POST',
      path: '/v1/screen/wallet',
      body: { chain: 'bsc', address: LISTED_ETH },
    })),
    ...pair('screening/transaction', () => ({
      method: 'POST',
      path: '/v1/screen/transaction',
      body: {
        chain: 'ethereum',
        tx_hash: '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060',
        from: WALLET,
        to: TORNADO,
        amount: 2,
        asset: 'ETH',
      },
    })),
    'screening/direct-hit-transfers': async (ctx) => {
      const sent = [];
      for (const [i, from, amount, valueUsd] of [
        [1, EXCHANGE, '2000', '6043100.00'],
        [2, LISTED_ETH, '1.5', '4532.33'],
      ] as const) {
        sent.push(
          await ctx.call(
            {
              method: 'POST',
              path: '/v1/events/ingest',
              body: {
                type: 'transfer.observed',
                occurred_at: `2026-11-2${i}T09:00:00Z`,
                data: {
                  chain: 'ethereum',
                  tx_hash: `0x${String(i).repeat(64)}`,
                  from,
                  to: DEPOSIT,
                  amount,
                  asset: 'ETH',
                  value_usd: valueUsd,
                },
              },
            },
            [202],
          ),
        );
      }
      return lines(...sent.map((call) => call.command));
    },
    ...pair('screening/direct-hit', () => ({
      method: 'POST',
      path: '/v1/screen/wallet',
      body: { chain: 'ethereum', address: DEPOSIT },
    })),
    ...pair(
      'screening/unseen',
      () => ({ method: 'POST', path: '/v1/screen/wallet', body: { chain: 'ethereum', address: UNSEEN } }),
      (json) => {
        const { risk_score, risk_category, matches, coverage } = json as Record<string, unknown>;
        return { risk_score, risk_category, matches, coverage };
      },
    ),
    'screening/import-prices': async (ctx) => {
      const dir = tempDir();
      writeFileSync(path.join(dir, 'prices.csv'), `${PRICES.join('\n')}\n`);
      const run = await ctx.cli(['import', 'prices', 'prices.csv'], {
        store: sqliteStore(tempDir()),
        cwd: dir,
      });
      if (run.code !== 0) throw new Error(`vigil import prices exited ${run.code}: ${run.stderr}`);
      return run.stdout;
    },
    'screening/prices-csv': async () => lines(...PRICES),
    'screening/labels': async (ctx) => {
      const created = await ctx.call({
        method: 'POST',
        path: '/v1/labels',
        body: { chain: 'BTC', address: BUYER, label: 'Fake exchange', category: 'scam', confidence: 80 },
      });
      const listed = await ctx.call({ method: 'GET', path: '/v1/labels?chain=bitcoin' });
      const id = (created.json as { id: string }).id;
      const deleted = await ctx.call({ method: 'DELETE', path: `/v1/labels/${id}` });
      return lines(created.command, listed.command, deleted.command);
    },
    ...pair('screening/own-wallet', () => ({
      method: 'POST',
      path: '/v1/own-wallets',
      body: { chain: 'ethereum', address: HOT_WALLET, label: 'hot wallet 1' },
    })),
    'screening/transfer': async (ctx) => {
      const sent = await ctx.call({
        method: 'POST',
        path: '/v1/events/ingest',
        body: {
          type: 'transfer.observed',
          occurred_at: '2026-11-20T08:30:00Z',
          data: {
            chain: 'ethereum',
            tx_hash: '0x9e1f6c2a7b3d8e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f',
            from: SENDER,
            to: WALLET,
            amount: 10,
          },
        },
      });
      return lines(sent.command, `# → ${sent.response.statusCode} ${JSON.stringify(sent.json)}`);
    },
    ...pair('screening/audit-list', () => ({
      method: 'GET',
      path: `/v1/screenings?chain=bsc&address=${LISTED_ETH}&limit=1`,
    })),
    ...pair(
      'screening/audit-record',
      async (ctx) => {
        const listed = await ctx.call({
          method: 'GET',
          path: `/v1/screenings?chain=bsc&address=${LISTED_ETH}&limit=1`,
        });
        const [first] = (listed.json as { data: { id: string }[] }).data;
        if (first === undefined) throw new Error('the listed address was not screened before');
        return { method: 'GET', path: `/v1/screenings/${first.id}` };
      },
      (json) => {
        // The answer itself is the one above; the imports' times are the run's own clock.
        const { result: _result, list_versions, ...shown } = json as Record<string, unknown>;
        const versions = (list_versions as Record<string, unknown>[]).map(
          ({ imported_at: _at, ...version }) => version,
        );
        return { ...shown, list_versions: versions };
      },
    ),
    'screening/entity-graph': async (ctx) => {
      const screened = await ctx.call({
        method: 'POST',
        path: '/v1/screen/wallet',
        body: { chain: 'ethereum', address: WALLET },
      });
      const entity = (screened.json as { entity_cluster: string }).entity_cluster;
      const graph = await ctx.call({ method: 'GET', path: `/v1/entities/${entity}/graph?depth=2` });
      return lines(graph.command);
    },
  },
};
