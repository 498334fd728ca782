/**
 * Indexes the judged and stored path pays for, narrowed to the rows their queries read
 * (docs/scaling.md, the fourth step). Every zone visit was a row in seven B-trees: the table, its
 * id, and five indexes, two of them for rows a visit never is: the encounters' other asset (a
 * visit has none) and the open events (most visits, passages between two fixes, are written
 * already ended). Those two now hold only the rows their queries can find, and the open events
 * are indexed by what reads them: the zone teller by watch and subject, the dark-gap end by asset.
 * The engine's look at its feed (`select id, stored_at … order by id`) read each feed row, large
 * with its positions, for its time: an index of the two answers it alone.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('asset_events_other_asset').execute();
  await db.schema
    .createIndex('asset_events_other_asset')
    .on('asset_events')
    .columns(['workspace_id', 'other_asset_id', 'started_at', 'id'])
    .where(sql.ref('other_asset_id'), 'is not', null)
    .execute();
  await db.schema.dropIndex('asset_events_open').execute();
  // The open events of a (watch, subject): what a stay's end, or a batch's visits, may close.
  await db.schema
    .createIndex('asset_events_open')
    .on('asset_events')
    .columns(['watch', 'subject', 'started_at'])
    .where(sql.ref('ended_at'), 'is', null)
    .execute();
  // An asset's open events by kind: its dark gaps, ended by its next position.
  await db.schema
    .createIndex('asset_events_open_asset')
    .on('asset_events')
    .columns(['asset_id', 'kind'])
    .where(sql.ref('ended_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('engine_feed_stored_at')
    .on('engine_feed')
    .columns(['id', 'stored_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('engine_feed_stored_at').execute();
  await db.schema.dropIndex('asset_events_open_asset').execute();
  await db.schema.dropIndex('asset_events_open').execute();
  await db.schema
    .createIndex('asset_events_open')
    .on('asset_events')
    .columns(['asset_id', 'kind', 'ended_at'])
    .execute();
  await db.schema.dropIndex('asset_events_other_asset').execute();
  await db.schema
    .createIndex('asset_events_other_asset')
    .on('asset_events')
    .columns(['workspace_id', 'other_asset_id', 'started_at', 'id'])
    .execute();
}
