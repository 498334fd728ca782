/**
 * Storage of the agent runtime (migration 0007): events waiting for the agents, the per-workspace
 * row each batch locks, alerts, and the agents' counters. Functions take the store or an open
 * transaction; the batch's own transaction is the runner's.
 */
import { sql } from 'kysely';
import { chunks } from '../../lib/chunks.ts';
import { decimalOfNumber, formatDecimal, ZERO } from '../../lib/decimal.ts';
import { insertInBatches, KEYS_PER_QUERY } from '../../store/batches.ts';
import type { AgentAlertsTable, AgentPendingEventsTable, IngestedEventsTable } from '../../store/database.ts';
import { insertRows } from '../../store/insert-rows.ts';
import type { Executor, Store } from '../../store/store.ts';
import type { AlertDraft, StoredAlert } from './agent.ts';
import { undoneMarksOf } from './alert-reorgs.ts';

/** A stored event as a batch reads it: every column of its row. */
export type StoredEventRow = Omit<IngestedEventsTable, 'movement'>;

export async function insertPendingEvents(
  db: Executor,
  rows: readonly AgentPendingEventsTable[],
): Promise<void> {
  await insertInBatches(rows, (batch) => insertRows(db, 'agent_pending_events', batch));
}

/**
 * The workspace's row, locked until the transaction ends: on PostgreSQL `FOR UPDATE`, so a second
 * process's batch of the same workspace waits for this one; SQLite has one writer, and the insert
 * that comes first takes its write lock at once.
 */
export async function lockWorkspace(
  store: Store,
  tx: Executor,
  workspaceId: string,
  now: number,
): Promise<{ version: number; watermark: number }> {
  await tx
    .insertInto('agent_workspaces')
    .values({ workspace_id: workspaceId, version: 0, watermark: 0, updated_at: now })
    .onConflict((oc) => oc.column('workspace_id').doNothing())
    .execute();
  let query = tx
    .selectFrom('agent_workspaces')
    .select(['version', 'watermark'])
    .where('workspace_id', '=', workspaceId);
  if (store.dialect.skipLocked) query = query.forUpdate();
  const row = await query.executeTakeFirstOrThrow();
  return { version: Number(row.version), watermark: Number(row.watermark) };
}

export async function finishWorkspaceBatch(
  tx: Executor,
  workspaceId: string,
  change: { version: number; watermark: number; now: number },
): Promise<void> {
  await tx
    .updateTable('agent_workspaces')
    .set({ version: change.version, watermark: change.watermark, updated_at: change.now })
    .where('workspace_id', '=', workspaceId)
    .execute();
}

/** The oldest pending events of a workspace, in arrival order (ids sort by time of ingest). */
export function pendingEvents(tx: Executor, workspaceId: string, limit: number): Promise<StoredEventRow[]> {
  return tx
    .selectFrom('agent_pending_events as p')
    .innerJoin('ingested_events as e', 'e.id', 'p.event_id')
    .select(['e.id', 'e.workspace_id', 'e.type', 'e.occurred_at', 'e.received_at', 'e.data'])
    .where('p.workspace_id', '=', workspaceId)
    .orderBy('p.event_id')
    .limit(limit)
    .execute();
}

/**
 * Events of the known `types` the agents have processed, that occurred at or after `since`, in
 * event-time order after the `(occurred_at, id)` position `after`: the pages a history is rebuilt from.
 */
export function processedEventsPage(
  tx: Executor,
  workspaceId: string,
  options: { since: number; types: readonly string[]; after: { at: number; id: string }; limit: number },
): Promise<StoredEventRow[]> {
  const { after } = options;
  return tx
    .selectFrom('ingested_events as e')
    .select(['e.id', 'e.workspace_id', 'e.type', 'e.occurred_at', 'e.received_at', 'e.data'])
    .where('e.workspace_id', '=', workspaceId)
    .where('e.occurred_at', '>=', options.since)
    .where('e.type', 'in', options.types)
    .where(sql<boolean>`(e.occurred_at, e.id) > (${after.at}, ${after.id})`)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('agent_pending_events as p').select('p.event_id').whereRef('p.event_id', '=', 'e.id'),
        ),
      ),
    )
    .orderBy('e.occurred_at')
    .orderBy('e.id')
    .limit(options.limit)
    .execute();
}

export async function deletePendingEvents(tx: Executor, ids: readonly string[]): Promise<void> {
  for (const batch of chunks(ids, KEYS_PER_QUERY)) {
    await tx.deleteFrom('agent_pending_events').where('event_id', 'in', batch).execute();
  }
}

function alertRow(alert: StoredAlert): AgentAlertsTable {
  return {
    id: alert.id,
    workspace_id: alert.workspace_id,
    agent: alert.agent,
    agent_version: alert.agent_version,
    typology: alert.typology,
    severity: alert.severity,
    summary: alert.summary,
    occurred_at: alert.occurred_at,
    raised_at: alert.raised_at,
    addresses: JSON.stringify(alert.addresses),
    accounts: JSON.stringify(alert.accounts ?? []),
    event_ids: JSON.stringify(alert.event_ids),
    transfers: JSON.stringify(alert.transfers),
    facts: JSON.stringify(alert.facts),
  };
}

export async function insertAlerts(tx: Executor, alerts: readonly StoredAlert[]): Promise<void> {
  await insertInBatches(alerts.map(alertRow), (batch) =>
    tx.insertInto('agent_alerts').values(batch).execute(),
  );
}

export interface AgentCounts {
  agent: string;
  events_processed: number;
  alerts_raised: number;
  errors: number;
}

/** The later of two nullable times, in SQL both dialects speak. */
const laterTime = sql<number | null>`case
  when excluded.last_event_at is null then agent_stats.last_event_at
  when agent_stats.last_event_at is null or excluded.last_event_at > agent_stats.last_event_at
    then excluded.last_event_at
  else agent_stats.last_event_at end`;

/**
 * Adds one batch's counts to each agent's totals and to its row of the current minute. Rows are
 * written in agent-name order, so concurrent batches lock them in the same order.
 */
export async function addAgentCounts(
  tx: Executor,
  counts: readonly AgentCounts[],
  at: { now: number; minute: number },
): Promise<void> {
  const rows = [...counts].filter((c) => c.events_processed > 0).sort((a, b) => (a.agent < b.agent ? -1 : 1));
  if (rows.length === 0) return;
  await tx
    .insertInto('agent_stats')
    .values(rows.map((row) => ({ ...row, last_event_at: at.now })))
    .onConflict((oc) =>
      oc.column('agent').doUpdateSet((eb) => ({
        events_processed: eb('agent_stats.events_processed', '+', eb.ref('excluded.events_processed')),
        alerts_raised: eb('agent_stats.alerts_raised', '+', eb.ref('excluded.alerts_raised')),
        errors: eb('agent_stats.errors', '+', eb.ref('excluded.errors')),
        last_event_at: laterTime,
      })),
    )
    .execute();
  await tx
    .insertInto('agent_stats_minutes')
    .values(rows.map((row) => ({ ...row, minute: at.minute })))
    .onConflict((oc) =>
      oc.columns(['agent', 'minute']).doUpdateSet((eb) => ({
        events_processed: eb(
          'agent_stats_minutes.events_processed',
          '+',
          eb.ref('excluded.events_processed'),
        ),
        alerts_raised: eb('agent_stats_minutes.alerts_raised', '+', eb.ref('excluded.alerts_raised')),
        errors: eb('agent_stats_minutes.errors', '+', eb.ref('excluded.errors')),
      })),
    )
    .execute();
}

export async function agentTotals(db: Executor) {
  const rows = await db.selectFrom('agent_stats').selectAll().execute();
  return rows.map((row) => ({
    agent: row.agent,
    events_processed: Number(row.events_processed),
    alerts_raised: Number(row.alerts_raised),
    errors: Number(row.errors),
    last_event_at: row.last_event_at === null ? null : Number(row.last_event_at),
  }));
}

/** Each agent's counts over the minutes starting at or after `since`. */
export async function agentCountsSince(db: Executor, since: number): Promise<AgentCounts[]> {
  const rows = await db
    .selectFrom('agent_stats_minutes')
    .select((eb) => [
      'agent',
      eb.fn.sum<number>('events_processed').as('events_processed'),
      eb.fn.sum<number>('alerts_raised').as('alerts_raised'),
      eb.fn.sum<number>('errors').as('errors'),
    ])
    .where('minute', '>=', since)
    .groupBy('agent')
    .execute();
  return rows.map((row) => ({
    agent: row.agent,
    events_processed: Number(row.events_processed),
    alerts_raised: Number(row.alerts_raised),
    errors: Number(row.errors),
  }));
}

/** When the oldest pending event of each type was received. */
export async function oldestPendingByType(db: Executor): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('agent_pending_events')
    .select((eb) => ['type', eb.fn.min<number>('received_at').as('oldest')])
    .groupBy('type')
    .execute();
  return new Map(rows.map((row) => [row.type, Number(row.oldest)]));
}

export async function countPendingEvents(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('agent_pending_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Workspaces with an event pending since before `before`. */
export async function workspacesPendingSince(db: Executor, before: number): Promise<string[]> {
  const rows = await db
    .selectFrom('agent_pending_events')
    .select('workspace_id')
    .where('received_at', '<', before)
    .groupBy('workspace_id')
    .execute();
  return rows.map((row) => row.workspace_id);
}

export async function deleteAgentCountsBefore(db: Executor, before: number): Promise<void> {
  await db.deleteFrom('agent_stats_minutes').where('minute', '<', before).execute();
}

function parsed<T>(text: string | null, fallback: T): T {
  if (text === null) return fallback;
  return JSON.parse(text) as T;
}

/** Stored alerts by id, oldest raised first. */
export async function findAlerts(db: Executor, ids: readonly string[]): Promise<StoredAlert[]> {
  const alerts: StoredAlert[] = [];
  for (const batch of chunks(ids, KEYS_PER_QUERY)) {
    const rows = await db.selectFrom('agent_alerts').selectAll().where('id', 'in', batch).execute();
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
        // Alerts stored by an older Vigil gave amounts as numbers: read as the decimal text new ones carry.
        transfers: parsed<AlertDraft['transfers']>(row.transfers, []).map((t) =>
          typeof t.amount === 'number'
            ? { ...t, amount: formatDecimal(decimalOfNumber(t.amount) ?? ZERO) }
            : t,
        ),
        facts: parsed<AlertDraft['facts']>(row.facts, {}),
      });
    }
  }
  const marks = await undoneMarksOf(db, ids);
  for (const alert of alerts) {
    const of = marks.get(alert.id);
    if (of === undefined) continue;
    alert.transfers = alert.transfers.map((t) => {
      const undone = of.get(`${t.chain}:${t.tx_hash}`);
      return undone === undefined ? t : { ...t, undone };
    });
  }
  return alerts.sort((a, b) => a.raised_at - b.raised_at || (a.id < b.id ? -1 : 1));
}
