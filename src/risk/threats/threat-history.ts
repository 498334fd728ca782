/**
 * A threat's trail: every change a person made to it (status, assignee, disposition, or a note
 * alone) and the merge correlation made of it, with who and when, numbered per threat. Written in
 * the transaction of the change, under the workspace's correlation lock, so numbers never collide.
 */
import { queryInBatches } from '../../store/batches.ts';
import type { Executor } from '../../store/store.ts';

export const DISPOSITIONS = ['true_positive', 'false_positive', 'escalated', 'benign'] as const;
export type Disposition = (typeof DISPOSITIONS)[number];

type ThreatStatus = 'open' | 'closed' | 'merged';

/** The fields a change can touch, each from its old value to its new one. */
export interface ThreatChange {
  status?: { from: ThreatStatus; to: ThreatStatus };
  assignee?: { from: string | null; to: string | null };
  disposition?: { from: Disposition | null; to: Disposition | null };
  merged_into?: { from: string | null; to: string };
}

export interface HistoryEntry {
  at: number;
  /** The key or OAuth client (`key_…`, `oac_…`); null for Vigil itself. */
  actor: string | null;
  change: ThreatChange;
  note: string | null;
}

export async function appendHistory(
  db: Executor,
  workspaceId: string,
  threatId: string,
  entry: HistoryEntry,
): Promise<void> {
  const last = await db
    .selectFrom('threat_history')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('threat_id', '=', threatId)
    .executeTakeFirst();
  await db
    .insertInto('threat_history')
    .values({
      threat_id: threatId,
      seq: Number(last?.seq ?? 0) + 1,
      workspace_id: workspaceId,
      at: entry.at,
      actor: entry.actor,
      change: JSON.stringify(entry.change),
      note: entry.note,
    })
    .execute();
}

/** Each threat's trail, oldest first; a threat with none maps to []. */
export async function historiesOf(
  db: Executor,
  threatIds: readonly string[],
): Promise<Map<string, HistoryEntry[]>> {
  const histories = new Map<string, HistoryEntry[]>(threatIds.map((id) => [id, []]));
  const rows = await queryInBatches([...new Set(threatIds)], (part) =>
    db
      .selectFrom('threat_history')
      .selectAll()
      .where('threat_id', 'in', part)
      .orderBy('threat_id')
      .orderBy('seq')
      .execute(),
  );
  for (const row of rows) {
    histories.get(row.threat_id)?.push({
      at: Number(row.at),
      actor: row.actor,
      change: JSON.parse(row.change) as ThreatChange,
      note: row.note,
    });
  }
  return histories;
}
