/** Storage of deliveries: one event on its way to one endpoint, with its attempts. */

import { insertInBatches } from '../../store/batches.ts';
import type { WebhookDeliveriesTable } from '../../store/database.ts';
import type { Executor } from '../../store/store.ts';

export type DeliveryRow = WebhookDeliveriesTable;
export type DeliveryChanges = Partial<
  Pick<DeliveryRow, 'status' | 'attempts' | 'next_attempt_at' | 'job_id' | 'updated_at'>
>;

export async function insertDeliveries(db: Executor, rows: DeliveryRow[]): Promise<void> {
  await insertInBatches(rows, (batch) => db.insertInto('webhook_deliveries').values(batch).execute());
}

export function findDelivery(
  db: Executor,
  workspaceId: string,
  endpointId: string,
  id: string,
): Promise<DeliveryRow | undefined> {
  return db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('endpoint_id', '=', endpointId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findDeliveryOfEvent(
  db: Executor,
  endpointId: string,
  eventId: string,
): Promise<DeliveryRow | undefined> {
  return db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('endpoint_id', '=', endpointId)
    .where('event_id', '=', eventId)
    .executeTakeFirst();
}

/** Newest first; `before` is the id of the last row of the previous page. */
export function listDeliveries(
  db: Executor,
  workspaceId: string,
  endpointId: string,
  options: {
    status: DeliveryRow['status'] | undefined;
    eventType: string | undefined;
    limit: number;
    before?: string | undefined;
  },
): Promise<DeliveryRow[]> {
  let query = db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('endpoint_id', '=', endpointId);
  if (options.status) query = query.where('status', '=', options.status);
  if (options.eventType) query = query.where('event_type', '=', options.eventType);
  if (options.before) query = query.where('id', '<', options.before);
  return query.orderBy('id', 'desc').limit(options.limit).execute();
}

/** What an attempt needs: the delivery, and where and how to sign it (the body is the outbox's). */
export function findDeliveryToSend(db: Executor, id: string) {
  return db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as w', 'w.id', 'd.endpoint_id')
    .select([
      'd.id',
      'd.workspace_id',
      'd.endpoint_id',
      'd.event_id',
      'd.status',
      'd.attempts',
      'w.url',
      'w.status as endpoint_status',
      'w.secret',
      'w.previous_secrets',
      'w.failing_since',
      'w.paused_until',
      'w.timeouts_in_a_row',
    ])
    .where('d.id', '=', id)
    .executeTakeFirst();
}

export async function updateDelivery(db: Executor, id: string, changes: DeliveryChanges): Promise<void> {
  await db.updateTable('webhook_deliveries').set(changes).where('id', '=', id).execute();
}
