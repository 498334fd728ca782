/**
 * What a threat rests on: its alerts as the agents stored them (`agent_alerts`) and the events
 * behind them (`ingested_events`), read for `GET /v1/threats/:id` and for SAR drafts.
 */
import type { Executor } from '../../store/store.ts';
import type { AlertDraft, StoredAlert } from '../agents/agent.ts';
import { threatAlertIds } from './threats-repo.ts';

/** Alerts shown for one threat at most, the latest kept; beyond it the evidence says `truncated`. */
export const MAX_EVIDENCE_ALERTS = 1_000;
const IDS_PER_QUERY = 500;

export interface EvidenceEvent {
  id: string;
  type: string;
  occurred_at: number;
  received_at: number;
  data: Record<string, unknown>;
}

export interface ThreatEvidence {
  /** Oldest first (by when they were raised). */
  alerts: StoredAlert[];
  /** The events the alerts name, oldest first. */
  events: EvidenceEvent[];
  truncated: boolean;
}

function parsed<T>(text: string | null, fallback: T): T {
  if (text === null) return fallback;
  return JSON.parse(text) as T;
}

async function loadAlerts(db: Executor, ids: readonly string[]): Promise<StoredAlert[]> {
  const alerts: StoredAlert[] = [];
  for (let i = 0; i < ids.length; i += IDS_PER_QUERY) {
    const rows = await db
      .selectFrom('agent_alerts')
      .selectAll()
      .where('id', 'in', ids.slice(i, i + IDS_PER_QUERY))
      .execute();
    for (const row of rows) {
      alerts.push({
        id: row.id,
        workspace_id: row.workspace_id,
        agent: row.agent,
        agent_version: row.agent_version,
        typology: row.typology,
        severity: row.severity,
        summary: row.summary,
        occurred_at: row.occurred_at,
        raised_at: row.raised_at,
        addresses: parsed<AlertDraft['addresses']>(row.addresses, []),
        accounts: parsed<string[]>(row.accounts, []),
        event_ids: parsed<string[]>(row.event_ids, []),
        transfers: parsed<AlertDraft['transfers']>(row.transfers, []),
        facts: parsed<AlertDraft['facts']>(row.facts, {}),
      });
    }
  }
  return alerts.sort((a, b) => a.raised_at - b.raised_at || (a.id < b.id ? -1 : 1));
}

async function loadEvents(
  db: Executor,
  workspaceId: string,
  ids: readonly string[],
): Promise<EvidenceEvent[]> {
  const events: EvidenceEvent[] = [];
  for (let i = 0; i < ids.length; i += IDS_PER_QUERY) {
    const rows = await db
      .selectFrom('ingested_events')
      .select(['id', 'type', 'occurred_at', 'received_at', 'data'])
      .where('workspace_id', '=', workspaceId)
      .where('id', 'in', ids.slice(i, i + IDS_PER_QUERY))
      .execute();
    for (const row of rows) events.push({ ...row, data: parsed<Record<string, unknown>>(row.data, {}) });
  }
  return events.sort((a, b) => a.occurred_at - b.occurred_at || (a.id < b.id ? -1 : 1));
}

export async function loadEvidence(
  db: Executor,
  workspaceId: string,
  threatId: string,
): Promise<ThreatEvidence> {
  const ids = await threatAlertIds(db, threatId);
  // Alert ids sort by creation time: the latest are the last.
  const kept = ids.slice(-MAX_EVIDENCE_ALERTS);
  const alerts = await loadAlerts(db, kept);
  const eventIds = [...new Set(alerts.flatMap((alert) => alert.event_ids))];
  return { alerts, events: await loadEvents(db, workspaceId, eventIds), truncated: kept.length < ids.length };
}
