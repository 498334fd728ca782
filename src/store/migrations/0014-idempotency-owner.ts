/**
 * Idempotency records name the process that holds them in flight and until when: a record whose
 * process died mid-request (or stopped renewing its lease) is released, so the client's retry runs
 * instead of being told "still in progress" for 24 hours.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('idempotency_keys').addColumn('owner', 'text').execute();
  await db.schema.alterTable('idempotency_keys').addColumn('lease_until', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('idempotency_keys').dropColumn('lease_until').execute();
  await db.schema.alterTable('idempotency_keys').dropColumn('owner').execute();
}
