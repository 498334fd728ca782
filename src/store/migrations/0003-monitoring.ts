/**
 * Geospatial monitoring: sites, detections, alert rules, cases and their items, reports, and the
 * shared asset reference data (assets and their positions) that reports and cases read.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sites')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id'))
    .addColumn('name', 'text')
    .addColumn('boundary', 'text', (c) => c.notNull())
    .addColumn('bbox', 'text', (c) => c.notNull())
    .addColumn('center_lon', 'double precision', (c) => c.notNull())
    .addColumn('center_lat', 'double precision', (c) => c.notNull())
    .addColumn('area_km2', 'double precision', (c) => c.notNull())
    .addColumn('radius_m', 'double precision')
    .addColumn('detection_types', 'text')
    .addColumn('metadata', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('detections_total', 'integer', (c) => c.notNull())
    .addColumn('last_detection_at', 'bigint')
    .addColumn('useful_count', 'integer', (c) => c.notNull())
    .addColumn('not_useful_count', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('stopped_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('sites_workspace_status')
    .on('sites')
    .columns(['workspace_id', 'status', 'id'])
    .execute();

  await db.schema
    .createTable('detections')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id'))
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('confidence', 'double precision', (c) => c.notNull())
    .addColumn('observed_at', 'bigint', (c) => c.notNull())
    .addColumn('geometry', 'text')
    .addColumn('evidence', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('useful', 'integer')
    .addColumn('feedback_comment', 'text')
    .addColumn('feedback_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // Lists are newest-observed first. One index per filter shape the list offers, each ending in
  // (observed_at, id) so a page is a short backwards range scan; several types are one scan each,
  // merged (see detections-repo.ts). Confidence is checked on the rows those scans meet. Every
  // index leads with workspace_id, which every query names: with all four equally long in their
  // equalities, SQLite's planner (which has no statistics on a new store) takes the one that
  // matches the most of them, and never a workspace-wide scan for a one-site query.
  const detectionIndexes: [string, string[]][] = [
    ['detections_workspace_observed', ['workspace_id', 'observed_at', 'id']],
    ['detections_workspace_type_observed', ['workspace_id', 'type', 'observed_at', 'id']],
    ['detections_workspace_site_observed', ['workspace_id', 'site_id', 'observed_at', 'id']],
    ['detections_workspace_site_type_observed', ['workspace_id', 'site_id', 'type', 'observed_at', 'id']],
  ];
  for (const [name, columns] of detectionIndexes) {
    await db.schema.createIndex(name).on('detections').columns(columns).execute();
  }

  await db.schema
    .createTable('alert_rules')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id'))
    .addColumn('name', 'text')
    .addColumn('behaviour', 'text', (c) => c.notNull())
    .addColumn('where_spec', 'text', (c) => c.notNull())
    .addColumn('site_id', 'text')
    .addColumn('zone', 'text')
    .addColumn('what', 'text', (c) => c.notNull())
    .addColumn('min_confidence', 'double precision')
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('alert_rules_workspace_behaviour')
    .on('alert_rules')
    .columns(['workspace_id', 'behaviour', 'id'])
    .execute();

  await db.schema
    .createTable('cases')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('items_count', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cases_workspace').on('cases').columns(['workspace_id', 'id']).execute();

  await db.schema
    .createTable('case_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('case_id', 'text', (c) => c.notNull().references('cases.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'text')
    .addColumn('note', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('case_items_case').on('case_items').columns(['case_id', 'id']).execute();

  await db.schema
    .createTable('reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id'))
    .addColumn('subject_kind', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('period_from', 'bigint')
    .addColumn('period_to', 'bigint')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('content', 'text')
    .addColumn('pdf_base64', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('completed_at', 'bigint')
    .execute();
  await db.schema.createIndex('reports_workspace').on('reports').columns(['workspace_id', 'id']).execute();

  // Assets and positions are reference data shared by every workspace (API.md §4).
  await db.schema
    .createTable('assets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('mmsi', 'text')
    .addColumn('imo', 'text')
    .addColumn('call_sign', 'text')
    .addColumn('icao24', 'text')
    .addColumn('registration', 'text')
    .addColumn('flight', 'text')
    .addColumn('last_at', 'bigint')
    .addColumn('last_lon', 'double precision')
    .addColumn('last_lat', 'double precision')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('assets_mmsi').on('assets').column('mmsi').unique().execute();
  await db.schema.createIndex('assets_icao24').on('assets').column('icao24').unique().execute();
  // "Which assets are in this site now" reads recent last positions by time, then by box.
  await db.schema.createIndex('assets_last_at').on('assets').columns(['last_at', 'last_lon']).execute();

  await db.schema
    .createTable('positions')
    .addColumn('asset_id', 'text', (c) => c.notNull().references('assets.id'))
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('lon', 'double precision', (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('speed_kn', 'double precision')
    .addColumn('course_deg', 'double precision')
    .addColumn('heading_deg', 'double precision')
    .addColumn('altitude_ft', 'double precision')
    .addPrimaryKeyConstraint('positions_pk', ['asset_id', 'at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('positions').execute();
  await db.schema.dropTable('assets').execute();
  await db.schema.dropTable('reports').execute();
  await db.schema.dropTable('case_items').execute();
  await db.schema.dropTable('cases').execute();
  await db.schema.dropTable('alert_rules').execute();
  await db.schema.dropTable('detections').execute();
  await db.schema.dropTable('sites').execute();
}
