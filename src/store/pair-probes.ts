/**
 * Rows looked up by pairs of text keys (a watch and a subject) on PostgreSQL: the pairs bound as two
 * arrays and unnested, each joined LATERAL to a query that finds its rows by one index probe. One
 * statement whatever the number of pairs, planned in well under a millisecond; a list of row
 * values (what SQLite is given) took PostgreSQL's planner an OR of one index condition per pair,
 * about 3 ms a read of a couple of hundred pairs, and a semi-join with the unnested pairs was
 * planned as a hash join over every open event or ledger row, read again at each batch
 * (docs/scaling.md, "What PostgreSQL spends a position").
 */
import { type RawBuilder, sql } from 'kysely';
import type { Executor } from './db.ts';

/**
 * Runs `probe` once per pair, in the pairs' order, and returns every row it finds. `probe` is the
 * body of a subquery that names the pair's keys as `k.a` and `k.b` (`where watch = k.a and
 * subject = k.b`); it may end in `for update`, locking the rows in the pairs' order.
 */
export async function probePairs<R>(
  db: Executor,
  pairs: readonly (readonly [string, string])[],
  probe: RawBuilder<unknown>,
): Promise<R[]> {
  if (pairs.length === 0) return [];
  const { rows } = await sql<R>`select p.* from unnest(${pairs.map((pair) => pair[0])}::text[], ${pairs.map(
    (pair) => pair[1],
  )}::text[]) with ordinality as k(a, b, n) cross join lateral (${probe}) as p order by k.n`.execute(db);
  return rows;
}
