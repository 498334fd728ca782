/**
 * Asset events (`GET /v1/asset-events`): the behavioural events of assets a workspace's rules and
 * sites found (zone visits, encounters, loitering, dark gaps, speed episodes), each with its start,
 * its end once known, and its evidence. A row is written in the transaction that tells the event
 * (or, for a zone visit, that notes the stay), and its end when the detector that found it sees it
 * end; the ledger (`tracking_ledger`) keeps what was told only back to the late horizon, this keeps
 * the history.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('asset_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('asset_id', 'text', (c) => c.notNull())
    .addColumn('other_asset_id', 'text')
    .addColumn('zone_kind', 'text')
    .addColumn('zone_id', 'text')
    .addColumn('rule_id', 'text')
    .addColumn('site_id', 'text')
    .addColumn('port_id', 'text')
    // The ledger's watch and subject of what found it: how its end finds it.
    .addColumn('watch', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('ended_at', 'bigint')
    .addColumn('duration_s', 'integer')
    .addColumn('lon', 'double precision', (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('evidence', 'text', (c) => c.notNull())
    .addColumn('late', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // One event per workspace for what one watch found of one subject from one start.
  await db.schema
    .createIndex('asset_events_found')
    .on('asset_events')
    .columns(['watch', 'subject', 'started_at', 'workspace_id'])
    .unique()
    .execute();
  // The list: newest first, per workspace, and per asset (either asset of an encounter).
  await db.schema
    .createIndex('asset_events_list')
    .on('asset_events')
    .columns(['workspace_id', 'started_at', 'id'])
    .execute();
  await db.schema
    .createIndex('asset_events_asset')
    .on('asset_events')
    .columns(['workspace_id', 'asset_id', 'started_at', 'id'])
    .execute();
  await db.schema
    .createIndex('asset_events_other_asset')
    .on('asset_events')
    .columns(['workspace_id', 'other_asset_id', 'started_at', 'id'])
    .execute();
  // Dark gaps still open, closed by the asset's next position.
  await db.schema
    .createIndex('asset_events_open')
    .on('asset_events')
    .columns(['asset_id', 'kind', 'ended_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('asset_events').execute();
}
