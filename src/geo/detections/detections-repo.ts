/**
 * Storage of detections. Lists are newest-observed first and page on (observed_at, id). Several
 * types are read as one index range scan per type, merged here: one sorted scan each is cheaper
 * than asking the database to sort every row of all the types together.
 */
import { sql } from 'kysely';
import type { DetectionsTable } from '../../store/database.ts';
import type { Executor } from '../../store/store.ts';

export type DetectionRow = DetectionsTable;
/** Everything but the evidence, which only the single-detection view shows. */
export type DetectionSummaryRow = Omit<DetectionRow, 'evidence'>;

const SUMMARY_COLUMNS = [
  'id',
  'workspace_id',
  'site_id',
  'type',
  'confidence',
  'observed_at',
  'geometry',
  'source',
  'useful',
  'feedback_comment',
  'feedback_at',
  'created_at',
  'suppressed_by',
  'asset_id',
] as const;

export interface DetectionFilters {
  siteId?: string | undefined;
  types?: readonly string[] | undefined;
  minConfidence?: number | undefined;
  from?: number | undefined;
  to?: number | undefined;
  /** Detections kept but not announced (a muted area): left out unless asked for. */
  suppressed?: 'exclude' | 'include' | 'only' | undefined;
}

/** Where the previous page ended: its last row's observed_at and id. */
export interface DetectionPosition {
  observedAt: number;
  id: string;
}

export async function insertDetection(db: Executor, row: DetectionRow): Promise<void> {
  await db.insertInto('detections').values(row).execute();
}

export function findDetection(
  db: Executor,
  workspaceId: string,
  id: string,
): Promise<DetectionRow | undefined> {
  return db
    .selectFrom('detections')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findDetectionsByIds(
  db: Executor,
  workspaceId: string,
  ids: readonly string[],
): Promise<DetectionSummaryRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('detections')
    .select(SUMMARY_COLUMNS)
    .where('workspace_id', '=', workspaceId)
    .where('id', 'in', ids)
    .execute();
}

export async function listDetections(
  db: Executor,
  workspaceId: string,
  filters: DetectionFilters,
  options: { limit: number; after?: DetectionPosition | undefined },
): Promise<DetectionSummaryRow[]> {
  const types = filters.types && filters.types.length > 0 ? [...new Set(filters.types)] : [undefined];
  const pages = await Promise.all(types.map((type) => listOneType(db, workspaceId, filters, type, options)));
  if (pages.length === 1) return pages[0] ?? [];
  return pages.flat().sort(newestFirst).slice(0, options.limit);
}

function newestFirst(a: DetectionSummaryRow, b: DetectionSummaryRow): number {
  if (a.observed_at !== b.observed_at) return b.observed_at - a.observed_at;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/** One type's detections (or every type's) that match the filters, from `after` on. */
function matchingOneType(
  db: Executor,
  workspaceId: string,
  filters: DetectionFilters,
  type: string | undefined,
  after: DetectionPosition | undefined,
) {
  let query = db.selectFrom('detections').where('workspace_id', '=', workspaceId);
  if (filters.siteId !== undefined) query = query.where('site_id', '=', filters.siteId);
  if (type !== undefined) query = query.where('type', '=', type);
  if (filters.minConfidence !== undefined) query = query.where('confidence', '>=', filters.minConfidence);
  if (filters.from !== undefined) query = query.where('observed_at', '>=', filters.from);
  if (filters.to !== undefined) query = query.where('observed_at', '<', filters.to);
  const suppressed = filters.suppressed ?? 'exclude';
  if (suppressed === 'exclude') query = query.where('suppressed_by', 'is', null);
  if (suppressed === 'only') query = query.where('suppressed_by', 'is not', null);
  if (after) {
    query = query.where((eb) =>
      eb(eb.refTuple('observed_at', 'id'), '<', eb.tuple(after.observedAt, after.id)),
    );
  }
  return query;
}

function listOneType(
  db: Executor,
  workspaceId: string,
  filters: DetectionFilters,
  type: string | undefined,
  options: { limit: number; after?: DetectionPosition | undefined },
): Promise<DetectionSummaryRow[]> {
  return matchingOneType(db, workspaceId, filters, type, options.after)
    .select(SUMMARY_COLUMNS)
    .orderBy('observed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit)
    .execute();
}

/**
 * How many detections match from `after` on, counting no further than `upTo`: an export learns
 * whether the result exceeds its cap before it writes the first byte. Types are disjoint, so
 * their counts add up.
 */
export async function countDetections(
  db: Executor,
  workspaceId: string,
  filters: DetectionFilters,
  after: DetectionPosition | undefined,
  upTo: number,
): Promise<number> {
  const types = filters.types && filters.types.length > 0 ? [...new Set(filters.types)] : [undefined];
  const counts = await Promise.all(
    types.map(async (type) => {
      const capped = matchingOneType(db, workspaceId, filters, type, after).select('id').limit(upTo);
      const row = await db
        .selectFrom(capped.as('capped'))
        .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    }),
  );
  return Math.min(
    upTo,
    counts.reduce((a, b) => a + b, 0),
  );
}

/**
 * Sets the feedback if the stored verdict is still `expected` (compare and set, so two people
 * answering at once cannot both count against the same old verdict); false when it had changed.
 */
export async function setFeedback(
  db: Executor,
  id: string,
  expected: number | null,
  feedback: { useful: number; comment: string | null; at: number },
): Promise<boolean> {
  const result = await db
    .updateTable('detections')
    .set({ useful: feedback.useful, feedback_comment: feedback.comment, feedback_at: feedback.at })
    .where('id', '=', id)
    .where('useful', expected === null ? 'is' : '=', expected)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Numbers about one site's detections in a period, for reports; computed in the store. */
export interface SiteDetectionStats {
  total: number;
  byType: { type: string; count: number; meanConfidence: number }[];
  /** Day number (days since the epoch, UTC) and count, in order. */
  byDay: { day: number; count: number }[];
  useful: number;
  notUseful: number;
}

const DAY_MS = 86_400_000;

export async function siteDetectionStats(
  db: Executor,
  workspaceId: string,
  siteId: string,
  range: { from?: number | undefined; to: number },
): Promise<SiteDetectionStats> {
  const inRange = () => {
    let query = db
      .selectFrom('detections')
      .where('workspace_id', '=', workspaceId)
      .where('site_id', '=', siteId)
      .where('suppressed_by', 'is', null)
      .where('observed_at', '<', range.to);
    if (range.from !== undefined) query = query.where('observed_at', '>=', range.from);
    return query;
  };
  const byType = await inRange()
    .select((eb) => [
      'type',
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.avg<number | string>('confidence').as('mean_confidence'),
      eb.fn.sum<number | string | null>(eb.case().when('useful', '=', 1).then(1).else(0).end()).as('useful'),
      eb.fn
        .sum<number | string | null>(eb.case().when('useful', '=', 0).then(1).else(0).end())
        .as('not_useful'),
    ])
    .groupBy('type')
    .orderBy('count', 'desc')
    .orderBy('type')
    .execute();
  // Integer division of epoch milliseconds by a day gives the UTC day on both dialects (SQLite may
  // hold a time as a real, hence the cast; a bound parameter would be a real there too).
  const byDay = await inRange()
    .select((eb) => [
      sql<number | string>`cast(${eb.ref('observed_at')} as bigint) / ${sql.lit(DAY_MS)}`.as('day'),
      eb.fn.countAll<number | string>().as('count'),
    ])
    .groupBy('day')
    .orderBy('day')
    .execute();
  const types = byType.map((row) => ({
    type: row.type,
    count: Number(row.count),
    meanConfidence: Number(row.mean_confidence),
  }));
  return {
    total: types.reduce((sum, t) => sum + t.count, 0),
    byType: types,
    byDay: byDay.map((row) => ({ day: Math.floor(Number(row.day)), count: Number(row.count) })),
    useful: byType.reduce((sum, row) => sum + Number(row.useful ?? 0), 0),
    notUseful: byType.reduce((sum, row) => sum + Number(row.not_useful ?? 0), 0),
  };
}

/** The newest detections of one site in a period. */
export function latestSiteDetections(
  db: Executor,
  workspaceId: string,
  siteId: string,
  range: { from?: number | undefined; to: number },
  limit: number,
): Promise<DetectionSummaryRow[]> {
  let query = db
    .selectFrom('detections')
    .select(SUMMARY_COLUMNS)
    .where('workspace_id', '=', workspaceId)
    .where('site_id', '=', siteId)
    .where('suppressed_by', 'is', null);
  if (range.from !== undefined) query = query.where('observed_at', '>=', range.from);
  return query
    .where('observed_at', '<', range.to)
    .orderBy('observed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * The assets each detection's `track` evidence is about (a vessel's presence, loitering or dark
 * period; both vessels of an encounter), by detection id, in the order the evidence lists them.
 */
export async function detectionAssetIds(
  db: Executor,
  workspaceId: string,
  ids: readonly string[],
): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  if (ids.length === 0) return found;
  const rows = await db
    .selectFrom('detections')
    .select(['id', 'evidence'])
    .where('workspace_id', '=', workspaceId)
    .where('id', 'in', [...ids])
    .execute();
  for (const row of rows) {
    const items: unknown = JSON.parse(row.evidence);
    const assets = (Array.isArray(items) ? items : []).flatMap((item: unknown) => {
      const { kind, asset_id } = (typeof item === 'object' && item !== null ? item : {}) as Record<
        string,
        unknown
      >;
      return kind === 'track' && typeof asset_id === 'string' ? [asset_id] : [];
    });
    found.set(row.id, [...new Set(assets)]);
  }
  return found;
}
