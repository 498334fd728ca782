import { type Logger, pino } from 'pino';
import type { Config } from './config.ts';
import { createAlertsService } from './geo/alerts/alerts-service.ts';
import { createAssetsService } from './geo/assets/assets-service.ts';
import { createCasesService } from './geo/cases/cases-service.ts';
import { createDetectionsService } from './geo/detections/detections-service.ts';
import { createIngestService } from './geo/ingest/ingest-service.ts';
import { createReportsService } from './geo/reports/reports-service.ts';
import { createSitesService } from './geo/sites/sites-service.ts';
import { createTrackingWatcher } from './geo/tracking/tracking-watcher.ts';
import { createZoneWatcher } from './geo/zones/zone-watcher.ts';
import type { Clock } from './lib/clock.ts';
import { createIdempotencyService } from './platform/idempotency/idempotency-service.ts';
import { JOBS } from './platform/jobs/job-catalogue.ts';
import { createJobQueue } from './platform/jobs/job-queue.ts';
import { createKeysService } from './platform/keys/keys-service.ts';
import { createOAuthClientsService } from './platform/oauth/oauth-clients-service.ts';
import { createOAuthTokensService } from './platform/oauth/oauth-tokens-service.ts';
import { createOutbox } from './platform/outbox/outbox.ts';
import { createEventStreamHub } from './platform/outbox/stream/event-stream-hub.ts';
import { createSigningKeysService } from './platform/signing/signing-keys-service.ts';
import { createAddressPolicy } from './platform/webhooks/address-policy.ts';
import { createDeliveriesService, createFanOut } from './platform/webhooks/deliveries.ts';
import { createEndpointsService } from './platform/webhooks/endpoints-service.ts';
import { createWorkspacesService } from './platform/workspaces/workspaces-service.ts';
import { createAgentRuntime } from './risk/agents/agent-runtime.ts';
import { createEventHistory } from './risk/agents/event-history.ts';
import { createAgents } from './risk/agents/typologies/index.ts';
import { createEventsService } from './risk/events/events-service.ts';
import { createHoldsService } from './risk/holds/holds-service.ts';
import { createRiskServices } from './risk/risk-services.ts';
import { createComplianceSettingsService } from './risk/sar/compliance-settings.ts';
import { createSarService } from './risk/sar/sar-service.ts';
import { createCorrelator } from './risk/threats/correlate.ts';
import { createThreatsService } from './risk/threats/threats-service.ts';
import type { Services } from './services.ts';
import type { Store } from './store/store.ts';

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
  const outbox = createOutbox({ clock, fanOut: createFanOut({ clock, jobs }) });
  const endpoints = createEndpointsService({
    store,
    clock,
    policy: createAddressPolicy(config.webhookAllowNetworks),
  });
  // The zone and tracking watchers hear of every change to what they watch; they are made below,
  // once their own dependencies exist, and this is only called later, at run time.
  const zonesChanged = async () => {
    await zones.sync();
    await tracking.sync();
  };
  const assets = createAssetsService({ store, clock, zonesChanged });
  const sites = createSitesService({
    store,
    clock,
    assets,
    zonesChanged,
    // One process stores every position on SQLite, so its engine knows who is inside; on
    // PostgreSQL other processes may have stored them, and only the store knows.
    ...(store.dialect.name === 'sqlite' ? { insideCount: (siteId: string) => zones.insideSite(siteId) } : {}),
  });
  const alerts = createAlertsService({ store, clock, sites, assets, endpoints, zonesChanged });
  const detections = createDetectionsService({ store, clock, outbox, sites, alerts });
  const zones = createZoneWatcher({ store, alerts, sites, assets, detections, outbox, clock });
  const tracking = createTrackingWatcher({
    store,
    alerts,
    sites,
    assets,
    detections,
    outbox,
    clock,
    darkWatch: { floorS: config.darkFloorS },
  });
  const ingest = createIngestService({ store, clock, assets, sbsTimeZone: config.sbsTimeZone });
  ingest.listen(zones.onPositions);
  ingest.listen(tracking.onPositions);
  const cases = createCasesService({ store, clock, sites, detections, assets });
  const risk = createRiskServices({ store, clock, screening: config.screening });
  const threats = createThreatsService({
    store,
    clock,
    lookups: {
      entityOf: risk.transfers.entityOf,
      labelsOf: (workspaceId, chain, address) => risk.index.lookup(workspaceId, chain, address),
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
    createHistory: createEventHistory,
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
    workspaces: createWorkspacesService({ store, clock }),
    keys: createKeysService({ store, clock }),
    idempotency: createIdempotencyService({ store, clock }),
    jobs,
    outbox,
    eventStream: createEventStreamHub({ store, logger }),
    webhooks: { endpoints, deliveries: createDeliveriesService({ store, clock, jobs, outbox, endpoints }) },
    assets,
    ingest,
    zones,
    tracking,
    sites,
    detections,
    alerts,
    cases,
    reports: createReportsService({ store, clock, jobs, sources: { sites, detections, assets, cases } }),
    risk,
    labels: risk.labels,
    screening: risk.screening,
    transfers: risk.transfers,
    events: createEventsService({
      store,
      clock,
      transfers: risk.transfers,
      scheduleAgents: (db, workspaceId) => agents.scheduler.schedule(db, workspaceId),
    }),
    agents,
    holds: createHoldsService({ store, clock, outbox }),
    threats,
    sar: createSarService({ store, clock, jobs }),
    compliance: createComplianceSettingsService({ store, clock }),
    oauth: { clients: oauthClients, tokens: oauthTokens },
    signingKeys: createSigningKeysService({ store, clock }),
  };
}
