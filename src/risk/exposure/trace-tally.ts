/**
 * What a trace read (transfers, hops, the time they cover, unvalued assets, the bounds that cut
 * paths), gathered into the coverage a screening answers with.
 */
import type { Edges } from './edges.ts';

/**
 * Why a trace's shares may be off: a bound that cut paths off, or `unvalued_mix`, an address whose
 * transfers were partly in dollars and partly in an asset without a dollar value, whose shares
 * could then not be compared (each is taken in its own unit, so exposure is never understated).
 */
export type TraceCut = 'fan_out' | 'frontier' | 'min_share' | 'max_hops' | 'unvalued_mix';

export interface TraceCoverage {
  /** Whether the wallet has any transfer the owners see. */
  seen: boolean;
  /** Transfers read: every transfer of every address and direction the trace looked at. */
  transfers: number;
  /** The furthest hop that reached an address. */
  hops: number;
  /** The earliest and latest of those transfers (epoch ms); undefined when none was read. */
  from: number | undefined;
  to: number | undefined;
  cut: TraceCut[];
  /** Assets of transfers read that had no dollar value (shares of them are taken in the asset). */
  unvaluedAssets: string[];
}

/** What the trace read, gathered into its coverage. */
export class Tally {
  private readonly cuts = new Set<TraceCut>();
  private readonly unvalued = new Set<string>();

  private readonly coverage: TraceCoverage;

  constructor(coverage: TraceCoverage) {
    this.coverage = coverage;
  }

  read(edges: Edges): void {
    const { timeline } = edges;
    this.coverage.transfers += timeline.count;
    if (timeline.count === 0) return;
    if (this.coverage.from === undefined || timeline.earliest < this.coverage.from) {
      this.coverage.from = timeline.earliest;
    }
    if (this.coverage.to === undefined || timeline.latest > this.coverage.to)
      this.coverage.to = timeline.latest;
    if (!edges.valued && edges.asset !== '') this.unvalued.add(edges.asset);
  }

  cut(why: TraceCut): void {
    this.cuts.add(why);
  }

  reached(hops: number): void {
    if (hops > this.coverage.hops) this.coverage.hops = hops;
  }

  finish(): void {
    this.coverage.cut = [...this.cuts].sort();
    this.coverage.unvaluedAssets = [...this.unvalued].sort();
  }
}
