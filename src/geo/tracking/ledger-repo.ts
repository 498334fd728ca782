/**
 * The tracking ledger (`tracking_ledger`): one row per watch and subject saying what was told last
 * (see ledger-rules.ts). `note` reads the row, locked where the store has row locks, decides, and
 * writes, inside the caller's transaction: two processes that find the same thing at once are put
 * one after the other by the row (or, for a new row, by its primary key), and the second is told
 * it is no news.
 *
 * Watches are named `dark:<key>` (`dark:follow`, `dark:rule:<id>`, `dark:site:<id>`),
 * `zone:<zone id>` (`zone:rule:<id>`, `zone:site:<id>`) and `episode:<detector key>`; the subject
 * is an asset id, or for an encounter the two asset ids, sorted, joined by `+`.
 */
import type { TrackingLedgerTable } from '../../store/database.ts';
import type { Executor } from '../../store/store.ts';
import {
  type Decision,
  decide,
  type Finding,
  type LedgerState,
  type LedgerStateName,
} from './ledger-rules.ts';

export type LedgerRow = TrackingLedgerTable;

function stateOf(row: LedgerRow): LedgerState {
  return { state: row.state as LedgerStateName, since: row.since, toldAt: row.told_at };
}

export async function note(
  db: Executor,
  options: { rowLocks: boolean; now: number },
  watch: string,
  subject: string,
  finding: Finding,
): Promise<Decision> {
  // At most twice: a first insert can lose to another transaction's, after which the row exists.
  for (let attempt = 0; ; attempt += 1) {
    const query = db
      .selectFrom('tracking_ledger')
      .selectAll()
      .where('watch', '=', watch)
      .where('subject', '=', subject);
    const row = await (options.rowLocks ? query.forUpdate() : query).executeTakeFirst();
    const decision = decide(row === undefined ? undefined : stateOf(row), finding);
    const next = decision.next;
    if (next === undefined) return decision;
    const values = { state: next.state, since: next.since, told_at: next.toldAt, updated_at: options.now };
    if (row !== undefined) {
      await db
        .updateTable('tracking_ledger')
        .set(values)
        .where('watch', '=', watch)
        .where('subject', '=', subject)
        .execute();
      return decision;
    }
    const inserted = await db
      .insertInto('tracking_ledger')
      .values({ watch, subject, ...values })
      .onConflict((c) => c.columns(['watch', 'subject']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 || attempt > 0) return decision;
  }
}

/** Rows whose watch starts with `prefix` and whose state is `state`. */
export function listLedger(db: Executor, prefix: string, state: LedgerStateName): Promise<LedgerRow[]> {
  return db
    .selectFrom('tracking_ledger')
    .selectAll()
    .where('watch', 'like', `${prefix}%`)
    .where('state', '=', state)
    .execute();
}
