/**
 * Transfers an alert rested on that a chain reorganisation undid (issue 30): a transaction read from
 * a chain whose block left the chain and that was not read again in the blocks that replaced it.
 * The alert is kept as raised (it is evidence of what was seen); the threat that holds it says so
 * in its history, and its evidence names the block the transfer had been read in.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('alert_undone_transfers')
    .addColumn('alert_id', 'text', (c) => c.notNull())
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('chain', 'text', (c) => c.notNull())
    .addColumn('tx_hash', 'text', (c) => c.notNull())
    // The orphaned block the transaction had been read from.
    .addColumn('block_number', 'bigint', (c) => c.notNull())
    .addColumn('block_hash', 'text', (c) => c.notNull())
    .addColumn('undone_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('alert_undone_transfers_pk', ['alert_id', 'chain', 'tx_hash'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('alert_undone_transfers').execute();
}
