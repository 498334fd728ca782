/** Storage of scans, the scenes they found, and what clear scenes showed. Functions take the store or a transaction. */
import type {
  ImageryObservationsTable,
  ImageryScansTable,
  ImageryScenesTable,
} from '../../store/database.ts';
import type { Executor } from '../../store/store.ts';

export type ScanRow = ImageryScansTable;
export type SceneRow = ImageryScenesTable;
export type ObservationRow = ImageryObservationsTable;

export async function insertScan(db: Executor, row: ScanRow): Promise<void> {
  await db.insertInto('imagery_scans').values(row).execute();
}

export function findScan(db: Executor, id: string): Promise<ScanRow | undefined> {
  return db.selectFrom('imagery_scans').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateScan(db: Executor, id: string, set: Partial<ScanRow>): Promise<void> {
  await db.updateTable('imagery_scans').set(set).where('id', '=', id).execute();
}

export async function addScanBytes(db: Executor, id: string, bytes: number): Promise<void> {
  if (bytes === 0) return;
  await db
    .updateTable('imagery_scans')
    .set((eb) => ({ bytes_read: eb('bytes_read', '+', bytes) }))
    .where('id', '=', id)
    .execute();
}

/** Newest first; `before` is the id of the last scan of the previous page. */
export function listScans(
  db: Executor,
  workspaceId: string,
  siteId: string,
  options: { limit: number; before?: string | undefined },
): Promise<ScanRow[]> {
  let query = db
    .selectFrom('imagery_scans')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('site_id', '=', siteId);
  if (options.before) query = query.where('id', '<', options.before);
  return query.orderBy('id', 'desc').limit(options.limit).execute();
}

/** The site's newest scan, if any. */
export function latestScan(db: Executor, siteId: string): Promise<ScanRow | undefined> {
  return db
    .selectFrom('imagery_scans')
    .selectAll()
    .where('site_id', '=', siteId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function scenesOfScans(db: Executor, scanIds: readonly string[]): Promise<SceneRow[]> {
  if (scanIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('imagery_scenes')
    .selectAll()
    .where('scan_id', 'in', scanIds)
    .orderBy('datetime')
    .orderBy('id')
    .execute();
}

export function findScenesByItems(
  db: Executor,
  siteId: string,
  itemIds: readonly string[],
): Promise<SceneRow[]> {
  if (itemIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('imagery_scenes')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('item_id', 'in', itemIds)
    .execute();
}

export async function insertScenes(db: Executor, rows: SceneRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('imagery_scenes').values(rows).execute();
}

export function findScene(db: Executor, id: string): Promise<SceneRow | undefined> {
  return db.selectFrom('imagery_scenes').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateScene(db: Executor, id: string, set: Partial<SceneRow>): Promise<void> {
  await db.updateTable('imagery_scenes').set(set).where('id', '=', id).execute();
}

/** Marks the scene running (from pending, or running after a lost attempt); false if it is done. */
export async function claimScene(db: Executor, id: string): Promise<boolean> {
  const result = await db
    .updateTable('imagery_scenes')
    .set((eb) => ({ status: 'running', attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('status', 'in', ['pending', 'running'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The site's oldest scene waiting to be scanned. */
export function nextPendingScene(db: Executor, siteId: string): Promise<SceneRow | undefined> {
  return db
    .selectFrom('imagery_scenes')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('status', '=', 'pending')
    .orderBy('datetime')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export async function hasRunningScene(db: Executor, siteId: string): Promise<boolean> {
  const row = await db
    .selectFrom('imagery_scenes')
    .select('id')
    .where('site_id', '=', siteId)
    .where('status', '=', 'running')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertObservation(db: Executor, row: ObservationRow): Promise<void> {
  await db.insertInto('imagery_observations').values(row).execute();
}

/** Clear scenes of the grid seen before `before` and since `since`, newest first, without their pixels. */
export function priorObservations(
  db: Executor,
  siteId: string,
  gridCode: string,
  range: { since: number; before: number },
): Promise<Omit<ObservationRow, 'pixels'>[]> {
  return db
    .selectFrom('imagery_observations')
    .select([
      'scene_id',
      'site_id',
      'item_id',
      'grid_code',
      'relative_orbit',
      'datetime',
      'grid_window',
      'clear_fraction',
    ])
    .where('site_id', '=', siteId)
    .where('grid_code', '=', gridCode)
    .where('datetime', '>=', range.since)
    .where('datetime', '<', range.before)
    .orderBy('datetime', 'desc')
    .execute();
}

export function scenesByIds(db: Executor, ids: readonly string[]): Promise<SceneRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('imagery_scenes').selectAll().where('id', 'in', ids).execute();
}

/**
 * Puts the site's scenes that failed for good (and are not older than `since`) back in the queue
 * under `scanId`; returns how many.
 */
export async function requeueFailedScenes(
  db: Executor,
  siteId: string,
  scanId: string,
  since: number,
): Promise<number> {
  const result = await db
    .updateTable('imagery_scenes')
    .set({ scan_id: scanId, status: 'pending', outcome: null, detail: null, attempts: 0, finished_at: null })
    .where('site_id', '=', siteId)
    .where('outcome', '=', 'error')
    .where('datetime', '>=', since)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function observationPixels(db: Executor, sceneId: string): Promise<string> {
  const row = await db
    .selectFrom('imagery_observations')
    .select('pixels')
    .where('scene_id', '=', sceneId)
    .executeTakeFirstOrThrow();
  return row.pixels;
}
