/**
 * Where positions come from, and whether it is still sending (`feed_sources`): one row per feed the
 * service connects to (`VIGIL_FEEDS`) and per key that ingests over HTTP. A source that goes quiet
 * for much longer than it usually does is `silent`, told once as `feed.silent` (and its return as
 * `feed.resumed`), and the dark watch does not take the silence of vessels heard only through it
 * for theirs.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('feed_sources')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('workspace_id', 'text')
    .addColumn('first_heard_at', 'bigint', (c) => c.notNull())
    .addColumn('last_heard_at', 'bigint', (c) => c.notNull())
    .addColumn('cadence_s', 'double precision')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('silent_since', 'bigint')
    .addColumn('resumed_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('feed_sources').execute();
}
