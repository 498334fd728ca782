/** Storage of cases and their items. Functions take the store or an open transaction. */
import type { CaseItemsTable, CasesTable } from '../../store/database.ts';
import type { Executor } from '../../store/store.ts';

export type CaseRow = CasesTable;
export type CaseItemRow = CaseItemsTable;

export async function insertCase(db: Executor, row: CaseRow): Promise<void> {
  await db.insertInto('cases').values(row).execute();
}

export function findCase(db: Executor, workspaceId: string, id: string): Promise<CaseRow | undefined> {
  return db
    .selectFrom('cases')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Newest first; `before` is the id of the last row of the previous page. */
export function listCases(
  db: Executor,
  workspaceId: string,
  options: { limit: number; before?: string | undefined },
): Promise<CaseRow[]> {
  let query = db.selectFrom('cases').selectAll().where('workspace_id', '=', workspaceId);
  if (options.before) query = query.where('id', '<', options.before);
  return query.orderBy('id', 'desc').limit(options.limit).execute();
}

/** Oldest first: the order in which the investigation gathered them. */
export function listItems(db: Executor, caseId: string): Promise<CaseItemRow[]> {
  return db.selectFrom('case_items').selectAll().where('case_id', '=', caseId).orderBy('id', 'asc').execute();
}

export function findItemByRef(
  db: Executor,
  caseId: string,
  kind: CaseItemRow['kind'],
  refId: string,
): Promise<CaseItemRow | undefined> {
  return db
    .selectFrom('case_items')
    .selectAll()
    .where('case_id', '=', caseId)
    .where('kind', '=', kind)
    .where('ref_id', '=', refId)
    .executeTakeFirst();
}

/** Sets the case's fields given, and `updated_at`. */
export async function updateCase(
  db: Executor,
  workspaceId: string,
  id: string,
  set: Partial<Pick<CaseRow, 'title' | 'description' | 'status'>> & { updated_at: number },
): Promise<void> {
  await db
    .updateTable('cases')
    .set(set)
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .execute();
}

/** Removes the item and uncounts it on its case; false when the case has no such item. */
export async function deleteItem(db: Executor, caseId: string, itemId: string, at: number): Promise<boolean> {
  const result = await db
    .deleteFrom('case_items')
    .where('case_id', '=', caseId)
    .where('id', '=', itemId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) return false;
  await db
    .updateTable('cases')
    .set((eb) => ({ items_count: eb('items_count', '-', 1), updated_at: at }))
    .where('id', '=', caseId)
    .execute();
  return true;
}

/** Adds the item and counts it on its case. */
export async function insertItem(db: Executor, row: CaseItemRow): Promise<void> {
  await db.insertInto('case_items').values(row).execute();
  await db
    .updateTable('cases')
    .set((eb) => ({ items_count: eb('items_count', '+', 1), updated_at: row.created_at }))
    .where('id', '=', row.case_id)
    .execute();
}
