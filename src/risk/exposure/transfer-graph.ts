/**
 * The value that moved between addresses, per chain, in memory: for each address what it received
 * from and sent to each counterparty, summed, and when, so exposure can follow funds hop by hop,
 * forward in time only, without a query. Pure: the transfers module fills it from the store and
 * from new transfers.
 *
 * Whose transfers: every edge belongs to an owner, the shared facts Vigil read from a chain ('') or
 * one workspace's claims (what it sent). Each owner's edges are a `Layer` of their own over one
 * numbering of the chain's addresses; a workspace's questions read the facts' layer and its own,
 * never another workspace's.
 *
 * Built for tracing, which visits thousands of edges per screening: each address is a small integer
 * (its node) and each direction of a node holds its counterparties' nodes and summed amounts in two
 * parallel arrays, so a trace walks arrays and typed arrays instead of hashing address strings. A
 * hub's strongest counterparties are sorted once and kept until its next transfer.
 */
import { type Direction, eachEdges, Layer } from './edges.ts';

export type { Direction } from './edges.ts';

/** The owner of the shared facts: transfers Vigil read from a chain itself. */
export const FACTS = '';

export interface TransferEdge {
  chain: string;
  /** `FACTS`, or the workspace whose claim it is; default `FACTS`. */
  owner?: string;
  from: string;
  to: string;
  /** What it moved in US dollars when `valued`, else in units of `asset`. */
  amount: number;
  /** The asset moved (default: one unnamed unit). */
  asset?: string;
  /** Whether `amount` is a value in US dollars (then `quantity` is how much of the asset). */
  valued?: boolean;
  quantity?: number;
  /** When the transfer happened (epoch ms): funds can only move on after they arrived. */
  at: number;
}

/** One chain's addresses as nodes, and each owner's edges over them. */
export class ChainGraph {
  private readonly nodeOf = new Map<string, number>();
  /** Node → address. */
  readonly addresses: string[] = [];
  private readonly layers = new Map<string, Layer>();

  get size(): number {
    return this.addresses.length;
  }

  node(address: string): number | undefined {
    return this.nodeOf.get(address);
  }

  /** The node of an address, made if new. */
  ensure(address: string): number {
    let node = this.nodeOf.get(address);
    if (node === undefined) {
      node = this.addresses.length;
      this.nodeOf.set(address, node);
      this.addresses.push(address);
    }
    return node;
  }

  layer(owner: string): Layer | undefined {
    return this.layers.get(owner);
  }

  /** The layers of these owners that exist. */
  layersOf(owners: readonly string[]): Layer[] {
    const found: Layer[] = [];
    for (const owner of owners) {
      const layer = this.layers.get(owner);
      if (layer !== undefined) found.push(layer);
    }
    return found;
  }

  add(owner: string, from: number, to: number, edge: TransferEdge): void {
    let layer = this.layers.get(owner);
    if (layer === undefined) {
      layer = new Layer();
      this.layers.set(owner, layer);
    }
    layer.add(
      from,
      to,
      edge.asset ?? '',
      edge.valued === true,
      edge.amount,
      edge.quantity ?? edge.amount,
      edge.at,
    );
  }
}

/** One counterparty's flows with an address: dollars where valued, quantities per asset. */
export interface CounterpartyFlow {
  /** US dollars of the valued transfers. */
  usd: number;
  /** Whether every transfer had a dollar value. */
  allValued: boolean;
  /** Quantity per asset. */
  assets: Map<string, number>;
}

/** One direction of an address's flows, as addresses: for callers that are not on a hot path. */
export interface FlowView {
  /** The amounts summed over every unit: only meaningful when all are of one unit. */
  total: number;
  /** Counterparty address → summed amount, in the order first seen. */
  by: ReadonlyMap<string, number>;
  /** Counterparty address → its flows by unit. */
  detail: ReadonlyMap<string, CounterpartyFlow>;
}

export interface TransferGraph {
  /**
   * Records a transfer. Returns the addresses that were new to the graph (none for a transfer that
   * is ignored: a self-transfer, an amount that is negative or not a number, a time that is none).
   */
  add(edge: TransferEdge): string[];
  /** The chain's nodes and edges, for tracing; undefined for a chain with no transfers. */
  chain(chain: string): ChainGraph | undefined;
  /** An address's flows in both directions as these owners see them; undefined if it has none. */
  flows(
    chain: string,
    address: string,
    owners?: readonly string[],
  ): { incoming: FlowView; outgoing: FlowView } | undefined;
  /** Whether an address has a transfer these owners see. */
  knows(chain: string, address: string, owners: readonly string[]): boolean;
  /** Addresses with at least one transfer, over every chain and owner. */
  size(): number;
}

export function createTransferGraph(): TransferGraph {
  const chains = new Map<string, ChainGraph>();

  function view(graph: ChainGraph, layers: readonly Layer[], node: number, direction: Direction): FlowView {
    const by = new Map<string, number>();
    const detail = new Map<string, CounterpartyFlow>();
    let total = 0;
    for (const layer of layers) {
      for (const edges of eachEdges(layer.edges(node, direction))) {
        total += edges.total;
        edges.nodes.forEach((other, i) => {
          const address = graph.addresses[other] ?? '';
          const amount = edges.amounts[i] ?? 0;
          by.set(address, (by.get(address) ?? 0) + amount);
          let flow = detail.get(address);
          if (flow === undefined) {
            flow = { usd: 0, allValued: true, assets: new Map() };
            detail.set(address, flow);
          }
          const quantity = edges.quantities?.[i] ?? amount;
          flow.assets.set(edges.asset, (flow.assets.get(edges.asset) ?? 0) + quantity);
          if (edges.valued) flow.usd += amount;
          else flow.allValued = false;
        });
      }
    }
    return { total, by, detail };
  }

  return {
    add(edge) {
      // A self-transfer (change sent back to the same address) is no counterparty.
      if (edge.from === edge.to || !(edge.amount >= 0) || !Number.isFinite(edge.at)) return [];
      let graph = chains.get(edge.chain);
      if (graph === undefined) {
        graph = new ChainGraph();
        chains.set(edge.chain, graph);
      }
      const before = graph.size;
      const from = graph.ensure(edge.from);
      const to = graph.ensure(edge.to);
      graph.add(edge.owner ?? FACTS, from, to, edge);
      return graph.addresses.slice(before);
    },
    chain: (chain) => chains.get(chain),
    flows(chain, address, owners = [FACTS]) {
      const graph = chains.get(chain);
      const node = graph?.node(address);
      if (graph === undefined || node === undefined) return undefined;
      const layers = graph.layersOf(owners).filter((layer) => layer.has(node));
      if (layers.length === 0) return undefined;
      return {
        incoming: view(graph, layers, node, 'incoming'),
        outgoing: view(graph, layers, node, 'outgoing'),
      };
    },
    knows(chain, address, owners) {
      const graph = chains.get(chain);
      const node = graph?.node(address);
      if (graph === undefined || node === undefined) return false;
      return graph.layersOf(owners).some((layer) => layer.has(node));
    },
    size() {
      let addresses = 0;
      for (const graph of chains.values()) addresses += graph.size;
      return addresses;
    },
  };
}
