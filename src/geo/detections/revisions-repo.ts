/** Storage of what a detection gains after it is recorded: revisions of its confidence, and its chips. */
import type { DetectionChipsTable, DetectionRevisionsTable } from '../../store/database.ts';
import type { Executor } from '../../store/store.ts';

export type RevisionRow = DetectionRevisionsTable;
export type ChipRow = DetectionChipsTable;

export async function insertRevision(db: Executor, row: RevisionRow): Promise<void> {
  await db.insertInto('detection_revisions').values(row).execute();
}

export function listRevisions(db: Executor, detectionId: string): Promise<RevisionRow[]> {
  return db
    .selectFrom('detection_revisions')
    .selectAll()
    .where('detection_id', '=', detectionId)
    .orderBy('revised_at')
    .orderBy('id')
    .execute();
}

/** Sets a detection's confidence and evidence if its confidence is still `expected`; false if it had changed. */
export async function reviseDetection(
  db: Executor,
  id: string,
  expected: number,
  set: { confidence: number; evidence: string },
): Promise<boolean> {
  const result = await db
    .updateTable('detections')
    .set(set)
    .where('id', '=', id)
    .where('confidence', '=', expected)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertChips(db: Executor, rows: ChipRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('detection_chips').values(rows).execute();
}

export function findChip(db: Executor, detectionId: string, name: string): Promise<ChipRow | undefined> {
  return db
    .selectFrom('detection_chips')
    .selectAll()
    .where('detection_id', '=', detectionId)
    .where('name', '=', name)
    .executeTakeFirst();
}

export function listChipNames(
  db: Executor,
  detectionIds: readonly string[],
): Promise<Pick<ChipRow, 'detection_id' | 'name' | 'media_type' | 'width' | 'height'>[]> {
  if (detectionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('detection_chips')
    .select(['detection_id', 'name', 'media_type', 'width', 'height'])
    .where('detection_id', 'in', detectionIds)
    .orderBy('detection_id')
    .orderBy('name')
    .execute();
}
