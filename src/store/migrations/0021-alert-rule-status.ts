/**
 * Alert rules can be paused (`PATCH /v1/alerts/:id` with `status: paused`): a paused rule is kept,
 * with its settings, but no engine evaluates it until it is active again. Existing rules are active.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('alert_rules')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('alert_rules').dropColumn('status').execute();
}
