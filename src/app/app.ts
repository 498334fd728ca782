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
import { feedName, startFeed } from '../geo/feeds/index.ts';
import { SYNC_INTERVAL_MS } from '../geo/geofencing/index.ts';
import { createImageryHttp, createSceneJob, createSearchJob } from '../geo/imagery/index.ts';
import { createIngestSink, FLUSH_INTERVAL_MS } from '../geo/ingest/index.ts';
import { createReportJob } from '../geo/reports/index.ts';
import { TRACKING_CHECK_INTERVAL_MS } from '../geo/tracking/index.ts';
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
import { createLifecycle, type Lifecycle } from './lifecycle.ts';
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
  await services.signingKeys.activate(signer.key);
  logger.info(
    { key_id: signer.key.id, algorithm: signer.key.algorithm, hsm: signer.description },
    'signing with an HSM key',
  );
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<VigilApp> {
  const logger = options.logger ?? createLogger(config);
  const lifecycle = createLifecycle(logger);
  try {
    return await assemble(config, options, logger, lifecycle);
  } catch (error) {
    // What started before the failure stops, so a failed start leaves no store or timer open.
    await lifecycle.stop().catch(() => undefined);
    throw error;
  }
}

/**
 * Starts each part in order, registering how to stop it as soon as it runs: the HSM, the store,
 * Redis, the services, the job worker, the engine, the HTTP servers, the timers and (on `listen`)
 * the feeds; `close` stops them in reverse.
 */
async function assemble(
  config: Config,
  options: BuildOptions,
  logger: Logger,
  lifecycle: Lifecycle,
): Promise<VigilApp> {
  const clock = options.clock ?? systemClock;
  // The HSM first: a wrong PIN or key label stops the start before the store is touched.
  const signer = config.pkcs11 ? await openPkcs11Signer(config.pkcs11) : undefined;
  if (signer) lifecycle.started('the HSM session', () => signer.close());
  const store = await openStore(config.store, { logger });
  lifecycle.started('the store', () => store.close());
  await migrateToLatest(store);
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true })
    : undefined;
  if (redis) {
    redis.on('error', (error) =>
      logger.warn({ err: error }, 'redis error; rate limits fall back to letting requests through'),
    );
    await redis.connect();
    lifecycle.started('Redis', () => redis.quit().catch(() => undefined));
  }

  const services = createServices(config, store, clock, logger);
  // Screening answers already given get their audit records before the store closes.
  lifecycle.started('risk screening', () => services.risk.close());
  // Passes over watched addresses write screenings: done before the store and the index close.
  lifecycle.started('watched addresses', () => services.watchTriggers.close());
  // An engine-only process judges positions: no API but its health, no jobs, no feeds.
  const engineOnly = config.engine.role === 'engine';
  const startWorker = options.startWorker !== false && !engineOnly;
  await publishSigningKey(signer, services, logger);
  const sender = createWebhookSender({
    clock,
    policy: services.webhooks.policy,
    ...(options.lookup ? { lookup: options.lookup } : {}),
  });
  lifecycle.started('the webhook sender', () => sender.close());
  // STAC catalogs and COGs a workspace names are fetched under the webhooks' address policy.
  const imageryHttp = createImageryHttp({
    policy: services.webhooks.policy,
    ...(options.lookup ? { lookup: options.lookup } : {}),
  });
  lifecycle.started('the imagery HTTP client', () => imageryHttp.close());
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
      'watches.import': async (payload) => services.watches.runImport(payload.import_id),
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
  lifecycle.started('the job worker', () => worker.stop());

  // Zones and tracking state from the store, with each recently seen asset placed silently: a
  // restart fires nothing.
  // Listening first: a change made by another process while the engines load is heard after.
  await services.changes.listening();
  await services.watching.sync();
  // The engine rebuilds its state from the ledger and what it judged (restarts fire nothing again).
  // What is stored and not judged when it stops stays in the feed for the next engine.
  const monitor = createEngineMonitor(metrics.registry);
  services.ingest.afterStored((batch) => monitor.unjudgedLate(batch.unjudged));
  const engine = await startEngine(config, services, logger, monitor);
  lifecycle.started('the engine', () => engine.stop());
  addHealthChecks({ config, services, engine, registry: metrics.registry });
  // What each source of positions sent is written out when the servers have closed, before the
  // engine stops.
  lifecycle.started('the sources of positions', () =>
    services.sources
      .flush()
      .catch((error: unknown) =>
        logger.warn({ err: error }, 'writing out what the sources of positions sent failed'),
      ),
  );
  await services.risk.start();

  const http = await buildServer({
    config,
    services,
    logger,
    metrics,
    redis,
    serveMetrics: config.metricsPort === undefined,
    ...(options.routes ? { routes: options.routes } : engineOnly ? { routes: engineRoutes } : {}),
  });
  lifecycle.started('the HTTP server', () => http.close());
  let metricsHttp: App | undefined;
  if (config.metricsPort !== undefined) {
    const server = Fastify({
      loggerInstance: logger as FastifyBaseLogger,
      logController: new LogController({ disableRequestLogging: true }),
    });
    registerMetricsRoute(server, metrics);
    lifecycle.started('the metrics server', () => server.close());
    metricsHttp = server;
  }

  lifecycle.every('sweeping', SWEEP_INTERVAL_MS, () => sweep(services, logger));
  lifecycle.every('reloading zones and tracking rules', SYNC_INTERVAL_MS, () => services.watching.sync());
  lifecycle.every('checking silences and dwell times', TRACKING_CHECK_INTERVAL_MS, () =>
    Promise.all([services.zones.tick(), services.tracking.check(), services.encounters?.check()]),
  );
  // What each source of positions sent is written out, and sources gone quiet are told, by every
  // process that stores positions (the changes are conditional: told once whoever makes them).
  if (!engineOnly) {
    // A timer of its own rather than lifecycle.every: with every, the PostgreSQL pass of
    // test/platform/outbox/event-stream.app.test.ts lost events (3 runs of 3; with this, none of 3),
    // a difference not yet explained.
    const sourceHealth = setInterval(
      () =>
        void services.sources
          .flush()
          .then(() => services.sources.check())
          .catch((error: unknown) => logger.warn({ err: error }, 'checking the sources of positions failed')),
      FLUSH_INTERVAL_MS,
    );
    sourceHealth.unref();
    lifecycle.started('checking the sources of positions', () => void clearInterval(sourceHealth));
  }
  if (startWorker) {
    worker.start();
    // The process that runs jobs also expires holds past their `expires_at` (reads never wait for it).
    lifecycle.every('expiring holds', EXPIRY_SWEEP_INTERVAL_MS, () => services.holds.expireDue());
    // And it queues the agents' job for events that waited too long without one (a process died
    // between storing an event and queueing it), once at start and then on a timer.
    const recoverAgents = () => services.agents.recover();
    lifecycle.every('recovering pending agent events', RECOVERY_INTERVAL_MS, recoverAgents);
    void recoverAgents().catch((error: unknown) =>
      logger.warn({ err: error }, 'recovering pending agent events failed'),
    );
    // And it starts the periodic imagery scans of sites whose interval has passed.
    lifecycle.every('scheduling imagery scans', IMAGERY_SCHEDULE_INTERVAL_MS, () =>
      services.imagery.scheduleDue(),
    );
  }

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
      for (const spec of engineOnly ? [] : config.feeds) {
        const feed = startFeed(
          spec,
          createIngestSink(services.ingest, {
            sbsTimeZone: config.sbsTimeZone,
            logger,
            feed: feedName(spec),
          }),
          { logger },
        );
        // Lines already received are stored before the store closes.
        lifecycle.started(`the feed ${feedName(spec)}`, () => feed.stop());
      }
      if (metricsHttp && config.metricsPort !== undefined) {
        await metricsHttp.listen({ host: config.host, port: config.metricsPort });
      }
      return address;
    },
    engine,
    close: () => lifecycle.stop(),
  };
}
