/** Storage of imagery detections awaiting confirmation, the tuning feedback made, mutes and the tuning log. */
import type {
  ImageryFindingsTable,
  ImageryMutesTable,
  ImageryTuningLogTable,
  ImageryTuningTable,
} from '../../store/database.ts';
import type { Executor } from '../../store/store.ts';

export type FindingRow = ImageryFindingsTable;
export type MuteRow = ImageryMutesTable;
export type TuningRow = ImageryTuningTable;
export type TuningLogRow = ImageryTuningLogTable;

export async function insertFinding(db: Executor, row: FindingRow): Promise<void> {
  await db.insertInto('imagery_findings').values(row).execute();
}

export function findFinding(db: Executor, detectionId: string): Promise<FindingRow | undefined> {
  return db
    .selectFrom('imagery_findings')
    .selectAll()
    .where('detection_id', '=', detectionId)
    .executeTakeFirst();
}

/**
 * Detections of the grid still open to confirmation: recent enough, looked at fewer than `maxLooks`
 * times, not suppressed, and not marked not useful (a muted area is not confirmed into an alert).
 */
export function openFindings(
  db: Executor,
  siteId: string,
  gridCode: string,
  range: { since: number; before: number },
  maxLooks: number,
): Promise<FindingRow[]> {
  return db
    .selectFrom('imagery_findings')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('grid_code', '=', gridCode)
    .where('observed_at', '>=', range.since)
    .where('observed_at', '<', range.before)
    .where('looks', '<', maxLooks)
    .where('stage', '!=', 'highest')
    .where('suppressed', '=', 0)
    .where((eb) => eb.or([eb('useful', 'is', null), eb('useful', '=', 1)]))
    .execute();
}

export async function updateFinding(
  db: Executor,
  detectionId: string,
  set: Partial<FindingRow>,
): Promise<void> {
  await db.updateTable('imagery_findings').set(set).where('detection_id', '=', detectionId).execute();
}

/** Labelled detections of a site and type: the points feedback tunes from. */
export function labelledFindings(db: Executor, siteId: string, type: string): Promise<FindingRow[]> {
  return db
    .selectFrom('imagery_findings')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('type', '=', type)
    .where('useful', 'is not', null)
    .orderBy('detection_id')
    .execute();
}

export function tuningOf(db: Executor, siteId: string): Promise<TuningRow[]> {
  return db.selectFrom('imagery_tuning').selectAll().where('site_id', '=', siteId).execute();
}

export async function saveTuning(db: Executor, row: TuningRow): Promise<void> {
  await db
    .insertInto('imagery_tuning')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['site_id', 'type']).doUpdateSet({
        threshold: row.threshold,
        mmu_m2: row.mmu_m2,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

export async function insertMute(db: Executor, row: MuteRow): Promise<void> {
  await db.insertInto('imagery_mutes').values(row).execute();
}

/** Mutes in force at `at` for the site (and grid, when given). */
export function activeMutes(db: Executor, siteId: string, at: number, gridCode?: string): Promise<MuteRow[]> {
  let query = db
    .selectFrom('imagery_mutes')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('expires_at', '>', at)
    .where('lifted_at', 'is', null);
  if (gridCode !== undefined) query = query.where('grid_code', '=', gridCode);
  return query.orderBy('id').execute();
}

/** Mutes made from this detection, or the one it was suppressed by, still in force. */
export function mutesFor(db: Executor, detectionId: string, muteId: string | null): Promise<MuteRow[]> {
  return db
    .selectFrom('imagery_mutes')
    .selectAll()
    .where((eb) =>
      muteId
        ? eb.or([eb('detection_id', '=', detectionId), eb('id', '=', muteId)])
        : eb('detection_id', '=', detectionId),
    )
    .where('lifted_at', 'is', null)
    .execute();
}

export async function liftMute(db: Executor, id: string, at: number): Promise<void> {
  await db.updateTable('imagery_mutes').set({ lifted_at: at }).where('id', '=', id).execute();
}

export async function insertTuningLog(db: Executor, row: TuningLogRow): Promise<void> {
  await db.insertInto('imagery_tuning_log').values(row).execute();
}

/** Newest first; `before` is the id of the last entry of the previous page. */
export function listTuningLog(
  db: Executor,
  workspaceId: string,
  siteId: string,
  options: { limit: number; before?: string | undefined },
): Promise<TuningLogRow[]> {
  let query = db
    .selectFrom('imagery_tuning_log')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('site_id', '=', siteId);
  if (options.before) query = query.where('id', '<', options.before);
  return query.orderBy('id', 'desc').limit(options.limit).execute();
}
