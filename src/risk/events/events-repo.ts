/** Reading stored events back: by id, for the evidence of threats. */
import { chunks } from '../../lib/chunks.ts';
import { KEYS_PER_QUERY } from '../../store/batches.ts';
import type { Executor } from '../../store/store.ts';
import { upgradeEventData } from './event-movement.ts';

/** A stored event with its data. */
export interface StoredEvent {
  /** `ing_…`. */
  id: string;
  type: string;
  /** Epoch ms. */
  occurred_at: number;
  /** Epoch ms. */
  received_at: number;
  data: Record<string, unknown>;
}

/** The workspace's stored events by id, oldest first. */
export async function findEvents(
  db: Executor,
  workspaceId: string,
  ids: readonly string[],
): Promise<StoredEvent[]> {
  const events: StoredEvent[] = [];
  for (const batch of chunks(ids, KEYS_PER_QUERY)) {
    const rows = await db
      .selectFrom('ingested_events')
      .select(['id', 'type', 'occurred_at', 'received_at', 'data'])
      .where('workspace_id', '=', workspaceId)
      .where('id', 'in', batch)
      .execute();
    for (const row of rows) {
      // Events stored by an older Vigil are read as new ones are (amounts as decimal text).
      events.push({
        ...row,
        data: upgradeEventData(row.type, JSON.parse(row.data) as Record<string, unknown>),
      });
    }
  }
  return events.sort((a, b) => a.occurred_at - b.occurred_at || (a.id < b.id ? -1 : 1));
}
