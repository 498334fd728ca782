/**
 * Operator ports and anchorages: a workspace draws its own as polygons (a terminal the World Port
 * Index lists only as a point, or not at all). The gazetteer's ports ship as a file, not rows.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('unlocode', 'text')
    .addColumn('country', 'text')
    .addColumn('boundary', 'text', (c) => c.notNull())
    .addColumn('bbox', 'text', (c) => c.notNull())
    .addColumn('center_lon', 'double precision', (c) => c.notNull())
    .addColumn('center_lat', 'double precision', (c) => c.notNull())
    .addColumn('area_km2', 'double precision', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ports_workspace').on('ports').columns(['workspace_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ports').execute();
}
