/**
 * Catch-up on transfers and UTXO transactions reads them in commit order (`commit-order.ts`)
 * instead of re-reading the last minute by time each time: PostgreSQL rows gain the writing
 * transaction's id (`xid`) and an index by it; SQLite reads by rowid and needs nothing. The indexes
 * by time that catch-up read are dropped: nothing else reads them, and each was one more index
 * written per stored row.
 */
import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  const { commitOrder } = dialectOf(db);
  await commitOrder.prepare(db, 'transfers', ['id']);
  await commitOrder.prepare(db, 'chain_transactions', ['seq', 'chain', 'tx_hash']);
  await db.schema.dropIndex('transfers_created').execute();
  await db.schema.dropIndex('chain_transactions_seq').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const { commitOrder } = dialectOf(db);
  await db.schema.createIndex('chain_transactions_seq').on('chain_transactions').column('seq').execute();
  await db.schema.createIndex('transfers_created').on('transfers').columns(['created_at', 'id']).execute();
  await commitOrder.unprepare(db, 'chain_transactions');
  await commitOrder.unprepare(db, 'transfers');
}
