/**
 * Watched addresses screened again, in one pass over the watches a change can reach: every watch
 * after a list import (the index holds the new list whole, so each address is screened once, not
 * once per entry), and after a label or a transfer those within the screening's hops of where it
 * landed. An outcome that changed (`watch-outcome.ts`) is recorded as a new screening and told as
 * `screening.changed`, in one transaction with the watch's new outcome.
 *
 * Several processes may run the same pass (each hears of a list import): the watch's outcome is
 * updated only if it is still the one read (compare and set), so one of them records the change
 * and tells it, and the others find it told.
 */

import type { Static } from 'typebox';
import { chunks } from '../../lib/chunks.ts';
import type { Outbox } from '../../platform/outbox/index.ts';
import type { WatchesTable } from '../../store/database.ts';
import type { Executor, Store } from '../../store/store.ts';
import type { ChainName } from '../chains/index.ts';
import { readChain } from '../chains/index.ts';
import type { MadeScreening, ScreeningService, WalletScreening } from '../screening/index.ts';
import type { WATCH_EVENTS } from './watch-events.ts';
import { outcomeOf } from './watch-outcome.ts';

export type RescreenReason = 'list' | 'label' | 'transfer' | 'policy' | 'chain' | 'reorg';

/** Which watches a change can reach; all of them when nothing is named. */
export interface RescreenScope {
  workspaceId?: string | undefined;
  chain?: ChainName | undefined;
  addresses?: ReadonlySet<string> | undefined;
}

export interface RescreenSummary {
  screened: number;
  changed: number;
}

/** Watches read per page, and screened before their changes are written. */
const PAGE = 2_000;
/** Addresses per `in (...)` list. */
const ADDRESSES_PER_QUERY = 500;

type WatchRow = Pick<
  WatchesTable,
  'id' | 'workspace_id' | 'chain' | 'address' | 'outcome' | 'risk_score' | 'risk_category' | 'sanctions_hit'
>;
const COLUMNS = [
  'id',
  'workspace_id',
  'chain',
  'address',
  'outcome',
  'risk_score',
  'risk_category',
  'sanctions_hit',
] as const;

/** What `screening.changed` tells, as its webhook and the agents' event carry it. */
export type ScreeningChanged = Static<(typeof WATCH_EVENTS)['screening.changed']['data']>;

export function createRescreen(deps: {
  store: Store;
  screening: ScreeningService;
  outbox: Outbox<typeof WATCH_EVENTS>;
  /**
   * Hears each change told, in its transaction: the agents take it as an event (wired by the
   * composition root to the events module), so an agent can act on it.
   */
  onChanged?: ((db: Executor, workspaceId: string, change: ScreeningChanged) => Promise<void>) | undefined;
}) {
  const { store, screening, outbox } = deps;

  async function write(
    changes: { row: WatchRow; result: WalletScreening; outcome: string }[],
    reason: RescreenReason,
  ): Promise<number> {
    let told = 0;
    for (const { row, result, outcome } of changes) {
      await store.db.transaction().execute(async (tx) => {
        // The watch's outcome moves only from the one this pass read: another process that got
        // there first has recorded and told the change, and this pass records nothing.
        let update = tx
          .updateTable('watches')
          .set({
            outcome,
            risk_score: result.risk_score,
            risk_category: result.risk_category,
            sanctions_hit: result.sanctions_hit ? 1 : 0,
          })
          .where('id', '=', row.id);
        update =
          row.outcome === null
            ? update.where('outcome', 'is', null)
            : update.where('outcome', '=', row.outcome);
        const updated = await update.executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) return;
        const entry: MadeScreening = {
          workspaceId: row.workspace_id,
          keyId: null,
          result,
          trigger: reason,
          watchId: row.id,
        };
        const [made] = await screening.recordMany(tx, [entry]);
        if (made === undefined) return;
        await tx
          .updateTable('watches')
          .set({ screening_id: made.id, screened_at: Date.parse(made.screened_at) })
          .where('id', '=', row.id)
          .execute();
        // A watch never screened before (its first screening failed) is set, not told as a change.
        if (row.outcome === null || row.risk_category === null || row.risk_score === null) return;
        const change: ScreeningChanged = {
          watch_id: row.id,
          chain: row.chain,
          address: row.address,
          screening_id: made.id,
          reason,
          before: {
            risk_score: row.risk_score,
            risk_category: row.risk_category as WalletScreening['risk_category'],
            sanctions_hit: row.sanctions_hit === 1,
          },
          after: {
            risk_score: result.risk_score,
            risk_category: result.risk_category,
            sanctions_hit: result.sanctions_hit,
          },
        };
        await outbox.publish(tx, row.workspace_id, 'screening.changed', change);
        await deps.onChanged?.(tx, row.workspace_id, change);
        told += 1;
      });
    }
    return told;
  }

  /** Screens every watch of the page, and writes those whose outcome changed. */
  async function pass(rows: readonly WatchRow[], reason: RescreenReason, summary: RescreenSummary) {
    const changes: { row: WatchRow; result: WalletScreening; outcome: string }[] = [];
    for (const row of rows) {
      const result = screening.assess(row.workspace_id, readChain(row.chain), row.address, {});
      const outcome = outcomeOf(result);
      if (outcome !== row.outcome) changes.push({ row, result, outcome });
    }
    summary.screened += rows.length;
    summary.changed += await write(changes, reason);
  }

  return async function rescreen(scope: RescreenScope, reason: RescreenReason): Promise<RescreenSummary> {
    const summary = { screened: 0, changed: 0 };
    const base = () => {
      let query = store.db.selectFrom('watches').select(COLUMNS);
      if (scope.workspaceId !== undefined) query = query.where('workspace_id', '=', scope.workspaceId);
      if (scope.chain !== undefined) query = query.where('chain', '=', scope.chain);
      return query;
    };
    if (scope.addresses !== undefined) {
      for (const part of chunks([...scope.addresses], ADDRESSES_PER_QUERY)) {
        await pass(await base().where('address', 'in', part).execute(), reason, summary);
      }
      return summary;
    }
    let after = '';
    for (;;) {
      const rows = await base().where('id', '>', after).orderBy('id').limit(PAGE).execute();
      await pass(rows, reason, summary);
      if (rows.length < PAGE) return summary;
      after = rows[rows.length - 1]?.id ?? after;
    }
  };
}
