/**
 * Risk screening: address labels (imported TagPacks, platform-wide, and each workspace's own),
 * the chain's transfers and transactions (shared reference data, like assets and positions: they
 * are public chain facts), the entity clusters co-spending makes of addresses, and the audit trail
 * of every screening.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('address_labels')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Null for labels imported from a list (TagPacks), which every workspace sees.
    .addColumn('workspace_id', 'text', (c) => c.references('workspaces.id'))
    .addColumn('chain', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    // 0–100, as TagPacks grade it.
    .addColumn('confidence', 'integer', (c) => c.notNull())
    // `custom`, or `tagpack:<pack>` for an imported pack.
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('source_version', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('address_labels_address')
    .on('address_labels')
    .columns(['chain', 'address'])
    .execute();
  await db.schema
    .createIndex('address_labels_workspace')
    .on('address_labels')
    .columns(['workspace_id', 'id'])
    .execute();
  await db.schema.createIndex('address_labels_source').on('address_labels').column('source').execute();

  // One row per value moved from one address to another: an account transfer as it is, a UTXO
  // transaction as every input → output pair with the output's amount shared out by input value.
  await db.schema
    .createTable('transfers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('chain', 'text', (c) => c.notNull())
    .addColumn('tx_hash', 'text', (c) => c.notNull())
    .addColumn('from_address', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('amount', 'double precision', (c) => c.notNull())
    .addColumn('asset', 'text')
    .addColumn('occurred_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('transfers_edge', ['chain', 'tx_hash', 'from_address', 'to_address'])
    .execute();
  await db.schema.createIndex('transfers_from').on('transfers').columns(['chain', 'from_address']).execute();
  await db.schema.createIndex('transfers_to').on('transfers').columns(['chain', 'to_address']).execute();
  // Other processes catch up on new transfers by the time they were stored.
  await db.schema.createIndex('transfers_created').on('transfers').columns(['created_at', 'id']).execute();

  // UTXO transactions with their inputs and outputs, which co-spend clustering replays at start.
  await db.schema
    .createTable('chain_transactions')
    .addColumn('chain', 'text', (c) => c.notNull())
    .addColumn('tx_hash', 'text', (c) => c.notNull())
    .addColumn('inputs', 'text', (c) => c.notNull())
    .addColumn('outputs', 'text', (c) => c.notNull())
    .addColumn('occurred_at', 'bigint', (c) => c.notNull())
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('chain_transactions_pk', ['chain', 'tx_hash'])
    .execute();
  await db.schema.createIndex('chain_transactions_seq').on('chain_transactions').column('seq').execute();

  // Events customers send (`POST /v1/events/ingest`): transfers feed screening; every event is
  // kept for the detection agents.
  await db.schema
    .createTable('ingested_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('occurred_at', 'bigint', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ingested_events_workspace')
    .on('ingested_events')
    .columns(['workspace_id', 'id'])
    .execute();

  await db.schema
    .createTable('screenings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id'))
    .addColumn('key_id', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('chain', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('request', 'text', (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('risk_score', 'integer', (c) => c.notNull())
    .addColumn('list_versions', 'text', (c) => c.notNull())
    .addColumn('screened_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('screenings_workspace')
    .on('screenings')
    .columns(['workspace_id', 'screened_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('screenings').execute();
  await db.schema.dropTable('ingested_events').execute();
  await db.schema.dropTable('chain_transactions').execute();
  await db.schema.dropTable('transfers').execute();
  await db.schema.dropTable('address_labels').execute();
}
