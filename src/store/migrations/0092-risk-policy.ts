/**
 * Risk policies per workspace (`/v1/risk-policy`): every version a workspace set is kept whole (its
 * weights, bands, hops, minimum dollars and allow-list as JSON), never changed or deleted, so a past
 * screening's policy can be read as it was. Version 0, Vigil's defaults, is not stored.
 *
 * `screenings` gains the policy version each answer was made under; rows stored before have none
 * (null: not recorded).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('risk_policies')
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('policy', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addPrimaryKeyConstraint('risk_policies_pk', ['workspace_id', 'version'])
    .execute();
  await db.schema.alterTable('screenings').addColumn('policy_version', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('screenings').dropColumn('policy_version').execute();
  await db.schema.dropTable('risk_policies').execute();
}
