/** Storage of the ports and anchorages workspaces draw. Functions take the store or a transaction. */
import type { PortsTable } from '../../store/database.ts';
import type { Executor } from '../../store/store.ts';

export type PortRow = PortsTable;

export async function insertPort(db: Executor, row: PortRow): Promise<void> {
  await db.insertInto('ports').values(row).execute();
}

export function findPort(db: Executor, workspaceId: string, id: string): Promise<PortRow | undefined> {
  return db
    .selectFrom('ports')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function listWorkspacePorts(db: Executor, workspaceId: string): Promise<PortRow[]> {
  return db.selectFrom('ports').selectAll().where('workspace_id', '=', workspaceId).orderBy('id').execute();
}

export function listAllPorts(db: Executor): Promise<PortRow[]> {
  return db.selectFrom('ports').selectAll().orderBy('id').execute();
}

export function countWorkspacePorts(db: Executor, workspaceId: string): Promise<number> {
  return db
    .selectFrom('ports')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.n));
}

/** False when there was no such port. */
export async function deletePort(db: Executor, workspaceId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('ports')
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
