/**
 * The chain's transfers Vigil knows, as facts and claims. A transfer a workspace sends (a
 * `transfer.observed` or `deposit.received` event, `vigil import transfers --workspace`) is that
 * workspace's claim: it counts in that workspace's screenings, agents and threats only. A transfer
 * Vigil read from a chain itself (`recordFacts`, for the chain readers) is a fact every workspace
 * shares. Each is stored once (`transfer-store.ts`: a repeat is a duplicate, a contradiction a
 * conflict), held in memory as a graph of flows per owner for exposure, valued in US dollars where
 * its sender or the price table can, and, on UTXO chains, replayed through co-spend clustering per
 * owner for entity ids (`clusters.ts`).
 */
import type { Clock } from '../../lib/clock.ts';
import { decimalToNumber, parseDecimal } from '../../lib/decimal.ts';
import { derivedId } from '../../lib/ids.ts';
import { setNewest } from '../../lib/newest-map.ts';
import type { ChainTransactionsTable, TransfersTable } from '../../store/database-risk.ts';
import type { Store } from '../../store/store.ts';
import { assetOf, CHAINS, type ChainName, readChain } from '../chains/index.ts';
import { createTransferGraph, type TransferGraph } from '../exposure/index.ts';
import type { LabelIndex } from '../lists/index.ts';
import type { PriceTable } from '../prices/index.ts';
import { factBlocks, factCounterparties, removeBlockFacts } from './chain-facts.ts';
import { type Clusters, createClusters } from './clusters.ts';
import { createEntityIds } from './entity-ids.ts';
import { createEntityLabels } from './entity-labels.ts';
import { neighbourhoodAt } from './graph-at.ts';
import { assetsNamed, type EdgeInput, rowEdge } from './graph-edges.ts';
import { FACTS_OWNER, visibleTo } from './owners.ts';
import { readStoredTransaction } from './stored-transaction.ts';
import { edgesOf } from './transfer-edges.ts';
import { storedTransferIds } from './transfer-ids.ts';
import { type Party, type ReadTransfer, readTransfer } from './transfer-input.ts';
import { storeTransfers } from './transfer-store.ts';
import type { TransfersService } from './transfers-types.ts';

/** Screened addresses without transfers whose entity ids stay resolvable, newest kept. */
const REMEMBERED = 100_000;

/** Rows per catch-up query. */
const CATCH_UP_PAGE = 20_000;

type TransferRow = Pick<
  TransfersTable,
  | 'id'
  | 'owner'
  | 'chain'
  | 'tx_hash'
  | 'position'
  | 'from_address'
  | 'to_address'
  | 'amount'
  | 'asset'
  | 'value_usd'
  | 'occurred_at'
>;
type ChainTransactionRow = Pick<
  ChainTransactionsTable,
  'owner' | 'chain' | 'tx_hash' | 'inputs' | 'outputs' | 'asset'
>;

/** The graph and what reading the transfers table into it has seen: replaced whole by `revalue`. */
interface GraphState {
  graph: TransferGraph;
  reader: { read(each: (rows: TransferRow[]) => void): Promise<void> };
  /** Movements whose edges are in the graph: `owner chain tx position`. */
  inGraph: Set<string>;
  /** Transactions with edges in the graph, per owner: `owner chain tx`. */
  transactions: Set<string>;
  /**
   * Movements this process applied itself since the last catch-up began, whose rows catch-up will
   * read and must skip; and those of the catch-up before (applied while it ran).
   */
  appliedHere: Set<string>;
  appliedBefore: Set<string>;
}

export function createTransfersService(deps: {
  store: Store;
  clock: Clock;
  /** Values transfers whose sender gave no dollar value; without it, only those it gave are valued. */
  prices?: PriceTable | undefined;
  /** The label index, for labels seen across co-spend entities. */
  labels?: LabelIndex | undefined;
  /**
   * Hears the addresses of new transfers once the graph holds them: those applied here, and those
   * another process stored, as catch-up reads them (not the graph's first load or a revaluation).
   */
  onApplied?: ((owner: string, chain: ChainName, addresses: readonly string[]) => void) | undefined;
}): TransfersService {
  const { store, clock, prices } = deps;
  const clusters: Clusters = createClusters();
  const entityLabels = deps.labels === undefined ? undefined : createEntityLabels(deps.labels, clusters);
  const newTransactions = store.dialect.commitOrder.reader<ChainTransactionRow>(store, {
    table: 'chain_transactions',
    columns: ['owner', 'chain', 'tx_hash', 'inputs', 'outputs', 'asset'],
    key: ['seq', 'owner', 'chain', 'tx_hash'],
    page: CATCH_UP_PAGE,
  });
  const freshState = (): GraphState => ({
    graph: createTransferGraph(),
    reader: store.dialect.commitOrder.reader<TransferRow>(store, {
      table: 'transfers',
      columns: [
        'id',
        'owner',
        'chain',
        'tx_hash',
        'position',
        'from_address',
        'to_address',
        'amount',
        'asset',
        'value_usd',
        'occurred_at',
      ],
      key: ['id'],
      page: CATCH_UP_PAGE,
    }),
    inGraph: new Set(),
    transactions: new Set(),
    appliedHere: new Set(),
    appliedBefore: new Set(),
  });
  let state = freshState();
  /** Whether the first load is done: transfers read after it are new to the listeners. */
  let loaded = false;
  /** Transfers applied while a new graph is being built, to give it too. */
  let applying: { owner: string; transfers: readonly ReadTransfer[] }[] | undefined;
  let catchingUp: Promise<void> = Promise.resolve();
  /** Entity id of every address in the graph (and of those screened lately) → the address. */
  const addressOfEntity = new Map<string, { chain: ChainName; address: string }>();
  const remembered = new Map<string, { chain: ChainName; address: string }>();
  const ownEntityId = createEntityIds();

  const movementKey = (owner: string, chain: string, tx: string, position: string) =>
    `${owner} ${chain} ${tx} ${position}`;

  const assetNamed = assetsNamed();

  function addEdge(into: GraphState, edge: EdgeInput): void {
    const { amount } = edge;
    if (amount === undefined) return;
    // The asset as the stored rows name it (their symbol), as a graph read back from them has it.
    const asset = edge.asset;
    const given = edge.valueUsd === null ? undefined : parseDecimal(edge.valueUsd);
    const usd = given ?? prices?.usdOf(asset, amount, edge.at);
    const quantity = decimalToNumber(amount);
    const added = into.graph.add({
      chain: edge.chain,
      owner: edge.owner,
      from: edge.from,
      to: edge.to,
      amount: usd === undefined ? quantity : decimalToNumber(usd),
      asset: asset.symbol,
      valued: usd !== undefined,
      quantity,
      at: edge.at,
    });
    // A self-transfer adds no edge, but its address was still seen in a transfer.
    for (const address of edge.from === edge.to ? [edge.from] : added) {
      const id = derivedId('entityCluster', `${edge.chain}:${address}`);
      if (!addressOfEntity.has(id)) addressOfEntity.set(id, { chain: edge.chain, address });
    }
  }

  function applyTo(into: GraphState, owner: string, transfers: readonly ReadTransfer[]): void {
    for (const transfer of transfers) {
      const key = movementKey(owner, transfer.chain, transfer.txHash, transfer.position);
      if (into.inGraph.has(key)) continue;
      into.inGraph.add(key);
      into.transactions.add(`${owner} ${transfer.chain} ${transfer.txHash}`);
      into.appliedHere.add(key);
      const asset = assetNamed(transfer.chain, transfer.asset.symbol);
      for (const edge of edgesOf(transfer)) {
        addEdge(into, {
          owner,
          chain: transfer.chain,
          from: edge.from,
          to: edge.to,
          amount: edge.value,
          asset,
          valueUsd: edge.valueUsd,
          at: transfer.occurredAt,
        });
      }
    }
  }

  /** Reads the transfers stored since the state's last read into its graph. */
  async function readTransfers(into: GraphState): Promise<void> {
    // A transfer applied here had committed before, so this pass reads its rows unless an earlier
    // one did (which then added its edges, and `apply` skipped them): after this pass, its key can go.
    into.appliedBefore = into.appliedHere;
    into.appliedHere = new Set();
    await into.reader.read((rows) => {
      for (const row of rows) {
        const key = movementKey(row.owner, row.chain, row.tx_hash, row.position);
        // Edges of a transfer this process applied itself are in the graph already.
        if (into.appliedHere.has(key) || into.appliedBefore.has(key)) continue;
        into.inGraph.add(key);
        into.transactions.add(`${row.owner} ${row.chain} ${row.tx_hash}`);
        if (loaded && into === state)
          deps.onApplied?.(row.owner, readChain(row.chain), [row.from_address, row.to_address]);
        addEdge(into, rowEdge(row, readChain(row.chain), assetNamed));
      }
    });
    into.appliedBefore = new Set();
  }

  async function catchUpOnce(): Promise<void> {
    // Transactions first, in commit order, so clusters (and their ids) form as everywhere else.
    await newTransactions.read((rows) => {
      for (const row of rows) {
        const chain = readChain(row.chain);
        observe(
          row.owner,
          chain,
          row.tx_hash,
          JSON.parse(row.inputs) as Party[],
          JSON.parse(row.outputs) as Party[],
          row.asset,
        );
      }
    });
    await readTransfers(state);
  }

  async function revalueOnce(): Promise<void> {
    applying = [];
    try {
      const next = freshState();
      await readTransfers(next);
      for (const { owner, transfers } of applying) applyTo(next, owner, transfers);
      state = next;
    } finally {
      applying = undefined;
    }
  }

  function observe(
    owner: string,
    chain: ChainName,
    txHash: string,
    inputs: Party[],
    outputs: Party[],
    asset: string,
  ): void {
    if (CHAINS[chain].family !== 'utxo' || inputs.length < 2) return;
    clusters.observe(owner, chain, { txHash, inputs, outputs, decimals: assetOf(chain, asset).decimals });
  }

  function entityOf(owner: string, chain: ChainName, address: string): string {
    const clusterer = clusters.clustererOf(owner, chain);
    return clusterer?.knows(address) ? clusterer.clusterOf(address) : ownEntityId(chain, address);
  }

  return {
    async graphAt(owner, chain, address, hops, at) {
      const { rows, complete } = await neighbourhoodAt(store.db, {
        owners: visibleTo(owner),
        chain,
        address,
        hops,
        at,
      });
      const into = freshState();
      for (const row of rows) addEdge(into, rowEdge(row, chain, assetNamed));
      return {
        graph: into.graph,
        addresses: new Set(rows.flatMap((r) => [r.from_address, r.to_address])),
        complete,
      };
    },
    entityLabels,
    get graph() {
      return state.graph;
    },
    read: (input, pointer) => readTransfer(input, pointer, clock.now()),

    store: (db, claim, transfers) =>
      storeTransfers(
        db,
        { owner: claim.owner, source: claim.source, now: clock.now(), pointer: claim.pointer },
        transfers,
      ),

    recordFacts: (db, facts) =>
      storeTransfers(
        db,
        {
          owner: FACTS_OWNER,
          source: 'chain',
          now: clock.now(),
          pointer: '',
          blockOf: (_transfer, index) => facts[index]?.block,
        },
        facts.map((fact) => fact.transfer),
      ),

    factCounterparties: (chain, address, limit) => factCounterparties(store.db, chain, address, limit),
    factBlocks: (chain, from, to) => factBlocks(store.db, chain, from, to),
    removeBlockFacts,

    apply(owner, transfers) {
      applyTo(state, owner, transfers);
      for (const transfer of transfers) {
        deps.onApplied?.(owner, transfer.chain, [
          ...transfer.inputs.map((p) => p.address),
          ...transfer.outputs.map((p) => p.address),
        ]);
      }
      applying?.push({ owner, transfers });
      for (const transfer of transfers) {
        if (transfer.whole) {
          observe(
            owner,
            transfer.chain,
            transfer.txHash,
            transfer.inputs,
            transfer.outputs,
            transfer.asset.symbol,
          );
        }
      }
    },

    async load() {
      await prices?.load(store.db);
      await this.catchUp();
      loaded = true;
    },

    catchUp() {
      // One pass at a time: a call while one runs waits for it, then reads what came since.
      catchingUp = catchingUp.then(catchUpOnce, catchUpOnce);
      return catchingUp;
    },

    revalue() {
      catchingUp = catchingUp.then(revalueOnce, revalueOnce);
      return catchingUp;
    },

    transactionOf: (owner, id) =>
      store.db
        .selectFrom('transfers')
        .select(['chain', 'tx_hash'])
        .where('id', '=', id)
        .where('owner', 'in', visibleTo(owner))
        .executeTakeFirst(),
    idsOf: (owner, transactions) => storedTransferIds(store.db, visibleTo(owner), transactions),
    knows: (owner, chain, txHash) =>
      visibleTo(owner).some((o) => state.transactions.has(`${o} ${chain} ${txHash}`)),

    entityOf,

    storedTransaction: (owner, chain, txHash) => readStoredTransaction(store.db, owner, chain, txHash),

    describeEntity(owner, id) {
      for (const { owner: of, chain, clusterer } of clusters.all()) {
        if (of !== owner && of !== FACTS_OWNER) continue;
        if (of === FACTS_OWNER && clusters.clustererOf(owner, chain) !== clusterer) continue;
        const current = clusterer.resolve(id);
        if (current !== undefined) return { id: current, chain, addresses: clusterer.members(current) };
      }
      const single = addressOfEntity.get(id) ?? remembered.get(id);
      if (single === undefined) return undefined;
      // An address only another workspace's claims name is not this owner's to describe.
      const seen =
        state.graph.knows(single.chain, single.address, visibleTo(owner)) || remembered.get(id) !== undefined;
      return seen ? { id, chain: single.chain, addresses: [single.address] } : undefined;
    },

    screenedEntityOf(owner, chain, address) {
      const clusterer = clusters.clustererOf(owner, chain);
      if (clusterer?.knows(address)) return clusterer.clusterOf(address);
      const id = ownEntityId(chain, address);
      if (addressOfEntity.has(id)) return id;
      setNewest(remembered, id, { chain, address }, REMEMBERED);
      return id;
    },
  };
}
