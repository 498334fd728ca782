/**
 * Which partitions of a scope some process holds now, seen from any process: the advisory locks of
 * the scope's lock class in `pg_locks` (partition-leases.ts takes them in the two-key form, which
 * PostgreSQL shows as classid = the first key, objid = the second, objsubid = 2). Health asks it,
 * so that a partition nobody judges is seen even from a process that runs no engine.
 */
import { sql } from 'kysely';
import type { Executor } from '../../store/store.ts';
import { lockClass } from './partition-leases.ts';

/** The partitions (0 … partitions − 1) of `scope` that no session of this database holds. */
export async function unheldPartitions(db: Executor, scope: string, partitions: number): Promise<number[]> {
  // classid is an oid: the signed first key, read as unsigned.
  const classId = lockClass(scope) >>> 0;
  const { rows } = await sql<{ partition: number | string }>`
    select objid::bigint as partition from pg_locks
     where locktype = 'advisory' and granted and objsubid = 2 and classid = ${classId}::bigint::oid
       and database = (select oid from pg_database where datname = current_database())`.execute(db);
  const held = new Set(rows.map((row) => Number(row.partition)));
  return Array.from({ length: partitions }, (_, partition) => partition).filter((p) => !held.has(p));
}
