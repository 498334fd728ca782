/**
 * Idempotency records belong to the credential that made them (an API key, or an OAuth client),
 * as Stripe scopes them: another key of the same workspace that sends the same `Idempotency-Key`
 * has a record of its own, and is never answered with (nor told of) someone else's. The primary
 * key gains the credential, so the table is made anew.
 *
 * The records stored before hold whole responses, secrets included (a new key's token, a webhook
 * endpoint's signing secret), and name no credential to replay them to: they are dropped, not
 * carried over. They live 24 hours at most; a request retried across the upgrade runs again.
 */
import type { CreateTableBuilder, Kysely } from 'kysely';

type Builder = CreateTableBuilder<'idempotency_keys', string>;

/** The columns both shapes share, after the key columns. */
function recordColumns(table: Builder): Builder {
  return table
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('response_headers', 'text')
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('owner', 'text')
    .addColumn('lease_until', 'bigint');
}

async function indexExpiry(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('idempotency_keys_expires_at')
    .on('idempotency_keys')
    .column('expires_at')
    .execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
  const table = db.schema
    .createTable('idempotency_keys')
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id'))
    .addColumn('credential', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull());
  await recordColumns(table)
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['workspace_id', 'credential', 'key'])
    .execute();
  await indexExpiry(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
  const table = db.schema
    .createTable('idempotency_keys')
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id'))
    .addColumn('key', 'text', (c) => c.notNull());
  await recordColumns(table)
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['workspace_id', 'key'])
    .execute();
  await indexExpiry(db);
}
