/**
 * Rows of transfers an insert skipped because another writer (another process, or on PostgreSQL
 * another transaction at the same moment) stored the same movement between the look-up of what is
 * held and the insert: which they are, and the ids that writer stored them under, for the outcomes.
 */
import { queryInBatches } from '../../store/batches.ts';
import type { TransfersTable } from '../../store/database-risk.ts';
import type { Executor } from '../../store/store.ts';

/** The rows of a batch an insert skipped (another writer had stored the same movement): ids not stored. */
export async function skippedOf(db: Executor, batch: readonly TransfersTable[]): Promise<TransfersTable[]> {
  const stored = new Set(
    (
      await queryInBatches(
        batch.map((row) => row.id),
        (ids) => db.selectFrom('transfers').select('id').where('id', 'in', ids).execute(),
      )
    ).map((row) => row.id),
  );
  return batch.filter((row) => !stored.has(row.id));
}

/** The id each lost row's movement is stored under (by the writer that stored it first). */
export async function storedIdsOf(
  db: Executor,
  lost: readonly TransfersTable[],
): Promise<Map<string, string>> {
  const renamed = new Map<string, string>();
  for (const row of lost) {
    const stored = await db
      .selectFrom('transfers')
      .select('id')
      .where('owner', '=', row.owner)
      .where('chain', '=', row.chain)
      .where('tx_hash', '=', row.tx_hash)
      .where('position', '=', row.position)
      .where('from_address', '=', row.from_address)
      .where('to_address', '=', row.to_address)
      .executeTakeFirst();
    if (stored !== undefined) renamed.set(row.id, stored.id);
  }
  return renamed;
}
