/**
 * An entity and its neighbourhood (`GET /v1/entities/:id/graph`, API.md §5): the entities that sent
 * value to it or received value from it, out to `depth` hops, with the flows between them (each
 * asset's quantity, and the US-dollar value where every transfer had one) and the labels the
 * workspace sees on their addresses. Read from the in-memory transfer graph as the workspace sees
 * it (the facts and its own claims); bounded (MAX_NODES) so that a hub such as an exchange cannot
 * make one request huge.
 */
import { decimalOfNumber, formatDecimal, ZERO } from '../../lib/decimal.ts';
import { notFound } from '../../lib/errors.ts';
import { assetOf, type ChainName } from '../chains/index.ts';
import type { CounterpartyFlow } from '../exposure/index.ts';
import type { LabelIndex } from '../lists/index.ts';
import { visibleTo } from './owners.ts';
import type { TransfersService } from './transfers-types.ts';

/** Entities in one answer at most; beyond it the answer says `truncated`. */
export const MAX_NODES = 250;
/** Addresses of one entity followed and shown at most. */
const MAX_ADDRESSES = 200;
const SHOWN_ADDRESSES = 20;

export interface GraphNode {
  id: string;
  chain: ChainName;
  /** The first addresses of the entity (at most 20), first seen first. */
  addresses: string[];
  address_count: number;
  labels: { label: string; category: string; source: string; list_version: string | null; address: string }[];
  /** Hops from the entity asked about (0 for itself). */
  hops: number;
}

export interface GraphEdge {
  from: string;
  to: string;
  /** What was sent, per asset: decimal text in its units (summed, to 15 significant digits). */
  amounts: { asset: string; amount: string }[];
  /** What it was worth in US dollars, cents; null when a transfer of it had no dollar value. */
  value_usd: string | null;
}

/** A summed quantity as decimal text: 15 significant digits, no more decimals than the asset has. */
function quantityText(value: number, decimals: number): string {
  const rounded = Number(value.toPrecision(15));
  return formatDecimal(decimalOfNumber(Number(rounded.toFixed(Math.min(decimals, 20)))) ?? ZERO);
}

export interface EntityGraph {
  entity: GraphNode;
  nodes: GraphNode[];
  edges: GraphEdge[];
  truncated: boolean;
}

/** Entity graphs as `GET /v1/entities/:id/graph` draws them. */
export interface EntityGraphs {
  /** The graph around an entity; 404 for an id that names no entity known. */
  graph(workspaceId: string, id: string, depth: number): EntityGraph;
}

/** Entity graphs read from the transfers' graph, with the labels of the index. */
export function createEntityGraphs(deps: { transfers: TransfersService; index: LabelIndex }): EntityGraphs {
  return {
    graph(workspaceId, id, depth) {
      const graph = entityGraph(deps, workspaceId, id, depth);
      if (!graph) throw notFound('entity', id);
      return graph;
    },
  };
}

function entityGraph(
  deps: { transfers: TransfersService; index: LabelIndex },
  workspaceId: string,
  id: string,
  depth: number,
): EntityGraph | undefined {
  const { transfers, index } = deps;
  const start = transfers.describeEntity(workspaceId, id);
  if (start === undefined) return undefined;
  const { chain } = start;
  const nodes = new Map<string, GraphNode>();
  const members = new Map<string, string[]>([[start.id, start.addresses]]);
  const edges = new Map<string, { from: string; to: string; flow: CounterpartyFlow }>();
  const owners = visibleTo(workspaceId);
  const counted = new Set<string>();
  let truncated = false;

  function node(entityId: string, addresses: string[], hops: number): GraphNode {
    const labels: GraphNode['labels'] = [];
    for (const address of addresses.slice(0, MAX_ADDRESSES)) {
      for (const hit of index.lookup(workspaceId, chain, address)) {
        labels.push({
          label: hit.label,
          category: hit.category,
          source: hit.source,
          list_version: hit.list_version,
          address,
        });
      }
    }
    return {
      id: entityId,
      chain,
      addresses: addresses.slice(0, SHOWN_ADDRESSES),
      address_count: addresses.length,
      labels,
      hops,
    };
  }

  nodes.set(start.id, node(start.id, start.addresses, 0));
  let frontier = [start.id];
  for (let hops = 1; hops <= depth && frontier.length > 0; hops += 1) {
    const next: string[] = [];
    for (const entityId of frontier) {
      for (const address of (members.get(entityId) ?? []).slice(0, MAX_ADDRESSES)) {
        const flows = transfers.graph.flows(chain, address, owners);
        if (flows === undefined) continue;
        for (const [direction, flow] of [
          ['outgoing', flows.outgoing],
          ['incoming', flows.incoming],
        ] as const) {
          for (const [counterparty, detail] of flow.detail) {
            const otherId = transfers.entityOf(workspaceId, chain, counterparty);
            if (otherId === entityId) continue;
            if (!nodes.has(otherId)) {
              if (nodes.size >= MAX_NODES) {
                truncated = true;
                continue;
              }
              const described = transfers.describeEntity(workspaceId, otherId);
              const otherAddresses = described?.addresses ?? [counterparty];
              members.set(otherId, otherAddresses);
              nodes.set(otherId, node(otherId, otherAddresses, hops));
              next.push(otherId);
            }
            // A flow between two entities both followed is met from each end: count it once.
            const flowKey =
              direction === 'outgoing' ? `${address}>${counterparty}` : `${counterparty}>${address}`;
            if (counted.has(flowKey)) continue;
            counted.add(flowKey);
            const [from, to] = direction === 'outgoing' ? [entityId, otherId] : [otherId, entityId];
            const key = `${from}>${to}`;
            const edge = edges.get(key);
            if (edge === undefined) {
              edges.set(key, {
                from,
                to,
                flow: { usd: detail.usd, allValued: detail.allValued, assets: new Map(detail.assets) },
              });
            } else {
              edge.flow.usd += detail.usd;
              edge.flow.allValued &&= detail.allValued;
              for (const [asset, quantity] of detail.assets) {
                edge.flow.assets.set(asset, (edge.flow.assets.get(asset) ?? 0) + quantity);
              }
            }
          }
        }
      }
    }
    frontier = next;
  }
  const entity = nodes.get(start.id) ?? node(start.id, start.addresses, 0);
  const shown = [...edges.values()].map(
    ({ from, to, flow }): GraphEdge => ({
      from,
      to,
      amounts: [...flow.assets].map(([asset, quantity]) => ({
        asset,
        amount: quantityText(quantity, assetOf(chain, asset).decimals),
      })),
      value_usd: flow.allValued ? (Math.round(flow.usd * 100) / 100).toFixed(2) : null,
    }),
  );
  return { entity, nodes: [...nodes.values()], edges: shown, truncated };
}
