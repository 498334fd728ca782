/**
 * A detection can name the vessel or aircraft it is (`asset_id`): an imagery `vessel_detection`
 * matched to a vessel's AIS positions at the image's time (geo/detections/vessel-matching.ts).
 * Null for every detection stored before, and for those that name no asset.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('detections').addColumn('asset_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('detections').dropColumn('asset_id').execute();
}
