/** Storage of workspaces. */
import type { WorkspacesTable } from '../../store/database.ts';
import type { Executor } from '../../store/store.ts';

export type WorkspaceRow = WorkspacesTable;

export function findWorkspaceByName(db: Executor, name: string): Promise<WorkspaceRow | undefined> {
  return db.selectFrom('workspaces').selectAll().where('name', '=', name).executeTakeFirst();
}

export function findWorkspace(db: Executor, id: string): Promise<WorkspaceRow | undefined> {
  return db.selectFrom('workspaces').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertWorkspace(db: Executor, row: WorkspaceRow): Promise<void> {
  await db.insertInto('workspaces').values(row).execute();
}

/** Inserts unless the name is taken; true when this call created it. */
export async function insertWorkspaceIfAbsent(db: Executor, row: WorkspaceRow): Promise<boolean> {
  const result = await db
    .insertInto('workspaces')
    .values(row)
    .onConflict((oc) => oc.column('name').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function countWorkspaces(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('workspaces')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listWorkspaceIds(db: Executor): Promise<string[]> {
  return (await db.selectFrom('workspaces').select('id').orderBy('id').execute()).map((row) => row.id);
}
