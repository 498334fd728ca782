/**
 * The value that moved between addresses, per chain, in memory: for each address what it received
 * from and sent to each counterparty, summed, and when, so exposure can follow funds hop by hop,
 * forward in time only, without a query. Pure: the screening service fills it from the store and
 * from new transfers.
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
  /** When the transfer happened (epoch ms): funds can only move on after they arrived. */
  at: number;
}

/**
 * Transfers as (time, amount) pairs, for sums and ends within a time bound. Kept in arrival order
 * and sorted by time, with running sums, only when a bounded question is asked after a change.
 */
export class Timeline {
  private times: number[] = [];
  private values: number[] = [];
  private sorted = true;
  /** `sums[i]`: the values of the first i transfers in time order; undefined after a change. */
  private sums: Float64Array | undefined;
  private min = Number.POSITIVE_INFINITY;
  private max = Number.NEGATIVE_INFINITY;
  private total = 0;

  add(time: number, value: number): void {
    if (time < this.max) this.sorted = false;
    this.times.push(time);
    this.values.push(value);
    this.sums = undefined;
    if (time < this.min) this.min = time;
    if (time > this.max) this.max = time;
    this.total += value;
  }

  /** The values of the transfers at or before `bound`. */
  sumUpTo(bound: number): number {
    if (bound >= this.max) return this.total;
    if (bound < this.min) return 0;
    const sums = this.prepare();
    return sums[this.countUpTo(bound)] ?? 0;
  }

  /** The values of the transfers at or after `bound`. */
  sumFrom(bound: number): number {
    if (bound <= this.min) return this.total;
    if (bound > this.max) return 0;
    const sums = this.prepare();
    return this.total - (sums[this.countBefore(bound)] ?? 0);
  }

  /** The latest time at or before `bound`; -Infinity when there is none. */
  latestUpTo(bound: number): number {
    if (bound >= this.max) return this.max;
    if (bound < this.min) return Number.NEGATIVE_INFINITY;
    this.prepare();
    return this.times[this.countUpTo(bound) - 1] ?? Number.NEGATIVE_INFINITY;
  }

  /** The earliest time at or after `bound`; +Infinity when there is none. */
  earliestFrom(bound: number): number {
    if (bound <= this.min) return this.min;
    if (bound > this.max) return Number.POSITIVE_INFINITY;
    this.prepare();
    return this.times[this.countBefore(bound)] ?? Number.POSITIVE_INFINITY;
  }

  private prepare(): Float64Array {
    if (this.sums !== undefined) return this.sums;
    if (!this.sorted) {
      const order = Array.from(this.times.keys()).sort(
        (a, b) => (this.times[a] ?? 0) - (this.times[b] ?? 0) || a - b,
      );
      this.times = order.map((i) => this.times[i] ?? 0);
      this.values = order.map((i) => this.values[i] ?? 0);
      this.sorted = true;
    }
    const sums = new Float64Array(this.values.length + 1);
    for (let i = 0; i < this.values.length; i++) sums[i + 1] = (sums[i] ?? 0) + (this.values[i] ?? 0);
    this.sums = sums;
    return sums;
  }

  /** How many transfers are at or before `bound` (times sorted). */
  private countUpTo(bound: number): number {
    let low = 0;
    let high = this.times.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((this.times[mid] ?? 0) <= bound) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** How many transfers are strictly before `bound` (times sorted). */
  private countBefore(bound: number): number {
    let low = 0;
    let high = this.times.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((this.times[mid] ?? 0) < bound) low = mid + 1;
      else high = mid;
    }
    return low;
  }
}

/**
 * A node's transfers in one direction: counterparty nodes and the amounts summed per counterparty,
 * with the earliest and latest time of each; the transfers one by one for a counterparty with
 * several, and for the whole direction, so sums within a time bound stay exact.
 */
export class Edges {
  /** Counterparty nodes, in the order they were first seen. */
  readonly nodes: number[] = [];
  /** `amounts[i]` moved between this node and `nodes[i]`, summed. */
  readonly amounts: number[] = [];
  /** The earliest and latest transfer with `nodes[i]` (epoch ms). */
  readonly first: number[] = [];
  readonly last: number[] = [];
  total = 0;
  /** Every transfer of this direction, for totals within a time bound. */
  readonly timeline = new Timeline();
  /** Counterparty position → its transfers, once it has more than one. */
  private detail: Map<number, Timeline> | undefined;
  /** Counterparty node → position, once there are too many to scan. */
  private positions: Map<number, number> | undefined;
  /** Positions of the strongest counterparties, strongest first, for the last `limit` asked; reset by `add`. */
  private strongestCache: { limit: number; positions: number[] } | undefined;

  add(counterparty: number, amount: number, at: number): void {
    const position = this.positionOf(counterparty);
    if (position === -1) {
      this.positions?.set(counterparty, this.nodes.length);
      this.nodes.push(counterparty);
      this.amounts.push(amount);
      this.first.push(at);
      this.last.push(at);
      if (this.positions === undefined && this.nodes.length > SCAN_LIMIT) {
        this.positions = new Map(this.nodes.map((node, i) => [node, i]));
      }
    } else {
      let transfers = this.detail?.get(position);
      if (transfers === undefined) {
        // Its second transfer: the first one is what the position holds so far.
        transfers = new Timeline();
        transfers.add(this.first[position] ?? at, this.amounts[position] ?? 0);
        this.detail ??= new Map();
        this.detail.set(position, transfers);
      }
      transfers.add(at, amount);
      this.amounts[position] = (this.amounts[position] ?? 0) + amount;
      if (at < (this.first[position] ?? at)) this.first[position] = at;
      if (at > (this.last[position] ?? at)) this.last[position] = at;
    }
    this.timeline.add(at, amount);
    this.total += amount;
    this.strongestCache = undefined;
  }

  /** The counterparty at `position`'s transfers, for one with several (else its one is first/last/amount). */
  transfersAt(position: number): Timeline | undefined {
    return this.detail?.get(position);
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

  add(from: number, to: number, amount: number, at: number): void {
    let out = this.outgoing[from];
    if (out === undefined) {
      out = new Edges();
      this.outgoing[from] = out;
    }
    out.add(to, amount, at);
    let into = this.incoming[to];
    if (into === undefined) {
      into = new Edges();
      this.incoming[to] = into;
    }
    into.add(from, amount, at);
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
   * is ignored: a self-transfer, an amount that is negative or not a number, a time that is none).
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
      if (edge.from === edge.to || !(edge.amount >= 0) || !Number.isFinite(edge.at)) return [];
      let graph = chains.get(edge.chain);
      if (graph === undefined) {
        graph = new ChainGraph();
        chains.set(edge.chain, graph);
      }
      const before = graph.size;
      const from = graph.ensure(edge.from);
      const to = graph.ensure(edge.to);
      graph.add(from, to, edge.amount, edge.at);
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
