/**
 * A workspace's own wallets (`/v1/own-wallets`): its hot, cold and deposit addresses. Flows between
 * them, and out of them to customers, are the institution's operations, not typologies, and an own
 * wallet is never a SAR subject.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('own_wallets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id'))
    .addColumn('chain', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('label', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('own_wallets_address', ['workspace_id', 'chain', 'address'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('own_wallets').execute();
}
