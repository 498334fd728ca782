/**
 * The grid `positions.cell` indexes positions by (migration 0102): cells of 0.1° of latitude and
 * longitude, numbered row by row from (-180, -90), so that "which fixes lie in this box between T1
 * and T2" is a few index seeks on `(cell, at)` rather than a scan. A tenth of a degree (11 km of
 * latitude) keeps a port-sized area to a handful of cells and a busy cell's day to a few thousand
 * fixes. The same arithmetic is written in SQL by the migration that fills the column for stored
 * rows (`cellSql`): both floor the same IEEE doubles, so they agree.
 */
import { type RawBuilder, sql } from 'kysely';

export const CELL_DEG = 0.1;
const PER_DEGREE = 10;
export const CELL_COLUMNS = 360 * PER_DEGREE;
export const CELL_ROWS = 180 * PER_DEGREE;

const clamp = (value: number, top: number) => (value < 0 ? 0 : value > top ? top : value);
const rowOf = (lat: number) => clamp(Math.floor((lat + 90) * PER_DEGREE), CELL_ROWS - 1);
const columnOf = (lon: number) => clamp(Math.floor((lon + 180) * PER_DEGREE), CELL_COLUMNS - 1);

/** The cell of a position. */
export function positionCell(lon: number, lat: number): number {
  return rowOf(lat) * CELL_COLUMNS + columnOf(lon);
}

/** `positionCell` in SQL over a row's `lon` and `lat` (SQLite and PostgreSQL alike). */
export function cellSql(): RawBuilder<number> {
  const clamped = (expression: RawBuilder<number>, top: number) =>
    sql<number>`case when ${expression} < 0 then 0 when ${expression} > ${sql.lit(top)} then ${sql.lit(top)} else ${expression} end`;
  const row = clamped(
    sql<number>`cast(floor((lat + 90) * ${sql.lit(PER_DEGREE)}) as integer)`,
    CELL_ROWS - 1,
  );
  const column = clamped(
    sql<number>`cast(floor((lon + 180) * ${sql.lit(PER_DEGREE)}) as integer)`,
    CELL_COLUMNS - 1,
  );
  return sql<number>`(${row}) * ${sql.lit(CELL_COLUMNS)} + (${column})`;
}

/**
 * The cells that cover a box (`west ≤ east`: a part of an area split at the antimeridian never
 * crosses it), as runs of consecutive cells, one per row of the grid.
 */
export function cellRuns(box: readonly [number, number, number, number]): [number, number][] {
  const [west, south, east, north] = box;
  const runs: [number, number][] = [];
  const first = columnOf(west);
  const last = columnOf(east);
  for (let row = rowOf(south); row <= rowOf(north); row++)
    runs.push([row * CELL_COLUMNS + first, row * CELL_COLUMNS + last]);
  return runs;
}
