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

/**
 * Calls `visit` for the `limit` strongest entries, or for every entry (in the map's order, with
 * nothing copied) when there are no more: most addresses have a handful of counterparties.
 */
function forStrongest(
  entries: ReadonlyMap<string, number>,
  limit: number,
  visit: (key: string, value: number) => void,
): void {
  if (entries.size <= limit) {
    entries.forEach((value, key) => {
      visit(key, value);
    });
    return;
  }
  for (const [key, value] of strongest([...entries], limit)) visit(key, value);
}

/** The `limit` entries with the largest values, strongest first; the list itself if no longer. */
function strongest(list: [string, number][], limit: number): [string, number][] {
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
  // Each address is reached once (`visited`), so what is found needs no map of its own; the
  // frontier is a list, as it is only ever walked.
  const found: TracedExposure[] = [];
  const visited = new Set<string>([wallet]);
  const poison = options.method === 'poison';
  let frontier: [string, number][] = [[wallet, 1]];
  for (let hops = 1; hops <= options.maxHops && frontier.length > 0; hops += 1) {
    const next = new Map<string, number>();
    for (const [address, share] of frontier) {
      const flow = graph.flows(chain, address)?.[direction];
      if (flow === undefined || flow.total <= 0) continue;
      const { total } = flow;
      forStrongest(flow.by, FAN_OUT, (counterparty, amount) => {
        if (visited.has(counterparty)) return;
        const passed = poison ? 1 : (share * amount) / total;
        if (passed < MIN_SHARE) return;
        next.set(counterparty, Math.min(1, (next.get(counterparty) ?? 0) + passed));
      });
    }
    const carried: [string, number][] = [];
    for (const [address, share] of next) {
      visited.add(address);
      if (isLabelled(address)) found.push({ address, direction, hops, share });
      else carried.push([address, share]);
    }
    frontier = strongest(carried, FRONTIER);
  }
  return found;
}
