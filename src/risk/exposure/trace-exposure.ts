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
 * Funds move forward in time only. Following a wallet's funds back to their sources, an address's
 * own sources count only through transfers it received no later than it passed value on along the
 * path; following them forward, an address passes them on only through transfers it made no
 * earlier than it received them. (The temporal order every taint policy assumes: FIFO after
 * Clayton's case, Anderson et al., "Bitcoin Redemption", 2018, matches each withdrawal with earlier
 * deposits; the haircut of Möser et al. shares out what an address held when it paid.) Shares at a
 * hop beyond the first are taken of what the address received (or sent) within that time bound.
 * Where several paths reach one address at a hop, its bound is the loosest of theirs.
 *
 * Tracing stops at a labelled address (funds through an exchange or a mixer are commingled; what
 * came before says nothing of this wallet), and keeps only the strongest paths at each hop, so a
 * screening costs a bounded amount whatever the graph.
 *
 * It runs on every wallet screening and visits up to FRONTIER × FAN_OUT edges per hop, so it works
 * on the graph's node numbers: which nodes were reached, and the share and time bound each gathers
 * in the hop under way, are kept in typed arrays stamped per trace and per hop (nothing to clear,
 * nothing to hash).
 */
import type { ChainGraph, Direction, Edges, TransferGraph } from './transfer-graph.ts';

export type ExposureMethod = 'haircut' | 'poison';

export interface TraceOptions {
  /** 1 = direct counterparties only. */
  maxHops: number;
  method: ExposureMethod;
}

export interface TracedExposure {
  address: string;
  /** `incoming`: a source of the wallet's funds; `outgoing`: a destination. */
  direction: Direction;
  hops: number;
  /** Share of the wallet's value in that direction that this address stands for, 0–1. */
  share: number;
}

/** Counterparties followed from one address, strongest first. */
export const FAN_OUT = 64;
/** Addresses carried to the next hop, strongest first. */
export const FRONTIER = 256;
/** Below this share a path is dropped: 0.1 % of the wallet's value says nothing useful. */
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
): TracedExposure[] {
  const nodes = graph.chain(chain);
  const start = nodes?.node(wallet);
  if (nodes === undefined || start === undefined) return [];
  const marks = marksFor(nodes);
  const isLabelled = (node: number, address: string): boolean => {
    if (marks.labelledIn[node] !== labels.generation) {
      marks.labelledIn[node] = labels.generation;
      marks.labelled[node] = labels.platform(address) ? 1 : 0;
    }
    return marks.labelled[node] === 1 || labels.own?.(address) === true || labels.peers?.(address) === true;
  };
  return [
    ...traceDirection(nodes, marks, start, isLabelled, options, 'incoming'),
    ...traceDirection(nodes, marks, start, isLabelled, options, 'outgoing'),
  ];
}

/**
 * Per node: the trace that last reached it (`reached`), and the hop that last gave it a share
 * (`gathered`) with that share (`share`) and time bound (`bound`). A stamp that is not the current one means "not yet", so
 * nothing is cleared between traces. Also whether it carries a platform label (`labelled`), as of
 * the label generation in `labelledIn`. And the lists a hop works through (`frontier` with its
 * `shares`, `touched`, `carried`), kept here so that a trace allocates only what it finds. One set
 * per chain graph: tracing is synchronous.
 */
class Marks {
  reached = new Uint32Array(0);
  gathered = new Uint32Array(0);
  share = new Float64Array(0);
  /** The time bound gathered in the hop under way (incoming: latest; outgoing: earliest). */
  bound = new Float64Array(0);
  labelledIn = new Uint32Array(0);
  labelled = new Uint8Array(0);
  /** Nodes given a share in the hop under way, in the order first given one: at most every node. */
  touched = new Uint32Array(0);
  /** Of those, the unlabelled ones, to carry to the next hop. */
  carried = new Uint32Array(0);
  readonly frontier = new Uint32Array(FRONTIER);
  readonly shares = new Float64Array(FRONTIER);
  readonly bounds = new Float64Array(FRONTIER);
  private stamp = 0;

  /**
   * Room for every node of the graph, and the stamp of a new trace; the trace's hops then take
   * `hop()`. Stamps start again from 1, with every mark cleared, before they could run out mid-trace.
   */
  begin(size: number, hops: number): number {
    if (this.reached.length < size) {
      const length = Math.max(size, this.reached.length * 2, 1024);
      this.reached = grown(this.reached, new Uint32Array(length));
      this.gathered = grown(this.gathered, new Uint32Array(length));
      this.share = grown(this.share, new Float64Array(length));
      this.bound = grown(this.bound, new Float64Array(length));
      this.labelledIn = grown(this.labelledIn, new Uint32Array(length));
      this.labelled = grown(this.labelled, new Uint8Array(length));
      this.touched = new Uint32Array(length);
      this.carried = new Uint32Array(length);
    }
    if (this.stamp + hops + 1 >= 0xffffffff) {
      this.reached.fill(0);
      this.gathered.fill(0);
      this.stamp = 0;
    }
    return this.hop();
  }

  hop(): number {
    this.stamp += 1;
    return this.stamp;
  }
}

function grown<T extends Uint32Array | Uint8Array | Float64Array>(old: T, larger: T): T {
  larger.set(old);
  return larger;
}

const marksOf = new WeakMap<ChainGraph, Marks>();

function marksFor(graph: ChainGraph): Marks {
  let marks = marksOf.get(graph);
  if (marks === undefined) {
    marks = new Marks();
    marksOf.set(graph, marks);
  }
  return marks;
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

function traceDirection(
  graph: ChainGraph,
  marks: Marks,
  wallet: number,
  isLabelled: (node: number, address: string) => boolean,
  options: TraceOptions,
  direction: Direction,
): TracedExposure[] {
  const found: TracedExposure[] = [];
  const poison = options.method === 'poison';
  const incoming = direction === 'incoming';
  const trace = marks.begin(graph.size, options.maxHops);
  const { reached, gathered, share, bound, touched, carried, frontier, shares, bounds } = marks;
  const passedOn = { amount: 0, bound: 0 };
  reached[wallet] = trace;
  frontier[0] = wallet;
  shares[0] = 1;
  // The wallet's funds: everything it ever received, everything it ever sent.
  bounds[0] = incoming ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
  let width = 1;
  for (let hops = 1; hops <= options.maxHops && width > 0; hops += 1) {
    const hop = marks.hop();
    let touchedCount = 0;
    for (let f = 0; f < width; f++) {
      const edges = graph.edges(frontier[f] ?? 0, direction);
      if (edges === undefined || edges.total <= 0) continue;
      const { nodes } = edges;
      const from = shares[f] ?? 0;
      const limit = bounds[f] ?? 0;
      const total = incoming ? edges.timeline.sumUpTo(limit) : edges.timeline.sumFrom(limit);
      if (total <= 0) continue;
      const strongest = edges.strongest(FAN_OUT);
      const count = strongest === null ? nodes.length : strongest.length;
      for (let k = 0; k < count; k++) {
        const at = strongest === null ? k : (strongest[k] ?? 0);
        const counterparty = nodes[at] ?? 0;
        if (reached[counterparty] === trace) continue;
        if (!within(edges, at, limit, incoming, passedOn)) continue;
        const passed = poison ? 1 : (from * passedOn.amount) / total;
        if (passed < MIN_SHARE) continue;
        if (gathered[counterparty] !== hop) {
          gathered[counterparty] = hop;
          share[counterparty] = 0;
          bound[counterparty] = passedOn.bound;
          touched[touchedCount++] = counterparty;
        } else if (
          incoming ? passedOn.bound > (bound[counterparty] ?? 0) : passedOn.bound < (bound[counterparty] ?? 0)
        ) {
          bound[counterparty] = passedOn.bound;
        }
        share[counterparty] = Math.min(1, (share[counterparty] ?? 0) + passed);
      }
    }
    let carriedCount = 0;
    for (let t = 0; t < touchedCount; t++) {
      const node = touched[t] ?? 0;
      reached[node] = trace;
      const address = graph.addresses[node] ?? '';
      if (isLabelled(node, address)) found.push({ address, direction, hops, share: share[node] ?? 0 });
      else carried[carriedCount++] = node;
    }
    width = Math.min(carriedCount, FRONTIER);
    if (carriedCount > FRONTIER) {
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
