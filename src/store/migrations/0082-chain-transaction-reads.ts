/**
 * Transactions Vigil was asked to read from a chain itself (issue 30): screening a transaction on a
 * chain with a node, when Vigil holds none of it, queues a read of it, and the answer says how that
 * read stands. One row per chain and transaction.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chain_transaction_reads')
    .addColumn('chain', 'text', (c) => c.notNull())
    .addColumn('tx_hash', 'text', (c) => c.notNull())
    // queued | read | unconfirmed | not_found | failed
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('job_id', 'text')
    // The block it was found in; null before, or when the node has no such transaction mined.
    .addColumn('block_number', 'bigint')
    .addColumn('transfers', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('chain_transaction_reads_pk', ['chain', 'tx_hash'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chain_transaction_reads').execute();
}
