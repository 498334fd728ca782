/** Storage of SAR drafts. Functions take the store or an open transaction. */
import type { SarDraftsTable } from '../../store/database.ts';
import type { Executor } from '../../store/store.ts';

export type SarRow = SarDraftsTable;
/** A draft without its rendered PDF, which only the download reads. */
export type SarSummaryRow = Omit<SarRow, 'pdf_base64'>;

const SUMMARY_COLUMNS = [
  'id',
  'workspace_id',
  'threat_id',
  'status',
  'content',
  'error',
  'created_at',
  'completed_at',
  'signature',
] as const;

export async function insertSar(db: Executor, row: SarRow): Promise<void> {
  await db.insertInto('sar_drafts').values(row).execute();
}

export function findSar(db: Executor, workspaceId: string, id: string): Promise<SarSummaryRow | undefined> {
  return db
    .selectFrom('sar_drafts')
    .select(SUMMARY_COLUMNS)
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** For the job, which knows the draft only by id. */
export function findSarById(db: Executor, id: string): Promise<SarSummaryRow | undefined> {
  return db.selectFrom('sar_drafts').select(SUMMARY_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function findSarPdf(
  db: Executor,
  workspaceId: string,
  id: string,
): Promise<Pick<SarRow, 'pdf_base64' | 'signature'> | undefined> {
  return db
    .selectFrom('sar_drafts')
    .select(['pdf_base64', 'signature'])
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Finishes a pending draft; false when it was no longer pending (another attempt finished it), so
 * that its event is written once.
 */
export async function finishSar(
  db: Executor,
  id: string,
  changes: Pick<SarRow, 'status' | 'content' | 'pdf_base64' | 'error' | 'completed_at' | 'signature'>,
): Promise<boolean> {
  const result = await db
    .updateTable('sar_drafts')
    .set(changes)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
