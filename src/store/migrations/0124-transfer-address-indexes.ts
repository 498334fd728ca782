/**
 * The transfers' two ends, indexed again. Migration 0006 indexed `(chain, from_address)` and
 * `(chain, to_address)`; migration 0040 rebuilt the table (renamed the old one away, created the new
 * one, copied, dropped the old) and the indexes went with the old table. Since then every read of an
 * address's transfers (a past screening's neighbourhood hop by hop, the watches' and agents' look at
 * the transfers touching a set of addresses, the chain reader's counterparties) read every transfer
 * of the chain.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Then the owner, for the reads that name whose transfers they may use (the facts, a workspace's
  // claims), and the other end, which answers the counterparties from the index alone: without
  // both, SQLite (which keeps no statistics here) preferred the movement's unique index, which
  // begins with owner and chain, and read every fact of the chain in it.
  await db.schema
    .createIndex('transfers_from')
    .on('transfers')
    .columns(['chain', 'from_address', 'owner', 'to_address'])
    .execute();
  await db.schema
    .createIndex('transfers_to')
    .on('transfers')
    .columns(['chain', 'to_address', 'owner', 'from_address'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('transfers_to').execute();
  await db.schema.dropIndex('transfers_from').execute();
}
