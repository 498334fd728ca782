/**
 * The asset events' told-once index (`asset_events_found`) and open-events index
 * (`asset_events_open`) keyed by subject first, then watch (docs/scaling.md, "The visits' indexes
 * by subject"). Every query of theirs names both (a batch's pairs, a stay's end, a start told
 * before, the insert's conflict target), so the order serves them alike; what it changes is where
 * a judged batch's rows land. Keyed by watch first (`zone:rule:<id>`), each of a batch's visits
 * went to a page of its own, as random as its zone, and the commit wrote each of those pages to
 * the WAL; by subject first, a vessel's visits of the batch (the zones along its path) go side by
 * side. The two are turned together: SQLite reads a batch's open events through the open index
 * only while both list the pair in the same order (else through the told-once index, over every
 * event the pair ever had).
 */
import { type Kysely, sql } from 'kysely';

async function keyed(db: Kysely<unknown>, first: 'subject' | 'watch'): Promise<void> {
  const pair = first === 'subject' ? ['subject', 'watch'] : ['watch', 'subject'];
  await db.schema.dropIndex('asset_events_found').execute();
  await db.schema
    .createIndex('asset_events_found')
    .on('asset_events')
    .columns([...pair, 'started_at', 'workspace_id'])
    .unique()
    .execute();
  await db.schema.dropIndex('asset_events_open').execute();
  await db.schema
    .createIndex('asset_events_open')
    .on('asset_events')
    .columns([...pair, 'started_at'])
    .where(sql.ref('ended_at'), 'is', null)
    .execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await keyed(db, 'subject');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await keyed(db, 'watch');
}
