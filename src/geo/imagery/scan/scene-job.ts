/**
 * The `imagery.scene` job: scans one scene over its site and records the outcome with everything it
 * found in one transaction (the observation later scenes compare with, new detections with their
 * chips, confirmations of earlier ones), then queues the site's next scene. A failed read records
 * nothing but the failure: it is retried by the job's policy, and after the last attempt the scene's
 * outcome is `error` with the reason.
 */
import type { Logger } from 'pino';
import type { Clock } from '../../../lib/clock.ts';
import type { JobHandler, PayloadOf } from '../../../platform/jobs/index.ts';
import type { Executor, Store } from '../../../store/store.ts';
import type { DetectionsService } from '../../detections/index.ts';
import { imageryOf, type SitesService } from '../../sites/index.ts';
import { ObservationCache } from '../detect/observation-cache.ts';
import { findingsSources } from '../findings-sources.ts';
import type { IMAGERY_JOBS } from '../imagery-jobs.ts';
import { ImageryFetchError, type ImageryHttp, ReadMeter } from '../remote/imagery-http.ts';
import {
  addScanBytes,
  claimScene,
  findScan,
  findScene,
  insertObservation,
  type SceneRow,
  updateScene,
} from '../scans-repo.ts';
import type { SceneItem } from '../stac/scene-item.ts';
import { recordFindings } from './record-findings.ts';
import type { ScenePlan } from './scene-plan.ts';

export interface SceneJobDeps {
  store: Store;
  clock: Clock;
  http: ImageryHttp;
  sites: SitesService;
  detections: DetectionsService;
  logger: Logger;
  /** Queues the site's next pending scene, if none is queued or running; in `db`'s transaction. */
  queueNext(db: Executor, siteId: string): Promise<void>;
}

export function createSceneJob(
  deps: SceneJobDeps,
): JobHandler<PayloadOf<(typeof IMAGERY_JOBS)['imagery.scene']>> {
  const { store, clock, http } = deps;
  const cache = new ObservationCache();

  async function finish(
    scene: SceneRow,
    outcome: NonNullable<SceneRow['outcome']>,
    detail: string,
    extra: Partial<SceneRow>,
    meter: ReadMeter,
    write?: (tx: Executor) => Promise<Partial<SceneRow> | undefined>,
  ): Promise<void> {
    await store.db.transaction().execute(async (tx) => {
      const overrides = (await write?.(tx)) ?? {};
      await updateScene(tx, scene.id, {
        status: 'done',
        outcome,
        detail,
        bytes_read: meter.bytes,
        requests: meter.requests,
        finished_at: clock.now(),
        ...extra,
        ...overrides,
      });
      await addScanBytes(tx, scene.scan_id, meter.bytes);
      await deps.queueNext(tx, scene.site_id);
    });
  }

  return async ({ scene_id: sceneId }, context) => {
    const scene = await findScene(store.db, sceneId);
    if (!scene || scene.status === 'done') return;
    const meter = new ReadMeter();
    const site = await deps.sites.findShape(scene.workspace_id, scene.site_id);
    const settings = site ? imageryOf(site.row) : null;
    const scan = await findScan(store.db, scene.scan_id);
    if (site?.row.status !== 'active' || !settings?.enabled || !scan) {
      await finish(
        scene,
        'skipped',
        'the site was stopped, or its imagery turned off, before this scene was scanned',
        {},
        meter,
      );
      return;
    }
    if (!(await claimScene(store.db, sceneId))) return;
    const item = JSON.parse(scene.item) as SceneItem;
    let plan: ScenePlan;
    try {
      // The reading of scenes (geotiff.js, the PNG encoder) is loaded by the first scene, not by
      // every process at its start.
      const { planScene } = await import('./scene-plan.ts');
      plan = await planScene(
        item,
        site.boundary,
        findingsSources(store.db, scene.site_id, () => clock.now()),
        { http, meter, cache, signal: context.signal },
      );
    } catch (thrown) {
      // geotiff.js turns a failed block into a bare "Request failed"; the meter kept the reason.
      const error = thrown instanceof ImageryFetchError ? thrown : (meter.failure ?? thrown);
      const retryable = !(error instanceof ImageryFetchError) || error.retryable;
      const reason = error instanceof Error ? error.message : String(error);
      if (retryable && context.retryDelayMs !== null) {
        await updateScene(store.db, sceneId, {
          status: 'pending',
          detail: `attempt ${context.attempt} failed, nothing recorded; retrying in ${Math.round(context.retryDelayMs / 1000)} s: ${reason}`,
          bytes_read: meter.bytes,
          requests: meter.requests,
        });
        throw error;
      }
      deps.logger.warn({ err: error, sceneId }, 'imagery scene failed');
      await finish(
        scene,
        'error',
        `${reason} (attempt ${context.attempt} of ${context.maxAttempts}; nothing recorded)`,
        {},
        meter,
      );
      return;
    }

    const clearFraction = plan.reading.clearFraction;
    if (plan.kind === 'unusable') {
      await finish(scene, 'no_usable_observation', plan.reason, { clear_fraction: clearFraction }, meter);
      return;
    }
    if (plan.kind === 'rejected') {
      await finish(scene, 'rejected', plan.reason, { clear_fraction: clearFraction }, meter);
      return;
    }
    const { grid } = plan.reading;
    const encoded = await plan.encoded;
    const storeObservation = async (tx: Executor) => {
      await insertObservation(tx, {
        scene_id: scene.id,
        site_id: scene.site_id,
        item_id: item.id,
        grid_code: item.gridCode,
        relative_orbit: item.relativeOrbit,
        datetime: item.datetime,
        grid_window: JSON.stringify(grid.window),
        clear_fraction: clearFraction,
        pixels: encoded.text,
      });
      return undefined;
    };
    if (plan.kind === 'baseline') {
      await finish(
        scene,
        'baseline',
        plan.reason,
        { clear_fraction: clearFraction },
        meter,
        storeObservation,
      );
      cache.put(scene.id, encoded.stored);
      return;
    }
    await finish(scene, 'no_change', '', { clear_fraction: clearFraction }, meter, async (tx) => {
      await storeObservation(tx);
      const recorded = await recordFindings(tx, {
        detections: deps.detections,
        workspaceId: scene.workspace_id,
        siteId: scene.site_id,
        item,
        plan,
        stacUrl: scan.stac_url,
        collection: scan.collection,
      });
      return { outcome: recorded.outcome, detail: recorded.detail, result: JSON.stringify(recorded.result) };
    });
    cache.put(scene.id, encoded.stored);
  };
}
