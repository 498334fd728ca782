/**
 * The imagery jobs: searching a catalog for a site's scenes, and scanning one scene. Their
 * definitions join the app's job catalogue (src/app/job-catalogue.ts).
 */
import { Type } from 'typebox';
import { defineJob } from '../../platform/jobs/index.ts';

export const IMAGERY_JOBS = {
  'imagery.search': defineJob({
    description: 'Searches a site’s STAC catalog for new scenes and queues the first to scan.',
    payload: Type.Object({ scan_id: Type.String() }),
    // A search is a landing page and a few pages of items.
    timeoutMs: 120_000,
    // Four attempts over about 35 minutes: a catalog that is down for maintenance is usually back by then.
    retry: { delaysMs: [60_000, 300_000, 1_800_000], jitter: 0.2 },
  }),
  'imagery.scene': defineJob({
    description:
      'Scans one scene over its site (SCL, then the bands), records its outcome and any detections, and queues the site’s next scene.',
    payload: Type.Object({ scene_id: Type.String() }),
    // A 100 km² site reads about 2–4 MB per scene; five minutes allow a slow catalog and the chips.
    timeoutMs: 300_000,
    // The same four attempts: a failed read leaves nothing recorded, so each attempt starts afresh.
    retry: { delaysMs: [60_000, 300_000, 1_800_000], jitter: 0.2 },
    // One scene of a site at a time, oldest first, so each compares with the scenes before it.
    groupConcurrency: 1,
  }),
};

/** The job group of a site's scenes: one at a time. */
export function sceneGroup(siteId: string): string {
  return `imagery:${siteId}`;
}
