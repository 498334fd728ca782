/**
 * Where a wallet's funds came from and went to, hop by hop, until a labelled address: `direct`
 * exposure is a labelled counterparty one hop away; `indirect` is one found further out, up to a
 * hop limit. Two ways of counting how much of the wallet's value an exposure stands for (BlockSci's
 * taint policies, Möser et al. 2014 "Towards risk scoring of Bitcoin transactions"):
 *
 * - `haircut` (default): value is shared out in proportion at every hop. If the wallet received 10
 *   from A and 30 from B, A stands for 25 % of its incoming value; if A had itself received half its
 *   value from a mixer, the mixer stands for 12.5 %.
 * - `poison`: any path taints fully: every exposure stands for 100 %.
 *
 * Shares are taken in one unit at a time: US dollars for transfers with a dollar value, the asset
 * itself for those without. A counterparty's share adds up what it stands for in each unit, so a
 * wallet whose transfers are not all valued is given at least its true exposure, never less; the
 * answer says which assets had no value (`coverage.unvalued_assets`).
 *
 * Direct exposure is never diluted: every counterparty one hop away is looked at, however small its
 * share and however many counterparties the wallet has, and a labelled one is found whatever its
 * share. A counterparty whose transfers moved nothing (a zero-value token transfer, which anyone can
 * emit in another's name) is context, not exposure. The bounds below apply from the second hop on.
 *
 * Funds move forward in time only. Following a wallet's funds back to their sources, an address's
 * own sources count only through transfers it received no later than it passed value on along the
 * path; following them forward, an address passes them on only through transfers it made no
 * earlier than it received them. (The temporal order every taint policy assumes: FIFO after
 * Clayton's case, Anderson et al., "Bitcoin Redemption", 2018.) Shares at a hop beyond the first
 * are taken of what the address received (or sent) within that time bound. Where several paths
 * reach one address at a hop, its bound is the loosest of theirs, and its path the strongest.
 *
 * Tracing stops at a labelled address (funds through an exchange or a mixer are commingled; what
 * came before says nothing of this wallet), and keeps only the strongest paths at each hop, so a
 * screening costs a bounded amount whatever the graph; `coverage` says when a bound cut paths off.
 *
 * Whose transfers: the trace reads the layers of the owners it is given (the shared facts and the
 * screening workspace's own claims), never another workspace's.
 */
import { type Edges, eachEdges, type Layer } from './edges.ts';
import { type Marks, marksFor } from './trace-marks.ts';
import { Tally, type TraceCoverage } from './trace-tally.ts';
import { type ChainGraph, type Direction, FACTS, type TransferGraph } from './transfer-graph.ts';

export type ExposureMethod = 'haircut' | 'poison';

export interface TraceOptions {
  /** 1 = direct counterparties only. */
  maxHops: number;
  method: ExposureMethod;
  /** Whose transfers count: default the shared facts only. */
  owners?: readonly string[];
}

export interface TracedExposure {
  address: string;
  /** `incoming`: a source of the wallet's funds; `outgoing`: a destination. */
  direction: Direction;
  hops: number;
  /** Share of the wallet's value in that direction that this address stands for, 0–1. */
  share: number;
  /** The addresses from the wallet to this one, both included: the strongest path. */
  path: string[];
  /** Direct exposure: what moved with the counterparty, in US dollars (valued transfers only). */
  valueUsd?: number;
  /** Direct exposure: quantities moved per asset. */
  amounts?: { asset: string; quantity: number }[];
  /** Direct exposure: some transfers with it had no dollar value. */
  unvalued?: boolean;
  /**
   * When value moved with it: for direct exposure the first and last transfer with the
   * counterparty; further out, the last transfer of the path's end that counted.
   */
  firstAt: number;
  lastAt: number;
}

export type { TraceCoverage, TraceCut } from './trace-tally.ts';

export interface TraceResult {
  found: TracedExposure[];
  coverage: TraceCoverage;
  /** The wallet's value in US dollars per direction, when every transfer of it had a dollar value. */
  walletUsd: { incoming: number | undefined; outgoing: number | undefined };
}

/** Counterparties followed from one address, strongest first (from the second hop). */
export const FAN_OUT = 64;
/** Addresses carried to the next hop, strongest first. */
export const FRONTIER = 256;
/** Below this share a path is not followed further: 0.1 % of the wallet's value says nothing useful. */
export const MIN_SHARE = 0.001;

/**
 * Whether an address carries a label the screening workspace sees. Platform labels are the same for
 * every workspace and change only when they are reloaded, which changes `generation` (never 0): a
 * trace keeps their answer per node until then. A workspace's own labels are asked every time.
 */
export interface LabelTest {
  generation: number;
  platform(address: string): boolean;
  own: ((address: string) => boolean) | undefined;
  /** Whether another address of the address's co-spend entity carries a label; asked every time. */
  peers?: ((address: string) => boolean) | undefined;
}

export function traceExposure(
  graph: TransferGraph,
  chain: string,
  wallet: string,
  labels: LabelTest,
  options: TraceOptions,
): TraceResult {
  const coverage: TraceCoverage = {
    seen: false,
    transfers: 0,
    hops: 0,
    from: undefined,
    to: undefined,
    cut: [],
    unvaluedAssets: [],
  };
  const none = { found: [], coverage, walletUsd: { incoming: undefined, outgoing: undefined } };
  const nodes = graph.chain(chain);
  const start = nodes?.node(wallet);
  if (nodes === undefined || start === undefined) return none;
  const layers = nodes.layersOf(options.owners ?? [FACTS]);
  coverage.seen = layers.some((layer) => layer.has(start));
  if (!coverage.seen) return none;
  const marks = marksFor(nodes, FRONTIER);
  const isLabelled = (node: number, address: string): boolean => {
    if (marks.labelledIn[node] !== labels.generation) {
      marks.labelledIn[node] = labels.generation;
      marks.labelled[node] = labels.platform(address) ? 1 : 0;
    }
    return marks.labelled[node] === 1 || labels.own?.(address) === true || labels.peers?.(address) === true;
  };
  const seen = new Tally(coverage);
  const found = [
    ...traceDirection(nodes, layers, marks, start, isLabelled, options, 'incoming', seen),
    ...traceDirection(nodes, layers, marks, start, isLabelled, options, 'outgoing', seen),
  ];
  seen.finish();
  return {
    found,
    coverage,
    walletUsd: { incoming: usdOf(layers, start, 'incoming'), outgoing: usdOf(layers, start, 'outgoing') },
  };
}

/** A node's value in one direction in US dollars, or undefined when a transfer of it had none. */
function usdOf(layers: readonly Layer[], node: number, direction: Direction): number | undefined {
  let usd = 0;
  for (const layer of layers) {
    for (const edges of eachEdges(layer.edges(node, direction))) {
      if (!edges.valued) return undefined;
      usd += edges.total;
    }
  }
  return usd;
}

/**
 * What one counterparty (at `position` of `edges`) passed along a path whose time bound is `bound`:
 * the amount of its transfers within the bound, and the bound they set for the next hop (incoming:
 * the latest of them; outgoing: the earliest), or none.
 */
function within(
  edges: Edges,
  position: number,
  bound: number,
  incoming: boolean,
  out: { amount: number; bound: number },
): boolean {
  const first = edges.first[position] ?? 0;
  const last = edges.last[position] ?? 0;
  if (incoming ? last <= bound : first >= bound) {
    out.amount = edges.amounts[position] ?? 0;
    out.bound = incoming ? last : first;
    return true;
  }
  if (incoming ? first > bound : last < bound) return false;
  const transfers = edges.transfersAt(position);
  if (transfers === undefined) return false;
  out.amount = incoming ? transfers.sumUpTo(bound) : transfers.sumFrom(bound);
  out.bound = incoming ? transfers.latestUpTo(bound) : transfers.earliestFrom(bound);
  return true;
}

/** A frontier node's Edges in the direction, with the total of each one's currency within the bound. */
class Frontier {
  readonly edges: Edges[] = [];
  readonly totals: number[] = [];
  private readonly currencies: string[] = [];
  private readonly currencyTotals: number[] = [];

  fill(layers: readonly Layer[], node: number, direction: Direction, limit: number, tally: Tally): void {
    this.edges.length = 0;
    this.totals.length = 0;
    this.currencies.length = 0;
    this.currencyTotals.length = 0;
    const incoming = direction === 'incoming';
    for (const layer of layers) {
      for (const edges of eachEdges(layer.edges(node, direction))) {
        tally.read(edges);
        const within = incoming ? edges.timeline.sumUpTo(limit) : edges.timeline.sumFrom(limit);
        const at = this.currencies.indexOf(edges.currency);
        if (at === -1) {
          this.currencies.push(edges.currency);
          this.currencyTotals.push(within);
        } else {
          this.currencyTotals[at] = (this.currencyTotals[at] ?? 0) + within;
        }
        this.edges.push(edges);
      }
    }
    for (const edges of this.edges) {
      this.totals.push(this.currencyTotals[this.currencies.indexOf(edges.currency)] ?? 0);
    }
    if (this.currencies.length > 1) tally.cut('unvalued_mix');
  }
}

function traceDirection(
  graph: ChainGraph,
  layers: readonly Layer[],
  marks: Marks,
  wallet: number,
  isLabelled: (node: number, address: string) => boolean,
  options: TraceOptions,
  direction: Direction,
  tally: Tally,
): TracedExposure[] {
  const found: TracedExposure[] = [];
  const poison = options.method === 'poison';
  const incoming = direction === 'incoming';
  const trace = marks.begin(graph.size, options.maxHops);
  const { reached, gathered, share, bound, via, viaShare, touched, carried, frontier, shares, bounds } =
    marks;
  const passedOn = { amount: 0, bound: 0 };
  const sets = new Frontier();
  reached[wallet] = trace;
  frontier[0] = wallet;
  shares[0] = 1;
  // The wallet's funds: everything it ever received, everything it ever sent.
  bounds[0] = incoming ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
  let width = 1;
  for (let hops = 1; hops <= options.maxHops && width > 0; hops += 1) {
    const hop = marks.hop();
    const direct = hops === 1;
    let touchedCount = 0;
    for (let f = 0; f < width; f++) {
      const from = frontier[f] ?? 0;
      const fromShare = shares[f] ?? 0;
      const limit = bounds[f] ?? 0;
      sets.fill(layers, from, direction, limit, tally);
      for (let e = 0; e < sets.edges.length; e++) {
        const edges = sets.edges[e] as Edges;
        const total = sets.totals[e] ?? 0;
        if (total <= 0) continue;
        const { nodes } = edges;
        // The wallet's own counterparties are every one looked at; further out, the strongest.
        const strongest = direct ? null : edges.strongest(FAN_OUT);
        if (strongest !== null) tally.cut('fan_out');
        const count = strongest === null ? nodes.length : strongest.length;
        for (let k = 0; k < count; k++) {
          const at = strongest === null ? k : (strongest[k] ?? 0);
          const counterparty = nodes[at] ?? 0;
          if (reached[counterparty] === trace) continue;
          if (!within(edges, at, limit, incoming, passedOn)) continue;
          // Nothing moved (a zero-value transfer): context, not exposure.
          if (!(passedOn.amount > 0)) continue;
          const passed = poison ? 1 : (fromShare * passedOn.amount) / total;
          if (!direct && passed < MIN_SHARE) {
            tally.cut('min_share');
            continue;
          }
          if (gathered[counterparty] !== hop) {
            gathered[counterparty] = hop;
            share[counterparty] = 0;
            bound[counterparty] = passedOn.bound;
            viaShare[counterparty] = -1;
            touched[touchedCount++] = counterparty;
          } else if (
            incoming
              ? passedOn.bound > (bound[counterparty] ?? 0)
              : passedOn.bound < (bound[counterparty] ?? 0)
          ) {
            bound[counterparty] = passedOn.bound;
          }
          share[counterparty] = Math.min(1, (share[counterparty] ?? 0) + passed);
          if (passed > (viaShare[counterparty] ?? 0)) {
            viaShare[counterparty] = passed;
            via[counterparty] = from;
          }
        }
      }
    }
    if (touchedCount > 0) tally.reached(hops);
    let carriedCount = 0;
    for (let t = 0; t < touchedCount; t++) {
      const node = touched[t] ?? 0;
      reached[node] = trace;
      const address = graph.addresses[node] ?? '';
      const nodeShare = share[node] ?? 0;
      if (isLabelled(node, address)) {
        found.push(exposureOf(graph, layers, marks, wallet, node, direction, hops, nodeShare));
      } else if (nodeShare >= MIN_SHARE) carried[carriedCount++] = node;
      else tally.cut('min_share');
    }
    // The hop limit cut something off only where value went on from an address it stopped at.
    if (hops === options.maxHops) {
      for (let c = 0; c < carriedCount; c++) {
        const node = carried[c] ?? 0;
        if (layers.some((layer) => layer.edges(node, direction) !== undefined)) {
          tally.cut('max_hops');
          break;
        }
      }
    }
    width = Math.min(carriedCount, FRONTIER);
    if (carriedCount > FRONTIER) {
      tally.cut('frontier');
      // Strongest first; ties keep the order they were reached in.
      const order = Array.from({ length: carriedCount }, (_, i) => i);
      order.sort((a, b) => (share[carried[b] ?? 0] ?? 0) - (share[carried[a] ?? 0] ?? 0) || a - b);
      for (let i = 0; i < width; i++) frontier[i] = carried[order[i] ?? 0] ?? 0;
    } else {
      frontier.set(carried.subarray(0, width));
    }
    for (let i = 0; i < width; i++) {
      const node = frontier[i] ?? 0;
      shares[i] = share[node] ?? 0;
      bounds[i] = bound[node] ?? 0;
    }
  }
  return found;
}

/** A labelled address reached: its share and path, and for a direct one what moved with it. */
function exposureOf(
  graph: ChainGraph,
  layers: readonly Layer[],
  marks: Marks,
  wallet: number,
  node: number,
  direction: Direction,
  hops: number,
  share: number,
): TracedExposure {
  const path: string[] = [];
  for (let at = node, step = 0; step <= hops; step++) {
    path.push(graph.addresses[at] ?? '');
    if (at === wallet) break;
    at = marks.via[at] ?? wallet;
  }
  path.reverse();
  const bound = marks.bound[node] ?? 0;
  const traced: TracedExposure = {
    address: graph.addresses[node] ?? '',
    direction,
    hops,
    share,
    path,
    firstAt: bound,
    lastAt: bound,
  };
  if (hops !== 1) return traced;
  // What moved between the wallet and its counterparty, over every layer and unit.
  let usd = 0;
  let valued = false;
  let unvalued = false;
  let firstAt = Number.POSITIVE_INFINITY;
  let lastAt = Number.NEGATIVE_INFINITY;
  const amounts = new Map<string, number>();
  for (const layer of layers) {
    for (const edges of eachEdges(layer.edges(wallet, direction))) {
      const position = edges.positionOf(node);
      if (position === -1) continue;
      const amount = edges.amounts[position] ?? 0;
      if (!(amount > 0)) continue;
      const quantity = edges.quantities?.[position] ?? amount;
      amounts.set(edges.asset, (amounts.get(edges.asset) ?? 0) + quantity);
      if (edges.valued) {
        usd += amount;
        valued = true;
      } else unvalued = true;
      firstAt = Math.min(firstAt, edges.first[position] ?? firstAt);
      lastAt = Math.max(lastAt, edges.last[position] ?? lastAt);
    }
  }
  traced.amounts = [...amounts].map(([asset, quantity]) => ({ asset, quantity }));
  if (valued) traced.valueUsd = usd;
  traced.unvalued = unvalued;
  traced.firstAt = firstAt;
  traced.lastAt = lastAt;
  return traced;
}
