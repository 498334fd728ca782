/** What a scene's plan reads from the store, for one site: prior observations, open detections, mutes, tuning. */
import type { Executor } from '../../store/store.ts';
import { activeMutes, openFindings, tuningOf } from './findings-repo.ts';
import type { GridWindow } from './raster/grid.ts';
import type { PlanSources } from './scan/scene-plan.ts';
import { findScene, observationPixels, priorObservations } from './scans-repo.ts';
import type { SceneItem } from './stac/scene-item.ts';

export function findingsSources(db: Executor, siteId: string, now: () => number): PlanSources {
  return {
    async priorObservations(gridCode, range) {
      return (await priorObservations(db, siteId, gridCode, range)).map((row) => ({
        sceneId: row.scene_id,
        itemId: row.item_id,
        datetime: row.datetime,
        relativeOrbit: row.relative_orbit,
        clearFraction: row.clear_fraction,
        window: JSON.parse(row.grid_window) as GridWindow,
        pixels: () => observationPixels(db, row.scene_id),
      }));
    },
    async openFindings(gridCode, range, maxLooks) {
      return (await openFindings(db, siteId, gridCode, range, maxLooks)).map((row) => ({
        detectionId: row.detection_id,
        type: row.type,
        window: JSON.parse(row.grid_window) as GridWindow,
        pixels: JSON.parse(row.pixels) as number[],
      }));
    },
    async mutes(gridCode) {
      return (await activeMutes(db, siteId, now(), gridCode)).map((row) => ({
        id: row.id,
        type: row.type,
        window: JSON.parse(row.grid_window) as GridWindow,
        pixels: JSON.parse(row.pixels) as number[],
        deltaMean: row.delta_mean,
      }));
    },
    tuning: () => tuningOf(db, siteId),
    async scene(sceneId) {
      const row = await findScene(db, sceneId);
      return row ? (JSON.parse(row.item) as SceneItem) : undefined;
    },
  };
}
