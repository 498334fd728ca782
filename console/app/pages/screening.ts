/** Screening: screen an address, see its matches with provenance and exposure, and its entity graph. */
import { get, post } from '../lib/api.ts';
import { badge, clear, field, h, table, toast } from '../lib/dom.ts';
import { drawGraph } from '../lib/graph.ts';
import { can } from '../lib/session.ts';

interface Screening {
  id: string;
  chain: string;
  address: string;
  risk_score: number;
  risk_category: string;
  sanctions_hit: boolean;
  entity_cluster: string;
  matches: {
    label: string;
    category: string;
    source: string;
    list_version: string | null;
    confidence: number;
    exposure: string;
    hops: number;
  }[];
}

interface EntityNode {
  id: string;
  chain: string;
  addresses: string[];
  labels: { label: string; category: string }[];
  hops: number;
}

const CHAINS = [
  'bitcoin',
  'ethereum',
  'tron',
  'litecoin',
  'bitcoin_cash',
  'dash',
  'zcash',
  'monero',
  'solana',
  'ripple',
  'bsc',
  'polygon',
  'arbitrum',
];

export function renderScreening(main: HTMLElement): () => void {
  const address = h('input', { type: 'text', required: true, spellcheck: 'false', autocomplete: 'off' });
  const chain = h(
    'select',
    {},
    CHAINS.map((c) => h('option', { value: c }, c)),
  );
  const result = h('section', { class: 'result', 'aria-live': 'polite' });
  let destroy = () => {};
  const form = h(
    'form',
    {
      class: 'filters',
      onsubmit: async (event: Event) => {
        event.preventDefault();
        try {
          const screening = await post<Screening>('/v1/screen/wallet', {
            address: address.value.trim(),
            chain: chain.value,
          });
          destroy();
          destroy = await showScreening(result, screening);
        } catch (error) {
          toast(error instanceof Error ? error.message : String(error), 'error');
        }
      },
    },
    field('Address', address),
    field('Chain', chain),
    h('button', { type: 'submit' }, 'Screen'),
  );
  clear(main, h('h1', {}, 'Screening'), form, result);
  return () => destroy();
}

async function showScreening(result: HTMLElement, s: Screening): Promise<() => void> {
  clear(
    result,
    h('h2', {}, `${s.address} on ${s.chain}`),
    h(
      'p',
      { class: 'score' },
      badge(s.risk_category),
      ` Risk score ${s.risk_score} / 100`,
      s.sanctions_hit ? h('strong', { class: 'error' }, ' — sanctions hit') : null,
    ),
    table(
      'Matches',
      ['Label', 'Category', 'Source', 'List version', 'Confidence', 'Exposure', 'Hops'],
      s.matches.map((m) => [
        m.label,
        m.category,
        m.source,
        m.list_version ?? '—',
        `${Math.round(m.confidence * 100)}%`,
        m.exposure,
        String(m.hops),
      ]),
    ),
  );
  if (!can('entities')) return () => {};
  try {
    const graph = await get<{ nodes: EntityNode[]; edges: { from: string; to: string; amount: number }[] }>(
      `/v1/entities/${s.entity_cluster}/graph`,
    );
    const drawn = drawGraph(
      `Entity graph of ${s.entity_cluster}`,
      graph.nodes.map((n) => ({
        id: n.id,
        label: n.labels[0]?.label ?? n.addresses[0] ?? n.id,
        tone: n.labels.some((l) => l.category === 'sanctions')
          ? 'sanctioned'
          : n.labels.length > 0
            ? 'labelled'
            : 'entity',
      })),
      graph.edges.map((e) => ({ from: e.from, to: e.to, label: String(e.amount) })),
    );
    result.append(h('h3', {}, 'Entity graph'), drawn.element);
    return drawn.destroy;
  } catch (error) {
    result.append(h('p', {}, `No entity graph: ${error instanceof Error ? error.message : String(error)}`));
    return () => {};
  }
}
