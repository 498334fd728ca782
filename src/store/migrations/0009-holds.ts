/**
 * Transaction holds (issue 7): a workspace's holds on transactions and the audit trail of each.
 * Threats and transfers are referred to by id only: they belong to other domains.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('holds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id'))
    .addColumn('chain', 'text', (c) => c.notNull())
    .addColumn('tx_hash', 'text', (c) => c.notNull())
    .addColumn('transfer_id', 'text')
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('threat_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .addColumn('placed_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('released_at', 'bigint')
    .addColumn('released_by', 'text')
    .addColumn('release_reason', 'text')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // Placing the same hold twice does not make two: at most one active hold per transaction and
  // workspace, even when two requests race (both dialects support partial unique indexes).
  await db.schema
    .createIndex('holds_one_active')
    .on('holds')
    .columns(['workspace_id', 'chain', 'tx_hash'])
    .unique()
    .where(sql.ref('status'), '=', 'active')
    .execute();
  await db.schema.createIndex('holds_workspace').on('holds').columns(['workspace_id', 'id']).execute();
  await db.schema
    .createIndex('holds_workspace_status')
    .on('holds')
    .columns(['workspace_id', 'status', 'id'])
    .execute();
  await db.schema.createIndex('holds_threat').on('holds').columns(['workspace_id', 'threat_id']).execute();
  // The expiry sweep reads active holds by when they expire.
  await db.schema
    .createIndex('holds_due')
    .on('holds')
    .column('expires_at')
    .where(sql.ref('status'), '=', 'active')
    .execute();

  await db.schema
    .createTable('hold_history')
    .addColumn('hold_id', 'text', (c) => c.notNull().references('holds.id'))
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('key_id', 'text')
    .addColumn('reason', 'text')
    .addPrimaryKeyConstraint('hold_history_pk', ['hold_id', 'action'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('hold_history').execute();
  await db.schema.dropTable('holds').execute();
}
