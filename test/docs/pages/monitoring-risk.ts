/**
 * docs/monitoring-risk.md: watched addresses, one and in bulk (the import run as the worker runs
 * it), a change told as `screening.changed` when a label lands on a watched address's
 * counterparty, and a retroactive finding: a deposit from an address a later OFAC list names, run
 * on an app of its own (its small list would replace the real one the other pages screen against).
 */
import { Readable } from 'node:stream';
import { ManualClock } from '../../../src/lib/clock.ts';
import { importOfacList } from '../../../src/risk/lists/index.ts';
import { startApp } from '../../harness.ts';
import { sdnDocument } from '../../risk/lists/ofac/sdn-document.ts';
import { DOCS_NOW, exchange, lines, pretty } from '../doc-render.ts';
import type { DocPage } from '../docs-context.ts';
import { pair } from './pairs.ts';

/** A customer's deposit address, and the address that paid it. */
const DEPOSIT = '0x6b175474e89094c44da98b954eedeac495271d0f';
const PAYER = '0x9c2ee7e2a4d3f7b81a0c5d6e8f9a1b2c3d4e5f60';
/** An address that paid a customer in October, and that a November list names. */
const LATER_LISTED = '0x3e8d1b7a5c9f2e4d6b8a0c1e3f5a7b9d2c4e6f81';

/** A deposit, then an OFAC publication naming its sender, on an app and store of its own. */
async function retroactiveFinding(): Promise<string> {
  const clock = new ManualClock(DOCS_NOW);
  const t = await startApp({ clock, startWorker: false });
  try {
    const key = await t.key(['events:write', 'threats:read'], { workspace: 'retroactive' });
    const sent = await exchange(t, key, {
      method: 'POST',
      path: '/v1/events/ingest',
      body: {
        type: 'deposit.received',
        occurred_at: '2026-10-14T16:20:00Z',
        data: {
          account_id: 'customer-2210',
          chain: 'ethereum',
          tx_hash: '0x5a1c3e5b7d9f1a2c4e6b8d0f2a4c6e8b1d3f5a7c9e2b4d6f8a1c3e5b7d9f0a2c',
          from: LATER_LISTED,
          to: DEPOSIT,
          amount: '6.2',
          asset: 'ETH',
          value_usd: '15000',
        },
      },
    });
    await t.app.worker.drain();
    // The next publication names the sender, designated on 2026-11-20 (OFAC's SDN list in its shape).
    const list = sdnDocument(
      [
        {
          id: '52771',
          subType: 'entity',
          name: { rest: 'NORTHWIND OTC BROKERAGE' },
          features: [{ type: 'eth', value: LATER_LISTED }],
          programs: ['CYBER2'],
          designated: '2026-11-20',
        },
      ],
      undefined,
      { date: '2026-11-21' },
    );
    await importOfacList(t.app.services.store, Readable.from([Buffer.from(list)]), {
      clock,
      fileName: 'sdn_advanced.xml',
    });
    await t.app.services.risk.refresh();
    await t.app.services.retroactive.settle();
    await t.app.worker.drain();
    const told = await t.app.services.store.db
      .selectFrom('outbox_events')
      .select(['type', 'payload'])
      .where('type', 'in', ['agent.alert', 'threat.detected'])
      .orderBy('id')
      .execute();
    const alert = told.find((row) => row.type === 'agent.alert');
    const data = (JSON.parse(alert?.payload ?? 'null') as { data: { threat_id: string } } | null)?.data;
    const threats = await exchange(t, key, { method: 'GET', path: '/v1/threats' });
    const [{ history: _history, ...threat } = {}] = (threats.json as { data: Record<string, unknown>[] })
      .data;
    return lines(
      sent.command,
      '# (then `vigil lists import ofac sdn_advanced.xml` with the publication of 2026-11-21)',
      '# the agent.alert event (webhook and live stream):',
      `# ${pretty(data)}`.split('\n').join('\n# '),
      threats.command,
      `# → the threat (its history left out): ${pretty(threat)}`.split('\n').join('\n# '),
    );
  } finally {
    await t.close();
  }
}

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
      // The transfer's pass runs before the label is made (it finds no change: the payer is not yet
      // labelled), so the change is the label's whatever the machine's speed. Sent within the
      // gathering window of each other, the two would be one pass named after whichever ran first.
      await ctx.t.app.worker.drain();
      await ctx.t.app.services.watchTriggers.settle();
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
    'watches/retroactive': retroactiveFinding,
  },
};
