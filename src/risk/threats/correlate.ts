/**
 * Threat correlation (issue 7): the agent runner hands over the alerts it has just stored, in the
 * same transaction, and this merges them into threats and writes their events: `agent.alert` for
 * each alert (with the threat it joined) and `threat.detected` for each threat created or raised in
 * severity. The rules are in `correlation-rules.ts`, the decisions in `correlation-plan.ts`.
 *
 * Two processes correlating one workspace at once would each see no threat and create two: each
 * correlation first takes the workspace's row lock in `threat_correlation` (PostgreSQL holds it to
 * the end of the transaction; SQLite's single writer already serialises), so the second reads the
 * threats the first committed. Workspaces are locked in id order, so two batches spanning the same
 * workspaces cannot deadlock.
 */
import { toRfc3339 } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import type { EventToPublish, Outbox } from '../../platform/outbox/index.ts';
import type { Executor } from '../../store/store.ts';
import type { Correlator, StoredAlert } from '../agents/index.ts';
import type { ChainName } from '../chains/index.ts';
import { type CorrelationPlan, planCorrelation } from './correlation-plan.ts';
import { correlationKeys, isRetroactive } from './correlation-rules.ts';
import type { THREAT_EVENTS } from './threat-events.ts';
import {
  insertKeys,
  insertLinks,
  insertThreats,
  lockWorkspace,
  mergeThreat,
  openThreatsByKeys,
  updateThreatAggregates,
} from './threats-repo.ts';

export function createCorrelator(deps: {
  /** The entity an address belongs to as the workspace sees it. */
  entityOf(workspaceId: string, chain: ChainName, address: string): string;
  outbox: Outbox<typeof THREAT_EVENTS>;
}): Correlator {
  const { outbox } = deps;

  async function write(tx: Executor, workspaceId: string, plan: CorrelationPlan, now: number): Promise<void> {
    await insertThreats(tx, plan.inserts);
    for (const { from, into } of plan.merges) await mergeThreat(tx, workspaceId, from, into, now);
    for (const row of plan.updates) await updateThreatAggregates(tx, row);
    await insertLinks(
      tx,
      workspaceId,
      plan.links.map(({ alert, threatId }) => ({ alert_id: alert.id, threat_id: threatId })),
    );
    await insertKeys(tx, workspaceId, plan.keys);
    // Every alert's event, then every new or raised threat's, in a few statements for the batch.
    await outbox.publishMany(tx, workspaceId, [
      ...plan.links.map(
        ({ alert, threatId }): EventToPublish<typeof THREAT_EVENTS> => ({
          type: 'agent.alert',
          data: {
            agent: alert.agent,
            threat_id: threatId,
            alert: alertPayload(alert),
          },
        }),
      ),
      ...plan.detected.map(
        ({ threat, reason }): EventToPublish<typeof THREAT_EVENTS> => ({
          type: 'threat.detected',
          data: {
            threat_id: threat.id,
            severity: threat.severity,
            typologies: JSON.parse(threat.typologies) as string[],
            reason,
            retroactive: threat.retroactive === 1,
          },
        }),
      ),
    ]);
  }

  return {
    async correlate(tx, alerts, now) {
      const byWorkspace = new Map<string, StoredAlert[]>();
      for (const alert of alerts) {
        const batch = byWorkspace.get(alert.workspace_id);
        if (batch) batch.push(alert);
        else byWorkspace.set(alert.workspace_id, [alert]);
      }
      for (const workspaceId of [...byWorkspace.keys()].sort()) {
        const batch = byWorkspace.get(workspaceId) ?? [];
        await lockWorkspace(tx, workspaceId, now);
        const entityOf = (chain: ChainName, address: string) => deps.entityOf(workspaceId, chain, address);
        const keysByAlert = new Map(batch.map((alert) => [alert.id, correlationKeys(alert, entityOf)]));
        const allKeys = [...new Set([...keysByAlert.values()].flat())];
        const { threats, owners } = await openThreatsByKeys(tx, workspaceId, allKeys);
        const plan = planCorrelation({
          workspaceId,
          alerts: batch,
          open: threats,
          owners,
          keysOf: (alert) => keysByAlert.get(alert.id) ?? [],
          newThreatId: () => newId('threat'),
          now,
        });
        await write(tx, workspaceId, plan, now);
      }
    },
  };
}

/** The alert as `agent.alert` tells it; a retroactive one with its designation and transfer dates. */
function alertPayload(alert: StoredAlert) {
  const payload = {
    id: alert.id,
    typology: alert.typology,
    severity: alert.severity,
    summary: alert.summary,
    occurred_at: toRfc3339(alert.occurred_at),
    retroactive: isRetroactive(alert),
  };
  if (!payload.retroactive) return payload;
  const designated = alert.facts.designated_at;
  return {
    ...payload,
    designated_at: typeof designated === 'string' ? designated : null,
    transfer_dates: alert.transfers.map((transfer) => toRfc3339(transfer.occurred_at)),
  };
}
