/**
 * Alerts that rested on a transfer a chain reorganisation undid: a transaction read from a chain
 * whose block left it and that the blocks replacing it do not hold (`risk/chain-reader`'s reorg).
 * The alert stays as raised (it is what the agent saw, and the workspace may have acted on it);
 * each of its transfers that was undone is recorded beside it, shown in the threat's evidence and
 * told in the threat's history (the threats module writes that).
 */
import { chunks } from '../../lib/chunks.ts';
import { KEYS_PER_QUERY } from '../../store/batches.ts';
import type { Executor } from '../../store/store.ts';
import type { UndoneMark } from './agent.ts';

/** An alert's transfer recorded as undone. */
export interface UndoneAlertTransfer {
  alertId: string;
  workspaceId: string;
  chain: string;
  txHash: string;
  blockNumber: number;
  blockHash: string;
}

/**
 * Records, in the caller's transaction, each alert's transfer among `undone` (same chain and
 * transaction hash) as undone; one recorded before is left. Returns those recorded now.
 *
 * Alerts keep their transfers as JSON text: they are found by the transaction hash in that text and
 * then checked field by field. A reorganisation deep enough to reach stored facts is rare, and
 * undoes a handful of transactions, so a scan of the alerts per transaction is affordable.
 */
export async function markUndoneTransfers(
  db: Executor,
  chain: string,
  undone: readonly { txHash: string; blockNumber: number; blockHash: string }[],
  at: number,
): Promise<UndoneAlertTransfer[]> {
  const marked: UndoneAlertTransfer[] = [];
  for (const gone of undone) {
    const rows = await db
      .selectFrom('agent_alerts')
      .select(['id', 'workspace_id', 'transfers'])
      .where('transfers', 'like', `%${gone.txHash}%`)
      .execute();
    for (const row of rows) {
      const transfers = JSON.parse(row.transfers) as { chain: string; tx_hash: string }[];
      if (!transfers.some((t) => t.chain === chain && t.tx_hash === gone.txHash)) continue;
      const inserted = await db
        .insertInto('alert_undone_transfers')
        .values({
          alert_id: row.id,
          workspace_id: row.workspace_id,
          chain,
          tx_hash: gone.txHash,
          block_number: gone.blockNumber,
          block_hash: gone.blockHash,
          undone_at: at,
        })
        .onConflict((oc) => oc.columns(['alert_id', 'chain', 'tx_hash']).doNothing())
        .returning('alert_id')
        .execute();
      if (inserted.length === 0) continue;
      marked.push({ alertId: row.id, workspaceId: row.workspace_id, chain, ...gone });
    }
  }
  return marked;
}

/** The undone transfers of the alerts, keyed by alert id and then `chain:tx_hash`. */
export async function undoneMarksOf(
  db: Executor,
  alertIds: readonly string[],
): Promise<Map<string, Map<string, UndoneMark>>> {
  const marks = new Map<string, Map<string, UndoneMark>>();
  for (const part of chunks(alertIds, KEYS_PER_QUERY)) {
    const rows = await db
      .selectFrom('alert_undone_transfers')
      .selectAll()
      .where('alert_id', 'in', part)
      .execute();
    for (const row of rows) {
      const of = marks.get(row.alert_id) ?? new Map<string, UndoneMark>();
      of.set(`${row.chain}:${row.tx_hash}`, {
        at: Number(row.undone_at),
        block_number: Number(row.block_number),
        block_hash: row.block_hash,
      });
      marks.set(row.alert_id, of);
    }
  }
  return marks;
}
