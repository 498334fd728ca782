/**
 * Native transfers from a node's traces (`trace_filter`, the Parity/OpenEthereum trace API that
 * Erigon, Nethermind, Reth and anvil serve): every call that moved value to or from an address,
 * internal ones included, contract creations and self-destructs with value; a call that reverted,
 * or sits below one that did, moved nothing and is left out.
 */
import { type Hex, numberToHex } from 'viem';

interface TraceAction {
  from?: Hex;
  to?: Hex;
  value?: Hex;
  callType?: string;
  address?: Hex;
  refundAddress?: Hex;
  balance?: Hex;
}

export interface Trace {
  action: TraceAction;
  blockHash: Hex;
  blockNumber: number;
  result?: { address?: Hex } | null;
  error?: string;
  traceAddress: number[];
  transactionHash: Hex | null;
  type: string;
}

export interface TraceFilter {
  fromBlock: Hex;
  toBlock: Hex;
  fromAddress?: Hex[];
  toAddress?: Hex[];
}

export type TraceSchema = [
  { Method: 'trace_filter'; Parameters: [TraceFilter]; ReturnType: Trace[] },
  { Method: 'trace_transaction'; Parameters: [Hex]; ReturnType: Trace[] },
];

/** The two trace requests, as the source makes them. */
export interface TraceNode {
  filter(filter: TraceFilter): Promise<Trace[]>;
  transaction(hash: Hex): Promise<Trace[]>;
}

/** A value-moving trace: its two ends and the value, in wei. */
export interface TracedMove {
  trace: Trace;
  from: string;
  to: string;
  value: bigint;
}

/** Addresses per request: nodes cap the addresses one filter may list. */
export const ADDRESSES_PER_REQUEST = 100;

export function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** Value-moving traces naming the addresses, each as from, to, value and position. */
export async function tracedTransfers(
  node: TraceNode,
  from: number,
  to: number,
  addresses: readonly string[],
): Promise<TracedMove[]> {
  // The requests side by side (a node answers several at once), their answers taken in order.
  const sides = chunks(addresses, ADDRESSES_PER_REQUEST).flatMap((part) => {
    const list = part as Hex[];
    return [{ fromAddress: list }, { toAddress: list }];
  });
  const answers = await Promise.all(
    sides.map((side) => node.filter({ fromBlock: numberToHex(from), toBlock: numberToHex(to), ...side })),
  );
  const found = new Map<string, Trace>();
  for (const traces of answers) {
    for (const trace of traces) {
      if (trace.transactionHash === null) continue;
      found.set(`${trace.transactionHash} ${trace.traceAddress.join('.')}`, trace);
    }
  }
  // An internal call is undone when any call above it reverted: those transactions' whole traces.
  const reverted = new Map<string, string[]>();
  for (const trace of found.values()) {
    const tx = trace.transactionHash;
    if (tx === null || trace.traceAddress.length === 0 || reverted.has(tx)) continue;
    const whole = await node.transaction(tx);
    reverted.set(
      tx,
      whole.filter((t) => t.error !== undefined).map((t) => t.traceAddress.join('.')),
    );
  }
  const moves: TracedMove[] = [];
  for (const trace of found.values()) {
    if (trace.error !== undefined || trace.transactionHash === null) continue;
    const path = trace.traceAddress.join('.');
    const undone = reverted
      .get(trace.transactionHash)
      ?.some((above) => above === '' || path === above || path.startsWith(`${above}.`));
    if (undone) continue;
    const { action } = trace;
    let move: { from?: Hex | undefined; to?: Hex | undefined; value?: Hex | undefined } | undefined;
    if (trace.type === 'call' && (action.callType === 'call' || action.callType === undefined)) {
      move = { from: action.from, to: action.to, value: action.value };
    } else if (trace.type === 'create') {
      move = { from: action.from, to: trace.result?.address, value: action.value };
    } else if (trace.type === 'suicide') {
      move = { from: action.address, to: action.refundAddress, value: action.balance };
    }
    if (move?.from === undefined || move.to === undefined || move.value === undefined) continue;
    const value = BigInt(move.value);
    if (value === 0n) continue;
    moves.push({ trace, from: move.from.toLowerCase(), to: move.to.toLowerCase(), value });
  }
  return moves;
}
