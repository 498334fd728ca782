/**
 * Live tracking: what the asset registry merges from each source (AIS class, ship type and
 * dimensions, destination, the newest speed and course), a normalised name for search, the
 * workspaces that follow an asset, and the silences of vessels that went dark.
 */
import type { Kysely } from 'kysely';

const ASSET_COLUMNS: [string, 'text' | 'integer' | 'double precision' | 'bigint'][] = [
  ['name_norm', 'text'],
  ['ais_class', 'text'],
  ['ship_type', 'integer'],
  ['length_m', 'double precision'],
  ['beam_m', 'double precision'],
  ['destination', 'text'],
  ['last_speed_kn', 'double precision'],
  ['last_course_deg', 'double precision'],
  ['last_heading_deg', 'double precision'],
  ['last_altitude_ft', 'double precision'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, type] of ASSET_COLUMNS) {
    await db.schema.alterTable('assets').addColumn(name, type).execute();
  }
  // Prefix search on names; identifiers are looked up exactly.
  await db.schema.createIndex('assets_name_norm').on('assets').column('name_norm').execute();
  await db.schema.createIndex('assets_imo').on('assets').column('imo').execute();
  await db.schema.createIndex('assets_call_sign').on('assets').column('call_sign').execute();
  await db.schema.createIndex('assets_registration').on('assets').column('registration').execute();
  await db.schema.createIndex('assets_flight').on('assets').column('flight').execute();
  // The search index in memory catches up on what changed since it last looked.
  await db.schema.createIndex('assets_updated_at').on('assets').column('updated_at').execute();

  await db.schema
    .createTable('asset_follows')
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id'))
    .addColumn('asset_id', 'text', (c) => c.notNull().references('assets.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('asset_follows_pk', ['workspace_id', 'asset_id'])
    .execute();
  await db.schema.createIndex('asset_follows_asset').on('asset_follows').column('asset_id').execute();

  await db.schema
    .createTable('asset_silences')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('asset_id', 'text', (c) => c.notNull().references('assets.id'))
    .addColumn('last_at', 'bigint', (c) => c.notNull())
    .addColumn('last_lon', 'double precision', (c) => c.notNull())
    .addColumn('last_lat', 'double precision', (c) => c.notNull())
    .addColumn('threshold_s', 'integer', (c) => c.notNull())
    // The watches (follows, rules, sites) that reported this silence, as a JSON array: after a
    // restart each one stays quiet about it, and one that has not reported it yet still can.
    .addColumn('reported_by', 'text', (c) => c.notNull())
    .addColumn('detected_at', 'bigint', (c) => c.notNull())
    .addColumn('ended_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('asset_silences_asset')
    .on('asset_silences')
    .columns(['asset_id', 'last_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('asset_silences').execute();
  await db.schema.dropTable('asset_follows').execute();
  for (const index of [
    'assets_updated_at',
    'assets_flight',
    'assets_registration',
    'assets_call_sign',
    'assets_imo',
    'assets_name_norm',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  for (const [name] of [...ASSET_COLUMNS].reverse()) {
    await db.schema.alterTable('assets').dropColumn(name).execute();
  }
}
