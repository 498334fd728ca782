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
 * Tracing stops at a labelled address (funds through an exchange or a mixer are commingled; what
 * came before says nothing of this wallet), and keeps only the strongest paths at each hop, so a
 * screening costs a bounded amount whatever the graph.
 */
import type { TransferGraph } from './transfer-graph.ts';

export type ExposureMethod = 'haircut' | 'poison';

export interface TraceOptions {
  /** 1 = direct counterparties only. */
  maxHops: number;
  method: ExposureMethod;
}

export interface TracedExposure {
  address: string;
  /** `incoming`: a source of the wallet's funds; `outgoing`: a destination. */
  direction: 'incoming' | 'outgoing';
  hops: number;
  /** Share of the wallet's value in that direction that this address stands for, 0–1. */
  share: number;
}

/** Counterparties followed from one address, strongest first. */
const FAN_OUT = 64;
/** Addresses carried to the next hop, strongest first. */
const FRONTIER = 256;
/** Below this share a path is dropped: 0.1 % of the wallet's value says nothing useful. */
const MIN_SHARE = 0.001;

export function traceExposure(
  graph: TransferGraph,
  chain: string,
  wallet: string,
  isLabelled: (address: string) => boolean,
  options: TraceOptions,
): TracedExposure[] {
  return [
    ...traceDirection(graph, chain, wallet, isLabelled, options, 'incoming'),
    ...traceDirection(graph, chain, wallet, isLabelled, options, 'outgoing'),
  ];
}

function strongest(entries: Iterable<[string, number]>, limit: number): [string, number][] {
  const list = [...entries];
  if (list.length > limit) {
    list.sort((a, b) => b[1] - a[1]);
    list.length = limit;
  }
  return list;
}

function traceDirection(
  graph: TransferGraph,
  chain: string,
  wallet: string,
  isLabelled: (address: string) => boolean,
  options: TraceOptions,
  direction: 'incoming' | 'outgoing',
): TracedExposure[] {
  const found = new Map<string, TracedExposure>();
  const visited = new Set<string>([wallet]);
  let frontier = new Map<string, number>([[wallet, 1]]);
  for (let hops = 1; hops <= options.maxHops && frontier.size > 0; hops += 1) {
    const next = new Map<string, number>();
    for (const [address, share] of frontier) {
      const flow = graph.flows(chain, address)?.[direction];
      if (flow === undefined || flow.total <= 0) continue;
      for (const [counterparty, amount] of strongest(flow.by, FAN_OUT)) {
        if (visited.has(counterparty)) continue;
        const passed = options.method === 'poison' ? 1 : (share * amount) / flow.total;
        if (passed < MIN_SHARE) continue;
        next.set(counterparty, Math.min(1, (next.get(counterparty) ?? 0) + passed));
      }
    }
    const carried = new Map<string, number>();
    for (const [address, share] of next) {
      visited.add(address);
      if (isLabelled(address)) found.set(address, { address, direction, hops, share });
      else carried.set(address, share);
    }
    frontier = new Map(strongest(carried, FRONTIER));
  }
  return [...found.values()];
}
