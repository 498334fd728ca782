/**
 * Storage of holds and their audit trail. Functions take the store or an open transaction; every
 * change of state is one conditional UPDATE, so two processes can never both release, or both
 * expire, the same hold.
 */
import type { HoldHistoryTable, HoldsTable } from '../../store/database.ts';
import type { Executor } from '../../store/store.ts';

export type HoldRow = HoldsTable;
export type HoldStatus = HoldRow['status'];
export type HoldHistoryRow = HoldHistoryTable;

/** Inserts the hold unless the workspace already holds its transaction; undefined then. */
export function insertHold(db: Executor, row: HoldRow): Promise<HoldRow | undefined> {
  return (
    db
      .insertInto('holds')
      .values(row)
      // The one conflict possible is with `holds_one_active`; both dialects accept no target here.
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .executeTakeFirst()
  );
}

export function findHold(db: Executor, workspaceId: string, id: string): Promise<HoldRow | undefined> {
  return db
    .selectFrom('holds')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findActiveHold(
  db: Executor,
  workspaceId: string,
  chain: string,
  txHash: string,
): Promise<HoldRow | undefined> {
  return db
    .selectFrom('holds')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('chain', '=', chain)
    .where('tx_hash', '=', txHash)
    .where('status', '=', 'active')
    .executeTakeFirst();
}

export interface HoldFilters {
  status?: HoldStatus | undefined;
  threatId?: string | undefined;
}

/** Newest first; `before` is the id of the last row of the previous page. */
export function listHolds(
  db: Executor,
  workspaceId: string,
  options: HoldFilters & { limit: number; before?: string | undefined },
): Promise<HoldRow[]> {
  let query = db.selectFrom('holds').selectAll().where('workspace_id', '=', workspaceId);
  if (options.status !== undefined) query = query.where('status', '=', options.status);
  if (options.threatId !== undefined) query = query.where('threat_id', '=', options.threatId);
  if (options.before !== undefined) query = query.where('id', '<', options.before);
  return query.orderBy('id', 'desc').limit(options.limit).execute();
}

/** Releases an active hold that has not reached its expiry; undefined when there is none such. */
export function releaseHold(
  db: Executor,
  workspaceId: string,
  id: string,
  release: { at: number; keyId: string; reason: string | null },
): Promise<HoldRow | undefined> {
  return db
    .updateTable('holds')
    .set({
      status: 'released',
      released_at: release.at,
      released_by: release.keyId,
      release_reason: release.reason,
      updated_at: release.at,
    })
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .where('status', '=', 'active')
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', release.at)]))
    .returningAll()
    .executeTakeFirst();
}

/** Which active holds past their expiry to expire: all of them, a workspace's, or one. */
export interface ExpiryScope {
  workspaceId?: string | undefined;
  id?: string | undefined;
  transaction?: { chain: string; txHash: string } | undefined;
}

/** Marks up to `limit` active holds whose `expires_at` is at or before `now` as expired; returns them. */
export function expireHolds(
  db: Executor,
  now: number,
  scope: ExpiryScope,
  limit: number,
): Promise<HoldRow[]> {
  let due = db.selectFrom('holds').select('id').where('status', '=', 'active').where('expires_at', '<=', now);
  if (scope.workspaceId !== undefined) due = due.where('workspace_id', '=', scope.workspaceId);
  if (scope.id !== undefined) due = due.where('id', '=', scope.id);
  if (scope.transaction !== undefined) {
    due = due.where('chain', '=', scope.transaction.chain).where('tx_hash', '=', scope.transaction.txHash);
  }
  return (
    db
      .updateTable('holds')
      .set({ status: 'expired', updated_at: now })
      .where('id', 'in', due.orderBy('expires_at').limit(limit))
      // Checked again on the row itself: on PostgreSQL another process may have changed it since the
      // subquery read it, and the update then skips it.
      .where('status', '=', 'active')
      .where('expires_at', '<=', now)
      .returningAll()
      .execute()
  );
}

export async function insertHistory(db: Executor, row: HoldHistoryRow): Promise<void> {
  await db.insertInto('hold_history').values(row).execute();
}

/** A hold is placed before anything else happens to it, even within the same millisecond. */
const ACTION_ORDER: Record<HoldHistoryRow['action'], number> = { placed: 0, released: 1, expired: 1 };

/** The audit trail of each hold, oldest first. */
export async function historyOf(
  db: Executor,
  holdIds: readonly string[],
): Promise<Map<string, HoldHistoryRow[]>> {
  const trails = new Map<string, HoldHistoryRow[]>(holdIds.map((id) => [id, []]));
  if (holdIds.length === 0) return trails;
  const rows = await db.selectFrom('hold_history').selectAll().where('hold_id', 'in', holdIds).execute();
  rows.sort((a, b) => a.at - b.at || ACTION_ORDER[a.action] - ACTION_ORDER[b.action]);
  for (const row of rows) trails.get(row.hold_id)?.push(row);
  return trails;
}
