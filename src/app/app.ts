/**
 * The composition root: builds the store, the services and the HTTP server from a validated
 * configuration. Nothing else creates long-lived objects, so tests build the real app with other
 * settings (another store, a manual clock, a quiet logger).
 */

import type { LookupFunction } from 'node:net';
import Fastify, { type FastifyBaseLogger, LogController } from 'fastify';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { feedName, type RunningFeed, startFeed } from '../geo/feeds/index.ts';
import { createImageryHttp, createSceneJob, createSearchJob } from '../geo/imagery/index.ts';
import { createIngestSink, FLUSH_INTERVAL_MS } from '../geo/ingest/index.ts';
import { createReportJob } from '../geo/reports/index.ts';
import { SYNC_INTERVAL_MS, TRACKING_CHECK_INTERVAL_MS } from '../geo/tracking/index.ts';
import type { App, Route } from '../http/route.ts';
import { type Clock, systemClock } from '../lib/clock.ts';
import {
  createJobMetrics,
  createJobWorker,
  type JobWorker,
  type WorkerSettings,
} from '../platform/jobs/index.ts';
import { sweepEvents } from '../platform/outbox/index.ts';
import type { Signer } from '../platform/signing/index.ts';
import { openPkcs11Signer } from '../platform/signing/index.ts';
import {
  createAddressPolicy,
  createDeliveryGate,
  createDeliveryJob,
  createWebhookSender,
  EVENT_RETENTION_MS,
} from '../platform/webhooks/index.ts';
import { createAgentMetrics, createAgentsJob, RECOVERY_INTERVAL_MS } from '../risk/agents/index.ts';
import { EXPIRY_SWEEP_INTERVAL_MS } from '../risk/holds/index.ts';
import { createSarJob } from '../risk/sar/index.ts';
import { migrateToLatest } from '../store/migrate.ts';
import { openStore } from '../store/store.ts';
import { createLogger, createServices } from './create-services.ts';
import { type EngineRuntime, startEngine } from './engine-runtime.ts';
import { addHealthChecks, createEngineMonitor } from './health-checks.ts';
import { JOBS } from './job-catalogue.ts';
import { createHttpMetrics } from './server/metrics.ts';
import { engineRoutes } from './server/routes.ts';
import { buildServer, registerMetricsRoute } from './server/server.ts';
import type { Services } from './services.ts';

/** Sites whose imagery scan is due are looked for this often (each is scanned at its interval). */
const IMAGERY_SCHEDULE_INTERVAL_MS = 10 * 60 * 1000;
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
  /** This process's part of the tracking engine. */
  engine: EngineRuntime;
  /** Starts listening on the configured host and port(s); returns the main address. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

export interface BuildOptions {
  clock?: Clock;
  logger?: Logger;
  routes?: Route<Services>[];
  /** False to leave the worker stopped, for tests that run jobs with `worker.drain()`. */
  startWorker?: boolean;
  workerSettings?: Partial<WorkerSettings>;
  /** How webhook deliveries resolve host names (tests stand in for DNS). */
  lookup?: LookupFunction;
}

/** Deletes what has outlived its retention; each sweep failing alone is logged, not fatal. */
async function sweep(services: Services, logger: Logger): Promise<void> {
  const now = services.clock.now();
  const sweeps: [string, () => Promise<number>][] = [
    ['idempotency keys', () => services.idempotency.sweep()],
    ['events', () => sweepEvents(services.store.db, now - EVENT_RETENTION_MS)],
    ['failed jobs', () => services.jobs.deleteFailed(now - FAILED_JOB_RETENTION_MS)],
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
  // An engine-only process judges positions: no API but its health, no jobs, no feeds.
  const engineOnly = config.engine.role === 'engine';
  const startWorker = options.startWorker !== false && !engineOnly;
  await publishSigningKey(signer, services, logger);
  const sender = createWebhookSender({
    clock,
    policy: createAddressPolicy(config.webhookAllowNetworks),
    ...(options.lookup ? { lookup: options.lookup } : {}),
  });
  // STAC catalogs and COGs a workspace names are fetched under the webhooks' address policy.
  const imageryHttp = createImageryHttp({
    policy: createAddressPolicy(config.webhookAllowNetworks),
    ...(options.lookup ? { lookup: options.lookup } : {}),
  });
  const queueNextScene = services.imagery.queueNext;
  const metrics = createHttpMetrics();
  const worker = createJobWorker({
    store,
    clock,
    logger,
    metrics: createJobMetrics(metrics.registry),
    catalogue: JOBS,
    // Webhook endpoints whose circuit breaker is open wait; the others take turns by workspace.
    groupGate: createDeliveryGate({ store, clock }),
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
      'imagery.search': createSearchJob({
        store,
        clock,
        http: imageryHttp,
        sites: services.sites,
        logger,
        lookBackMs: config.imagery.lookBackMs,
        queueNext: queueNextScene,
      }),
      'imagery.scene': createSceneJob({
        store,
        clock,
        http: imageryHttp,
        sites: services.sites,
        detections: services.detections,
        logger,
        queueNext: queueNextScene,
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
    ...(options.routes ? { routes: options.routes } : engineOnly ? { routes: engineRoutes } : {}),
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
  // Listening first: a change made by another process while the engines load is heard after.
  await services.changes.listening();
  await services.watching.sync();
  // The engine rebuilds its state from the ledger and what it judged (restarts fire nothing again).
  const monitor = createEngineMonitor(metrics.registry);
  services.ingest.afterStored((batch) => monitor.unjudgedLate(batch.unjudged));
  const engine = await startEngine(config, services, logger, monitor);
  addHealthChecks({ config, services, engine, registry: metrics.registry });
  await services.risk.start();
  const zoneSync = setInterval(
    () =>
      void services.watching
        .sync()
        .catch((error: unknown) => logger.warn({ err: error }, 'reloading zones and tracking rules failed')),
    SYNC_INTERVAL_MS,
  );
  zoneSync.unref();
  const trackingCheck = setInterval(
    () =>
      void Promise.all([
        services.zones.tick(),
        services.tracking.check(),
        services.encounters?.check(),
      ]).catch((error: unknown) => logger.warn({ err: error }, 'checking silences and dwell times failed')),
    TRACKING_CHECK_INTERVAL_MS,
  );
  trackingCheck.unref();
  // What each source of positions sent is written out, and sources gone quiet are told, by every
  // process that stores positions (the changes are conditional: told once whoever makes them).
  const sourceHealth = engineOnly
    ? undefined
    : setInterval(
        () =>
          void services.sources
            .flush()
            .then(() => services.sources.check())
            .catch((error: unknown) =>
              logger.warn({ err: error }, 'checking the sources of positions failed'),
            ),
        FLUSH_INTERVAL_MS,
      );
  sourceHealth?.unref();
  if (startWorker) worker.start();
  // The process that runs jobs also expires holds past their `expires_at` (reads never wait for it).
  const holdExpiry = !startWorker
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
  const agentRecovery = !startWorker ? undefined : setInterval(recoverAgents, RECOVERY_INTERVAL_MS);
  agentRecovery?.unref();
  if (agentRecovery) recoverAgents();
  // And it starts the periodic imagery scans of sites whose interval has passed.
  const scheduleImagery = () =>
    void services.imagery
      .scheduleDue()
      .catch((error: unknown) => logger.warn({ err: error }, 'scheduling imagery scans failed'));
  const imagerySchedule = !startWorker
    ? undefined
    : setInterval(scheduleImagery, IMAGERY_SCHEDULE_INTERVAL_MS);
  imagerySchedule?.unref();

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
      feeds = (engineOnly ? [] : config.feeds).map((spec) =>
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
    engine,
    async close() {
      clearInterval(sweeper);
      clearInterval(zoneSync);
      clearInterval(trackingCheck);
      clearInterval(sourceHealth);
      clearInterval(holdExpiry);
      clearInterval(agentRecovery);
      clearInterval(imagerySchedule);
      // Lines already received are stored before the store closes.
      await Promise.all(feeds.map((feed) => feed.stop()));
      await http.close();
      await metricsHttp?.close();
      await services.sources
        .flush()
        .catch((error: unknown) =>
          logger.warn({ err: error }, 'writing out what the sources of positions sent failed'),
        );
      // What is stored and not judged stays in the feed for the next engine.
      await engine.stop();
      await worker.stop();
      await sender.close();
      await imageryHttp.close();
      await signer?.close();
      // Screening answers already given get their audit records before the store closes.
      await services.risk.close();
      if (redis) await redis.quit().catch(() => undefined);
      await store.close();
    },
  };
}
