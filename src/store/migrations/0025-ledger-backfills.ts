/**
 * The tracking ledger (0016) began empty for zones: a store made before it (or whose assets sat
 * still inside a zone since) had no row saying an asset was inside, so an asset last seen there more
 * than an hour before a start was placed afresh and its next fix inside told `zone.entered` again.
 * The ledger's zone rows are derived from what is stored (each asset's last position against the
 * zones in force), which needs the geofence engine: this asks the first engine to start for it
 * (geo/tracking/zone-backfill.ts), which removes the row once done.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ledger_backfills')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('reason', 'text', (c) => c.notNull())
    .execute();
  await sql`insert into ledger_backfills (name, reason)
    values ('zones', 'migration 0025: zone rows from the last positions stored')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ledger_backfills').execute();
}
