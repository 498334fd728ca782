/**
 * Asset groups (`/v1/groups`): a workspace's named sets of assets (a fleet, a watch list), their
 * members, and whether the workspace follows the group (`followed_at`): a followed group's members
 * are followed while they are members, those added later included.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('asset_groups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('followed_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('asset_groups_workspace')
    .on('asset_groups')
    .columns(['workspace_id', 'id'])
    .execute();

  await db.schema
    .createTable('asset_group_members')
    .addColumn('group_id', 'text', (c) => c.notNull().references('asset_groups.id').onDelete('cascade'))
    .addColumn('asset_id', 'text', (c) => c.notNull())
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('added_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('asset_group_members_pk', ['group_id', 'asset_id'])
    .execute();
  // "Which of the workspace's groups hold this asset" (a followed group's members, the asset's follow).
  await db.schema
    .createIndex('asset_group_members_asset')
    .on('asset_group_members')
    .columns(['workspace_id', 'asset_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('asset_group_members').execute();
  await db.schema.dropTable('asset_groups').execute();
}
