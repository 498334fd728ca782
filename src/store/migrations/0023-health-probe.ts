/**
 * A row the readiness check writes (`GET /v1/health/ready`): a store that answers reads can still
 * refuse writes (a full disk, a read-only replica, a lock held too long), and only a write says so.
 * One row, rewritten by every process at each check.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('health_probe')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('probed_at', 'bigint', (c) => c.notNull())
    .addColumn('probed_by', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('health_probe').execute();
}
