/** Storage of sites. Functions take the store or an open transaction. */
import { sql } from 'kysely';
import type { SitesTable } from '../../store/database.ts';
import type { Executor } from '../../store/store.ts';

export type SiteRow = SitesTable;

export async function insertSite(db: Executor, row: SiteRow): Promise<void> {
  await db.insertInto('sites').values(row).execute();
}

export function findSite(db: Executor, workspaceId: string, id: string): Promise<SiteRow | undefined> {
  return db
    .selectFrom('sites')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findSitesByIds(
  db: Executor,
  workspaceId: string,
  ids: readonly string[],
): Promise<SiteRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('sites')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('id', 'in', ids)
    .execute();
}

/** Newest first; `before` is the id of the last row of the previous page. */
export function listSites(
  db: Executor,
  workspaceId: string,
  options: { status: SiteRow['status'] | 'all'; limit: number; before?: string | undefined },
): Promise<SiteRow[]> {
  let query = db.selectFrom('sites').selectAll().where('workspace_id', '=', workspaceId);
  if (options.status !== 'all') query = query.where('status', '=', options.status);
  if (options.before) query = query.where('id', '<', options.before);
  return query.orderBy('id', 'desc').limit(options.limit).execute();
}

/** Every site of a workspace, stopped ones too, for reports that measure time inside them. */
export function listAllSites(db: Executor, workspaceId: string): Promise<SiteRow[]> {
  return db.selectFrom('sites').selectAll().where('workspace_id', '=', workspaceId).execute();
}

/** Sets the fields a site's owner may change after creating it. */
export async function updateSite(
  db: Executor,
  workspaceId: string,
  id: string,
  set: Partial<Pick<SiteRow, 'name' | 'metadata' | 'detection_types' | 'imagery'>>,
): Promise<void> {
  if (Object.keys(set).length === 0) return;
  await db
    .updateTable('sites')
    .set(set)
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .execute();
}

/** Returns false when the site was not active (already stopped, or not there). */
export async function stopSite(db: Executor, workspaceId: string, id: string, at: number): Promise<boolean> {
  const result = await db
    .updateTable('sites')
    .set({ status: 'stopped', stopped_at: at })
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Counts a new detection at an active site, in the detection's own transaction; false when the
 * site is no longer active (stopped since it was read), so the detection must not be kept.
 */
export async function countDetection(db: Executor, siteId: string, observedAt: number): Promise<boolean> {
  const result = await db
    .updateTable('sites')
    .set((eb) => ({
      detections_total: eb('detections_total', '+', 1),
      last_detection_at: sql<number>`case when last_detection_at is null or last_detection_at < ${observedAt} then ${observedAt} else last_detection_at end`,
    }))
    .where('id', '=', siteId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Moves the feedback counters by the change from one verdict to another (null: none). */
export async function countFeedback(
  db: Executor,
  siteId: string,
  before: boolean | null,
  after: boolean | null,
): Promise<void> {
  const delta = (verdict: boolean) => (after === verdict ? 1 : 0) - (before === verdict ? 1 : 0);
  const useful = delta(true);
  const notUseful = delta(false);
  if (useful === 0 && notUseful === 0) return;
  await db
    .updateTable('sites')
    .set((eb) => ({
      useful_count: eb('useful_count', '+', useful),
      not_useful_count: eb('not_useful_count', '+', notUseful),
    }))
    .where('id', '=', siteId)
    .execute();
}

/** Every active site of every workspace: the zones whose occupants the tracking engine counts. */
export function listActiveSitesEverywhere(db: Executor): Promise<SiteRow[]> {
  return db.selectFrom('sites').selectAll().where('status', '=', 'active').execute();
}

/** Active sites whose imagery is on, of every workspace: the periodic scan's list. */
export function listImagerySitesEverywhere(db: Executor): Promise<SiteRow[]> {
  return db
    .selectFrom('sites')
    .selectAll()
    .where('status', '=', 'active')
    .where('imagery', 'is not', null)
    .execute();
}
