/**
 * Retroactive findings (issue 31): a list that names an address a customer already dealt with
 * raises the alert the past transfers would have raised. A threat records whether it holds such an
 * alert (`retroactive`, 0 or 1): found after the fact, from a list published after the activity.
 * Threats stored before hold none.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('threats')
    .addColumn('retroactive', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('threats').dropColumn('retroactive').execute();
}
