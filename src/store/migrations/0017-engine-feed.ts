/**
 * The tracking engines' feed: each stored batch of positions is also written, in the transaction
 * that stores it, to `engine_feed` (one row per engine partition), so the engines evaluate every
 * stored position even when the process that stored it dies at once. In one process the engine
 * reads the table; with NATS a relay publishes its rows to JetStream, and `engine_checkpoints`
 * keeps each partition's last stream sequence handled, written in the transaction of the events it
 * caused. `assets.last_stored_at` is when the asset's newest position arrived: what the reorder
 * window is measured from.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('engine_feed')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('partition', 'integer', (c) => c.notNull())
    .addColumn('stored_at', 'bigint', (c) => c.notNull())
    .addColumn('positions', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('engine_checkpoints')
    .addColumn('partition', 'integer', (c) => c.primaryKey())
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('assets').addColumn('last_stored_at', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('assets').dropColumn('last_stored_at').execute();
  await db.schema.dropTable('engine_checkpoints').execute();
  await db.schema.dropTable('engine_feed').execute();
}
