import type { Geometry } from 'geojson';
import { Type } from 'typebox';
import { Page, PageQuery, readCursor, toPage } from '../../../http/pagination.ts';
import { principalOf } from '../../../http/principal.ts';
import { toRfc3339 } from '../../../lib/clock.ts';
import { Nullable, ref, StringEnum, Timestamp } from '../../../lib/schemas.ts';
import { DEFAULT_MMU_M2, IMAGERY_TYPES, MAX_MMU_M2, THRESHOLDS } from '../imagery-rules.ts';
import { imageryRoute } from './imagery-route.ts';
import { SiteIdParams } from './scan-schemas.ts';

const ImageryTuningSchema = Type.Object(
  {
    thresholds: Type.Array(
      Type.Object({
        type: StringEnum(IMAGERY_TYPES),
        index: Type.String({ description: 'What the threshold is compared with.' }),
        threshold: Type.Number({ description: 'In force at this site.' }),
        default_threshold: Type.Number({
          description: 'The default; feedback never sets the threshold below it.',
        }),
        max_threshold: Type.Number({ description: 'The highest feedback may set.' }),
        min_area_m2: Type.Number({ description: 'The minimum mapping unit in force, m².' }),
        default_min_area_m2: Type.Number(),
        max_min_area_m2: Type.Number(),
        updated_at: Nullable(Timestamp('When feedback last changed them; null: the defaults.')),
      }),
    ),
    mutes: Type.Array(
      Type.Object({
        id: Type.String({ description: 'The muted area (`mute_…`).' }),
        type: Type.String(),
        detection_id: Type.String({ description: 'The not-useful detection that muted it.' }),
        geometry: Nullable(
          Type.Unsafe<Geometry>({ type: 'object', description: 'The muted area (the detection’s polygon).' }),
        ),
        created_at: Timestamp('When.'),
        expires_at: Timestamp('When it lapses, unless a useful mark lifts it first.'),
      }),
      { description: 'Areas in force where a repeat of the same change is kept suppressed.' },
    ),
  },
  { $id: 'ImageryTuning', description: 'How feedback has tuned imagery detection at a site.' },
);

const TuningChangeSchema = Type.Object(
  {
    id: Type.String({ description: 'The log entry (`tune_…`).' }),
    type: Type.String(),
    change: StringEnum(['threshold', 'mmu', 'mute', 'unmute'] as const),
    before: Nullable(Type.Number()),
    after: Nullable(Type.Number()),
    mute_id: Nullable(Type.String()),
    reason: Type.String(),
    feedback: Type.Array(Type.String(), { description: 'The detections whose feedback made the change.' }),
    created_at: Timestamp('When.'),
  },
  { $id: 'ImageryTuningChange', description: 'One change feedback made to a site’s imagery detection.' },
);

export const getImageryTuning = imageryRoute({
  method: 'GET',
  url: '/v1/sites/:id/imagery/tuning',
  scope: 'sites:read',
  operationId: 'getSiteImageryTuning',
  summary: 'Get a site’s imagery tuning',
  description:
    'The thresholds and minimum mapping units in force at the site for each imagery type, with their defaults and bounds, and the areas muted by not-useful feedback.',
  tag: 'Sites',
  schema: { params: SiteIdParams, response: { 200: ref(ImageryTuningSchema) } },
  handler: async (request, _reply, { imageryTuning }) => {
    const view = await imageryTuning.view(principalOf(request).workspaceId, request.params.id);
    return {
      thresholds: IMAGERY_TYPES.map((type) => {
        const tuned = view.tuning.find((t) => t.type === type);
        const rule = THRESHOLDS[type];
        return {
          type,
          index: rule.index,
          threshold: tuned?.threshold ?? rule.default,
          default_threshold: rule.default,
          max_threshold: rule.max,
          min_area_m2: tuned?.mmu_m2 ?? DEFAULT_MMU_M2,
          default_min_area_m2: DEFAULT_MMU_M2,
          max_min_area_m2: MAX_MMU_M2,
          updated_at: tuned ? toRfc3339(tuned.updated_at) : null,
        };
      }),
      mutes: view.mutes.map((mute) => ({
        id: mute.id,
        type: mute.type,
        detection_id: mute.detection_id,
        geometry: mute.geometry ? (JSON.parse(mute.geometry) as Geometry) : null,
        created_at: toRfc3339(mute.created_at),
        expires_at: toRfc3339(mute.expires_at),
      })),
    };
  },
});

export const listImageryTuningChanges = imageryRoute({
  method: 'GET',
  url: '/v1/sites/:id/imagery/tuning/changes',
  scope: 'sites:read',
  operationId: 'listSiteImageryTuningChanges',
  summary: 'List the changes feedback made to a site’s imagery detection',
  description:
    'Every change of a threshold or minimum mapping unit, every mute and every lifted mute, newest first, each with the feedback behind it.',
  tag: 'Sites',
  schema: {
    params: SiteIdParams,
    querystring: Type.Object({ ...PageQuery }, { additionalProperties: false }),
    response: { 200: Page(ref(TuningChangeSchema), 'A page of changes.') },
  },
  handler: async (request, _reply, { imageryTuning }) => {
    const { limit, cursor } = request.query;
    const filters = { site: request.params.id };
    const before = readCursor(cursor, filters);
    const rows = await imageryTuning.changes(principalOf(request).workspaceId, request.params.id, {
      limit: limit + 1,
      before,
    });
    return toPage(
      rows,
      limit,
      filters,
      (row) => row.id,
      (row) => ({
        id: row.id,
        type: row.type,
        change: row.change,
        before: row.before,
        after: row.after,
        mute_id: row.mute_id,
        reason: row.reason,
        feedback: JSON.parse(row.feedback) as string[],
        created_at: toRfc3339(row.created_at),
      }),
    );
  },
});

export { ImageryTuningSchema, TuningChangeSchema };
