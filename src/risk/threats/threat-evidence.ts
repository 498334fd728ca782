/**
 * What a threat rests on: its alerts as the agents stored them and the events behind them (both
 * read through `EvidenceSources`, which the composition root wires to the agents and events), for
 * `GET /v1/threats/:id` and for SAR drafts.
 */
import type { Executor } from '../../store/store.ts';
import type { StoredAlert } from '../agents/index.ts';
import { threatAlertIds } from './threats-repo.ts';

/** Alerts shown for one threat at most, the latest kept; beyond it the evidence says `truncated`. */
export const MAX_EVIDENCE_ALERTS = 1_000;

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

/** Where evidence comes from: the agents' stored alerts and the events behind them. */
export interface EvidenceSources {
  /** Stored alerts by id, oldest raised first. */
  alertsByIds(ids: readonly string[]): Promise<StoredAlert[]>;
  /** The workspace's stored events by id, oldest first. */
  eventsByIds(workspaceId: string, ids: readonly string[]): Promise<EvidenceEvent[]>;
}

export async function loadEvidence(
  db: Executor,
  sources: EvidenceSources,
  workspaceId: string,
  threatId: string,
): Promise<ThreatEvidence> {
  const ids = await threatAlertIds(db, threatId);
  // Alert ids sort by creation time: the latest are the last.
  const kept = ids.slice(-MAX_EVIDENCE_ALERTS);
  const alerts = await sources.alertsByIds(kept);
  const eventIds = [...new Set(alerts.flatMap((alert) => alert.event_ids))];
  return {
    alerts,
    events: await sources.eventsByIds(workspaceId, eventIds),
    truncated: kept.length < ids.length,
  };
}
