/**
 * Watched addresses (`/v1/watches`): each workspace's addresses screened again whenever something
 * that can change their answer changes, with the outcome last recorded (to tell a change) and the
 * screening that recorded it; and bulk imports of watches with their per-line report.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('watches')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id'))
    .addColumn('chain', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'text')
    // The outcome last recorded: a digest of band, sanctions hit and matches (`watch-outcome.ts`).
    .addColumn('outcome', 'text')
    .addColumn('risk_score', 'integer')
    .addColumn('risk_category', 'text')
    .addColumn('sanctions_hit', 'integer')
    .addColumn('screening_id', 'text')
    .addColumn('screened_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('watches_address')
    .on('watches')
    .columns(['workspace_id', 'chain', 'address'])
    .unique()
    .execute();
  // A re-screen pass reads every workspace's watches of a chain, or those of some addresses.
  await db.schema.createIndex('watches_chain').on('watches').columns(['chain', 'address']).execute();

  await db.schema
    .createTable('watch_imports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    // The lines as sent, until the import has read them.
    .addColumn('body', 'text')
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('created', 'integer', (c) => c.notNull())
    .addColumn('existing', 'integer', (c) => c.notNull())
    .addColumn('rejected', 'integer', (c) => c.notNull())
    // JSON: every line that was not a new watch, and why.
    .addColumn('report', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('finished_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('watch_imports_workspace')
    .on('watch_imports')
    .columns(['workspace_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('watch_imports').execute();
  await db.schema.dropTable('watches').execute();
}
