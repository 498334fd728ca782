/**
 * The episodes the tracking engines told (loitering, encounters, speed): when each started, and,
 * once it ended, when and how long it lasted. The alert is told when an episode has lasted its
 * rule's minimum; its end is only known later, and is recorded here with it.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tracking_episodes')
    .addColumn('watch', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('confirmed_at', 'bigint', (c) => c.notNull())
    .addColumn('ended_at', 'bigint')
    .addColumn('duration_s', 'integer')
    .addColumn('late', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('tracking_episodes_pk', ['watch', 'subject', 'started_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tracking_episodes').execute();
}
