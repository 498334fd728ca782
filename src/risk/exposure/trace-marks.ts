/**
 * The working memory of the traces of one chain graph (`trace-exposure.ts`): typed arrays indexed
 * by node, stamped per trace and hop so that nothing is cleared between traces, grown as the graph
 * grows. Tracing is synchronous, so one set per graph serves every trace of it.
 */
import type { ChainGraph } from './transfer-graph.ts';

/**
 * Per node: the trace that last reached it (`reached`), and the hop that last gave it a share
 * (`gathered`) with that share (`share`), time bound (`bound`) and the frontier node that gave it
 * the most (`via`, its path). A stamp that is not the current one means "not yet", so nothing is
 * cleared between traces. Also whether it carries a platform label (`labelled`), as of the label
 * generation in `labelledIn`. And the lists a hop works through (`frontier` with its `shares`,
 * `touched`, `carried`), kept here so that a trace allocates only what it finds. One set per chain
 * graph: tracing is synchronous.
 */
export class Marks {
  reached = new Uint32Array(0);
  gathered = new Uint32Array(0);
  share = new Float64Array(0);
  /** The time bound gathered in the hop under way (incoming: latest; outgoing: earliest). */
  bound = new Float64Array(0);
  via = new Uint32Array(0);
  viaShare = new Float64Array(0);
  labelledIn = new Uint32Array(0);
  labelled = new Uint8Array(0);
  /** Nodes given a share in the hop under way, in the order first given one: at most every node. */
  touched = new Uint32Array(0);
  /** Of those, the unlabelled ones, to carry to the next hop. */
  carried = new Uint32Array(0);
  readonly frontier: Uint32Array;
  readonly shares: Float64Array;
  readonly bounds: Float64Array;
  private stamp = 0;

  /** `frontier`: the most addresses a hop carries to the next. */
  constructor(frontier: number) {
    this.frontier = new Uint32Array(frontier);
    this.shares = new Float64Array(frontier);
    this.bounds = new Float64Array(frontier);
  }

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
      this.via = grown(this.via, new Uint32Array(length));
      this.viaShare = grown(this.viaShare, new Float64Array(length));
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

/** The marks of `graph`'s traces, made on its first. */
export function marksFor(graph: ChainGraph, frontier: number): Marks {
  let marks = marksOf.get(graph);
  if (marks === undefined) {
    marks = new Marks(frontier);
    marksOf.set(graph, marks);
  }
  return marks;
}
