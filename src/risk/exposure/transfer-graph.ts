/**
 * The value that moved between addresses, per chain, in memory: for each address what it received
 * from and sent to each counterparty, summed, so exposure can follow funds hop by hop without a
 * query. Pure: the screening service fills it from the store and from new transfers.
 *
 * Built for tracing, which visits thousands of edges per screening: each address is a small integer
 * (its node) and each direction of a node holds its counterparties' nodes and summed amounts in two
 * parallel arrays, so a trace walks arrays and typed arrays instead of hashing address strings. A
 * hub's strongest counterparties are sorted once and kept until its next transfer.
 */

export type Direction = 'incoming' | 'outgoing';

export interface TransferEdge {
  chain: string;
  from: string;
  to: string;
  amount: number;
}

/** A node's transfers in one direction: counterparty nodes and the amounts summed per counterparty. */
export class Edges {
  /** Counterparty nodes, in the order they were first seen. */
  readonly nodes: number[] = [];
  /** `amounts[i]` moved between this node and `nodes[i]`, summed. */
  readonly amounts: number[] = [];
  total = 0;
  /** Counterparty node → position, once there are too many to scan. */
  private positions: Map<number, number> | undefined;
  /** Positions of the strongest counterparties, strongest first, for the last `limit` asked; reset by `add`. */
  private strongestCache: { limit: number; positions: number[] } | undefined;

  add(counterparty: number, amount: number): void {
    const at = this.positionOf(counterparty);
    if (at === -1) {
      this.positions?.set(counterparty, this.nodes.length);
      this.nodes.push(counterparty);
      this.amounts.push(amount);
      if (this.positions === undefined && this.nodes.length > SCAN_LIMIT) {
        this.positions = new Map(this.nodes.map((node, i) => [node, i]));
      }
    } else {
      this.amounts[at] = (this.amounts[at] ?? 0) + amount;
    }
    this.total += amount;
    this.strongestCache = undefined;
  }

  /** The amount moved with one counterparty; 0 if none. */
  amountWith(counterparty: number): number {
    const at = this.positionOf(counterparty);
    return at === -1 ? 0 : (this.amounts[at] ?? 0);
  }

  /**
   * Positions of the `limit` counterparties with the largest amounts, strongest first (ties in the
   * order first seen), or null when there are no more than `limit`: then every one counts, in order.
   */
  strongest(limit: number): number[] | null {
    if (this.nodes.length <= limit) return null;
    if (this.strongestCache?.limit !== limit) {
      const { amounts } = this;
      const positions = Array.from(amounts.keys());
      positions.sort((a, b) => (amounts[b] ?? 0) - (amounts[a] ?? 0) || a - b);
      positions.length = limit;
      this.strongestCache = { limit, positions };
    }
    return this.strongestCache.positions;
  }

  private positionOf(counterparty: number): number {
    if (this.positions !== undefined) return this.positions.get(counterparty) ?? -1;
    return this.nodes.indexOf(counterparty);
  }
}

/** Counterparties found by a scan up to this many; a map of positions beyond. */
const SCAN_LIMIT = 16;

/** One chain's addresses as nodes, and their edges in each direction. */
export class ChainGraph {
  private readonly nodeOf = new Map<string, number>();
  /** Node → address. */
  readonly addresses: string[] = [];
  readonly incoming: (Edges | undefined)[] = [];
  readonly outgoing: (Edges | undefined)[] = [];

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
      this.incoming.push(undefined);
      this.outgoing.push(undefined);
    }
    return node;
  }

  edges(node: number, direction: Direction): Edges | undefined {
    return direction === 'incoming' ? this.incoming[node] : this.outgoing[node];
  }

  add(from: number, to: number, amount: number): void {
    let out = this.outgoing[from];
    if (out === undefined) {
      out = new Edges();
      this.outgoing[from] = out;
    }
    out.add(to, amount);
    let into = this.incoming[to];
    if (into === undefined) {
      into = new Edges();
      this.incoming[to] = into;
    }
    into.add(from, amount);
  }
}

/** One direction of an address's flows, as addresses: for callers that are not on a hot path. */
export interface FlowView {
  total: number;
  /** Counterparty address → summed amount, in the order first seen. */
  by: ReadonlyMap<string, number>;
}

export interface TransferGraph {
  /**
   * Records a transfer. Returns the addresses that were new to the graph (none for a transfer that
   * is ignored: a self-transfer, or an amount that is negative or not a number).
   */
  add(edge: TransferEdge): string[];
  /** The chain's nodes and edges, for tracing; undefined for a chain with no transfers. */
  chain(chain: string): ChainGraph | undefined;
  /** An address's flows in both directions, copied out; undefined if it has no transfers. */
  flows(chain: string, address: string): { incoming: FlowView; outgoing: FlowView } | undefined;
  /** Addresses with at least one transfer, over every chain. */
  size(): number;
}

export function createTransferGraph(): TransferGraph {
  const chains = new Map<string, ChainGraph>();

  function view(graph: ChainGraph, edges: Edges | undefined): FlowView {
    const by = new Map<string, number>();
    if (edges === undefined) return { total: 0, by };
    edges.nodes.forEach((node, i) => {
      by.set(graph.addresses[node] ?? '', edges.amounts[i] ?? 0);
    });
    return { total: edges.total, by };
  }

  return {
    add(edge) {
      // A self-transfer (change sent back to the same address) is no counterparty.
      if (edge.from === edge.to || !(edge.amount >= 0)) return [];
      let graph = chains.get(edge.chain);
      if (graph === undefined) {
        graph = new ChainGraph();
        chains.set(edge.chain, graph);
      }
      const before = graph.size;
      const from = graph.ensure(edge.from);
      const to = graph.ensure(edge.to);
      graph.add(from, to, edge.amount);
      return graph.addresses.slice(before);
    },
    chain: (chain) => chains.get(chain),
    flows(chain, address) {
      const graph = chains.get(chain);
      const node = graph?.node(address);
      if (graph === undefined || node === undefined) return undefined;
      return { incoming: view(graph, graph.incoming[node]), outgoing: view(graph, graph.outgoing[node]) };
    },
    size() {
      let addresses = 0;
      for (const graph of chains.values()) addresses += graph.size;
      return addresses;
    },
  };
}
