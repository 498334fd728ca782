/**
 * An entity and its neighbourhood (`GET /v1/entities/:id/graph`, API.md §5): the entities that sent
 * value to it or received value from it, out to `depth` hops, with the summed flows between them
 * and the labels the workspace sees on their addresses. Read from the in-memory transfer graph;
 * bounded (MAX_NODES) so that a hub such as an exchange cannot make one request huge.
 */
import { notFound } from '../../lib/errors.ts';
import type { ChainName } from '../chains/index.ts';
import type { LabelIndex } from '../lists/index.ts';
import type { TransfersService } from './transfers-service.ts';

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
  /** Summed value sent, in units of the chain's assets as reported. */
  amount: number;
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
  const start = transfers.describeEntity(id);
  if (start === undefined) return undefined;
  const { chain } = start;
  const nodes = new Map<string, GraphNode>();
  const members = new Map<string, string[]>([[start.id, start.addresses]]);
  const edges = new Map<string, GraphEdge>();
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
        const flows = transfers.graph.flows(chain, address);
        if (flows === undefined) continue;
        for (const [direction, flow] of [
          ['outgoing', flows.outgoing],
          ['incoming', flows.incoming],
        ] as const) {
          for (const [counterparty, amount] of flow.by) {
            const otherId = transfers.entityOf(chain, counterparty);
            if (otherId === entityId) continue;
            if (!nodes.has(otherId)) {
              if (nodes.size >= MAX_NODES) {
                truncated = true;
                continue;
              }
              const described = transfers.describeEntity(otherId);
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
            if (edge) edge.amount += amount;
            else edges.set(key, { from, to, amount });
          }
        }
      }
    }
    frontier = next;
  }
  const entity = nodes.get(start.id) ?? node(start.id, start.addresses, 0);
  return { entity, nodes: [...nodes.values()], edges: [...edges.values()], truncated };
}
