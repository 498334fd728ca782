/**
 * Drops the two indexes of `transfers` by sender and by receiver. Nothing reads transfers by
 * address: screening and entity graphs follow funds in the in-memory graph, and catch-up reads by
 * time. Each index was one more page dirtied at a random place per stored transfer, the largest
 * part of an ingest's cost on SQLite (see bench/README.md, agents). A query by address would bring
 * them back.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('transfers_from').execute();
  await db.schema.dropIndex('transfers_to').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('transfers_from').on('transfers').columns(['chain', 'from_address']).execute();
  await db.schema.createIndex('transfers_to').on('transfers').columns(['chain', 'to_address']).execute();
}
