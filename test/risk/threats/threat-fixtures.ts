/**
 * Threats without the agents: alerts built by a small factory, stored in `agent_alerts` (with the
 * events they name in `ingested_events`) and correlated in one transaction, as the agent runner does.
 */

import type { Services } from '../../../src/app/services.ts';
import { newId } from '../../../src/lib/ids.ts';
import type { StoredAlert } from '../../../src/risk/agents/agent.ts';
import { insertAlerts } from '../../../src/risk/agents/agents-repo.ts';
import { createCorrelator } from '../../../src/risk/threats/correlate.ts';
import type { Executor } from '../../../src/store/store.ts';
import { outboxData } from '../../fixtures/outbox-data.ts';

export const HOUR = 3_600_000;
export const T0 = Date.parse('2026-11-23T10:00:00.000Z');

/** A lower-case Ethereum address made from a number, e.g. `addr(1)` → `0x000…0001`. */
export function addr(n: number): string {
  return `0x${n.toString(16).padStart(40, '0')}`;
}

export function txHash(n: number): string {
  return `0x${n.toString(16).padStart(64, '0')}`;
}

let sequence = 0;

/** An alert of `typology` on ethereum naming `addresses` (as senders), raised at its `occurred_at`. */
export function alertOf(
  workspaceId: string,
  typology: string,
  options: {
    addresses?: { address: string; role: string }[];
    accounts?: string[];
    severity?: StoredAlert['severity'];
    at?: number;
    transfers?: { from: string; to: string; amount: number; tx: number; at?: number }[];
    summary?: string;
    facts?: StoredAlert['facts'];
  } = {},
): StoredAlert {
  sequence += 1;
  const at = options.at ?? T0;
  return {
    id: newId('agentAlert'),
    workspace_id: workspaceId,
    agent: typology,
    agent_version: '1.0.0',
    typology,
    severity: options.severity ?? 'medium',
    summary: options.summary ?? `${typology} alert ${sequence}.`,
    occurred_at: at,
    raised_at: at + sequence,
    addresses: (options.addresses ?? []).map((a) => ({ chain: 'ethereum', ...a })),
    accounts: options.accounts ?? [],
    event_ids: [newId('ingestedEvent')],
    transfers: (options.transfers ?? []).map((t) => ({
      chain: 'ethereum',
      tx_hash: txHash(t.tx),
      from: t.from,
      to: t.to,
      amount: String(t.amount),
      asset: 'ETH',
      occurred_at: t.at ?? at,
    })),
    facts: options.facts ?? { window_s: 3600 },
  };
}

/** Stores the alerts and the events they name, as the runner would. */
export async function insertAlertRows(db: Executor, alerts: readonly StoredAlert[]): Promise<void> {
  for (const alert of alerts) {
    for (const eventId of alert.event_ids) {
      const transfer = alert.transfers[0];
      await db
        .insertInto('ingested_events')
        .values({
          id: eventId,
          workspace_id: alert.workspace_id,
          type: 'transfer.observed',
          occurred_at: alert.occurred_at,
          data: JSON.stringify(
            transfer
              ? {
                  chain: 'ethereum',
                  tx_hash: transfer.tx_hash,
                  from: transfer.from,
                  to: transfer.to,
                  amount: transfer.amount,
                  value_usd: 100,
                }
              : { chain: 'ethereum', tx_hash: txHash(0) },
          ),
          received_at: alert.raised_at,
        })
        .execute();
    }
    await insertAlerts(db, [alert]);
  }
}

/** Stores and correlates the alerts in one transaction with the app's outbox and entities. */
export async function correlateAlerts(
  services: Services,
  alerts: readonly StoredAlert[],
  now = T0,
): Promise<void> {
  const correlator = createCorrelator({ entityOf: services.transfers.entityOf, outbox: services.outbox });
  await services.store.db.transaction().execute(async (tx) => {
    await insertAlertRows(tx, alerts);
    await correlator.correlate(tx, alerts, now);
  });
}

/** The threat an alert ended in. */
export async function threatOfAlert(services: Services, alertId: string): Promise<string> {
  const row = await services.store.db
    .selectFrom('threat_alerts')
    .select('threat_id')
    .where('alert_id', '=', alertId)
    .executeTakeFirstOrThrow();
  return row.threat_id;
}

/** A new open threat in `workspaceId` of one alert, for tests that only need one to exist. */
export async function threatIn(services: Services, workspaceId: string): Promise<string> {
  const alert = alertOf(workspaceId, 'layering', {
    addresses: [
      { address: addr(Math.floor(Math.random() * 1e12)), role: 'origin' },
      { address: addr(Math.floor(Math.random() * 1e12)), role: 'destination' },
    ],
  });
  await correlateAlerts(services, [alert]);
  return threatOfAlert(services, alert.id);
}

/** The data of the outbox events of one type in a workspace, oldest first. */
export const eventsOf = outboxData;
