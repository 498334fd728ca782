/**
 * Threat review: a person assigns a threat, closes it with a disposition (true or false positive,
 * escalated, benign) and a note, and every such change is kept with who made it and when, as holds
 * keep theirs. `threats` gains the current assignee, disposition and who closed it; `threat_history`
 * holds one row per change, numbered per threat.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('threats').addColumn('assignee', 'text').execute();
  await db.schema.alterTable('threats').addColumn('disposition', 'text').execute();
  await db.schema.alterTable('threats').addColumn('closed_by', 'text').execute();
  await db.schema
    .createTable('threat_history')
    .addColumn('threat_id', 'text', (c) => c.notNull().references('threats.id'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('actor', 'text')
    .addColumn('change', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addPrimaryKeyConstraint('threat_history_pk', ['threat_id', 'seq'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('threat_history').execute();
  await db.schema.alterTable('threats').dropColumn('closed_by').execute();
  await db.schema.alterTable('threats').dropColumn('disposition').execute();
  await db.schema.alterTable('threats').dropColumn('assignee').execute();
}
