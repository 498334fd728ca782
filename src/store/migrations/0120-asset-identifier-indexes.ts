/**
 * The assets' indexes of names and identifiers that many assets lack, narrowed to the assets that
 * have one (issue 35; docs/scaling.md, "What PostgreSQL spends"). Every position moves its asset's
 * last position and `updated_at`, both indexed, so the row is written anew and every index of the
 * table gets an entry for it, NULL keys included: a vessel has no registration or flight, an
 * aircraft no IMO number or call sign, a vessel heard only by its MMSI none of the five. Their
 * readers look them up by a value (`=`, `in`, a prefix range, `like`), which no NULL matches, so an
 * index of the rows that have one answers them all. The unique MMSI and ICAO 24-bit indexes stay
 * whole: first sight inserts with `on conflict` on them.
 */
import { type Kysely, sql } from 'kysely';

const NARROWED = [
  ['assets_name_norm', 'name_norm'],
  ['assets_imo', 'imo'],
  ['assets_call_sign', 'call_sign'],
  ['assets_registration', 'registration'],
  ['assets_flight', 'flight'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [index, column] of NARROWED) {
    await db.schema.dropIndex(index).execute();
    await db.schema
      .createIndex(index)
      .on('assets')
      .column(column)
      .where(sql.ref(column), 'is not', null)
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [index, column] of NARROWED) {
    await db.schema.dropIndex(index).execute();
    await db.schema.createIndex(index).on('assets').column(column).execute();
  }
}
