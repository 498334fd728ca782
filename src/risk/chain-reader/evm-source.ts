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
 * - Where: a span's logs and traces are fetched and decoded (evm-span.ts) in the chain reading
 *   thread (evm-span-threaded.ts), the rest here: block times, token decimals, the facts made.
 */
import {
  createPublicClient,
  erc20Abi,
  type Hex,
  http,
  type PublicClient,
  TransactionNotFoundError,
  type Transport,
  type Chain as ViemChain,
} from 'viem';
import { formatDecimal } from '../../lib/decimal.ts';
import { type AssetInfo, assetOf } from '../chains/index.ts';
import type { Block } from '../transfers/index.ts';
import type { EvmSourceChain, EvmSourceSettings } from './chain-reader-config.ts';
import type { BlockHeader, ChainFact, ChainSource, ReadWindow } from './chain-source.ts';
import { APPROVAL_TOPIC, TRANSFER_TOPIC } from './erc20-logs.ts';
import { createNodeClient, nodeTransport, readSpanEvents, type SpanEvents } from './evm-span.ts';
import { spanThreadReader } from './evm-span-threaded.ts';
import { chunks } from './evm-traces.ts';
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

export function createEvmSource(
  settings: EvmSourceSettings,
  /**
   * `thread` (default true): a span's logs and traces are fetched and decoded in the chain reading
   * thread (evm-span-threaded.ts), the same requests with the same answers; false, in this one.
   */
  options: { traces: 'auto' | 'off'; timeoutMs?: number; thread?: boolean },
): EvmSource {
  const timeoutMs = options.timeoutMs ?? 30_000;
  let requests = 0;
  /** The requests the chain reading thread made for this source, as of its last answer. */
  let threadRequests = 0;
  const count = () => {
    requests += 1;
  };
  const transport = nodeTransport(settings.url, timeoutMs, count);
  const client = createNodeClient(transport);
  // The same transport, typed as viem's plain client for its block, receipt and contract calls.
  const plain = createPublicClient({ transport }) as PublicClient<Transport, ViemChain | undefined>;
  // Headers asked for in the same tick go as one batch (viem's batching transport); a request made
  // alone goes alone. Each HTTP request is one call of the budget, a batch too.
  const batched = createPublicClient({
    transport: http(settings.url, {
      retryCount: 2,
      timeout: timeoutMs,
      batch: { batchSize: HEADER_BATCH },
      fetchFn: (input: string | URL | Request, init?: RequestInit) => {
        count();
        return fetch(input, init);
      },
    }),
  }) as PublicClient<Transport, ViemChain | undefined>;
  const thread = options.thread === false ? undefined : spanThreadReader(settings.url, timeoutMs);
  async function spanEvents(
    from: number,
    to: number,
    addresses: string[],
    traces: boolean,
  ): Promise<SpanEvents> {
    if (thread === undefined) return readSpanEvents(client, from, to, addresses, traces);
    const answer = await thread.read(from, to, addresses, traces);
    threadRequests = answer.requests;
    if (answer.read === undefined) throw new Error(answer.error ?? 'the chain reading thread gave no answer');
    return answer.read;
  }
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
    calls: () => requests + threadRequests,
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
      const { events, moves: traced } = await spanEvents(from, to, lower, await this.traces());
      // Block times: the headers of the blocks with something in them, fetched side by side.
      await prefetch([
        ...events.map((event) => Number(event.blockNumber)),
        ...(traced ?? []).map((move) => move.blockNumber),
      ]);
      for (const event of events) {
        const block = { number: event.blockNumber, hash: event.blockHash };
        const at = (await header(block.number)).at;
        const { token } = event;
        if (event.eventName === 'Transfer') {
          const asset = await tokenAsset(token);
          const amount = formatDecimal({ units: event.value, scale: asset.decimals });
          window.facts.push(
            fact(
              event.transactionHash,
              `log:${event.logIndex}`,
              asset,
              event.from,
              event.to,
              amount,
              block,
              at,
            ),
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
          const block = { number: move.blockNumber, hash: move.blockHash };
          window.facts.push(
            fact(
              move.transactionHash,
              move.position,
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
