/**
 * Threats and SAR drafts (issue 7): threats correlated from agents' alerts, the alert → threat
 * link, the keys threats correlate on, the row per workspace that serialises correlation, SAR
 * drafts and each workspace's compliance settings.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('threats')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('severity', 'text', (c) => c.notNull())
    .addColumn('alert_severity', 'text', (c) => c.notNull())
    .addColumn('typologies', 'text', (c) => c.notNull())
    .addColumn('chains', 'text', (c) => c.notNull())
    .addColumn('alert_count', 'integer', (c) => c.notNull())
    .addColumn('headline', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('first_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('merged_into', 'text')
    .addColumn('status_note', 'text')
    .addColumn('closed_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // Lists are newest first by id; merges re-point the threats merged into the one merged away.
  await db.schema.createIndex('threats_workspace').on('threats').columns(['workspace_id', 'id']).execute();
  await db.schema.createIndex('threats_merged_into').on('threats').column('merged_into').execute();

  await db.schema
    .createTable('threat_alerts')
    .addColumn('alert_id', 'text', (c) => c.primaryKey())
    .addColumn('threat_id', 'text', (c) => c.notNull().references('threats.id'))
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('threat_alerts_threat').on('threat_alerts').column('threat_id').execute();

  await db.schema
    .createTable('threat_keys')
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('threat_id', 'text', (c) => c.notNull().references('threats.id'))
    .addPrimaryKeyConstraint('threat_keys_pk', ['workspace_id', 'key', 'threat_id'])
    .execute();
  await db.schema.createIndex('threat_keys_threat').on('threat_keys').column('threat_id').execute();

  await db.schema
    .createTable('threat_correlation')
    .addColumn('workspace_id', 'text', (c) => c.primaryKey().references('workspaces.id'))
    .addColumn('runs', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sar_drafts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id'))
    .addColumn('threat_id', 'text', (c) => c.notNull().references('threats.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('content', 'text')
    .addColumn('pdf_base64', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('completed_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('sar_drafts_workspace')
    .on('sar_drafts')
    .columns(['workspace_id', 'id'])
    .execute();

  await db.schema
    .createTable('compliance_settings')
    .addColumn('workspace_id', 'text', (c) => c.primaryKey().references('workspaces.id'))
    .addColumn('filing_institution', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('compliance_settings').execute();
  await db.schema.dropTable('sar_drafts').execute();
  await db.schema.dropTable('threat_correlation').execute();
  await db.schema.dropTable('threat_keys').execute();
  await db.schema.dropTable('threat_alerts').execute();
  await db.schema.dropTable('threats').execute();
}
