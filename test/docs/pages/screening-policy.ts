/**
 * docs/screening.md, "Risk policy": a workspace's own policy set, a screening made under it (a
 * weight of its own, an allow-listed counterparty shown apart), the refusal to weight sanctions
 * exposure down, and the versions kept. Run in a workspace of its own, so the page's other
 * examples stay on Vigil's defaults.
 */
import type { TestKey } from '../../harness.ts';
import { lines, pretty } from '../doc-render.ts';
import type { DocsContext } from '../docs-context.ts';
import { pair } from './pairs.ts';

const CUSTOMER = '0x4b1f0c2e3d5a6978a1b2c3d4e5f60718293a4b5c';
const CUSTODIAN = '0x0d5e7f1a2b3c4d5e6f708192a3b4c5d6e7f80911';
const CASINO = '0x7e2d1c0b9a8f7e6d5c4b3a29180716253443526f';

const keys = new WeakMap<DocsContext, Promise<TestKey>>();
function policyKey(ctx: DocsContext): Promise<TestKey> {
  let key = keys.get(ctx);
  if (key === undefined) {
    key = ctx.t.key(['screening:write', 'events:write'], { workspace: 'docs-policy' });
    keys.set(ctx, key);
  }
  return key;
}

const POLICY = {
  category_weights: { gambling: 70, exchange: 0 },
  thresholds: { medium: 20, high: 40, severe: 70 },
  indirect_exposure: { max_hops: 3, min_value_usd: '1000' },
  allow_list: [{ chain: 'ethereum', address: CUSTODIAN, note: 'our custodian' }],
};

export const policyScenarios = {
  ...pair('screening/policy-put', async (ctx) => ({
    method: 'PUT' as const,
    path: '/v1/risk-policy',
    body: POLICY,
    key: await policyKey(ctx),
  })),
  'screening/policy-screened': async (ctx: DocsContext) => {
    const key = await policyKey(ctx);
    const commands: string[] = [];
    for (const [address, label, category] of [
      [CUSTODIAN, 'Custodian (mislabelled)', 'high_risk_exchange'],
      [CASINO, 'Casino hot wallet', 'gambling'],
    ] as const) {
      const made = await ctx.call({
        method: 'POST',
        path: '/v1/labels',
        body: { chain: 'ethereum', address, label, category, confidence: 80 },
        key,
      });
      commands.push(made.command);
    }
    for (const [from, tx, usd] of [
      [CUSTODIAN, '0x31', '25000.00'],
      [CASINO, '0x32', '1200.00'],
    ] as const) {
      const sent = await ctx.call({
        method: 'POST',
        path: '/v1/events/ingest',
        body: {
          type: 'transfer.observed',
          occurred_at: '2026-11-22T11:00:00Z',
          data: {
            chain: 'ethereum',
            tx_hash: tx.padEnd(66, tx.slice(-1)),
            from,
            to: CUSTOMER,
            amount: '1',
            asset: 'ETH',
            value_usd: usd,
          },
        },
        key,
      });
      commands.push(sent.command);
    }
    const screened = await ctx.call({
      method: 'POST',
      path: '/v1/screen/wallet',
      body: { chain: 'ethereum', address: CUSTOMER },
      key,
    });
    const { id: _id, entity_cluster: _entity, ...shown } = screened.json as Record<string, unknown>;
    return lines(...commands, screened.command, `# → ${pretty(shown)}`.split('\n').join('\n# '));
  },
  'screening/policy-refused': async (ctx: DocsContext) => {
    const refused = await ctx.call(
      {
        method: 'PUT',
        path: '/v1/risk-policy',
        body: { category_weights: { sanctioned: 20 } },
        key: await policyKey(ctx),
      },
      [400],
    );
    return lines(refused.command, `# → ${pretty(refused.json)}`.split('\n').join('\n# '));
  },
  ...pair('screening/policy-versions', async (ctx) => ({
    method: 'GET' as const,
    path: '/v1/risk-policy/versions',
    key: await policyKey(ctx),
  })),
};
