/**
 * Detections that change after they are recorded, and what they carry besides JSON: a detection's
 * confidence may be revised (an imagery detection seen again by a later scene), each step kept in
 * `detection_revisions`; images that are evidence (before/after chips) are kept in
 * `detection_chips`; and a detection stored in an area its workspace muted is marked
 * `suppressed_by`, so it is kept and readable but announced to no one.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('detections').addColumn('suppressed_by', 'text').execute();
  await db.schema
    .createTable('detection_revisions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id'))
    .addColumn('detection_id', 'text', (c) => c.notNull().references('detections.id'))
    .addColumn('confidence_before', 'double precision', (c) => c.notNull())
    .addColumn('confidence_after', 'double precision', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('evidence', 'text', (c) => c.notNull())
    .addColumn('revised_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('detection_revisions_detection')
    .on('detection_revisions')
    .columns(['detection_id', 'revised_at'])
    .execute();
  await db.schema
    .createTable('detection_chips')
    .addColumn('detection_id', 'text', (c) => c.notNull().references('detections.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('data_base64', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('detection_chips_pk', ['detection_id', 'name'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('detection_chips').execute();
  await db.schema.dropTable('detection_revisions').execute();
  await db.schema.alterTable('detections').dropColumn('suppressed_by').execute();
}
