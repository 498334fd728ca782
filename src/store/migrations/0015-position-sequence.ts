/**
 * Positions are kept by (asset, time, sequence): a report that carries no time of its own is stored
 * at the time it arrived, and several such reports of one vessel can arrive in the same instant (a
 * recording posted in one body). Keyed by (asset, time) alone, every one after the first was
 * dropped; `seq` numbers the reports of one asset in one instant in the order they were received.
 */
import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect.ts';

const COLUMNS = 'asset_id, at, lon, lat, speed_kn, course_deg, heading_deg, altitude_ft';

/** SQLite cannot change a primary key in place: the table is built again beside the old one. */
async function rebuildSqlite(db: Kysely<unknown>, withSeq: boolean): Promise<void> {
  const seq = withSeq ? 'seq integer not null default 0,' : '';
  const key = withSeq ? 'asset_id, at, seq' : 'asset_id, at';
  await sql`create table positions_next (
    asset_id text not null references assets (id),
    at bigint not null,
    ${sql.raw(seq)}
    lon double precision not null,
    lat double precision not null,
    speed_kn double precision,
    course_deg double precision,
    heading_deg double precision,
    altitude_ft double precision,
    constraint positions_pk primary key (${sql.raw(key)})
  )`.execute(db);
  // Going down, the first report of each instant is the one kept, as the old key kept it.
  const source = withSeq ? sql.raw('positions') : sql.raw('positions where seq = 0');
  await sql`insert into positions_next (${sql.raw(COLUMNS)}) select ${sql.raw(COLUMNS)} from ${source}`.execute(
    db,
  );
  await db.schema.dropTable('positions').execute();
  await db.schema.alterTable('positions_next').renameTo('positions').execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db).name === 'sqlite') return rebuildSqlite(db, true);
  await db.schema
    .alterTable('positions')
    .addColumn('seq', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('positions').dropConstraint('positions_pk').execute();
  await db.schema
    .alterTable('positions')
    .addPrimaryKeyConstraint('positions_pk', ['asset_id', 'at', 'seq'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db).name === 'sqlite') return rebuildSqlite(db, false);
  await sql`delete from positions where seq > 0`.execute(db);
  await db.schema.alterTable('positions').dropConstraint('positions_pk').execute();
  await db.schema.alterTable('positions').dropColumn('seq').execute();
  await db.schema
    .alterTable('positions')
    .addPrimaryKeyConstraint('positions_pk', ['asset_id', 'at'])
    .execute();
}
