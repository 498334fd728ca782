/**
 * A node's transfers in one direction, of one owner and one unit (`Edges`), and an owner's edges of
 * every node (`Layer`): the parts of the transfer graph (`transfer-graph.ts`) that tracing walks.
 *
 * A unit is what the amounts of one Edges are in: US dollars for transfers with a dollar value
 * (their own asset's quantities kept beside), or the asset itself for transfers without one. Amounts
 * of different units are never added: a dollar and an ether are not the same thing.
 */
import { Timeline } from './timeline.ts';

/**
 * A node's transfers in one direction: counterparty nodes and the amounts summed per counterparty,
 * with the earliest and latest time of each; the transfers one by one for a counterparty with
 * several, and for the whole direction, so sums within a time bound stay exact.
 */
export class Edges {
  /** Counterparty nodes, in the order they were first seen. */
  readonly nodes: number[] = [];
  /** `amounts[i]` moved between this node and `nodes[i]`, summed, in `currency`. */
  readonly amounts: number[] = [];
  /** For valued transfers: `quantities[i]` of `asset` that moved with `nodes[i]`, summed. */
  readonly quantities: number[] | undefined;
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

  /**
   * @param asset the asset moved (upper-case symbol)
   * @param valued whether the amounts are its US-dollar values (else quantities of the asset)
   */
  readonly asset: string;
  readonly valued: boolean;

  constructor(asset: string, valued: boolean) {
    this.asset = asset;
    this.valued = valued;
    this.quantities = valued ? [] : undefined;
  }

  /** What the amounts are in: `USD`, or the asset. Totals add Edges of one currency only. */
  get currency(): string {
    return this.valued ? 'USD' : this.asset;
  }

  add(counterparty: number, amount: number, at: number, quantity = amount): void {
    const position = this.positionOf(counterparty);
    if (position === -1) {
      this.positions?.set(counterparty, this.nodes.length);
      this.nodes.push(counterparty);
      this.amounts.push(amount);
      this.quantities?.push(quantity);
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
      if (this.quantities !== undefined)
        this.quantities[position] = (this.quantities[position] ?? 0) + quantity;
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

  /** The position of a counterparty node, or -1. */
  positionOf(counterparty: number): number {
    if (this.positions !== undefined) return this.positions.get(counterparty) ?? -1;
    return this.nodes.indexOf(counterparty);
  }
}

/** Counterparties found by a scan up to this many; a map of positions beyond. */
const SCAN_LIMIT = 16;

/** A node's Edges in one direction: one per unit, most often exactly one. */
export type EdgeSet = Edges | Edges[] | undefined;

/** The Edges of a set, as a list (no allocation for the usual one or none). */
export function eachEdges(set: EdgeSet): readonly Edges[] {
  if (set === undefined) return NO_EDGES;
  return Array.isArray(set) ? set : [set];
}

const NO_EDGES: readonly Edges[] = [];

export type Direction = 'incoming' | 'outgoing';

/** One owner's transfers on one chain (the shared facts, or one workspace's claims), by node. */
export class Layer {
  readonly incoming: EdgeSet[] = [];
  readonly outgoing: EdgeSet[] = [];

  edges(node: number, direction: Direction): EdgeSet {
    return direction === 'incoming' ? this.incoming[node] : this.outgoing[node];
  }

  add(
    from: number,
    to: number,
    asset: string,
    valued: boolean,
    amount: number,
    quantity: number,
    at: number,
  ): void {
    edgesOf(this.outgoing, from, asset, valued).add(to, amount, at, quantity);
    edgesOf(this.incoming, to, asset, valued).add(from, amount, at, quantity);
  }

  /** Whether the node has a transfer in this layer. */
  has(node: number): boolean {
    return this.incoming[node] !== undefined || this.outgoing[node] !== undefined;
  }
}

function edgesOf(sets: EdgeSet[], node: number, asset: string, valued: boolean): Edges {
  const set = sets[node];
  if (set === undefined) {
    const edges = new Edges(asset, valued);
    sets[node] = edges;
    return edges;
  }
  const list = Array.isArray(set) ? set : [set];
  const found = list.find((edges) => edges.asset === asset && edges.valued === valued);
  if (found !== undefined) return found;
  const edges = new Edges(asset, valued);
  sets[node] = [...list, edges];
  return edges;
}
