/**
 * The part of reading an EVM span that needs nothing but the node: the span's ERC-20 logs naming
 * the addresses, decoded (erc20-logs.ts), and, with traces, its value-moving calls (evm-traces.ts).
 * It keeps no state between spans, so it runs in the source's thread or in the chain reading thread
 * (evm-span-thread.ts) alike, with the same requests and the same answers.
 */
import { createPublicClient, type Hex, http, numberToHex, type RpcLog, rpcSchema } from 'viem';
import { APPROVAL_TOPIC, decodeErc20Logs, type Erc20Log, TRANSFER_TOPIC } from './erc20-logs.ts';
import {
  ADDRESSES_PER_REQUEST,
  chunks,
  type TraceNode,
  type TraceSchema,
  tracedTransfers,
} from './evm-traces.ts';

/** A native transfer found in the traces: its transaction, block and place in the call tree. */
export interface SpanMove {
  transactionHash: Hex;
  blockNumber: number;
  blockHash: Hex;
  /** `''` for the transaction's own call, else `trace:` and the call's path (`trace:0.1`). */
  position: string;
  from: string;
  to: string;
  value: bigint;
}

export interface SpanEvents {
  events: Erc20Log[];
  /** Undefined when traces were not read. */
  moves: SpanMove[] | undefined;
}

/** The HTTP transport to a node, each request counted as it is sent (retries too). */
export function nodeTransport(url: string, timeoutMs: number, count: () => void) {
  return http(url, {
    retryCount: 2,
    timeout: timeoutMs,
    batch: false,
    // Counted in `fetchFn`, not with `onFetchRequest`, for which viem builds a `Request` object per
    // request (as much CPU as the rest of sending it).
    fetchFn: (input: string | URL | Request, init?: RequestInit) => {
      count();
      return fetch(input, init);
    },
  });
}

/** A client of the node that also knows the trace methods (`trace_filter`, `trace_transaction`). */
export function createNodeClient(transport: ReturnType<typeof nodeTransport>) {
  return createPublicClient({ transport, rpcSchema: rpcSchema<TraceSchema>() });
}

export type NodeClient = ReturnType<typeof createNodeClient>;

const topicOf = (address: string): Hex => `0x${address.slice(2).padStart(64, '0')}`;

/** The span's logs naming the addresses: the requests side by side, their answers taken in order. */
async function logsOf(client: NodeClient, from: number, to: number, addresses: readonly string[]) {
  const filters = chunks(addresses, ADDRESSES_PER_REQUEST).flatMap((part) => {
    const topics = part.map(topicOf);
    return [
      [[TRANSFER_TOPIC, APPROVAL_TOPIC], topics],
      [[TRANSFER_TOPIC, APPROVAL_TOPIC], null, topics],
    ] as const;
  });
  const answers = await Promise.all(
    filters.map((filter) =>
      client.request({
        method: 'eth_getLogs',
        params: [{ fromBlock: numberToHex(from), toBlock: numberToHex(to), topics: [...filter] }],
      }),
    ),
  );
  const seen = new Map<string, RpcLog>();
  for (const logs of answers) {
    for (const log of logs) {
      if (log.removed) continue;
      seen.set(`${log.transactionHash} ${log.logIndex}`, log);
    }
  }
  return [...seen.values()];
}

/** The span's decoded logs and (with `traces`) native transfers naming `addresses` (lower-case). */
export async function readSpanEvents(
  client: NodeClient,
  from: number,
  to: number,
  addresses: readonly string[],
  traces: boolean,
): Promise<SpanEvents> {
  const node: TraceNode = {
    filter: (filter) => client.request({ method: 'trace_filter', params: [filter] }),
    transaction: (hash) => client.request({ method: 'trace_transaction', params: [hash] }),
  };
  // The logs and the traces are asked for side by side (a node answers several requests at once).
  const [logs, traced] = await Promise.all([
    logsOf(client, from, to, addresses),
    traces ? tracedTransfers(node, from, to, addresses) : undefined,
  ]);
  return {
    events: decodeErc20Logs(logs),
    moves: traced?.map(({ trace, from: sender, to: receiver, value }) => ({
      transactionHash: (trace.transactionHash ?? '') as Hex,
      blockNumber: trace.blockNumber,
      blockHash: trace.blockHash,
      position: trace.traceAddress.length === 0 ? '' : `trace:${trace.traceAddress.join('.')}`,
      from: sender,
      to: receiver,
      value,
    })),
  };
}
