/**
 * docs/monitoring-risk.md: watched addresses, one and in bulk (the import run as the worker runs
 * it), and a change told as `screening.changed` when a label lands on a watched address's
 * counterparty.
 */
import { lines, pretty } from '../doc-render.ts';
import type { DocPage } from '../docs-context.ts';
import { pair } from './pairs.ts';

/** A customer's deposit address, and the address that paid it. */
const DEPOSIT = '0x6b175474e89094c44da98b954eedeac495271d0f';
const PAYER = '0x9c2ee7e2a4d3f7b81a0c5d6e8f9a1b2c3d4e5f60';

export const monitoringRiskPage: DocPage = {
  file: 'monitoring-risk.md',
  scenarios: {
    ...pair('watches/create', () => ({
      method: 'POST',
      path: '/v1/watches',
      body: { chain: 'ethereum', address: DEPOSIT, reference: 'customer-1042' },
    })),
    ...pair('watches/bulk', () => ({
      method: 'POST',
      path: '/v1/watches',
      body: [
        {
          chain: 'ethereum',
          address: '0x28c6c06298d514db089934071355e5743bf21d60',
          reference: 'customer-1043',
        },
        { chain: 'BTC', address: '1BoatSLRHtKNngkdXEeobR76b53LETtpyT', reference: 'customer-1044' },
        { chain: 'ethereum', address: DEPOSIT },
        { chain: 'ethereum', address: '0x12345' },
      ],
    })),
    ...pair('watches/import', async (ctx) => {
      const { id } = JSON.parse(ctx.need('watches/bulk-answer')) as { id: string };
      // What the worker does with the `watches.import` job.
      await ctx.t.app.services.watches.runImport(id);
      return { method: 'GET', path: `/v1/watches/imports/${id}` };
    }),
    'watches/changed': async (ctx) => {
      const sent = await ctx.call(
        {
          method: 'POST',
          path: '/v1/events/ingest',
          body: {
            type: 'transfer.observed',
            occurred_at: '2026-11-22T10:00:00Z',
            data: {
              chain: 'ethereum',
              tx_hash: '0x7d3c1e9a5b2f4a6c8e0d1b3f5a7c9e2b4d6f8a0c1e3b5d7f9a2c4e6b8d0f1a3c',
              from: PAYER,
              to: DEPOSIT,
              amount: '12.5',
              asset: 'ETH',
            },
          },
        },
        [202],
      );
      const labelled = await ctx.call({
        method: 'POST',
        path: '/v1/labels',
        body: { chain: 'ethereum', address: PAYER, label: 'Mixer deposit', category: 'mixing_service' },
      });
      await ctx.t.app.services.watchTriggers.settle();
      const watch = await ctx.call({ method: 'GET', path: `/v1/watches?chain=ethereum&address=${DEPOSIT}` });
      const events = await ctx.t.app.services.store.db
        .selectFrom('outbox_events')
        .select('payload')
        .where('type', '=', 'screening.changed')
        .orderBy('id')
        .execute();
      const last = events.at(-1);
      const data = last === undefined ? null : (JSON.parse(last.payload) as { data: unknown }).data;
      return lines(
        sent.command,
        labelled.command,
        watch.command,
        `# → ${pretty(watch.json)}`.split('\n').join('\n# '),
        '# the screening.changed event (webhook and live stream):',
        `# ${pretty(data)}`.split('\n').join('\n# '),
      );
    },
  },
};
