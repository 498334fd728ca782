/** A scan as the API shows it: the search, its scenes and each scene's outcome. */
import { Type } from 'typebox';
import { toRfc3339 } from '../../../lib/clock.ts';
import { IdParam, Nullable, StringEnum, Timestamp } from '../../../lib/schemas.ts';
import type { ScanView } from '../imagery-service.ts';

export const SiteIdParams = Type.Object({ id: IdParam('site', 'The site id (`site_…`).') });

const OUTCOMES = [
  'detections',
  'no_change',
  'no_usable_observation',
  'baseline',
  'rejected',
  'error',
  'skipped',
] as const;

const SceneSchema = Type.Object(
  {
    id: Type.String({ description: 'The scene record (`scn_…`).' }),
    item_id: Type.String({ description: 'The STAC item id.' }),
    datetime: Timestamp('When the scene was acquired.'),
    status: StringEnum(['pending', 'running', 'done'] as const),
    outcome: Nullable(
      StringEnum(OUTCOMES, {
        description:
          '`detections`: new detections recorded; `no_change`: compared, nothing above the thresholds; `no_usable_observation`: too little of the site clear (cloud, shadow, snow, no data), no band read; `baseline`: clear, kept to compare later scenes with (too few prior clear scenes yet); `rejected`: its reflectance failed the negative-value check (a wrong offset); `error`: every attempt failed, nothing recorded; `skipped`: the site was stopped or its imagery turned off first. Null until done.',
      }),
    ),
    detail: Nullable(Type.String({ description: 'The outcome in words: why, and what was found.' })),
    clear_fraction: Nullable(
      Type.Number({ minimum: 0, maximum: 1, description: 'Share of the site seen clear.' }),
    ),
    detections: Type.Array(Type.String(), { description: 'Detections this scene recorded.' }),
    suppressed: Type.Array(Type.String(), {
      description: 'Detections recorded suppressed (in areas muted by feedback).',
    }),
    confirmed: Type.Array(Type.String(), {
      description: 'Earlier detections this scene saw again (raised to high).',
    }),
    left_out: Type.Array(
      Type.Object({ type: Type.String(), pixels: Type.Integer(), reason: Type.String() }),
      {
        description:
          'Changes seen but not recorded, each with why (below the minimum mapping unit, mostly outside the site…).',
      },
    ),
    bytes_read: Type.Integer({ minimum: 0, description: 'Bytes read from the COGs for this scene.' }),
    requests: Type.Integer({ minimum: 0, description: 'HTTP range requests made.' }),
    attempts: Type.Integer({ minimum: 0 }),
    finished_at: Nullable(Timestamp('When its outcome was recorded.')),
  },
  { description: 'One scene found for the site, with its outcome.' },
);

export const ScanSchema = Type.Object(
  {
    id: Type.String({ description: 'The scan id (`scan_…`).' }),
    site_id: Type.String(),
    reason: StringEnum(['baseline', 'periodic', 'demand'] as const, {
      description:
        '`baseline`: imagery was turned on (looks back); `periodic`: the timer; `demand`: `POST /v1/sites/:id/scans`.',
    }),
    status: StringEnum(['queued', 'searching', 'scanning', 'completed', 'failed'] as const, {
      description:
        '`queued` and `searching`: the catalog search has not finished (`error` says why when an attempt failed and it will be retried); `scanning`: scenes are waiting or running; `completed`: every scene has its outcome; `failed`: the search failed on every attempt.',
    }),
    stac_url: Type.String(),
    collection: Type.String(),
    search: Type.Object({
      from: Timestamp('Start of the searched range.'),
      to: Timestamp('End of the searched range.'),
    }),
    scenes_found: Nullable(
      Type.Integer({ minimum: 0, description: 'New scenes the search found; null before it ran.' }),
    ),
    items_skipped: Type.Array(Type.String(), {
      description: 'Items the catalog returned that are not usable scenes, each with why.',
    }),
    progress: Type.Object({
      pending: Type.Integer({ minimum: 0 }),
      done: Type.Integer({ minimum: 0 }),
    }),
    bytes_read: Type.Integer({
      minimum: 0,
      description: 'Bytes read for this scan: catalog pages and COG ranges.',
    }),
    error: Nullable(Type.String()),
    scenes: Type.Array(SceneSchema, { description: 'Its scenes, oldest first.' }),
    created_at: Timestamp('When the scan was started.'),
    completed_at: Nullable(Timestamp('When the last scene got its outcome (or the search failed).')),
  },
  { $id: 'ImageryScan', description: 'A search of a site’s catalog and the scans of the scenes it found.' },
);

export function serializeScan(view: ScanView) {
  const { scan, scenes } = view;
  const pending = scenes.filter((s) => s.status !== 'done').length;
  const status: 'queued' | 'searching' | 'scanning' | 'completed' | 'failed' =
    scan.status === 'searched' ? (pending > 0 ? 'scanning' : 'completed') : scan.status;
  const finished = scenes.map((s) => s.finished_at ?? 0);
  const completedAt =
    status === 'completed'
      ? Math.max(scan.searched_at ?? scan.created_at, ...finished)
      : status === 'failed'
        ? (scan.searched_at ?? scan.created_at)
        : null;
  return {
    id: scan.id,
    site_id: scan.site_id,
    reason: scan.reason,
    status,
    stac_url: scan.stac_url,
    collection: scan.collection,
    search: { from: toRfc3339(scan.search_from), to: toRfc3339(scan.search_to) },
    scenes_found: scan.scenes_found,
    items_skipped: scan.skipped ? (JSON.parse(scan.skipped) as string[]) : [],
    progress: { pending, done: scenes.length - pending },
    bytes_read: Number(scan.bytes_read),
    error: scan.error,
    scenes: scenes.map((scene) => {
      const result = scene.result
        ? (JSON.parse(scene.result) as {
            detections: string[];
            suppressed: { detection_id: string }[];
            confirmed: string[];
            left_out: { type: string; pixels: number; reason: string }[];
          })
        : undefined;
      return {
        id: scene.id,
        item_id: scene.item_id,
        datetime: toRfc3339(scene.datetime),
        status: scene.status,
        outcome: scene.outcome,
        detail: scene.detail,
        clear_fraction: scene.clear_fraction,
        detections: result?.detections ?? [],
        suppressed: result?.suppressed.map((s) => s.detection_id) ?? [],
        confirmed: result?.confirmed ?? [],
        left_out: result?.left_out ?? [],
        bytes_read: Number(scene.bytes_read),
        requests: scene.requests,
        attempts: scene.attempts,
        finished_at: scene.finished_at === null ? null : toRfc3339(scene.finished_at),
      };
    }),
    created_at: toRfc3339(scan.created_at),
    completed_at: completedAt === null ? null : toRfc3339(completedAt),
  };
}
