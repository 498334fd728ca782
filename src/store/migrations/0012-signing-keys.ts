/**
 * HSM-backed signing (issue 8): the public keys Vigil has signed with, kept after they are retired
 * so that old signatures stay verifiable, and the detached signature of each SAR draft.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('signing_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('algorithm', 'text', (c) => c.notNull())
    .addColumn('public_key_pem', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('activated_at', 'bigint', (c) => c.notNull())
    .addColumn('retired_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('signing_keys_created')
    .on('signing_keys')
    .columns(['created_at', 'id'])
    .execute();

  await db.schema.alterTable('sar_drafts').addColumn('signature', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sar_drafts').dropColumn('signature').execute();
  await db.schema.dropTable('signing_keys').execute();
}
