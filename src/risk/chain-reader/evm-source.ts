/**
 * Reading one EVM chain through a node's JSON-RPC with viem: the transfers and approvals that name
 * a set of addresses within a span of blocks.
 *
 * - ERC-20 `Transfer` and `Approval` logs: two `eth_getLogs` per span (the addresses as the first
 *   indexed topic, then as the second); other logs with those topics (ERC-721's, whose token id is
 *   indexed too) do not decode and are left out. Amounts are the contract's integers of base units
 *   written in its units by the `decimals()` it declares (a contract that declares none: in base
 *   units, decimals 0). `log_index` is the node's `logIndex`, the log's place in its block.
 * - Native transfers: with traces (`trace_filter`, which Erigon, Nethermind, Reth, anvil and
 *   OpenEthereum serve), every value-moving call, contract creation and self-destruct that names
 *   an address, internal ones included, left out when it or a call above it reverted. Without
 *   traces, each block of the span is fetched with its transactions and only top-level transfers
 *   are read (a contract paying out inside a transaction is missed: docs/chains.md), each checked
 *   against its receipt's status.
 */
import {
  createPublicClient,
  erc20Abi,
  type Hex,
  http,
  numberToHex,
  type PublicClient,
  type RpcLog,
  rpcSchema,
  TransactionNotFoundError,
  type Transport,
  type Chain as ViemChain,
} from 'viem';
import { formatDecimal } from '../../lib/decimal.ts';
import { type AssetInfo, assetOf } from '../chains/index.ts';
import type { Block } from '../transfers/index.ts';
import type { EvmSourceChain, EvmSourceSettings } from './chain-reader-config.ts';
import type { BlockHeader, ChainFact, ChainSource, ReadWindow } from './chain-source.ts';
import { APPROVAL_TOPIC, decodeErc20Logs, TRANSFER_TOPIC } from './erc20-logs.ts';
import {
  ADDRESSES_PER_REQUEST,
  chunks,
  type TraceNode,
  type TraceSchema,
  tracedTransfers,
} from './evm-traces.ts';
import { KNOWN_TOKENS } from './known-tokens.ts';

/** A source read through an EVM node's JSON-RPC. */
export interface EvmSource extends ChainSource {
  readonly chain: EvmSourceChain;
}

/**
 * Block headers asked for in one JSON-RPC batch (one HTTP request): a span's blocks cost one round
 * trip instead of one each. Geth, Erigon, Nethermind, Reth and anvil take batches far larger; a
 * provider that caps them lower usually caps at 100 or more.
 */
const HEADER_BATCH = 50;

const topicOf = (address: string): Hex => `0x${address.slice(2).padStart(64, '0')}`;

export function createEvmSource(
  settings: EvmSourceSettings,
  options: { traces: 'auto' | 'off'; timeoutMs?: number },
): EvmSource {
  let requests = 0;
  const transportOptions = {
    retryCount: 2,
    timeout: options.timeoutMs ?? 30_000,
    // Counted as they are sent, retries too; not with `onFetchRequest`, for which viem builds a
    // `Request` object per request (as much CPU as the rest of sending it).
    fetchFn: (input: string | URL | Request, init?: RequestInit) => {
      requests += 1;
      return fetch(input, init);
    },
  };
  const transport: Transport = http(settings.url, { ...transportOptions, batch: false });
  const client = createPublicClient({ transport, rpcSchema: rpcSchema<TraceSchema>() });
  const plain = client as PublicClient<Transport, ViemChain | undefined>;
  // Headers asked for in the same tick go as one batch (viem's batching transport); a request made
  // alone goes alone. Each HTTP request is one call of the budget, a batch too.
  const batched = createPublicClient({
    transport: http(settings.url, { ...transportOptions, batch: { batchSize: HEADER_BATCH } }),
  }) as PublicClient<Transport, ViemChain | undefined>;
  const traceNode: TraceNode = {
    filter: (filter) => client.request({ method: 'trace_filter', params: [filter] }),
    transaction: (hash) => client.request({ method: 'trace_transaction', params: [hash] }),
  };
  const { chain } = settings;
  const headers = new Map<number, BlockHeader>();
  const decimals = new Map<string, number>();
  let tracing: Promise<boolean> | undefined;
  let traced: boolean | undefined;

  async function header(number: number, fresh = false, via = plain): Promise<BlockHeader> {
    const known = fresh ? undefined : headers.get(number);
    if (known !== undefined) return known;
    const block = await via.getBlock({ blockNumber: BigInt(number) });
    const read: BlockHeader = {
      number,
      hash: block.hash,
      parentHash: block.parentHash,
      at: Number(block.timestamp) * 1000,
    };
    // Headers below the safe head do not change; a few thousand are kept.
    if (headers.size > 10_000) headers.clear();
    headers.set(number, read);
    return read;
  }

  /** Fetches the headers not cached yet, HEADER_BATCH to a request. */
  async function prefetch(numbers: readonly number[]): Promise<void> {
    const missing = [...new Set(numbers)].filter((n) => !headers.has(n));
    for (const part of chunks(missing, HEADER_BATCH))
      await Promise.all(part.map((n) => header(n, false, batched)));
  }

  async function tokenAsset(contract: string): Promise<AssetInfo> {
    let places = decimals.get(contract);
    if (places === undefined) {
      try {
        places = await plain.readContract({
          address: contract as Hex,
          abi: erc20Abi,
          functionName: 'decimals',
        });
      } catch {
        places = 0;
      }
      decimals.set(contract, places);
    }
    const symbol = KNOWN_TOKENS[chain][contract];
    return { ...assetOf(chain, symbol ?? contract), decimals: places };
  }

  /** The span's logs naming the addresses: the requests side by side, their answers taken in order. */
  async function logsOf(from: number, to: number, addresses: readonly string[]): Promise<RpcLog[]> {
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

  /** Top-level transfers of blocks `from`..`to` naming the addresses, from the blocks themselves. */
  async function scannedTransfers(from: number, to: number, addresses: readonly string[]) {
    const wanted = new Set(addresses);
    const moves: { tx: Hex; block: Block; from: string; to: string; value: bigint }[] = [];
    for (let number = from; number <= to; number += 1) {
      const block = await plain.getBlock({ blockNumber: BigInt(number), includeTransactions: true });
      headers.set(number, {
        number,
        hash: block.hash,
        parentHash: block.parentHash,
        at: Number(block.timestamp) * 1000,
      });
      for (const tx of block.transactions) {
        if (tx.value === 0n) continue;
        const sender = tx.from.toLowerCase();
        const receiver = tx.to?.toLowerCase();
        if (!wanted.has(sender) && (receiver === undefined || !wanted.has(receiver))) continue;
        const receipt = await plain.getTransactionReceipt({ hash: tx.hash });
        if (receipt.status !== 'success') continue;
        const to = receiver ?? receipt.contractAddress?.toLowerCase();
        if (to === undefined) continue;
        moves.push({ tx: tx.hash, block: { number, hash: block.hash }, from: sender, to, value: tx.value });
      }
    }
    return moves;
  }

  const native = assetOf(chain, undefined);
  const nativeAmount = (value: bigint) => formatDecimal({ units: value, scale: native.decimals });

  function fact(
    txHash: string,
    position: string,
    asset: AssetInfo,
    from: string,
    to: string,
    amount: string,
    block: Block,
    at: number,
  ): ChainFact {
    return {
      transfer: {
        chain,
        txHash: txHash.toLowerCase(),
        position,
        asset,
        occurredAt: at,
        inputs: [{ address: from, amount }],
        outputs: [{ address: to, amount }],
        whole: false,
        valueUsd: null,
      },
      block,
    };
  }

  return {
    chain,
    confirmations: settings.confirmations,
    calls: () => requests,
    head: async () => Number(await plain.getBlockNumber({ cacheTime: 0 })),
    header,
    traces() {
      tracing ??= (
        options.traces === 'off'
          ? Promise.resolve(false)
          : client.request({ method: 'trace_filter', params: [{ fromBlock: '0x0', toBlock: '0x0' }] }).then(
              () => true,
              () => false,
            )
      ).then((answer) => {
        traced = answer;
        return answer;
      });
      return tracing;
    },
    tracesKnown: () => traced,
    async locate(txHash) {
      let tx: Awaited<ReturnType<typeof plain.getTransaction>>;
      try {
        tx = await plain.getTransaction({ hash: txHash as Hex });
      } catch (error) {
        if (error instanceof TransactionNotFoundError) return undefined;
        throw error;
      }
      if (tx.blockNumber === null) return { block: null, parties: [] };
      const receipt = await plain.getTransactionReceipt({ hash: txHash as Hex });
      const parties = new Set<string>([tx.from.toLowerCase()]);
      const to = tx.to ?? receipt.contractAddress;
      if (to !== null && to !== undefined) parties.add(to.toLowerCase());
      for (const log of receipt.logs) {
        if (log.topics[0] !== TRANSFER_TOPIC && log.topics[0] !== APPROVAL_TOPIC) continue;
        // Indexed addresses are the last 20 bytes of their 32-byte topics.
        for (const topic of log.topics.slice(1, 3)) {
          if (topic !== undefined) parties.add(`0x${topic.slice(26)}`.toLowerCase());
        }
      }
      return { block: Number(tx.blockNumber), parties: [...parties] };
    },
    async read(from, to, addresses) {
      const window: ReadWindow = { facts: [], approvals: [] };
      if (addresses.length === 0 || to < from) return window;
      const lower = addresses.map((address) => address.toLowerCase());
      // The logs and the traces are asked for side by side (a node answers several requests at once).
      const tracing = await this.traces();
      const [logs, traced] = await Promise.all([
        logsOf(from, to, lower),
        tracing ? tracedTransfers(traceNode, from, to, lower) : undefined,
      ]);
      const events = decodeErc20Logs(logs);
      // Block times: the headers of the blocks with something in them, fetched side by side.
      await prefetch([
        ...events.map((event) => Number(event.blockNumber)),
        ...(traced ?? []).map((move) => move.trace.blockNumber),
      ]);
      for (const event of events) {
        const block = { number: event.blockNumber, hash: event.blockHash };
        const at = (await header(block.number)).at;
        const { token } = event;
        if (event.eventName === 'Transfer') {
          const asset = await tokenAsset(token);
          const amount = formatDecimal({ units: event.value, scale: asset.decimals });
          window.facts.push(
            fact(event.transactionHash, `log:${event.logIndex}`, asset, event.from, event.to, amount, block, at),
          );
        } else {
          window.approvals.push({
            txHash: event.transactionHash.toLowerCase(),
            logIndex: event.logIndex,
            token,
            owner: event.from,
            spender: event.to,
            amount: event.value.toString(),
            block,
            occurredAt: at,
          });
        }
      }
      if (traced !== undefined) {
        for (const move of traced) {
          const { trace } = move;
          const block = { number: trace.blockNumber, hash: trace.blockHash };
          const position = trace.traceAddress.length === 0 ? '' : `trace:${trace.traceAddress.join('.')}`;
          window.facts.push(
            fact(
              trace.transactionHash ?? '',
              position,
              native,
              move.from,
              move.to,
              nativeAmount(move.value),
              block,
              (await header(block.number)).at,
            ),
          );
        }
      } else {
        for (const move of await scannedTransfers(from, to, lower)) {
          const at = (await header(move.block.number)).at;
          window.facts.push(
            fact(move.tx, '', native, move.from, move.to, nativeAmount(move.value), move.block, at),
          );
        }
      }
      // Hashes are lower-case hex: compared as plain text (localeCompare asks ICU, ~1 µs a pair).
      window.facts.sort(
        (a, b) =>
          a.block.number - b.block.number ||
          (a.transfer.txHash < b.transfer.txHash ? -1 : a.transfer.txHash > b.transfer.txHash ? 1 : 0),
      );
      return window;
    },
  };
}
