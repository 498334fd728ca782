/**
 * The composition root: builds the store, the services and the HTTP server from a validated
 * configuration. Nothing else creates long-lived objects, so tests build the real app with other
 * settings (another store, a manual clock, a quiet logger).
 */

import type { LookupFunction } from 'node:net';
import Fastify, { type FastifyBaseLogger, LogController } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { feedName, startFeed } from '../geo/feeds/index.ts';
import { createIngestSink } from '../geo/ingest/index.ts';
import type { App, Route } from '../http/route.ts';
import { type Clock, systemClock } from '../lib/clock.ts';
import {
  createJobMetrics,
  createJobWorker,
  type JobWorker,
  type WorkerSettings,
} from '../platform/jobs/index.ts';
import { openPkcs11Signer } from '../platform/signing/index.ts';
import { createDeliveryGate } from '../platform/webhooks/index.ts';
import { migrateToLatest } from '../store/migrate.ts';
import { openStore } from '../store/store.ts';
import { createLogger, createParts } from './create-services.ts';
import type { EngineRuntime } from './engine-runtime.ts';
import { addHealthChecks } from './health-checks.ts';
import { JOBS } from './job-catalogue.ts';
import { createLifecycle, type Lifecycle } from './lifecycle.ts';
import type { PartRuntime } from './part.ts';
import { createHttpMetrics } from './server/metrics.ts';
import { engineRoutes } from './server/routes.ts';
import { buildServer, registerMetricsRoute } from './server/server.ts';
import type { Services } from './services.ts';

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
 * Starts the HSM, the store and Redis, then the parts in order (part.ts): the platform (its
 * signing key published, the change feed listened to), risk (screening loaded), the job worker with
 * every part's handlers, geo (the engines' rules loaded and this process's engine started), then
 * the HTTP servers and (on `listen`) the feeds. Each registers how to stop it as soon as it runs;
 * `close` stops them in reverse.
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
  // ioredis is loaded only when Redis is configured: most single-machine starts have none.
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, {
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        lazyConnect: true,
      })
    : undefined;
  if (redis) {
    redis.on('error', (error) =>
      logger.warn({ err: error }, 'redis error; rate limits fall back to letting requests through'),
    );
    await redis.connect();
    lifecycle.started('Redis', () => redis.quit().catch(() => undefined));
  }

  const { platform, geo, risk, services } = createParts(config, store, clock, logger);
  // An engine-only process judges positions: no API but its health, no jobs, no feeds.
  const engineOnly = config.engine.role === 'engine';
  const metrics = createHttpMetrics();
  const runtime: PartRuntime = {
    lifecycle,
    logger,
    registry: metrics.registry,
    signer,
    lookup: options.lookup,
    runsJobs: options.startWorker !== false && !engineOnly,
    servesApi: !engineOnly,
  };
  await platform.start(runtime);
  // Risk before the worker, so that what screening holds is loaded before a job screens, and its
  // audit records are written after the worker's last job, when the lifecycle stops in reverse.
  await risk.start(runtime);
  const worker = createJobWorker({
    store,
    clock,
    logger,
    metrics: createJobMetrics(metrics.registry),
    catalogue: JOBS,
    // Webhook endpoints whose circuit breaker is open wait; the others take turns by workspace.
    groupGate: createDeliveryGate({ store, clock }),
    handlers: {
      ...platform.jobHandlers(runtime),
      ...geo.jobHandlers(runtime),
      ...risk.jobHandlers(runtime),
    },
    ...(options.workerSettings ? { settings: options.workerSettings } : {}),
  });
  lifecycle.started('the job worker', () => worker.stop());
  const engine = await geo.start(runtime);
  addHealthChecks({ config, services, engine, registry: metrics.registry });

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
  if (runtime.runsJobs) worker.start();

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
