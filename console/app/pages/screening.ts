/** Screening: screen an address, see its matches with provenance and exposure, and its entity graph. */

import { entityGraph } from '../graph/entity-graph.ts';
import { drawGraph } from '../graph/graph-view.ts';
import { post } from '../lib/api.ts';
import type { Api } from '../lib/api-types.ts';
import { badge, clear, field, h, table, toast } from '../lib/dom.ts';
import { can } from '../lib/session.ts';
import { coverageText, exposureText } from './screening-text.ts';

type Screening = Api<'WalletScreening'>;

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
    h('p', { class: 'coverage' }, coverageText(s.coverage)),
    table(
      'Matches, strongest exposure first',
      ['Label', 'Category', 'Source', 'List version', 'Confidence', 'Exposure', 'Labelled address'],
      s.matches.map((m) => [
        m.label,
        badge(m.category),
        m.programs?.length ? `${m.source} (${m.programs.join(', ')})` : m.source,
        m.list_version ?? '—',
        `${m.confidence} / 100`,
        exposureText(m),
        h('code', {}, m.address),
      ]),
    ),
  );
  if (!can('entities')) return () => {};
  try {
    const graph = await entityGraph(s.entity_cluster);
    result.append(h('h3', {}, 'Entity graph'));
    return await drawGraph(result, `Entity graph of ${s.entity_cluster}`, graph, {
      expand: (node) => entityGraph(node.id),
      expandable: (node) => node.id.startsWith('ent_'),
    });
  } catch (error) {
    result.append(h('p', {}, `No entity graph: ${error instanceof Error ? error.message : String(error)}`));
    return () => {};
  }
}
