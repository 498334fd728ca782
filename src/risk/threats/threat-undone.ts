/**
 * A threat's history told that alerts it holds rested on transfers a chain reorganisation undid
 * (the agents module records which, `alert-reorgs.ts`): one note per threat, written by Vigil
 * (actor null), naming each alert, transaction and the orphaned block it had been read in. The
 * threat keeps its status and severity: whether the rest of it stands is a person's review.
 */
import type { Executor } from '../../store/store.ts';
import type { UndoneAlertTransfer } from '../agents/index.ts';
import { appendHistory } from './threat-history.ts';
import { lockWorkspace } from './threats-repo.ts';

/** Notes the undone transfers in the history of the threats holding their alerts; returns those threats. */
export async function noteUndoneTransfers(
  db: Executor,
  marked: readonly UndoneAlertTransfer[],
  now: number,
): Promise<string[]> {
  if (marked.length === 0) return [];
  const links = await db
    .selectFrom('threat_alerts')
    .select(['alert_id', 'threat_id', 'workspace_id'])
    .where(
      'alert_id',
      'in',
      marked.map((m) => m.alertId),
    )
    .execute();
  const byThreat = new Map<string, { workspaceId: string; lines: string[] }>();
  for (const link of links) {
    for (const m of marked.filter((x) => x.alertId === link.alert_id)) {
      const entry = byThreat.get(link.threat_id) ?? { workspaceId: link.workspace_id, lines: [] };
      entry.lines.push(
        `alert ${m.alertId} rested on transaction ${m.txHash}, read from ${m.chain} at block ${m.blockNumber} (${m.blockHash})`,
      );
      byThreat.set(link.threat_id, entry);
    }
  }
  for (const [threatId, { workspaceId, lines }] of byThreat) {
    // Correlation and reviews of the workspace hold the same lock: history numbers never collide.
    await lockWorkspace(db, workspaceId, now);
    await appendHistory(db, workspaceId, threatId, {
      at: now,
      actor: null,
      change: {},
      note: `A reorganisation of the chain removed the block of transfers this threat rests on, and the blocks that replaced it do not hold them: ${lines.join('; ')}. The chain no longer shows these transfers; review whether the threat still stands.`,
    });
    await db.updateTable('threats').set({ updated_at: now }).where('id', '=', threatId).execute();
  }
  return [...byThreat.keys()];
}
