/** Storage of published signing keys. Functions take the store or an open transaction. */
import type { SigningKeysTable } from '../../store/database-signing.ts';
import type { Executor } from '../../store/store.ts';

export type SigningKeyRow = SigningKeysTable;

/**
 * Records `row`'s key if it is new, marks it active, and retires every other active key: the key
 * of the process that started last is the one signing.
 */
export async function activateKey(
  db: Executor,
  row: Pick<SigningKeyRow, 'id' | 'algorithm' | 'public_key_pem'>,
  now: number,
): Promise<void> {
  await db
    .insertInto('signing_keys')
    .values({ ...row, created_at: now, activated_at: now, retired_at: null })
    .onConflict((conflict) => conflict.column('id').doUpdateSet({ activated_at: now, retired_at: null }))
    .execute();
  await db
    .updateTable('signing_keys')
    .set({ retired_at: now })
    .where('id', '!=', row.id)
    .where('retired_at', 'is', null)
    .execute();
}

/** Newest first; `before` is the `created_at` and id of the last key of the previous page. */
export function listKeys(
  db: Executor,
  options: { limit: number; before?: { createdAt: number; id: string } | undefined },
): Promise<SigningKeyRow[]> {
  const { before } = options;
  let query = db.selectFrom('signing_keys').selectAll();
  if (before) {
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '<', before.createdAt),
        eb.and([eb('created_at', '=', before.createdAt), eb('id', '<', before.id)]),
      ]),
    );
  }
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(options.limit).execute();
}
