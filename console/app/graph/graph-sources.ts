/**
 * The API's graphs as the console draws them: a screened entity's graph (`GET
 * /v1/entities/:id/graph`) and a threat's (addresses, entities, transfers, customer accounts).
 * A node any list names as sanctioned is drawn as sanctioned in both. No DOM, no requests: the
 * conversions alone, tested without a browser.
 */
import type { Api } from '../lib/api-types.ts';
import { amountText } from './amount.ts';
import type { Graph, GraphEdge, GraphNode, Tone } from './graph-model.ts';

type EntityGraph = Api<'GetEntityGraphResponse'>;
type ThreatDetail = Api<'ThreatDetail'>;
type Label = { label: string; category: string; source: string };

/** `0x8589…1fda16`: enough of a long address or hash to tell it apart on the drawing. */
export function short(text: string): string {
  return text.length > 16 ? `${text.slice(0, 6)}…${text.slice(-6)}` : text;
}

function toneOf(labels: readonly Label[], otherwise: Tone): Tone {
  if (labels.some((l) => l.category === 'sanctioned')) return 'sanctioned';
  return labels.length > 0 ? 'labelled' : otherwise;
}

const labelsText = (labels: readonly Label[]) =>
  labels.map((l) => `${l.label} (${l.category}, ${l.source})`).join('; ');

/**
 * "12.3 ETH + 500 USDT ($37,400)": what moved along an entity graph's link, each asset's exact sum in
 * its unit (amounts of different assets are never added), and its dollar value when every transfer
 * of it had one.
 */
function carried(edge: EntityGraph['edges'][number]): string {
  const moved = edge.amounts.map((a) => amountText(a.amount, a.asset)).join(' + ');
  if (edge.value_usd === null) return moved || 'amount not given';
  const dollars = Number(edge.value_usd).toLocaleString(undefined, { maximumFractionDigits: 0 });
  return `${moved} ($${dollars})`;
}

export function fromEntityGraph(answer: EntityGraph): Graph {
  const nodes: GraphNode[] = answer.nodes.map((n) => ({
    id: n.id,
    label: n.labels[0]?.label ?? short(n.addresses[0] ?? n.id),
    tone: toneOf(n.labels, 'entity'),
    detail: [
      `${n.chain}, ${n.address_count === 1 ? '1 address' : `${n.address_count.toLocaleString()} addresses`}`,
      n.hops === 0 ? 'the entity screened' : `${n.hops} hop${n.hops === 1 ? '' : 's'} away`,
      labelsText(n.labels),
    ]
      .filter(Boolean)
      .join('; '),
  }));
  const edges: GraphEdge[] = answer.edges.map((e) => ({ from: e.from, to: e.to, label: carried(e) }));
  return { nodes, edges };
}

export function fromThreat(threat: ThreatDetail): Graph {
  const nodes: GraphNode[] = threat.graph.nodes.map((n) => {
    if (n.type === 'address') {
      const labels = n.labels ?? [];
      return {
        id: n.id,
        label: labels[0]?.label ?? short(n.address ?? n.id),
        tone: toneOf(labels, 'address'),
        detail: [
          n.address,
          n.chain,
          n.roles?.length ? `roles: ${n.roles.join(', ')}` : '',
          labelsText(labels),
        ]
          .filter(Boolean)
          .join('; '),
      };
    }
    if (n.type === 'transfer')
      return {
        id: n.id,
        label: short(n.tx_hash ?? n.id),
        tone: 'transfer',
        detail: [n.tx_hash, n.chain, n.occurred_at ? new Date(n.occurred_at).toLocaleString() : '']
          .filter(Boolean)
          .join('; '),
      };
    if (n.type === 'account')
      return { id: n.id, label: n.account_id ?? n.id, tone: 'account', detail: 'the institution’s customer' };
    return { id: n.id, label: short(n.id), tone: 'entity', detail: n.chain ?? '' };
  });
  const edges: GraphEdge[] = threat.graph.edges.map((e) => ({
    from: e.from,
    to: e.to,
    label: e.type === 'membership' ? 'member of' : amountText(e.amount, e.asset),
  }));
  // A customer account is the party to the transfers of the alerts that name it: the graph the API
  // gives lists the account apart, so the console links it to those transfers (or, for an alert
  // without transfers, to its addresses).
  const present = new Set(nodes.map((n) => n.id));
  const seen = new Set<string>();
  for (const alert of threat.evidence.alerts) {
    for (const account of alert.accounts) {
      const targets =
        alert.transfers.length > 0
          ? alert.transfers.map((t) => `transfer:${t.chain}:${t.tx_hash}`)
          : alert.addresses.map((a) => `address:${a.chain}:${a.address}`);
      for (const target of targets) {
        const from = `account:${account}`;
        if (!present.has(from) || !present.has(target) || seen.has(`${from}>${target}`)) continue;
        seen.add(`${from}>${target}`);
        edges.push({ from, to: target, label: 'customer' });
      }
    }
  }
  return { nodes, edges };
}
