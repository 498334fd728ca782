/** Storage of asset groups and their members. Functions take the store or an open transaction. */
import type { AssetGroupMembersTable, AssetGroupsTable } from '../../store/database.ts';
import type { Executor } from '../../store/store.ts';

export type GroupRow = AssetGroupsTable;
export type MemberRow = AssetGroupMembersTable;

/** Bound parameters per statement: SQL's limits allow a few thousand; a bulk change goes in slices. */
export const SLICE = 1000;

export function slices<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += SLICE) out.push(items.slice(i, i + SLICE));
  return out;
}

export async function insertGroup(db: Executor, row: GroupRow): Promise<void> {
  await db.insertInto('asset_groups').values(row).execute();
}

export function findGroup(db: Executor, workspaceId: string, id: string): Promise<GroupRow | undefined> {
  return db
    .selectFrom('asset_groups')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Newest first (ids sort by creation); `before` is the id of the last row of the previous page. */
export function listGroups(
  db: Executor,
  workspaceId: string,
  options: { limit: number; before?: string | undefined },
): Promise<GroupRow[]> {
  let query = db.selectFrom('asset_groups').selectAll().where('workspace_id', '=', workspaceId);
  if (options.before !== undefined) query = query.where('id', '<', options.before);
  return query.orderBy('id', 'desc').limit(options.limit).execute();
}

export async function updateGroup(
  db: Executor,
  workspaceId: string,
  id: string,
  change: Partial<Pick<GroupRow, 'name' | 'description' | 'followed_at' | 'updated_at'>>,
): Promise<void> {
  await db
    .updateTable('asset_groups')
    .set(change)
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .execute();
}

export async function deleteGroup(db: Executor, workspaceId: string, id: string): Promise<void> {
  await db.deleteFrom('asset_group_members').where('group_id', '=', id).execute();
  await db.deleteFrom('asset_groups').where('workspace_id', '=', workspaceId).where('id', '=', id).execute();
}

/** How many members each of these groups has. */
export async function countMembers(db: Executor, groupIds: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (groupIds.length === 0) return counts;
  const rows = await db
    .selectFrom('asset_group_members')
    .select(['group_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('group_id', 'in', groupIds)
    .groupBy('group_id')
    .execute();
  for (const row of rows) counts.set(row.group_id, Number(row.n));
  return counts;
}

/** Which of these assets are members of the group already. */
export async function membersAmong(
  db: Executor,
  groupId: string,
  assetIds: readonly string[],
): Promise<Set<string>> {
  const found = new Set<string>();
  for (const slice of slices(assetIds)) {
    const rows = await db
      .selectFrom('asset_group_members')
      .select('asset_id')
      .where('group_id', '=', groupId)
      .where('asset_id', 'in', slice)
      .execute();
    for (const row of rows) found.add(row.asset_id);
  }
  return found;
}

/** Adds members; one already there stays as it was (its `added_at` too). */
export async function insertMembers(db: Executor, rows: readonly MemberRow[]): Promise<void> {
  for (const slice of slices(rows)) {
    // Four parameters a row: a slice of a thousand rows stays under SQLite's limit too.
    for (const part of [slice.slice(0, 500), slice.slice(500)]) {
      if (part.length === 0) continue;
      await db
        .insertInto('asset_group_members')
        .values(part)
        .onConflict((c) => c.columns(['group_id', 'asset_id']).doNothing())
        .execute();
    }
  }
}

export async function deleteMembers(
  db: Executor,
  groupId: string,
  assetIds: readonly string[],
): Promise<void> {
  for (const slice of slices(assetIds)) {
    await db
      .deleteFrom('asset_group_members')
      .where('group_id', '=', groupId)
      .where('asset_id', 'in', slice)
      .execute();
  }
}

/**
 * A group's members, the latest added first; `after` is the (added_at, asset id) of the last row
 * of the previous page.
 */
export function listMembers(
  db: Executor,
  groupId: string,
  options: { limit: number; after?: { at: number; assetId: string } | undefined },
): Promise<MemberRow[]> {
  let query = db.selectFrom('asset_group_members').selectAll().where('group_id', '=', groupId);
  const { after } = options;
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('added_at', '<', after.at),
        eb.and([eb('added_at', '=', after.at), eb('asset_id', '<', after.assetId)]),
      ]),
    );
  }
  return query.orderBy('added_at', 'desc').orderBy('asset_id', 'desc').limit(options.limit).execute();
}

/** Every member of these groups, by group: what the engines hold of the groups rules name. */
export async function membersOfGroups(
  db: Executor,
  groupIds: readonly string[],
): Promise<Map<string, Set<string>>> {
  const out = new Map<string, Set<string>>();
  for (const id of groupIds) out.set(id, new Set());
  for (const slice of slices(groupIds)) {
    const rows = await db
      .selectFrom('asset_group_members')
      .select(['group_id', 'asset_id'])
      .where('group_id', 'in', slice)
      .execute();
    for (const row of rows) out.get(row.group_id)?.add(row.asset_id);
  }
  return out;
}
