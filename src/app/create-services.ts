import { type Logger, pino } from 'pino';
import type { Config } from '../config.ts';
import { createAlertsService } from '../geo/alerts/index.ts';
import { createAssetsService } from '../geo/assets/index.ts';
import { createCasesService } from '../geo/cases/index.ts';
import { createDetectionsService } from '../geo/detections/index.ts';
import { writeFeed } from '../geo/engine/index.ts';
import { createZoneWatcher } from '../geo/geofencing/index.ts';
import {
  createFeedbackTuning,
  createImageryService,
  createTuningService,
  type ImageryService,
} from '../geo/imagery/index.ts';
import { createIngestService, createSourceHealth } from '../geo/ingest/index.ts';
import { createPortsService } from '../geo/ports/index.ts';
import { createReportsService } from '../geo/reports/index.ts';
import { createSitesService } from '../geo/sites/index.ts';
import {
  createSilenceLookup,
  createTrackingWatcher,
  createWatchInputs,
  type WatchChange,
  type WatcherShare,
} from '../geo/tracking/index.ts';
import type { Clock } from '../lib/clock.ts';
import { type ChangeNotice, createChangeFeed } from '../platform/changes/index.ts';
import { createIdempotencyService } from '../platform/idempotency/index.ts';
import { createJobQueue } from '../platform/jobs/index.ts';
import { createKeysService } from '../platform/keys/index.ts';
import { createOAuthClientsService, createOAuthTokensService } from '../platform/oauth/index.ts';
import { createEventStreamHub, createOutbox, subscribableTypes } from '../platform/outbox/index.ts';
import { createSigningKeysService } from '../platform/signing/index.ts';
import { createReadiness } from '../platform/system/index.ts';
import {
  createAddressPolicy,
  createDeliveriesService,
  createEndpointsService,
  createFanOut,
} from '../platform/webhooks/index.ts';
import { createWorkspacesService } from '../platform/workspaces/index.ts';
import { createAgentRuntime, createAgents, createEventHistory } from '../risk/agents/index.ts';
import { createEventsService } from '../risk/events/index.ts';
import { createHoldsService } from '../risk/holds/index.ts';
import { createSanctionsLookup } from '../risk/lists/index.ts';
import { createComplianceSettingsService, createSarService } from '../risk/sar/index.ts';
import { createCorrelator, createThreatsService } from '../risk/threats/index.ts';
import { FACTS_OWNER, visibleTo } from '../risk/transfers/index.ts';
import { createRescreen, createWatchesService, createWatchTriggers } from '../risk/watches/index.ts';
import type { Store } from '../store/store.ts';
import { EVENTS } from './event-catalogue.ts';
import { JOBS } from './job-catalogue.ts';
import { createRiskServices } from './risk-services.ts';
import type { Services } from './services.ts';
import { createWatching } from './watching.ts';

export function createLogger(config: Config): Logger {
  return pino({
    level: config.logLevel,
    base: { service: 'vigil' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: ['headers.authorization', '*.headers.authorization'],
  });
}

export function createServices(
  config: Config,
  store: Store,
  clock: Clock,
  logger: Logger = createLogger(config),
): Services {
  const jobs = createJobQueue({ store, clock, catalogue: JOBS });
  const outbox = createOutbox({ clock, fanOut: createFanOut({ clock, jobs }), events: EVENTS });
  // Which addresses webhooks may be sent to: checked when an endpoint is saved and again when a
  // delivery connects (the sender is given the same policy).
  const policy = createAddressPolicy(config.webhookAllowNetworks);
  const endpoints = createEndpointsService({
    store,
    clock,
    policy,
    subscribable: subscribableTypes(EVENTS),
    maxPerWorkspace: config.limits.webhookEndpointsPerWorkspace,
  });
  const changes = createChangeFeed(store.notifier, logger);
  // The tracking engines hear of every change to what they watch; they are made below, once their
  // own dependencies exist, and this is only called later, at run time.
  const notice: ChangeNotice<WatchChange> = {
    announce: (db, change) => watching.notice.announce(db, change),
    apply: (change) => watching.notice.apply(change),
  };
  const assets = createAssetsService({
    store,
    clock,
    changes: notice,
    reorderWindowMs: config.reorderWindowMs,
    lookups: {
      silencesOf: createSilenceLookup(store),
      sanctionsOf: createSanctionsLookup(store),
    },
  });
  const sites = createSitesService({
    store,
    clock,
    assets,
    changes: notice,
    // One process stores every position on SQLite, so its engine knows who is inside; on
    // PostgreSQL other processes may have stored them, and only the store knows.
    ...(store.dialect.name === 'sqlite' ? { insideCount: (siteId: string) => zones.insideSite(siteId) } : {}),
    // Imagery checks catalog URLs and starts scans; it is made below, once sites exist.
    imagery: {
      defaults: { stacUrl: config.imagery.stacUrl, collection: config.imagery.collection },
      urlProblem: (url) => imagery.port.urlProblem(url),
      enabled: (db, site) => imagery.port.enabled(db, site),
    },
  });
  const imagery: ImageryService = createImageryService({
    store,
    clock,
    jobs,
    sites,
    config: config.imagery,
    policy,
  });
  const alerts = createAlertsService({ store, clock, sites, assets, endpoints, changes: notice });
  const detections = createDetectionsService({ store, clock, outbox, sites, alerts });
  // Feedback on an imagery detection tunes the site's imagery detection in the feedback's transaction.
  detections.onFeedback(createFeedbackTuning({ clock }));
  const inputs = createWatchInputs({ alerts, sites, assets });
  const workspaces = createWorkspacesService({ store, clock });
  const sources = createSourceHealth({ store, clock, outbox, workspaceIds: (db) => workspaces.ids(db) });
  const zones = createZoneWatcher({
    store,
    inputs,
    assets,
    detections,
    outbox,
    clock,
    lateHorizonMs: config.lateHorizonMs,
  });
  // With NATS, engines share partitions of assets; encounters pair any two vessels and run apart.
  const shared = config.engine.natsUrl !== undefined;
  const trackingWatcher = (share: WatcherShare) =>
    createTrackingWatcher({
      store,
      inputs,
      assets,
      detections,
      outbox,
      clock,
      darkWatch: { floorS: config.darkFloorS },
      lateHorizonMs: config.lateHorizonMs,
      sourceStates: () => sources.states(),
      share,
      workspaceIds: (db) => workspaces.ids(db),
    });
  const tracking = trackingWatcher(shared ? 'partition' : 'whole');
  const encounters = shared ? trackingWatcher('encounters') : undefined;
  const ingest = createIngestService({
    store,
    clock,
    assets,
    sbsTimeZone: config.sbsTimeZone,
    health: sources,
    lateHorizonMs: config.lateHorizonMs,
  });
  const watching = createWatching({
    inputs,
    zones,
    tracking: encounters ? [tracking, encounters] : [tracking],
    feed: changes,
    logger,
    active: config.engine.role !== 'api',
  });
  // Stored positions go to the engines' feed in the transaction that stores them.
  ingest.listen((tx, positions) => writeFeed(tx, positions, config.engine.partitions, clock.now()));
  const cases = createCasesService({ store, clock, sites, detections, assets });
  const risk = createRiskServices({ store, clock, screening: config.screening, changes, logger });
  const watches = createWatchesService({ store, clock, screening: risk.screening, jobs });
  const watchTriggers = createWatchTriggers({
    rescreen: createRescreen({ store, screening: risk.screening, outbox }),
    graph: () => risk.transfers.graph,
    maxHops: config.screening.maxHops,
    owners: visibleTo,
    facts: FACTS_OWNER,
    logger,
  });
  risk.onChange((change) => {
    if (change.kind === 'lists') watchTriggers.listsChanged();
    else if (change.kind === 'label')
      watchTriggers.labelChanged(change.workspaceId, change.chain, change.address);
    else watchTriggers.transfersApplied(change.owner, change.chain, change.addresses);
  });
  const threats = createThreatsService({
    store,
    clock,
    lookups: {
      entityOf: risk.transfers.entityOf,
      labelsOf: (workspaceId, chain, address) => risk.index.lookup(workspaceId, chain, address),
      alertsByIds: (ids) => agents.alertsByIds(ids),
      eventsByIds: (workspaceId, ids) => events.byIds(workspaceId, ids),
      transfersOf: (workspaceId, transactions) => risk.transfers.idsOf(workspaceId, transactions),
      ownWallets: (workspaceId) => risk.ownWallets.setOf(store.db, workspaceId),
    },
  });
  const agents = createAgentRuntime({
    store,
    clock,
    logger,
    jobs,
    agents: createAgents(),
    correlator: createCorrelator({ entityOf: risk.transfers.entityOf, outbox }),
    screen: (workspaceId, chain, address) => risk.screening.assess(workspaceId, chain, address, {}),
    ownWallets: (db, workspaceId) => risk.ownWallets.setOf(db, workspaceId),
    createHistory: createEventHistory,
  });
  const events = createEventsService({
    store,
    clock,
    transfers: risk.transfers,
    onStored: (db, stored) => agents.enqueue(db, stored),
  });
  const oauthClients = createOAuthClientsService({
    store,
    clock,
    onDelete: (clientId) => oauthTokens.forgetClient(clientId),
  });
  const oauthTokens = createOAuthTokensService({
    store,
    clock,
    clients: oauthClients,
    tokenTtlS: config.oauthTokenTtlS,
    clientCaConfigured: config.tls?.clientCa !== undefined,
  });
  return {
    clock,
    store,
    workspaces,
    keys: createKeysService({ store, clock }),
    idempotency: createIdempotencyService({ store, clock }),
    jobs,
    outbox,
    eventStream: createEventStreamHub({
      store,
      logger,
      limits: {
        perWorkspace: config.limits.streamsPerWorkspace,
        perProcess: config.limits.streamsPerProcess,
      },
    }),
    webhooks: {
      policy,
      endpoints,
      deliveries: createDeliveriesService({ store, clock, jobs, outbox, endpoints }),
    },
    assets,
    ingest,
    sources,
    changes,
    watching,
    zones,
    tracking,
    encounters,
    sites,
    ports: createPortsService({ store, clock }),
    imagery,
    imageryTuning: createTuningService({ store, clock, sites }),
    detections,
    alerts,
    cases,
    reports: createReportsService({ store, clock, jobs, sources: { sites, detections, assets, cases } }),
    risk,
    labels: risk.labels,
    screening: risk.screening,
    screeningRecords: risk.screeningRecords,
    watches,
    watchTriggers,
    transfers: risk.transfers,
    ownWallets: risk.ownWallets,
    entities: risk.entities,
    events,
    agents,
    holds: createHoldsService({
      store,
      clock,
      outbox,
      lookups: {
        threatExists: async (workspaceId, id) => (await threats.find(workspaceId, id)) !== undefined,
        transactionOf: (workspaceId, transferId) => risk.transfers.transactionOf(workspaceId, transferId),
      },
    }),
    threats,
    sar: createSarService({ store, clock, jobs, threats }),
    compliance: createComplianceSettingsService({ store, clock }),
    oauth: { clients: oauthClients, tokens: oauthTokens },
    signingKeys: createSigningKeysService({ store, clock }),
    readiness: createReadiness(),
  };
}
