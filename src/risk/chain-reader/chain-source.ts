/**
 * What the backfill, the follower and the transaction read ask of a chain's source: an EVM node's
 * JSON-RPC (`evm-source.ts`) or a Bitcoin Esplora indexer's REST API (`esplora-source.ts`). Both
 * answer in blocks: the newest, a block's header, and the transfers naming some addresses within a
 * span of blocks, so one machinery (budget, coverage, following, reorganisations) serves both.
 */
import type { ChainName } from '../chains/index.ts';
import type { Block, ReadTransfer } from '../transfers/index.ts';

/** A transfer read from the chain, with the block it is in. */
export interface ChainFact {
  transfer: ReadTransfer;
  block: Block;
}

/** An ERC-20 approval read from the chain. */
export interface ApprovalFact {
  txHash: string;
  logIndex: number;
  token: string;
  owner: string;
  spender: string;
  /** Base units, decimal text. */
  amount: string;
  block: Block;
  occurredAt: number;
}

export interface ReadWindow {
  facts: ChainFact[];
  approvals: ApprovalFact[];
  /**
   * Addresses whose transfers in the span were too many to read whole (an Esplora history past
   * its page limit: an exchange's hot wallet); none of theirs are in the window.
   */
  tooLong?: string[];
}

export interface BlockHeader {
  number: number;
  hash: string;
  parentHash: string;
  /** ms since the epoch. */
  at: number;
}

/** A chain's source of verified transfers. */
export interface ChainSource {
  readonly chain: ChainName;
  readonly confirmations: number;
  /**
   * Blocks one read covers at most, when the source sets it: an Esplora address history is paged
   * newest first whatever the span, so it reads the whole span at once. Unset: the operator's
   * `VIGIL_CHAIN_LOG_RANGE` (what an EVM node's `eth_getLogs` accepts).
   */
  readonly span?: number;
  /** Requests made so far (retries included). */
  calls(): number;
  /** The newest block the source has. */
  head(): Promise<number>;
  /** A block's header; `fresh` asks the source again (after a reorganisation, the cache may hold an orphan). */
  header(number: number, fresh?: boolean): Promise<BlockHeader>;
  /**
   * Whether internal transfers are read (an EVM node answers `trace_filter`, and traces are not
   * off; on Bitcoin always: a transaction's inputs and outputs are all it moves).
   */
  traces(): Promise<boolean>;
  /** What `traces` found, without asking: undefined until the source was asked. */
  tracesKnown(): boolean | undefined;
  /** The transfers and approvals naming any of `addresses` in blocks `from`..`to`, inclusive. */
  read(from: number, to: number, addresses: readonly string[]): Promise<ReadWindow>;
  /**
   * Where a transaction is, and the addresses its transfers can name (sender, receiver or created
   * contract, and the parties of its token logs; a Bitcoin transaction's inputs and outputs);
   * undefined when the source has no such transaction, a block of null while it waits to be mined.
   */
  locate(txHash: string): Promise<{ block: number | null; parties: string[] } | undefined>;
}
