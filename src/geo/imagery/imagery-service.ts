/**
 * Imagery at sites: starting scans (when a site turns imagery on, on a timer, and on demand),
 * reading their progress, and the port the sites module checks catalogs and starts scans through.
 * The scanning itself is in the jobs (search-job.ts, scan/scene-job.ts).
 */
import type { Clock } from '../../lib/clock.ts';
import { VigilError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { JobQueue } from '../../platform/jobs/index.ts';
import type { AddressPolicy } from '../../platform/webhooks/index.ts';
import type { Executor, Store } from '../../store/store.ts';
import { imageryOf, type SiteImageryPort, type SiteRow, type SitesService } from '../sites/index.ts';
import type { ImageryConfig } from './imagery-config.ts';
import { type IMAGERY_JOBS, sceneGroup } from './imagery-jobs.ts';
import { imageryUrlProblem } from './remote/imagery-http.ts';
import {
  hasRunningScene,
  insertScan,
  latestScan,
  listScans,
  nextPendingScene,
  type ScanRow,
  type SceneRow,
  scenesOfScans,
} from './scans-repo.ts';

/** A periodic search starts this far before the last one ended: catalogs publish scenes days late. */
const LATE_PUBLICATION_MS = 10 * 86_400_000;

export interface ScanView {
  scan: ScanRow;
  scenes: SceneRow[];
}

/** Records a scan of a site and queues its search, in `db`'s transaction. */
export type ScanStarter = (db: Executor, site: SiteRow, reason: ScanRow['reason']) => Promise<ScanRow>;

/**
 * What starts scans, and the port the sites service checks catalogs and starts the look-back scan
 * through: built before the sites service, which the imagery service then reads sites from.
 */
export function createScanStarter(deps: {
  clock: Clock;
  jobs: JobQueue<typeof IMAGERY_JOBS>;
  config: ImageryConfig;
  policy: AddressPolicy;
}): { startScan: ScanStarter; port: SiteImageryPort } {
  const { clock, jobs, config } = deps;

  async function startScan(db: Executor, site: SiteRow, reason: ScanRow['reason']): Promise<ScanRow> {
    const settings = imageryOf(site);
    if (!settings) throw new Error(`site ${site.id} has no imagery settings`);
    const now = clock.now();
    const last = reason === 'baseline' ? undefined : await latestScan(db, site.id);
    const lookBack = now - config.lookBackMs;
    const from =
      last && last.stac_url === settings.stac_url && last.collection === settings.collection
        ? Math.max(lookBack, last.search_to - LATE_PUBLICATION_MS)
        : lookBack;
    const row: ScanRow = {
      id: newId('imageryScan'),
      workspace_id: site.workspace_id,
      site_id: site.id,
      reason,
      status: 'queued',
      stac_url: settings.stac_url,
      collection: settings.collection,
      search_from: from,
      search_to: now,
      scenes_found: null,
      skipped: null,
      bytes_read: 0,
      error: null,
      created_at: now,
      searched_at: null,
    };
    await insertScan(db, row);
    // The workspace is the job's tenant: one workspace's scans take turns with the others' work.
    await jobs.enqueue(db, 'imagery.search', { scan_id: row.id }, { tenant: site.workspace_id });
    return row;
  }

  return {
    startScan,
    port: {
      defaults: { stacUrl: config.stacUrl, collection: config.collection },
      urlProblem: (url) => imageryUrlProblem(url, deps.policy),
      async enabled(db, site) {
        await startScan(db, site, 'baseline');
      },
    },
  };
}

export interface ImageryService {
  /** Starts a scan of the site now (`POST /v1/sites/:id/scans`). */
  requestScan(workspaceId: string, siteId: string): Promise<ScanView>;
  listScans(
    workspaceId: string,
    siteId: string,
    options: { limit: number; before?: string | undefined },
  ): Promise<ScanView[]>;
  /** Starts the periodic scan of every site with imagery on whose last scan is older than the interval. */
  scheduleDue(): Promise<number>;
  /** Queues the site's oldest waiting scene unless one is queued or running; in `db`'s transaction. */
  queueNext(db: Executor, siteId: string): Promise<void>;
}

export function createImageryService(deps: {
  store: Store;
  clock: Clock;
  jobs: JobQueue<typeof IMAGERY_JOBS>;
  sites: SitesService;
  config: ImageryConfig;
  startScan: ScanStarter;
}): ImageryService {
  const { store, clock, jobs, sites, config, startScan } = deps;

  return {
    async requestScan(workspaceId, siteId) {
      const site = await sites.require(workspaceId, siteId);
      if (site.status !== 'active') {
        throw new VigilError('conflict', `Site '${siteId}' is stopped; a stopped site is not scanned.`);
      }
      if (!imageryOf(site)?.enabled) {
        throw new VigilError(
          'conflict',
          `Imagery is off for site '${siteId}'; turn it on with PATCH /v1/sites/${siteId} {"imagery": {"enabled": true}} (which starts a scan by itself).`,
        );
      }
      const scan = await store.db.transaction().execute((tx) => startScan(tx, site, 'demand'));
      return { scan, scenes: [] };
    },

    async listScans(workspaceId, siteId, options) {
      await sites.require(workspaceId, siteId);
      const scans = await listScans(store.db, workspaceId, siteId, options);
      const scenes = await scenesOfScans(
        store.db,
        scans.map((scan) => scan.id),
      );
      return scans.map((scan) => ({ scan, scenes: scenes.filter((scene) => scene.scan_id === scan.id) }));
    },

    async scheduleDue() {
      const now = clock.now();
      let started = 0;
      for (const site of await sites.listImageryEverywhere()) {
        if (!imageryOf(site)?.enabled) continue;
        const last = await latestScan(store.db, site.id);
        if (last && last.created_at > now - config.scanIntervalMs) continue;
        await store.db.transaction().execute((tx) => startScan(tx, site, 'periodic'));
        started++;
      }
      return started;
    },

    async queueNext(db, siteId) {
      if (await hasRunningScene(db, siteId)) return;
      if (await jobs.queuedIn(db, 'imagery.scene', sceneGroup(siteId))) return;
      const next = await nextPendingScene(db, siteId);
      if (!next) return;
      await jobs.enqueue(
        db,
        'imagery.scene',
        { scene_id: next.id },
        { group: sceneGroup(siteId), tenant: next.workspace_id },
      );
    },
  };
}
