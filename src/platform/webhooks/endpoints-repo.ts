/** Storage of webhook endpoints. Functions take the store or an open transaction. */
import type { WebhookEndpointsTable } from '../../store/database.ts';
import type { Executor } from '../../store/store.ts';

export type EndpointRow = WebhookEndpointsTable;
export type EndpointChanges = Partial<Omit<EndpointRow, 'id' | 'workspace_id' | 'created_at'>>;

/** How many endpoints the workspace has, enabled or not. */
export async function countEndpoints(db: Executor, workspaceId: string): Promise<number> {
  const row = await db
    .selectFrom('webhook_endpoints')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertEndpoint(db: Executor, row: EndpointRow): Promise<void> {
  await db.insertInto('webhook_endpoints').values(row).execute();
}

export function findEndpoint(
  db: Executor,
  workspaceId: string,
  id: string,
): Promise<EndpointRow | undefined> {
  return db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Newest first; `before` is the id of the last row of the previous page. */
export function listEndpoints(
  db: Executor,
  workspaceId: string,
  options: { status: EndpointRow['status'] | 'all'; limit: number; before?: string | undefined },
): Promise<EndpointRow[]> {
  let query = db.selectFrom('webhook_endpoints').selectAll().where('workspace_id', '=', workspaceId);
  if (options.status !== 'all') query = query.where('status', '=', options.status);
  if (options.before) query = query.where('id', '<', options.before);
  return query.orderBy('id', 'desc').limit(options.limit).execute();
}

/** The enabled endpoints of a workspace with their subscriptions: what an event fans out to. */
export function listEnabledSubscriptions(
  db: Executor,
  workspaceId: string,
): Promise<Pick<EndpointRow, 'id' | 'events'>[]> {
  return db
    .selectFrom('webhook_endpoints')
    .select(['id', 'events'])
    .where('workspace_id', '=', workspaceId)
    .where('status', '=', 'enabled')
    .execute();
}

/** Returns false when nothing changed: no such endpoint, or (with `ifSecret`) its secret is another. */
export async function updateEndpoint(
  db: Executor,
  workspaceId: string,
  id: string,
  changes: EndpointChanges,
  options: { ifSecret?: string } = {},
): Promise<boolean> {
  let query = db
    .updateTable('webhook_endpoints')
    .set(changes)
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id);
  if (options.ifSecret !== undefined) query = query.where('secret', '=', options.ifSecret);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes the endpoint; its deliveries go with it (foreign key cascade). */
export async function deleteEndpoint(db: Executor, workspaceId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('webhook_endpoints')
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
