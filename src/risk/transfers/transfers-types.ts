/** What the transfers service offers (`transfers-service.ts`), and the shapes it takes and gives. */
import type { Executor } from '../../store/store.ts';
import type { ChainName } from '../chains/index.ts';
import type { TransferGraph } from '../exposure/index.ts';
import type { EntityLabels } from './entity-labels.ts';
import type { StoredTransaction } from './stored-transaction.ts';
import type { StoredTransferRef } from './transfer-ids.ts';
import type { Block, ReadTransfer, TransferInput } from './transfer-input.ts';
import type { StoreOutcome } from './transfer-store.ts';

export interface EntityDescription {
  id: string;
  chain: ChainName;
  addresses: string[];
}

/** Whose transfers are being stored, and how they came. */
export interface ClaimOptions {
  /** The workspace whose claims they are. */
  owner: string;
  source: 'event' | 'import';
  /** Where a transfer sits in the request, for a conflict's pointers (`/data`; '' for a file line). */
  pointer: string;
}

export interface TransfersService {
  /** Checks and normalises one transfer; problems point below `pointer` (e.g. `/data`). */
  read(input: TransferInput, pointer: string): ReadTransfer;
  /**
   * Stores a workspace's claims in the caller's transaction: per transfer, stored, held already
   * (duplicate) or refused (conflict, not stored). The graph follows on `apply` once it commits.
   */
  store(db: Executor, claim: ClaimOptions, transfers: readonly ReadTransfer[]): Promise<StoreOutcome[]>;
  /** Stores facts read from a chain (shared by every workspace), each with the block it is in. */
  recordFacts(
    db: Executor,
    facts: readonly { transfer: ReadTransfer; block: Block }[],
  ): Promise<StoreOutcome[]>;
  /** An address's counterparties in the facts read from its chain, at most `limit`. */
  factCounterparties(chain: ChainName, address: string, limit: number): Promise<string[]>;
  /** The blocks facts were read from within `from`..`to`, with their hashes as read. */
  factBlocks(chain: ChainName, from: number, to: number): Promise<{ number: number; hash: string }[]>;
  /**
   * Removes, in the caller's transaction, the facts read from a block a reorganisation orphaned;
   * returns their transactions and two ends. The graph drops them at the next `revalue`.
   */
  removeBlockFacts(
    db: Executor,
    chain: ChainName,
    block: { number: number; hash: string },
  ): Promise<{ txHash: string; from: string; to: string }[]>;
  /** Adds an owner's stored transfers to the in-memory graph and clusters (after their transaction commits). */
  apply(owner: string, transfers: readonly ReadTransfer[]): void;
  /** Loads everything stored, at start (the price table first: it values the edges). */
  load(): Promise<void>;
  /** Picks up transfers stored by other processes since the last call. */
  catchUp(): Promise<void>;
  /** Builds the graph again from the store, e.g. after new prices change what transfers were worth. */
  revalue(): Promise<void>;
  /** The entity an address belongs to as the owner sees it. */
  entityOf(owner: string, chain: ChainName, address: string): string;
  /**
   * The entity an id names (or named before a merge) as the owner sees it: its current id, chain and
   * addresses, first seen first. Undefined for an id the owner has no transfer or screening of.
   */
  describeEntity(owner: string, id: string): EntityDescription | undefined;
  /**
   * `entityOf` for an address being screened: also remembered, so that its entity id can be looked
   * up although the address has no transfers.
   */
  screenedEntityOf(owner: string, chain: ChainName, address: string): string;
  /**
   * The graph as the owner's screening could have traced it at `at`: the transfers stored and made
   * by then within `hops` of the address, read from the store (`complete` false if cut at
   * graph-at.ts's bound), and the addresses they name.
   */
  graphAt(
    owner: string,
    chain: ChainName,
    address: string,
    hops: number,
    at: number,
  ): Promise<{ graph: TransferGraph; addresses: Set<string>; complete: boolean }>;
  /** The graph as it stands (it is replaced whole by `revalue`). */
  readonly graph: TransferGraph;
  /** The transaction of a transfer (`xfer_…`) the owner sees. */
  transactionOf(owner: string, id: string): Promise<{ chain: string; tx_hash: string } | undefined>;
  /** Whether this process holds transfers of the transaction that the owner sees (no query). */
  knows(owner: string, chain: ChainName, txHash: string): boolean;
  /** The stored transfers the owner sees of each transaction named, by `chain:tx_hash`. */
  idsOf(
    owner: string,
    transactions: readonly { chain: string; tx_hash: string }[],
  ): Promise<Map<string, StoredTransferRef[]>>;
  /**
   * A transaction as stored, as the owner sees it (the facts' telling when there is one): its
   * transfers, and a UTXO transaction's inputs and outputs as told; undefined when none is stored.
   */
  storedTransaction(owner: string, chain: ChainName, txHash: string): Promise<StoredTransaction | undefined>;
  /** Labels across co-spend entities (with a label index; without one, as the CLI builds this service, none). */
  readonly entityLabels: EntityLabels | undefined;
}
