/**
 * docs/agents.md: a threat the layering agent raises from four quick hops sent as events, reviewed
 * (assigned, then closed as a false positive), and one of its transfers held by `transfer_id`.
 */
import { lines, pretty } from '../doc-render.ts';
import type { DocPage } from '../docs-context.ts';
import { pair } from './pairs.ts';

const HOPS = [
  '0x3b1f5a7c9e2d4f6a8c0e2b4d6f8a0c2e4b6d8f0a',
  '0x4c2a6b8d0f3e5a7c9e1b3d5f7a9c1e3b5d7f9a1c',
  '0x5d3b7c9e1a4f6b8d0f2c4e6a8b0d2f4a6c8e0b2d',
  '0x6e4c8d0f2b5a7c9e1a3d5f7b9c1e3a5b7d9f1c3e',
  '0x7f5d9e1a3c6b8d0f2b4e6a8c0d2f4b6c8e0a2d4f',
];
const HASHES = [
  '0x1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f801',
  '0x1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f802',
  '0x1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f803',
  '0x1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f804',
];

export const agentsPage: DocPage = {
  file: 'agents.md',
  async setup(ctx) {
    // 10 ETH through four addresses in fifteen minutes, most of it passed on at each hop.
    for (const [i, amount] of [10, 9.5, 9, 8.6].entries()) {
      await ctx.call({
        method: 'POST',
        path: '/v1/events/ingest',
        body: {
          type: 'transfer.observed',
          occurred_at: new Date(Date.parse('2026-11-23T09:00:00Z') + i * 5 * 60_000).toISOString(),
          data: {
            chain: 'ethereum',
            tx_hash: HASHES[i],
            from: HOPS[i],
            to: HOPS[i + 1],
            amount,
            asset: 'ETH',
            value_usd: amount * 3_000,
          },
        },
      });
    }
    await ctx.t.app.worker.drain();
    const threats = (await ctx.call({ method: 'GET', path: '/v1/threats?typology=layering' })).json as {
      data: { id: string }[];
    };
    const threat = threats.data[0]?.id;
    if (threat === undefined) throw new Error('the layering agent raised no threat');
    ctx.vars.set('threat', threat);
    await ctx.call({
      method: 'PATCH',
      path: `/v1/threats/${threat}`,
      body: { assignee: 'ana@harbour.example', note: 'Taking this one.' },
    });
    ctx.clock.advance(5 * 60_000);
  },
  scenarios: {
    ...pair('agents/review', (ctx) => ({
      method: 'PATCH',
      path: `/v1/threats/${ctx.need('threat')}`,
      body: {
        status: 'closed',
        disposition: 'false_positive',
        note: 'Treasury rebalancing between our own wallets.',
      },
    })),
    'agents/hold-request': async (ctx) => {
      const detail = (await ctx.call({ method: 'GET', path: `/v1/threats/${ctx.need('threat')}` })).json as {
        graph: { nodes: { type: string; transfer_ids?: string[] }[] };
      };
      const transfer = detail.graph.nodes.find((n) => n.type === 'transfer')?.transfer_ids?.[0];
      if (transfer === undefined) throw new Error('the threat graph shows no transfer id');
      const held = await ctx.call({
        method: 'POST',
        path: '/v1/actions/hold',
        body: {
          reference: { transfer_id: transfer },
          reason: 'Withdrawal to an address seen layering funds.',
          threat_id: ctx.need('threat'),
          expires_at: '2026-11-30T10:00:00Z',
        },
      });
      ctx.vars.set('hold', JSON.stringify(held.json));
      return lines(held.command);
    },
    'agents/hold-answer': async (ctx) => {
      return lines(pretty(JSON.parse(ctx.need('hold'))));
    },
  },
};
