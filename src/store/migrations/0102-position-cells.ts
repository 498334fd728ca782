/**
 * Positions indexed by place and time (`POST /v1/assets/within`): each position's cell of a 0.1°
 * grid (`geo/assets/position-cells.ts`, whose arithmetic this repeats in SQL for the rows stored
 * before), and an index on (cell, at) holding what the query reads (asset, lon, lat), of the good
 * fixes only (suspect ones are never answered), so an area and a time range are answered by seeks
 * on the index alone.
 */
import { type Kysely, sql } from 'kysely';

const PER_DEGREE = 10;
const COLUMNS = 3600;
const ROWS = 1800;

function clamped(expression: string, top: number) {
  return `case when ${expression} < 0 then 0 when ${expression} > ${top} then ${top} else ${expression} end`;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('positions').addColumn('cell', 'integer').execute();
  const row = clamped(`cast(floor((lat + 90) * ${PER_DEGREE}) as integer)`, ROWS - 1);
  const column = clamped(`cast(floor((lon + 180) * ${PER_DEGREE}) as integer)`, COLUMNS - 1);
  await sql`update positions set cell = (${sql.raw(row)}) * ${sql.raw(String(COLUMNS))} + (${sql.raw(column)})`.execute(
    db,
  );
  await db.schema
    .createIndex('positions_cell_at')
    .on('positions')
    .columns(['cell', 'at', 'asset_id', 'lon', 'lat'])
    .where(sql.ref('quality'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('positions_cell_at').execute();
  await db.schema.alterTable('positions').dropColumn('cell').execute();
}
