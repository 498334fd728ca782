/**
 * What Vigil has read from chains itself (issue 30): per chain and address, the block span its
 * history has been read over and how (`chain_reads`, so that a later screening continues where the
 * last left off and its answer says how much was read); the addresses followed at the head
 * (`chain_follows`, which screening and watches fill) and how far the head is followed
 * (`chain_heads`); and the token approvals read (`chain_approvals`,
 * shared facts like the transfers they sit beside).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chain_reads')
    .addColumn('chain', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    // The span read in full for this address, inclusive; null before the first window is stored.
    .addColumn('low_block', 'bigint')
    .addColumn('high_block', 'bigint')
    .addColumn('low_at', 'bigint')
    .addColumn('high_at', 'bigint')
    .addColumn('transfers', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('approvals', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('calls', 'integer', (c) => c.notNull().defaultTo(0))
    // How many hops of counterparties the last read took in: 1 reads the address alone.
    .addColumn('hops', 'integer', (c) => c.notNull().defaultTo(1))
    // queued | reading | read | cut | failed
    .addColumn('status', 'text', (c) => c.notNull())
    // blocks | calls | seconds: the budget that cut the last read short.
    .addColumn('cut_by', 'text')
    .addColumn('error', 'text')
    .addColumn('job_id', 'text')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('chain_reads_pk', ['chain', 'address'])
    .execute();
  await db.schema
    .createTable('chain_follows')
    .addColumn('chain', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    // screening | watch
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('since', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('chain_follows_pk', ['chain', 'address'])
    .execute();
  await db.schema
    .createTable('chain_heads')
    .addColumn('chain', 'text', (c) => c.primaryKey())
    // The last block whose followed addresses' transfers are stored, and its hash as read.
    .addColumn('block_number', 'bigint', (c) => c.notNull())
    .addColumn('block_hash', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('chain_approvals')
    .addColumn('chain', 'text', (c) => c.notNull())
    .addColumn('tx_hash', 'text', (c) => c.notNull())
    .addColumn('log_index', 'integer', (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('owner_address', 'text', (c) => c.notNull())
    .addColumn('spender', 'text', (c) => c.notNull())
    // Base units, decimal text: an approval of 2^256 − 1 ("unlimited") is kept whole.
    .addColumn('amount', 'text', (c) => c.notNull())
    .addColumn('block_number', 'bigint', (c) => c.notNull())
    .addColumn('block_hash', 'text', (c) => c.notNull())
    .addColumn('occurred_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('chain_approvals_pk', ['chain', 'tx_hash', 'log_index'])
    .execute();
  await db.schema
    .createIndex('chain_approvals_owner')
    .on('chain_approvals')
    .columns(['chain', 'owner_address'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chain_approvals').execute();
  await db.schema.dropTable('chain_heads').execute();
  await db.schema.dropTable('chain_follows').execute();
  await db.schema.dropTable('chain_reads').execute();
}
