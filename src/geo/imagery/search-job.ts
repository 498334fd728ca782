/**
 * The `imagery.search` job: searches the site's catalog for its scan's time range, records each new
 * scene, puts back the site's scenes that failed for good at earlier scans (each scan retries them),
 * and queues the site's oldest waiting scene. A catalog that fails is retried by the job's policy; after the last attempt
 * the scan is `failed` with the reason.
 */
import type { Logger } from 'pino';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import type { JobHandler, PayloadOf } from '../../platform/jobs/index.ts';
import type { Executor, Store } from '../../store/store.ts';
import type { SitesService } from '../sites/index.ts';
import type { IMAGERY_JOBS } from './imagery-jobs.ts';
import { ImageryFetchError, type ImageryHttp, ReadMeter } from './remote/imagery-http.ts';
import {
  addScanBytes,
  findScan,
  findScenesByItems,
  insertScenes,
  requeueFailedScenes,
  type SceneRow,
  updateScan,
} from './scans-repo.ts';
import { searchScenes } from './stac/stac-search.ts';

export function createSearchJob(deps: {
  store: Store;
  clock: Clock;
  http: ImageryHttp;
  sites: SitesService;
  logger: Logger;
  /** Failed scenes older than this are not tried again. */
  lookBackMs: number;
  queueNext(db: Executor, siteId: string): Promise<void>;
}): JobHandler<PayloadOf<(typeof IMAGERY_JOBS)['imagery.search']>> {
  const { store, clock, http } = deps;
  return async ({ scan_id: scanId }, context) => {
    const scan = await findScan(store.db, scanId);
    if (!scan || scan.status === 'searched' || scan.status === 'failed') return;
    const site = await deps.sites.findShape(scan.workspace_id, scan.site_id);
    if (site?.row.status !== 'active') {
      await updateScan(store.db, scanId, {
        status: 'failed',
        error: 'the site was stopped before its scan ran',
      });
      return;
    }
    await updateScan(store.db, scanId, { status: 'searching' });
    const meter = new ReadMeter();
    let found: Awaited<ReturnType<typeof searchScenes>>;
    try {
      found = await searchScenes(http, {
        stacUrl: scan.stac_url,
        collection: scan.collection,
        area: site.boundary,
        from: scan.search_from,
        to: scan.search_to,
        signal: context.signal,
        meter,
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const retryable = !(error instanceof ImageryFetchError) || error.retryable;
      await addScanBytes(store.db, scanId, meter.bytes);
      if (retryable && context.retryDelayMs !== null) {
        await updateScan(store.db, scanId, {
          status: 'queued',
          error: `attempt ${context.attempt} failed; retrying in ${Math.round(context.retryDelayMs / 1000)} s: ${reason}`,
        });
        throw error;
      }
      deps.logger.warn({ err: error, scanId }, 'imagery search failed');
      await updateScan(store.db, scanId, {
        status: 'failed',
        error: `${reason} (attempt ${context.attempt} of ${context.maxAttempts})`,
        searched_at: clock.now(),
      });
      return;
    }
    const now = clock.now();
    await store.db.transaction().execute(async (tx) => {
      const known = await findScenesByItems(
        tx,
        scan.site_id,
        found.scenes.map((scene) => scene.id),
      );
      const byItem = new Map(known.map((row) => [row.item_id, row]));
      const fresh: SceneRow[] = [];
      for (const scene of found.scenes) {
        if (byItem.has(scene.id)) continue;
        fresh.push({
          id: newId('imageryScene'),
          workspace_id: scan.workspace_id,
          site_id: scan.site_id,
          scan_id: scanId,
          item_id: scene.id,
          item: JSON.stringify(scene),
          datetime: scene.datetime,
          status: 'pending',
          outcome: null,
          detail: null,
          clear_fraction: null,
          result: null,
          bytes_read: 0,
          requests: 0,
          attempts: 0,
          created_at: now,
          finished_at: null,
        });
      }
      await insertScenes(tx, fresh);
      // Scenes that failed for good at an earlier scan are tried again from the start by this one.
      const again = await requeueFailedScenes(tx, scan.site_id, scanId, now - deps.lookBackMs);
      await updateScan(tx, scanId, {
        status: 'searched',
        scenes_found: fresh.length + again,
        skipped: JSON.stringify(found.skipped),
        error: null,
        searched_at: now,
      });
      await addScanBytes(tx, scanId, meter.bytes);
      await deps.queueNext(tx, scan.site_id);
    });
  };
}
