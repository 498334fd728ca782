/**
 * Fair delivery. Jobs name the tenant (workspace) they work for, so a worker takes them in turns
 * across workspaces instead of oldest first overall: 80 hanging endpoints of one workspace held
 * every slot while another waited 87 s. Webhook endpoints keep a circuit breaker: how many of their
 * attempts in a row timed out, and until when their deliveries are held back because of it.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('tenant_key', 'text').execute();
  // The claim asks, per tenant, for its oldest due jobs.
  await db.schema
    .createIndex('jobs_status_tenant_run_at')
    .on('jobs')
    .columns(['status', 'tenant_key', 'run_at'])
    .execute();
  await db.schema
    .alterTable('webhook_endpoints')
    .addColumn('timeouts_in_a_row', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('webhook_endpoints').addColumn('paused_until', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('webhook_endpoints').dropColumn('paused_until').execute();
  await db.schema.alterTable('webhook_endpoints').dropColumn('timeouts_in_a_row').execute();
  await db.schema.dropIndex('jobs_status_tenant_run_at').execute();
  await db.schema.alterTable('jobs').dropColumn('tenant_key').execute();
}
