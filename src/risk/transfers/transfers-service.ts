/**
 * The chain's transfers Vigil knows (from `transfer.observed` events and `vigil import transfers`):
 * stored once each, held in memory as a graph of flows for exposure, and, on UTXO chains, replayed
 * through co-spend clustering for entity ids. Transfers are public chain facts, shared by every
 * workspace like assets; what a workspace knows of addresses stays in its labels.
 *
 * Entity ids: an address's own entity is `derivedId(chain:address)`, the same in every process and
 * after every restart; a merge keeps the older id, and a restart replays transactions in commit
 * order (`store/commit-order.ts`), so it names entities as before. Two processes taking
 * transactions at the same moment can merge in another order and name a merged entity differently
 * until they restart (both ids resolve to it).
 */
import type { Clock } from '../../lib/clock.ts';
import { invalidField } from '../../lib/errors.ts';
import { derivedId, newId } from '../../lib/ids.ts';
import { insertInBatches } from '../../store/batches.ts';
import type { ChainTransactionsTable, TransfersTable } from '../../store/database-risk.ts';
import { insertRows } from '../../store/insert-rows.ts';
import type { Executor, Store } from '../../store/store.ts';
import { CHAINS, type ChainName, readAddress, readChain, readTxHash } from '../chains/index.ts';
import { createTransferGraph, type TransferGraph } from '../exposure/index.ts';
import { type Clusterer, createClusterer } from '../graph/index.ts';
import type { LabelIndex } from '../lists/index.ts';
import { countDuplicates } from './duplicate-transfers.ts';
import { createEntityLabels, type EntityLabels } from './entity-labels.ts';
import { checkOccurredAt } from './occurred-at.ts';
import { type StoredTransferRef, storedTransferIds, transactionKey } from './transfer-ids.ts';

/** A transfer as a request gives it: an account transfer, or a UTXO transaction. */
export interface TransferInput {
  chain: string;
  tx_hash: string;
  from?: string | undefined;
  to?: string | undefined;
  amount?: number | undefined;
  asset?: string | undefined;
  inputs?: readonly { address: string; amount: number }[] | undefined;
  outputs?: readonly { address: string; amount: number }[] | undefined;
  /** When it happened, ms; default now. */
  occurred_at?: number | undefined;
}

interface Party {
  address: string;
  amount: number;
}

type TransferRow = Pick<
  TransfersTable,
  'id' | 'chain' | 'tx_hash' | 'from_address' | 'to_address' | 'amount' | 'occurred_at'
>;
type ChainTransactionRow = Pick<ChainTransactionsTable, 'chain' | 'tx_hash' | 'inputs' | 'outputs'>;

/** A transfer checked and normalised. */
export interface ReadTransfer {
  chain: ChainName;
  txHash: string;
  asset: string | null;
  occurredAt: number;
  inputs: Party[];
  outputs: Party[];
}

export interface TransfersService {
  /** Checks and normalises one transfer; problems point below `pointer` (e.g. `/data`). */
  read(input: TransferInput, pointer: string): ReadTransfer;
  /**
   * Stores transfers (again is a no-op) in the caller's transaction; the graph follows on `apply`.
   * Returns each transfer's stored rows' ids (`xfer_…`), those stored before included.
   */
  store(db: Executor, transfers: readonly ReadTransfer[]): Promise<string[][]>;
  /** Adds stored transfers to the in-memory graph and clusters (after their transaction commits). */
  apply(transfers: readonly ReadTransfer[]): void;
  /** Loads everything stored, at start. */
  load(): Promise<void>;
  /** Picks up transfers stored by other processes since the last call. */
  catchUp(): Promise<void>;
  entityOf(chain: ChainName, address: string): string;
  /**
   * The entity an id names (or named before a merge): its current id, chain and addresses, first
   * seen first. Undefined for an id of an address with no transfers that was not screened lately.
   */
  describeEntity(id: string): EntityDescription | undefined;
  /**
   * `entityOf` for an address being screened: also remembered, so that its entity id can be looked
   * up although the address has no transfers.
   */
  screenedEntityOf(chain: ChainName, address: string): string;
  readonly graph: TransferGraph;
  /** How many transfers of a batch are stored already, or repeat an earlier one of the batch. */
  duplicatesIn(db: Executor, batch: readonly ReadTransfer[]): Promise<number>;
  /** The transaction a stored transfer (`xfer_…`) belongs to. */
  transactionOf(id: string): Promise<{ chain: string; tx_hash: string } | undefined>;
  /** Whether this process holds transfers of the transaction in its graph (no query). */
  knows(chain: ChainName, txHash: string): boolean;
  /** The stored transfers of each transaction named, by `chain:tx_hash`; absent when Vigil has none. */
  idsOf(
    transactions: readonly { chain: string; tx_hash: string }[],
  ): Promise<Map<string, StoredTransferRef[]>>;
  /**
   * Labels across co-spend entities (with a label index; without one, as the CLI builds this
   * service, none): `refresh` after the index reloads.
   */
  readonly entityLabels: EntityLabels | undefined;
}

export interface EntityDescription {
  id: string;
  chain: ChainName;
  addresses: string[];
}

/** Screened addresses without transfers whose entity ids stay resolvable, newest kept. */
const REMEMBERED = 100_000;

/** Rows per catch-up query. */
const CATCH_UP_PAGE = 20_000;

/** Base units per coin of the UTXO chains: the CoinJoin rule compares exact output values. */
const UTXO_DECIMALS = 1e8;

/**
 * The pairs of a UTXO transaction: each output's amount shared out over the inputs by the value
 * each put in (the usual proportional reading; it is what haircut exposure then follows).
 */
function edgesOf(transfer: ReadTransfer): { from: string; to: string; amount: number }[] {
  const { inputs, outputs } = transfer;
  const totalIn = inputs.reduce((sum, input) => sum + input.amount, 0);
  const edges: { from: string; to: string; amount: number }[] = [];
  for (const output of outputs) {
    for (const input of inputs) {
      const share = totalIn > 0 ? input.amount / totalIn : 1 / inputs.length;
      edges.push({ from: input.address, to: output.address, amount: output.amount * share });
    }
  }
  return edges;
}

export function createTransfersService(deps: {
  store: Store;
  clock: Clock;
  /** The label index, for labels seen across co-spend entities. */
  labels?: LabelIndex | undefined;
}): TransfersService {
  const { store, clock } = deps;
  const graph = createTransferGraph();
  const clusterers = new Map<ChainName, Clusterer>();
  const entityLabels = deps.labels === undefined ? undefined : createEntityLabels(deps.labels, clusterers);
  /** Rows other processes stored (and this one), in commit order, for `catchUp`. */
  const newTransactions = store.dialect.commitOrder.reader<ChainTransactionRow>(store, {
    table: 'chain_transactions',
    columns: ['chain', 'tx_hash', 'inputs', 'outputs'],
    key: ['seq', 'chain', 'tx_hash'],
    page: CATCH_UP_PAGE,
  });
  const newTransfers = store.dialect.commitOrder.reader<TransferRow>(store, {
    table: 'transfers',
    columns: ['id', 'chain', 'tx_hash', 'from_address', 'to_address', 'amount', 'occurred_at'],
    key: ['id'],
    page: CATCH_UP_PAGE,
  });
  /** UTXO transactions the clusterers have seen. */
  const clustered = new Set<string>();
  /** Transfers whose edges are in the graph. */
  const inGraph = new Set<string>();
  /**
   * Transfers this process applied itself since the last catch-up began, whose rows catch-up will
   * read and must skip; and those of the catch-up before (applied while it ran).
   */
  let appliedHere = new Set<string>();
  let appliedBefore = new Set<string>();
  let catchingUp: Promise<void> = Promise.resolve();
  /** Entity id of every address in the graph (and of those screened lately) → the address. */
  const addressOfEntity = new Map<string, { chain: ChainName; address: string }>();
  const remembered = new Map<string, { chain: ChainName; address: string }>();

  function addEdge(chain: ChainName, from: string, to: string, amount: number, at: number): void {
    const added = graph.add({ chain, from, to, amount, at });
    // A self-transfer adds no edge, but its address was still seen in a transfer.
    for (const address of from === to ? [from] : added) {
      const id = derivedId('entityCluster', `${chain}:${address}`);
      if (!addressOfEntity.has(id)) addressOfEntity.set(id, { chain, address });
    }
  }

  function clustererFor(chain: ChainName): Clusterer {
    let clusterer = clusterers.get(chain);
    if (clusterer === undefined) {
      clusterer = createClusterer({ newId: (address) => derivedId('entityCluster', `${chain}:${address}`) });
      clusterers.set(chain, clusterer);
      entityLabels?.mark(chain, clusterer);
    }
    return clusterer;
  }

  function observeUtxo(chain: ChainName, txHash: string, inputs: Party[], outputs: Party[]): void {
    const key = `${chain}:${txHash}`;
    if (clustered.has(key)) return;
    clustered.add(key);
    const units = (party: Party) => ({
      address: party.address,
      amount: Math.round(party.amount * UTXO_DECIMALS),
    });
    clustererFor(chain).observe({ txHash, inputs: inputs.map(units), outputs: outputs.map(units) });
  }

  async function catchUpOnce(): Promise<void> {
    // A transfer applied here had committed before, so this pass reads its rows unless an earlier
    // one did (which then added its edges, and `apply` skipped them): after this pass, its key can go.
    appliedBefore = appliedHere;
    appliedHere = new Set();
    // Transactions first, in commit order, so clusters (and their ids) form as everywhere else.
    await newTransactions.read((rows) => {
      for (const row of rows) {
        observeUtxo(
          readChain(row.chain),
          row.tx_hash,
          JSON.parse(row.inputs) as Party[],
          JSON.parse(row.outputs) as Party[],
        );
      }
    });
    await newTransfers.read((rows) => {
      for (const row of rows) {
        const key = `${row.chain}:${row.tx_hash}`;
        // Edges of a transfer this process applied itself are in the graph already.
        if (appliedHere.has(key) || appliedBefore.has(key)) continue;
        addEdge(readChain(row.chain), row.from_address, row.to_address, row.amount, row.occurred_at);
        inGraph.add(key);
      }
    });
    appliedBefore = new Set();
  }

  function parties(
    list: readonly { address: string; amount: number }[],
    chain: ChainName,
    pointer: string,
  ): Party[] {
    return list.map((party, i) => ({
      address: readAddress(chain, party.address, `${pointer}/${i}/address`),
      amount: party.amount,
    }));
  }

  return {
    duplicatesIn: countDuplicates,
    entityLabels,
    transactionOf: (id) =>
      store.db.selectFrom('transfers').select(['chain', 'tx_hash']).where('id', '=', id).executeTakeFirst(),
    idsOf: (transactions) => storedTransferIds(store.db, transactions),
    knows: (chain, txHash) => inGraph.has(transactionKey(chain, txHash)),
    graph,

    read(input, pointer) {
      const chain = readChain(input.chain, `${pointer}/chain`);
      const now = clock.now();
      const occurredAt =
        input.occurred_at === undefined
          ? now
          : checkOccurredAt(input.occurred_at, now, `${pointer}/occurred_at`, true);
      const txHash = readTxHash(chain, input.tx_hash, `${pointer}/tx_hash`);
      const asset = input.asset ?? null;
      if (CHAINS[chain].family === 'utxo' && (input.inputs !== undefined || input.outputs !== undefined)) {
        if (!input.inputs?.length) throw invalidField(`${pointer}/inputs`, 'needs at least one input');
        if (!input.outputs?.length) throw invalidField(`${pointer}/outputs`, 'needs at least one output');
        return {
          chain,
          txHash,
          asset,
          occurredAt,
          inputs: parties(input.inputs, chain, `${pointer}/inputs`),
          outputs: parties(input.outputs, chain, `${pointer}/outputs`),
        };
      }
      if (input.from === undefined)
        throw invalidField(`${pointer}/from`, 'is required (or inputs and outputs on a UTXO chain)');
      if (input.to === undefined)
        throw invalidField(`${pointer}/to`, 'is required (or inputs and outputs on a UTXO chain)');
      if (input.amount === undefined) throw invalidField(`${pointer}/amount`, 'is required with from and to');
      const from = readAddress(chain, input.from, `${pointer}/from`);
      const to = readAddress(chain, input.to, `${pointer}/to`);
      return {
        chain,
        txHash,
        asset,
        occurredAt,
        inputs: [{ address: from, amount: input.amount }],
        outputs: [{ address: to, amount: input.amount }],
      };
    },

    async store(db, transfers) {
      const now = clock.now();
      const rows = transfers.flatMap((transfer) =>
        edgesOf(transfer).map((edge) => ({
          id: newId('transfer'),
          chain: transfer.chain,
          tx_hash: transfer.txHash,
          from_address: edge.from,
          to_address: edge.to,
          amount: edge.amount,
          asset: transfer.asset,
          occurred_at: transfer.occurredAt,
          created_at: now,
        })),
      );
      // A transfer told twice (an event retried, a file imported again) is stored once.
      await insertInBatches(rows, (batch) =>
        insertRows(db, 'transfers', batch, {
          ignoreConflictOn: ['chain', 'tx_hash', 'from_address', 'to_address'],
        }),
      );
      const transactions = transfers
        .filter((transfer) => CHAINS[transfer.chain].family === 'utxo' && transfer.inputs.length > 1)
        .map((transfer) => ({
          chain: transfer.chain,
          tx_hash: transfer.txHash,
          inputs: JSON.stringify(transfer.inputs),
          outputs: JSON.stringify(transfer.outputs),
          occurred_at: transfer.occurredAt,
          seq: now,
        }));
      await insertInBatches(transactions, (batch) =>
        db
          .insertInto('chain_transactions')
          .values(batch)
          .onConflict((oc) => oc.columns(['chain', 'tx_hash']).doNothing())
          .execute(),
      );
      const stored = await storedTransferIds(
        db,
        transfers.map((transfer) => ({ chain: transfer.chain, tx_hash: transfer.txHash })),
      );
      return transfers.map((transfer) => {
        const rows = stored.get(transactionKey(transfer.chain, transfer.txHash)) ?? [];
        const edges = new Set(edgesOf(transfer).map((edge) => `${edge.from}\u0000${edge.to}`));
        return rows.filter((row) => edges.has(`${row.from}\u0000${row.to}`)).map((row) => row.id);
      });
    },

    apply(transfers) {
      for (const transfer of transfers) {
        const key = `${transfer.chain}:${transfer.txHash}`;
        if (!inGraph.has(key)) {
          inGraph.add(key);
          appliedHere.add(key);
          for (const edge of edgesOf(transfer)) {
            addEdge(transfer.chain, edge.from, edge.to, edge.amount, transfer.occurredAt);
          }
        }
        if (CHAINS[transfer.chain].family === 'utxo' && transfer.inputs.length > 1) {
          observeUtxo(transfer.chain, transfer.txHash, transfer.inputs, transfer.outputs);
        }
      }
    },

    async load() {
      await this.catchUp();
    },

    catchUp() {
      // One pass at a time: a call while one runs waits for it, then reads what came since.
      catchingUp = catchingUp.then(catchUpOnce, catchUpOnce);
      return catchingUp;
    },

    entityOf(chain, address) {
      const clusterer = clusterers.get(chain);
      return clusterer?.knows(address)
        ? clusterer.clusterOf(address)
        : derivedId('entityCluster', `${chain}:${address}`);
    },

    describeEntity(id) {
      for (const [chain, clusterer] of clusterers) {
        const current = clusterer.resolve(id);
        if (current !== undefined) return { id: current, chain, addresses: clusterer.members(current) };
      }
      const single = addressOfEntity.get(id) ?? remembered.get(id);
      return single ? { id, chain: single.chain, addresses: [single.address] } : undefined;
    },

    screenedEntityOf(chain, address) {
      const clusterer = clusterers.get(chain);
      if (clusterer?.knows(address)) return clusterer.clusterOf(address);
      const id = derivedId('entityCluster', `${chain}:${address}`);
      if (addressOfEntity.has(id)) return id;
      remembered.delete(id);
      remembered.set(id, { chain, address });
      if (remembered.size > REMEMBERED) {
        const oldest = remembered.keys().next().value;
        if (oldest !== undefined) remembered.delete(oldest);
      }
      return id;
    },
  };
}
