/**
 * The composition root: builds the store, the services and the HTTP server from a validated
 * configuration. Nothing else creates long-lived objects, so tests build the real app with other
 * settings (another store, a manual clock, a quiet logger).
 */

import type { LookupFunction } from 'node:net';
import Fastify, { type FastifyBaseLogger, LogController } from 'fastify';
import { Redis } from 'ioredis';
import { type Logger, pino } from 'pino';
import type { Config } from './config.ts';
import { createAlertsService } from './geo/alerts/alerts-service.ts';
import { createAssetsService } from './geo/assets/assets-service.ts';
import { createCasesService } from './geo/cases/cases-service.ts';
import { createDetectionsService } from './geo/detections/detections-service.ts';
import { createIngestSink, feedName, type RunningFeed, startFeed } from './geo/feeds/network/index.ts';
import { createIngestService } from './geo/ingest/ingest-service.ts';
import { createReportJob } from './geo/reports/report-job.ts';
import { createReportsService } from './geo/reports/reports-service.ts';
import { createSitesService } from './geo/sites/sites-service.ts';
import { createTrackingWatcher, TRACKING_CHECK_INTERVAL_MS } from './geo/tracking/tracking-watcher.ts';
import { createZoneWatcher, SYNC_INTERVAL_MS } from './geo/zones/zone-watcher.ts';
import { createHttpMetrics } from './http/metrics.ts';
import type { App, Route } from './http/route.ts';
import { buildServer, registerMetricsRoute } from './http/server.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { createIdempotencyService } from './platform/idempotency/idempotency-service.ts';
import { JOBS } from './platform/jobs/job-catalogue.ts';
import { createJobMetrics } from './platform/jobs/job-metrics.ts';
import { createJobQueue } from './platform/jobs/job-queue.ts';
import { createJobWorker, type JobWorker, type WorkerSettings } from './platform/jobs/job-worker.ts';
import { deleteFailedJobs } from './platform/jobs/jobs-repo.ts';
import { createKeysService } from './platform/keys/keys-service.ts';
import { createOAuthClientsService } from './platform/oauth/oauth-clients-service.ts';
import { createOAuthTokensService } from './platform/oauth/oauth-tokens-service.ts';
import { createOutbox, sweepEvents } from './platform/outbox/outbox.ts';
import { openPkcs11Signer } from './platform/signing/pkcs11-signer.ts';
import type { Signer } from './platform/signing/signer.ts';
import { createSigningKeysService } from './platform/signing/signing-keys-service.ts';
import { createAddressPolicy } from './platform/webhooks/address-policy.ts';
import { createDeliveriesService, createFanOut } from './platform/webhooks/deliveries.ts';
import { createDeliveryJob } from './platform/webhooks/delivery-job.ts';
import { EVENT_RETENTION_MS } from './platform/webhooks/delivery-rules.ts';
import { createEndpointsService } from './platform/webhooks/endpoints-service.ts';
import { createWebhookSender } from './platform/webhooks/webhook-sender.ts';
import { createWorkspacesService } from './platform/workspaces/workspaces-service.ts';
import { createAgentMetrics } from './risk/agents/agent-metrics.ts';
import { createAgentRuntime } from './risk/agents/agent-runtime.ts';
import { createAgentsJob } from './risk/agents/agents-job.ts';
import { createEventHistory } from './risk/agents/event-history.ts';
import { RECOVERY_INTERVAL_MS } from './risk/agents/runtime-settings.ts';
import { createAgents } from './risk/agents/typologies/index.ts';
import { createEventsService } from './risk/events/events-service.ts';
import { EXPIRY_SWEEP_INTERVAL_MS } from './risk/holds/hold-rules.ts';
import { createHoldsService } from './risk/holds/holds-service.ts';
import { createRiskServices } from './risk/risk-services.ts';
import { createComplianceSettingsService } from './risk/sar/compliance-settings.ts';
import { createSarJob } from './risk/sar/sar-job.ts';
import { createSarService } from './risk/sar/sar-service.ts';
import { createCorrelator } from './risk/threats/correlate.ts';
import { createThreatsService } from './risk/threats/threats-service.ts';
import type { Services } from './services.ts';
import { migrateToLatest } from './store/migrate.ts';
import { openStore, type Store } from './store/store.ts';

/** Expired idempotency records, old events and dead jobs are swept this often. */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;
/** Jobs that failed for good stay this long for inspection. */
const FAILED_JOB_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

export interface VigilApp {
  config: Config;
  services: Services;
  http: App;
  logger: Logger;
  /** Runs queued jobs (webhook deliveries, and later reports, SAR drafts, agents). */
  worker: JobWorker;
  /** Starts listening on the configured host and port(s); returns the main address. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

export interface BuildOptions {
  clock?: Clock;
  logger?: Logger;
  routes?: Route[];
  /** False to leave the worker stopped, for tests that run jobs with `worker.drain()`. */
  startWorker?: boolean;
  workerSettings?: Partial<WorkerSettings>;
  /** How webhook deliveries resolve host names (tests stand in for DNS). */
  lookup?: LookupFunction;
}

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

/** Deletes what has outlived its retention; each sweep failing alone is logged, not fatal. */
async function sweep(services: Services, logger: Logger): Promise<void> {
  const now = services.clock.now();
  const sweeps: [string, () => Promise<number>][] = [
    ['idempotency keys', () => services.idempotency.sweep()],
    ['events', () => sweepEvents(services.store.db, now - EVENT_RETENTION_MS)],
    ['failed jobs', () => deleteFailedJobs(services.store.db, now - FAILED_JOB_RETENTION_MS)],
    ['expired OAuth tokens', () => services.oauth.tokens.sweep()],
  ];
  for (const [what, run] of sweeps) {
    await run().catch((error: unknown) => logger.warn({ err: error }, `sweeping ${what} failed`));
  }
}

/** Publishes the HSM key at `GET /v1/signing-keys` before anything signs with it. */
async function publishSigningKey(
  signer: Signer | undefined,
  services: Services,
  logger: Logger,
): Promise<void> {
  if (!signer) return;
  try {
    await services.signingKeys.activate(signer.key);
  } catch (error) {
    await signer.close();
    throw error;
  }
  logger.info(
    { key_id: signer.key.id, algorithm: signer.key.algorithm, hsm: signer.description },
    'signing with an HSM key',
  );
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<VigilApp> {
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? createLogger(config);
  // The HSM first: a wrong PIN or key label stops the start before the store is touched.
  const signer = config.pkcs11 ? await openPkcs11Signer(config.pkcs11) : undefined;
  const store = await openStore(config.store, { logger });
  await migrateToLatest(store);
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true })
    : undefined;
  if (redis) {
    redis.on('error', (error) =>
      logger.warn({ err: error }, 'redis error; rate limits fall back to letting requests through'),
    );
    await redis.connect();
  }

  const services = createServices(config, store, clock, logger);
  await publishSigningKey(signer, services, logger);
  const sender = createWebhookSender({
    clock,
    policy: createAddressPolicy(config.webhookAllowNetworks),
    ...(options.lookup ? { lookup: options.lookup } : {}),
  });
  const metrics = createHttpMetrics();
  const worker = createJobWorker({
    store,
    clock,
    logger,
    metrics: createJobMetrics(metrics.registry),
    catalogue: JOBS,
    handlers: {
      'webhook.deliver': createDeliveryJob({ store, clock, sender, logger, signer }),
      'agents.run': createAgentsJob({
        runtime: services.agents,
        metrics: createAgentMetrics(metrics.registry, services.agents),
      }),
      'report.generate': createReportJob({
        store,
        clock,
        outbox: services.outbox,
        sources: services,
        logger,
      }),
      'sar.draft': createSarJob({
        store,
        clock,
        outbox: services.outbox,
        threats: services.threats,
        logger,
        signer,
      }),
    },
    ...(options.workerSettings ? { settings: options.workerSettings } : {}),
  });
  const http = await buildServer({
    config,
    services,
    logger,
    metrics,
    redis,
    serveMetrics: config.metricsPort === undefined,
    ...(options.routes ? { routes: options.routes } : {}),
  });
  let metricsHttp: App | undefined;
  if (config.metricsPort !== undefined) {
    metricsHttp = Fastify({
      loggerInstance: logger as FastifyBaseLogger,
      logController: new LogController({ disableRequestLogging: true }),
    });
    registerMetricsRoute(metricsHttp, metrics);
  }

  let feeds: RunningFeed[] = [];
  const sweeper = setInterval(() => void sweep(services, logger), SWEEP_INTERVAL_MS);
  sweeper.unref();
  // Zones and tracking state from the store, with each recently seen asset placed silently: a
  // restart fires nothing.
  await services.zones.sync({ prime: true });
  await services.tracking.sync({ prime: true });
  await services.risk.start();
  const zoneSync = setInterval(
    () =>
      void Promise.all([services.zones.sync(), services.tracking.sync()]).catch((error: unknown) =>
        logger.warn({ err: error }, 'reloading zones and tracking rules failed'),
      ),
    SYNC_INTERVAL_MS,
  );
  zoneSync.unref();
  const trackingCheck = setInterval(
    () =>
      void Promise.all([services.zones.tick(), services.tracking.check()]).catch((error: unknown) =>
        logger.warn({ err: error }, 'checking silences and dwell times failed'),
      ),
    TRACKING_CHECK_INTERVAL_MS,
  );
  trackingCheck.unref();
  if (options.startWorker !== false) worker.start();
  // The process that runs jobs also expires holds past their `expires_at` (reads never wait for it).
  const holdExpiry =
    options.startWorker === false
      ? undefined
      : setInterval(
          () =>
            void services.holds
              .expireDue()
              .catch((error: unknown) => logger.warn({ err: error }, 'expiring holds failed')),
          EXPIRY_SWEEP_INTERVAL_MS,
        );
  holdExpiry?.unref();
  // And it queues the agents' job for events that waited too long without one (a process died
  // between storing an event and queueing it), once at start and then on a timer.
  const recoverAgents = () =>
    void services.agents
      .recover()
      .catch((error: unknown) => logger.warn({ err: error }, 'recovering pending agent events failed'));
  const agentRecovery =
    options.startWorker === false ? undefined : setInterval(recoverAgents, RECOVERY_INTERVAL_MS);
  agentRecovery?.unref();
  if (agentRecovery) recoverAgents();

  return {
    config,
    services,
    http,
    logger,
    worker,
    async listen() {
      // Fastify names the scheme from its own `https` option; ours comes through serverFactory.
      const scheme = (address: string) => (config.tls ? address.replace(/^http:/, 'https:') : address);
      const address = scheme(
        await http.listen({
          host: config.host,
          port: config.port,
          listenTextResolver: (listening) => `Server listening at ${scheme(listening)}`,
        }),
      );
      // Feeds start with the listener, not with the app, so tests and the CLI build apps without them.
      feeds = config.feeds.map((spec) =>
        startFeed(
          spec,
          createIngestSink(services.ingest, {
            sbsTimeZone: config.sbsTimeZone,
            logger,
            feed: feedName(spec),
          }),
          { logger },
        ),
      );
      if (metricsHttp && config.metricsPort !== undefined) {
        await metricsHttp.listen({ host: config.host, port: config.metricsPort });
      }
      return address;
    },
    async close() {
      clearInterval(sweeper);
      clearInterval(zoneSync);
      clearInterval(trackingCheck);
      clearInterval(holdExpiry);
      clearInterval(agentRecovery);
      // Lines already received are stored before the store closes.
      await Promise.all(feeds.map((feed) => feed.stop()));
      await http.close();
      await metricsHttp?.close();
      await worker.stop();
      await sender.close();
      await signer?.close();
      // Screening answers already given get their audit records before the store closes.
      await services.risk.close();
      if (redis) await redis.quit().catch(() => undefined);
      await store.close();
    },
  };
}
