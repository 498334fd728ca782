/** Storage of reports. Functions take the store or an open transaction. */
import type { ReportsTable } from '../../store/database.ts';
import type { Executor } from '../../store/store.ts';

export type ReportRow = ReportsTable;
/** A report without its rendered PDF, which only the download reads. */
export type ReportSummaryRow = Omit<ReportRow, 'pdf_base64'>;

const SUMMARY_COLUMNS = [
  'id',
  'workspace_id',
  'subject_kind',
  'subject_id',
  'period_from',
  'period_to',
  'status',
  'content',
  'error',
  'created_at',
  'completed_at',
] as const;

export async function insertReport(db: Executor, row: ReportRow): Promise<void> {
  await db.insertInto('reports').values(row).execute();
}

export function findReport(
  db: Executor,
  workspaceId: string,
  id: string,
): Promise<ReportSummaryRow | undefined> {
  return db
    .selectFrom('reports')
    .select(SUMMARY_COLUMNS)
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** For the job, which knows the report only by id. */
export function findReportById(db: Executor, id: string): Promise<ReportSummaryRow | undefined> {
  return db.selectFrom('reports').select(SUMMARY_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function findReportPdf(
  db: Executor,
  workspaceId: string,
  id: string,
): Promise<string | null | undefined> {
  const row = await db
    .selectFrom('reports')
    .select('pdf_base64')
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.pdf_base64;
}

/** Newest first; `before` is the id of the last row of the previous page. */
export function listReports(
  db: Executor,
  workspaceId: string,
  options: { limit: number; before?: string | undefined },
): Promise<ReportSummaryRow[]> {
  let query = db.selectFrom('reports').select(SUMMARY_COLUMNS).where('workspace_id', '=', workspaceId);
  if (options.before) query = query.where('id', '<', options.before);
  return query.orderBy('id', 'desc').limit(options.limit).execute();
}

export async function updateReport(
  db: Executor,
  id: string,
  changes: Partial<Omit<ReportRow, 'id' | 'workspace_id' | 'created_at'>>,
): Promise<void> {
  await db.updateTable('reports').set(changes).where('id', '=', id).execute();
}
