/**
 * The geo part: assets and their positions, sites, alert rules, the geofence and tracking engines
 * that judge what is stored, detections, imagery, cases, reports and ports. It owns the report and
 * imagery jobs; started, it loads the engines' rules and zones, starts this process's engine, and
 * keeps the timers that reload rules, check silences and dwell times, watch the sources of
 * positions and schedule imagery scans.
 */
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { createAlertsService, rulesNamingGroup } from '../geo/alerts/index.ts';
import { createAssetsService } from '../geo/assets/index.ts';
import { createCasesService } from '../geo/cases/index.ts';
import { createDetectionsService } from '../geo/detections/index.ts';
import { writeFeed } from '../geo/engine/index.ts';
import {
  createRoamingJudge,
  createZoneWatcher,
  SYNC_INTERVAL_MS,
  type ZoneWatcher,
} from '../geo/geofencing/index.ts';
import { createGroupsService } from '../geo/groups/index.ts';
import { createAssetEventsService } from '../geo/history/index.ts';
import {
  createFeedbackTuning,
  createImageryHttp,
  createImageryService,
  createScanStarter,
  createSceneJob,
  createSearchJob,
  createTuningService,
} from '../geo/imagery/index.ts';
import { createIngestService, createSourceHealth, FLUSH_INTERVAL_MS } from '../geo/ingest/index.ts';
import { createPortsService } from '../geo/ports/index.ts';
import { createReportJob, createReportsService } from '../geo/reports/index.ts';
import { createSitesService } from '../geo/sites/index.ts';
import {
  createSilenceLookup,
  createTellOrder,
  createTrackingWatcher,
  createWatchInputs,
  type WatcherShare,
} from '../geo/tracking/index.ts';
import { createSanctionsLookup, type NameScreening } from '../risk/lists/index.ts';
import { type EngineRuntime, startEngine } from './engine-runtime.ts';
import { createEngineMonitor } from './health-checks.ts';
import { later } from './later.ts';
import type { Part } from './part.ts';
import type { Foundation, GeoServices, PlatformServices } from './services.ts';
import { createWatching, type Watching } from './watching.ts';

/** Sites whose imagery scan is due are looked for this often (each is scanned at its interval). */
const IMAGERY_SCHEDULE_INTERVAL_MS = 10 * 60 * 1000;

export function createGeoPart(
  config: Config,
  foundation: Foundation,
  platform: PlatformServices,
  logger: Logger,
  names: NameScreening,
): Part<GeoServices, 'report.generate' | 'imagery.search' | 'imagery.scene', EngineRuntime> {
  const { store, clock } = foundation;
  const { jobs, outbox, workspaces, changes } = platform;
  const { policy, endpoints } = platform.webhooks;
  // The two cycles of this part (later.ts): the services that change rules, sites and follows tell
  // the engines, which are built from those services; the sites service counts who is inside a
  // site from the zone watcher, which reads its zones from the sites.
  const watchingLater = later<Watching>('the tracking engines');
  const notice = {
    announce: (...args: Parameters<Watching['notice']['announce']>) =>
      watchingLater.get().notice.announce(...args),
    apply: (...args: Parameters<Watching['notice']['apply']>) => watchingLater.get().notice.apply(...args),
  };
  const zonesLater = later<ZoneWatcher>('the zone watcher');

  const assets = createAssetsService({
    store,
    clock,
    changes: notice,
    reorderWindowMs: config.reorderWindowMs,
    lookups: { silencesOf: createSilenceLookup(store), sanctionsOf: createSanctionsLookup(store, names) },
  });
  const scans = createScanStarter({ clock, jobs, config: config.imagery, policy });
  const sites = createSitesService({
    store,
    clock,
    assets,
    changes: notice,
    // One process stores every position on SQLite, so its engine knows who is inside; on
    // PostgreSQL other processes may have stored them, and only the store knows.
    ...(store.dialect.name === 'sqlite'
      ? { insideCount: (siteId: string) => zonesLater.get().insideSite(siteId) }
      : {}),
    imagery: scans.port,
  });
  const imagery = createImageryService({
    store,
    clock,
    jobs,
    sites,
    config: config.imagery,
    startScan: scans.startScan,
  });
  const groups = createGroupsService({ store, clock, assets, changes: notice, rulesNamingGroup });
  const alerts = createAlertsService({
    store,
    clock,
    sites,
    assets,
    groups,
    endpoints,
    changes: notice,
  });
  const detections = createDetectionsService({ store, clock, outbox, sites, alerts, assets });
  // Feedback on an imagery detection tunes the site's imagery detection in the feedback's transaction.
  detections.onFeedback(createFeedbackTuning({ clock }));
  const ports = createPortsService({ store, clock, changes: notice });
  const inputs = createWatchInputs({ alerts, sites, assets, groups, ports });
  const sources = createSourceHealth({ store, clock, outbox, workspaceIds: (db) => workspaces.ids(db) });
  // With NATS, engines share partitions of assets; encounters and roaming zones pair any two
  // assets, and are judged apart, by the holder of the encounter partition.
  const shared = config.engine.natsUrl !== undefined;
  const zoneDeps = { store, inputs, assets, detections, outbox, clock, lateHorizonMs: config.lateHorizonMs };
  // What the engines decide in memory and the watchers' timers find is written in one order.
  const tellings = createTellOrder();
  const zones = createZoneWatcher({ ...zoneDeps, ports, roaming: !shared, order: tellings });
  zonesLater.set(zones);
  const roaming = shared ? createRoamingJudge(zoneDeps) : undefined;
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
      order: tellings,
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
    zones: roaming ? [zones, roaming] : [zones],
    tracking: encounters ? [tracking, encounters] : [tracking],
    feed: changes,
    logger,
    active: config.engine.role !== 'api',
  });
  watchingLater.set(watching);
  // Stored positions go to the engines' feed in the transaction that stores them.
  ingest.listen((tx, positions) => writeFeed(tx, positions, config.engine.partitions, clock.now()));
  const cases = createCasesService({ store, clock, sites, detections, assets });
  const services: GeoServices = {
    assets,
    ingest,
    sources,
    watching,
    zones,
    tracking,
    encounters,
    roaming,
    tellings,
    sites,
    groups,
    ports,
    assetEvents: createAssetEventsService({ store, clock }),
    imagery,
    imageryTuning: createTuningService({ store, clock, sites }),
    detections,
    alerts,
    cases,
    reports: createReportsService({ store, clock, jobs, sources: { sites, detections, assets, cases } }),
  };

  return {
    services,
    jobHandlers({ lifecycle, lookup }) {
      // STAC catalogs and COGs a workspace names are fetched under the webhooks' address policy.
      const http = createImageryHttp({ policy, ...(lookup ? { lookup } : {}) });
      lifecycle.started('the imagery HTTP client', () => http.close());
      const queueNext = imagery.queueNext;
      const lookBackMs = config.imagery.lookBackMs;
      return {
        'report.generate': createReportJob({ store, clock, outbox, sources: services, logger }),
        'imagery.search': createSearchJob({ store, clock, http, sites, logger, lookBackMs, queueNext }),
        'imagery.scene': createSceneJob({ store, clock, http, sites, detections, logger, queueNext }),
      };
    },
    async start({ lifecycle, registry, runsJobs, servesApi }) {
      // Zones and tracking state from the store, with each recently seen asset placed silently: a
      // restart fires nothing.
      await watching.sync();
      // The engine rebuilds its state from the ledger and what it judged (restarts fire nothing
      // again). What is stored and not judged when it stops stays in the feed for the next engine.
      const monitor = createEngineMonitor(registry);
      ingest.afterStored((batch) => monitor.unjudgedLate(batch.unjudged));
      const engine = await startEngine(config, { ...foundation, ...services }, logger, monitor);
      lifecycle.started('the engine', () => engine.stop());
      // What each source of positions sent is written out when the servers have closed, before the
      // engine stops.
      lifecycle.started('the sources of positions', () =>
        sources
          .flush()
          .catch((error: unknown) =>
            logger.warn({ err: error }, 'writing out what the sources of positions sent failed'),
          ),
      );
      lifecycle.every('reloading zones and tracking rules', SYNC_INTERVAL_MS, () => watching.sync());
      lifecycle.every('checking silences and dwell times', config.trackingCheckMs, () =>
        Promise.all([zones.tick(), roaming?.tick(), tracking.check(), encounters?.check()]),
      );
      // What each source of positions sent is written out, and sources gone quiet are told, by
      // every process that stores positions (the changes are conditional: told once whoever makes them).
      if (servesApi) {
        // A timer of its own rather than lifecycle.every: with every, the PostgreSQL pass of
        // test/platform/outbox/event-stream.app.test.ts lost events (3 runs of 3; with this, none
        // of 3), a difference not yet explained.
        const sourceHealth = setInterval(
          () =>
            void sources
              .flush()
              .then(() => sources.check())
              .catch((error: unknown) =>
                logger.warn({ err: error }, 'checking the sources of positions failed'),
              ),
          FLUSH_INTERVAL_MS,
        );
        sourceHealth.unref();
        lifecycle.started('checking the sources of positions', () => void clearInterval(sourceHealth));
      }
      // The process that runs jobs starts the periodic imagery scans of sites whose interval has passed.
      if (runsJobs) {
        lifecycle.every('scheduling imagery scans', IMAGERY_SCHEDULE_INTERVAL_MS, () =>
          imagery.scheduleDue(),
        );
      }
      return engine;
    },
  };
}
