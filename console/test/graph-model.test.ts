// The console's graph model without a browser: amounts in their unit without floating-point noise
// (the screening graph showed `12.299999999999999`), the shortest path to a listed party, merging an
// expanded node's neighbourhood, and a threat's customer account linked to its transfers.
import { describe, expect, it } from 'vitest';
import { amountNumber, amountText } from '../app/graph/amount.ts';
import { type Graph, merge, pathToListed } from '../app/graph/graph-model.ts';
import { fromEntityGraph, fromThreat } from '../app/graph/graph-sources.ts';

describe('amounts', () => {
  it('shows a JSON number without binary noise, grouped, in its unit', () => {
    expect(amountText(12.299999999999999, 'ETH')).toBe('12.3 ETH');
    expect(amountText(0.1 + 0.2, 'BTC')).toBe('0.3 BTC');
    expect(amountNumber(1250000.5)).toBe('1,250,000.5');
    expect(amountNumber(0.00012)).toBe('0.00012');
  });

  it('shows an exact decimal string as given, grouped, trailing zeros dropped', () => {
    expect(amountText('1.50', 'USDT')).toBe('1.5 USDT');
    expect(amountNumber('123456789012345678.000000000000000001')).toBe(
      '123,456,789,012,345,678.000000000000000001',
    );
    expect(amountNumber('2')).toBe('2');
  });

  it('says when the unit or the amount is not given instead of guessing', () => {
    expect(amountText(3, null)).toBe('3 (unit not given)');
    expect(amountText(null, 'ETH')).toBe('amount not given');
  });
});

const graph: Graph = {
  nodes: [
    { id: 'a', label: 'A', tone: 'entity' },
    { id: 'b', label: 'B', tone: 'entity' },
    { id: 'c', label: 'C', tone: 'labelled' },
    { id: 'd', label: 'D', tone: 'sanctioned' },
    { id: 'e', label: 'E', tone: 'entity' },
  ],
  edges: [
    { from: 'a', to: 'b', label: '1 ETH' },
    { from: 'c', to: 'b', label: '2 ETH' },
    { from: 'c', to: 'd', label: '3 ETH' },
    { from: 'a', to: 'e', label: '4 ETH' },
  ],
};

describe('the path to a listed party', () => {
  it('follows links either way to the nearest sanctioned node', () => {
    expect(pathToListed(graph, 'a')).toEqual(['a', 'b', 'c', 'd']);
    expect(pathToListed(graph, 'd')).toEqual(['d']);
  });

  it('is undefined when no listed party is reachable', () => {
    const apart = {
      nodes: [...graph.nodes, { id: 'z', label: 'Z', tone: 'entity' as const }],
      edges: graph.edges,
    };
    expect(pathToListed(apart, 'z')).toBeUndefined();
    expect(pathToListed(graph, 'missing')).toBeUndefined();
  });
});

describe('merging an expanded node', () => {
  it('adds what is new, keeps what was there, and lets a sanctions listing win', () => {
    const more: Graph = {
      nodes: [
        { id: 'e', label: 'E', tone: 'sanctioned' },
        { id: 'f', label: 'F', tone: 'entity' },
      ],
      edges: [
        { from: 'a', to: 'e', label: '4 ETH' },
        { from: 'e', to: 'f', label: '5 ETH' },
      ],
    };
    const merged = merge(graph, more);
    expect(merged.nodes.map((n) => n.id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(merged.nodes.find((n) => n.id === 'e')?.tone).toBe('sanctioned');
    expect(merged.edges).toHaveLength(5);
    expect(pathToListed(merged, 'a')).toEqual(['a', 'e']);
  });
});

describe('the API’s graphs', () => {
  it('colours an entity named by a sanctions list as sanctioned and labels its flows', () => {
    const drawn = fromEntityGraph({
      entity: { id: 'ent_1', chain: 'bitcoin', addresses: ['bc1q'], address_count: 1, labels: [], hops: 0 },
      nodes: [
        { id: 'ent_1', chain: 'bitcoin', addresses: ['bc1qxyz'], address_count: 1, labels: [], hops: 0 },
        {
          id: 'ent_2',
          chain: 'bitcoin',
          addresses: ['bc1qabc'],
          address_count: 3,
          labels: [
            {
              label: 'MIXER',
              category: 'sanctioned',
              source: 'ofac_sdn',
              list_version: null,
              address: 'bc1qabc',
            },
          ],
          hops: 1,
        },
      ],
      edges: [
        {
          from: 'ent_1',
          to: 'ent_2',
          amounts: [{ asset: 'BTC', amount: '12.3' }],
          value_usd: '1107000',
        },
        { from: 'ent_2', to: 'ent_1', amounts: [{ asset: 'BTC', amount: '0.00012' }], value_usd: null },
      ],
      truncated: false,
    });
    expect(drawn.nodes.map((n) => n.tone)).toEqual(['entity', 'sanctioned']);
    expect(drawn.edges.map((e) => e.label)).toEqual(['12.3 BTC ($1,107,000)', '0.00012 BTC']);
  });

  it('links a threat’s customer account to the transfers of the alerts that name it', () => {
    const tx = `0x${'ab'.repeat(32)}`;
    const threat = {
      graph: {
        nodes: [
          {
            id: 'address:ethereum:0xfrom',
            type: 'address',
            chain: 'ethereum',
            address: '0xfrom',
            labels: [],
          },
          { id: `transfer:ethereum:${tx}`, type: 'transfer', chain: 'ethereum', tx_hash: tx },
          { id: 'account:cust-7', type: 'account', chain: null, account_id: 'cust-7' },
        ],
        edges: [
          {
            from: 'address:ethereum:0xfrom',
            to: `transfer:ethereum:${tx}`,
            type: 'flow',
            amount: '1.1',
            asset: 'ETH',
          },
        ],
      },
      evidence: {
        alerts: [
          {
            accounts: ['cust-7'],
            addresses: [{ chain: 'ethereum', address: '0xfrom', role: 'sender' }],
            transfers: [{ chain: 'ethereum', tx_hash: tx }],
          },
        ],
      },
    } as unknown as Parameters<typeof fromThreat>[0];
    const drawn = fromThreat(threat);
    expect(drawn.edges).toContainEqual({
      from: 'account:cust-7',
      to: `transfer:ethereum:${tx}`,
      label: 'customer',
    });
    expect(drawn.edges[0]?.label).toBe('1.1 ETH');
  });
});
