/**
 * Identity as it really behaves: a vessel is renamed, re-flagged (a new MMSI) and changes call
 * sign, and each of these is kept as a history instead of being overwritten. `asset_identity`
 * holds one row per run of a value: an asset's field held `value` from `from_at` (the first report
 * of it, by its own time) until the next run of that field begins. Names are kept normalised as
 * well, so that search finds a vessel by a name it no longer carries. The asset's navigational
 * status (AIS, ITU-R M.1371 Table 45) is kept with its last position.
 */
import { type Kysely, sql } from 'kysely';

/** The identifying fields whose history is kept, as the assets table names them. */
const FIELDS = ['name', 'call_sign', 'imo', 'ship_type', 'destination', 'registration', 'flight'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('asset_identity')
    .addColumn('asset_id', 'text', (c) => c.notNull().references('assets.id'))
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('value_norm', 'text', (c) => c.notNull())
    .addColumn('from_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('asset_identity_pk', ['asset_id', 'field', 'from_at'])
    .execute();
  // Search by a former name (prefix) or a former identifier (exact).
  await db.schema
    .createIndex('asset_identity_value')
    .on('asset_identity')
    .columns(['field', 'value_norm'])
    .execute();
  await db.schema.alterTable('assets').addColumn('last_nav_status', 'integer').execute();
  // What each asset carries now is the first run of its history: known since the asset was made.
  for (const field of FIELDS) {
    const norm = field === 'name' ? sql`name_norm` : sql`upper(cast(${sql.ref(field)} as text))`;
    await sql`insert into asset_identity (asset_id, field, value, value_norm, from_at)
      select id, ${field}, cast(${sql.ref(field)} as text), coalesce(${norm}, ''), created_at
        from assets where ${sql.ref(field)} is not null`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('assets').dropColumn('last_nav_status').execute();
  await db.schema.dropTable('asset_identity').execute();
}
