/**
 * The risk screening services built together: the label index, workspace labels, the price table,
 * transfers (facts and each workspace's claims, with their graph and clusters), own wallets,
 * screening and its audit log. `start` loads what screening holds in memory and keeps it current
 * with what other processes store: a workspace label, a list or price import as its change arrives
 * (platform/changes), and everything (transfers too) every REFRESH_INTERVAL_MS; new prices revalue
 * the transfer graph; `close` writes the audit records still waiting.
 */
import type { Logger } from 'pino';
import type { Clock } from '../lib/clock.ts';
import type { ChangeFeed } from '../platform/changes/index.ts';
import type { JobQueue } from '../platform/jobs/index.ts';
import {
  type CHAIN_READER_JOBS,
  type ChainReader,
  type ChainReaderSettings,
  createChainReader,
} from '../risk/chain-reader/index.ts';
import { type ChainName, ofacAddress, readChain } from '../risk/chains/index.ts';
import type { ExposureMethod } from '../risk/exposure/index.ts';
import {
  createLabelIndex,
  createLabelsService,
  type LabelChange,
  type LabelIndex,
  type LabelsService,
  labelsAt,
  type NameScreening,
  type SanctionsAddressMapper,
} from '../risk/lists/index.ts';
import { createOwnWalletsService, type OwnWalletsService } from '../risk/own-wallets/index.ts';
import { createRiskPolicyService, type PolicyChange, type RiskPolicyService } from '../risk/policy/index.ts';
import { createPriceTable, type PriceTable } from '../risk/prices/index.ts';
import {
  createAuditLog,
  createScreeningRecords,
  createScreeningService,
  type ScreeningRecords,
  type ScreeningService,
} from '../risk/screening/index.ts';
import {
  createEntityGraphs,
  createTransfersService,
  type EntityGraphs,
  type TransfersService,
  visibleTo,
} from '../risk/transfers/index.ts';
import type { Store } from '../store/store.ts';

/** How often other processes' lists, labels and transfers are picked up: within the 10 s API.md allows. */
export const REFRESH_INTERVAL_MS = 5_000;

/** The change-feed topics of workspace labels, of list imports and of price imports (any process, the CLI's too). */
export const LABELS_TOPIC = 'labels';
export const LISTS_TOPIC = 'lists';
export const PRICES_TOPIC = 'prices';
/** The change-feed topic of risk policies: a workspace set a new version. */
export const POLICY_TOPIC = 'risk-policy';

/** What can change a screening's answer. */
export type RiskChange =
  | { kind: 'lists' }
  | { kind: 'label'; workspaceId: string; chain: ChainName; address: string }
  | { kind: 'policy'; workspaceId: string }
  | { kind: 'transfers'; owner: string; chain: ChainName; addresses: readonly string[] };

export interface RiskServices {
  index: LabelIndex;
  labels: LabelsService;
  prices: PriceTable;
  transfers: TransfersService;
  ownWallets: OwnWalletsService;
  /** Each workspace's risk policy, its versions and the one screening reads. */
  riskPolicy: RiskPolicyService;
  screening: ScreeningService;
  /** Transfers read from chains' nodes (docs/chains.md). */
  chainReader: ChainReader;
  /** Past screenings, for audit. */
  screeningRecords: ScreeningRecords;
  /** Loads the index and the transfers, then refreshes them on a timer. */
  start(): Promise<void>;
  /** Refreshes now (what the timer does). */
  refresh(): Promise<void>;
  /** Writes the screening audit records still waiting. */
  flushAudit(): Promise<void>;
  /**
   * Hears what can change a screening's answer, once the index or graph here holds it: a list
   * import, a workspace label made or removed, new transfers (here or read from another process),
   * a workspace's risk policy.
   */
  onChange(listener: (change: RiskChange) => void): void;
  /** `GET /v1/entities/:id/graph`. */
  entities: EntityGraphs;
  close(): Promise<void>;
}

export function createRiskServices(deps: {
  store: Store;
  clock: Clock;
  screening: { maxHops: number; method: ExposureMethod };
  changes: ChangeFeed;
  jobs: JobQueue<typeof CHAIN_READER_JOBS>;
  chains: ChainReaderSettings;
  /** Name screening's indexes, rebuilt here when the lists change. */
  names: NameScreening;
  logger?: Logger | undefined;
}): RiskServices {
  const { store, clock, changes } = deps;
  const mapSanctionsAddress: SanctionsAddressMapper = (currency, address) => {
    const placed = ofacAddress(currency ?? '', address);
    return placed.ok ? { chains: placed.chains, address: placed.address, listed: placed.listed } : undefined;
  };
  const index = createLabelIndex(mapSanctionsAddress);
  const prices = createPriceTable();
  const listeners: ((change: RiskChange) => void)[] = [];
  const emit = (change: RiskChange) => {
    for (const listener of listeners) listener(change);
  };
  const transfers = createTransfersService({
    store,
    clock,
    prices,
    labels: index,
    onApplied: (owner, chain, addresses) => emit({ kind: 'transfers', owner, chain, addresses }),
  });
  /** Reloads the index, telling a new list set once the first load is done. */
  let indexLoaded = false;
  async function refreshIndex(): Promise<void> {
    const before = index.generation();
    await index.refresh(store.db);
    await deps.names.refresh();
    if (indexLoaded && index.generation() !== before) emit({ kind: 'lists' });
  }
  const ownWallets = createOwnWalletsService({ store, clock });
  const riskPolicy = createRiskPolicyService({
    store,
    clock,
    maxHops: deps.screening.maxHops,
    labelsOf: (workspaceId, chain, address) => index.lookup(workspaceId, chain, address),
    announce: (db, change) => changes.announce(db, POLICY_TOPIC, change),
    onApplied: (workspaceId) => emit({ kind: 'policy', workspaceId }),
  });
  const audit = createAuditLog(store, deps.logger);
  const chainReader = createChainReader({ store, clock, jobs: deps.jobs, transfers, settings: deps.chains });
  const screening = createScreeningService({
    clock,
    index,
    graph: () => transfers.graph,
    owners: visibleTo,
    // So the id a screening hands out can be looked up even if the address has no transfers.
    entityOf: transfers.screenedEntityOf,
    entityLabels: transfers.entityLabels,
    // Asked of the store only for a transaction the graph holds: screening one before it is sent
    // (the usual case) costs no query.
    storedTransaction: async (workspaceId, chain, txHash) =>
      transfers.knows(workspaceId, chain, txHash)
        ? transfers.storedTransaction(workspaceId, chain, txHash)
        : undefined,
    audit,
    history: {
      graphAt: (workspaceId, chain, address, hops, at) =>
        transfers.graphAt(workspaceId, chain, address, hops, at),
      labelsAt: (workspaceId, chain, addresses, at) =>
        labelsAt(store.db, mapSanctionsAddress, { workspaceId, chain, addresses, at }),
    },
    defaults: deps.screening,
    chainReads: chainReader,
    policies: riskPolicy.screening,
  });
  let timer: NodeJS.Timeout | undefined;

  async function refresh(): Promise<void> {
    await refreshIndex();
    // New closes change what transfers were worth: the graph is valued again.
    if (await prices.load(store.db)) await transfers.revalue();
    await transfers.catchUp();
    transfers.entityLabels?.refresh();
  }

  const labels = createLabelsService({
    store,
    clock,
    index,
    announce: (db, change) => changes.announce(db, LABELS_TOPIC, change),
    onApplied: (change) =>
      emit({
        kind: 'label',
        workspaceId: change.workspaceId,
        chain: readChain(change.chain),
        address: change.address,
      }),
  });
  changes.on(LABELS_TOPIC, (body) => labels.apply(body as LabelChange));
  changes.on(LISTS_TOPIC, async () => {
    // An import that completed stored entries at the same version adds no list version to notice.
    await deps.names.refresh(true);
    await refreshIndex();
  });
  changes.on(POLICY_TOPIC, (body) => riskPolicy.apply(body as PolicyChange));
  changes.onGap(() => riskPolicy.load());
  changes.on(PRICES_TOPIC, async () => {
    if (await prices.load(store.db)) await transfers.revalue();
  });
  changes.onGap(refresh);

  return {
    index,
    labels,
    prices,
    transfers,
    ownWallets,
    riskPolicy,
    screening,
    chainReader,
    screeningRecords: createScreeningRecords({ store, audit }),
    refresh,
    flushAudit: () => audit.flush(),
    onChange: (listener) => listeners.push(listener),
    entities: createEntityGraphs({ transfers, index }),
    async start() {
      await riskPolicy.load();
      await refreshIndex();
      indexLoaded = true;
      await transfers.load();
      transfers.entityLabels?.refresh();
      timer = setInterval(
        () =>
          void refresh().catch((error: unknown) =>
            deps.logger?.warn({ err: error }, 'refreshing screening lists and transfers failed'),
          ),
        REFRESH_INTERVAL_MS,
      );
      timer.unref();
    },
    async close() {
      if (timer !== undefined) clearInterval(timer);
      await audit.close();
    },
  };
}
