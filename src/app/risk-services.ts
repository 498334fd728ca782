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
import { ofacAddress } from '../risk/chains/index.ts';
import type { ExposureMethod } from '../risk/exposure/index.ts';
import {
  createLabelIndex,
  createLabelsService,
  type LabelChange,
  type LabelIndex,
  type LabelsService,
  labelsAt,
  type SanctionsAddressMapper,
} from '../risk/lists/index.ts';
import { createOwnWalletsService, type OwnWalletsService } from '../risk/own-wallets/index.ts';
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

export interface RiskServices {
  index: LabelIndex;
  labels: LabelsService;
  prices: PriceTable;
  transfers: TransfersService;
  ownWallets: OwnWalletsService;
  screening: ScreeningService;
  /** Past screenings, for audit. */
  screeningRecords: ScreeningRecords;
  /** Loads the index and the transfers, then refreshes them on a timer. */
  start(): Promise<void>;
  /** Refreshes now (what the timer does). */
  refresh(): Promise<void>;
  /** Writes the screening audit records still waiting. */
  flushAudit(): Promise<void>;
  /** `GET /v1/entities/:id/graph`. */
  entities: EntityGraphs;
  close(): Promise<void>;
}

export function createRiskServices(deps: {
  store: Store;
  clock: Clock;
  screening: { maxHops: number; method: ExposureMethod };
  changes: ChangeFeed;
  logger?: Logger | undefined;
}): RiskServices {
  const { store, clock, changes } = deps;
  const mapSanctionsAddress: SanctionsAddressMapper = (currency, address) => {
    const placed = ofacAddress(currency ?? '', address);
    return placed.ok ? { chains: placed.chains, address: placed.address, listed: placed.listed } : undefined;
  };
  const index = createLabelIndex(mapSanctionsAddress);
  const prices = createPriceTable();
  const transfers = createTransfersService({ store, clock, prices, labels: index });
  const ownWallets = createOwnWalletsService({ store, clock });
  const audit = createAuditLog(store, deps.logger);
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
  });
  let timer: NodeJS.Timeout | undefined;

  async function refresh(): Promise<void> {
    await index.refresh(store.db);
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
  });
  changes.on(LABELS_TOPIC, (body) => labels.apply(body as LabelChange));
  changes.on(LISTS_TOPIC, () => index.refresh(store.db));
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
    screening,
    screeningRecords: createScreeningRecords({ store, audit }),
    refresh,
    flushAudit: () => audit.flush(),
    entities: createEntityGraphs({ transfers, index }),
    async start() {
      await index.refresh(store.db);
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
