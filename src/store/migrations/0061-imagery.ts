/**
 * Imagery: each site's imagery settings, the scans that search a STAC catalog for it, every scene
 * found with its outcome, what a clear scene showed over the site (the pixels later scenes compare
 * with), the detections still waiting for confirmation, and the tuning feedback makes (thresholds,
 * muted areas, and the log of every change).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sites').addColumn('imagery', 'text').execute();

  await db.schema
    .createTable('imagery_scans')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id'))
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('stac_url', 'text', (c) => c.notNull())
    .addColumn('collection', 'text', (c) => c.notNull())
    .addColumn('search_from', 'bigint', (c) => c.notNull())
    .addColumn('search_to', 'bigint', (c) => c.notNull())
    .addColumn('scenes_found', 'integer')
    .addColumn('skipped', 'text')
    .addColumn('bytes_read', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('searched_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('imagery_scans_site')
    .on('imagery_scans')
    .columns(['workspace_id', 'site_id', 'id'])
    .execute();

  await db.schema
    .createTable('imagery_scenes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id'))
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id'))
    .addColumn('scan_id', 'text', (c) => c.notNull().references('imagery_scans.id'))
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('item', 'text', (c) => c.notNull())
    .addColumn('datetime', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text')
    .addColumn('detail', 'text')
    .addColumn('clear_fraction', 'double precision')
    .addColumn('result', 'text')
    .addColumn('bytes_read', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('requests', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('imagery_scenes_site_item')
    .unique()
    .on('imagery_scenes')
    .columns(['site_id', 'item_id'])
    .execute();
  await db.schema
    .createIndex('imagery_scenes_scan')
    .on('imagery_scenes')
    .columns(['scan_id', 'datetime'])
    .execute();
  await db.schema
    .createIndex('imagery_scenes_site_status')
    .on('imagery_scenes')
    .columns(['site_id', 'status', 'datetime'])
    .execute();

  await db.schema
    .createTable('imagery_observations')
    .addColumn('scene_id', 'text', (c) => c.primaryKey().references('imagery_scenes.id'))
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id'))
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('grid_code', 'text', (c) => c.notNull())
    .addColumn('relative_orbit', 'integer')
    .addColumn('datetime', 'bigint', (c) => c.notNull())
    .addColumn('grid_window', 'text', (c) => c.notNull())
    .addColumn('clear_fraction', 'double precision', (c) => c.notNull())
    .addColumn('pixels', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('imagery_observations_site_grid')
    .on('imagery_observations')
    .columns(['site_id', 'grid_code', 'datetime'])
    .execute();

  await db.schema
    .createTable('imagery_findings')
    .addColumn('detection_id', 'text', (c) => c.primaryKey().references('detections.id'))
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id'))
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('grid_code', 'text', (c) => c.notNull())
    .addColumn('grid_window', 'text', (c) => c.notNull())
    .addColumn('pixels', 'text', (c) => c.notNull())
    .addColumn('delta_mean', 'double precision', (c) => c.notNull())
    .addColumn('area_m2', 'double precision', (c) => c.notNull())
    .addColumn('threshold', 'double precision', (c) => c.notNull())
    .addColumn('observed_at', 'bigint', (c) => c.notNull())
    .addColumn('stage', 'text', (c) => c.notNull())
    .addColumn('looks', 'integer', (c) => c.notNull())
    .addColumn('suppressed', 'integer', (c) => c.notNull())
    .addColumn('useful', 'integer')
    .execute();
  await db.schema
    .createIndex('imagery_findings_site')
    .on('imagery_findings')
    .columns(['site_id', 'grid_code', 'observed_at'])
    .execute();

  await db.schema
    .createTable('imagery_tuning')
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('threshold', 'double precision', (c) => c.notNull())
    .addColumn('mmu_m2', 'double precision', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('imagery_tuning_pk', ['site_id', 'type'])
    .execute();

  await db.schema
    .createTable('imagery_mutes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id'))
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('detection_id', 'text', (c) => c.notNull().references('detections.id'))
    .addColumn('grid_code', 'text', (c) => c.notNull())
    .addColumn('grid_window', 'text', (c) => c.notNull())
    .addColumn('pixels', 'text', (c) => c.notNull())
    .addColumn('delta_mean', 'double precision', (c) => c.notNull())
    .addColumn('geometry', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('lifted_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('imagery_mutes_site')
    .on('imagery_mutes')
    .columns(['site_id', 'grid_code', 'expires_at'])
    .execute();

  await db.schema
    .createTable('imagery_tuning_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id'))
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('change', 'text', (c) => c.notNull())
    .addColumn('before', 'double precision')
    .addColumn('after', 'double precision')
    .addColumn('mute_id', 'text')
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('feedback', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('imagery_tuning_log_site')
    .on('imagery_tuning_log')
    .columns(['workspace_id', 'site_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'imagery_tuning_log',
    'imagery_mutes',
    'imagery_tuning',
    'imagery_findings',
    'imagery_observations',
    'imagery_scenes',
    'imagery_scans',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('sites').dropColumn('imagery').execute();
}
