/**
 * Storage of threats, their alert links and correlation keys. Functions take the store or an open
 * transaction; correlation calls them inside the transaction that stored the alerts.
 */
import { sql } from 'kysely';
import { chunks } from '../../lib/chunks.ts';
import { insertInBatches, KEYS_PER_QUERY } from '../../store/batches.ts';
import type { Executor } from '../../store/store.ts';
import type { Severity } from '../agents/index.ts';
import type { ThreatRow } from './correlation-plan.ts';
import { appendHistory } from './threat-history.ts';

/**
 * Serialises correlation (and status changes) of one workspace: the update takes the row's lock,
 * which another process's transaction waits on until this one ends. Called first in a transaction.
 */
export async function lockWorkspace(db: Executor, workspaceId: string, now: number): Promise<void> {
  await db
    .insertInto('threat_correlation')
    .values({ workspace_id: workspaceId, runs: 0, updated_at: now })
    .onConflict((oc) => oc.column('workspace_id').doNothing())
    .execute();
  await db
    .updateTable('threat_correlation')
    .set((eb) => ({ runs: eb('runs', '+', 1), updated_at: now }))
    .where('workspace_id', '=', workspaceId)
    .execute();
}

/** The open threats holding any of `keys`, and which of those keys each holds. */
export async function openThreatsByKeys(
  db: Executor,
  workspaceId: string,
  keys: readonly string[],
): Promise<{ threats: ThreatRow[]; owners: Map<string, string[]> }> {
  const owners = new Map<string, string[]>();
  const ids = new Set<string>();
  for (const part of chunks(keys, KEYS_PER_QUERY)) {
    const rows = await db
      .selectFrom('threat_keys')
      .innerJoin('threats', 'threats.id', 'threat_keys.threat_id')
      .select(['threat_keys.key', 'threat_keys.threat_id'])
      .where('threat_keys.workspace_id', '=', workspaceId)
      .where('threat_keys.key', 'in', part)
      .where('threats.status', '=', 'open')
      .execute();
    for (const { key, threat_id } of rows) {
      owners.set(key, [...(owners.get(key) ?? []), threat_id]);
      ids.add(threat_id);
    }
  }
  const threats: ThreatRow[] = [];
  for (const part of chunks([...ids], KEYS_PER_QUERY)) {
    threats.push(...(await db.selectFrom('threats').selectAll().where('id', 'in', part).execute()));
  }
  return { threats, owners };
}

export async function insertThreats(db: Executor, rows: readonly ThreatRow[]): Promise<void> {
  await insertInBatches(rows, (batch) => db.insertInto('threats').values(batch).execute());
}

/** Writes what correlation changed of a threat. */
export async function updateThreatAggregates(db: Executor, row: ThreatRow): Promise<void> {
  await db
    .updateTable('threats')
    .set({
      severity: row.severity,
      alert_severity: row.alert_severity,
      typologies: row.typologies,
      chains: row.chains,
      alert_count: row.alert_count,
      headline: row.headline,
      summary: row.summary,
      first_seen_at: row.first_seen_at,
      last_seen_at: row.last_seen_at,
      retroactive: row.retroactive,
      updated_at: row.updated_at,
    })
    .where('id', '=', row.id)
    .execute();
}

/** Threat `from` merged into `into`: its alerts and keys move; threats merged into it follow. */
export async function mergeThreat(
  db: Executor,
  workspaceId: string,
  from: string,
  into: string,
  now: number,
): Promise<void> {
  await db
    .updateTable('threats')
    .set({ status: 'merged', merged_into: into, updated_at: now })
    .where('id', '=', from)
    .execute();
  // Correlation merged it (only open threats merge): Vigil is the actor.
  await appendHistory(db, workspaceId, from, {
    at: now,
    actor: null,
    change: { status: { from: 'open', to: 'merged' }, merged_into: { from: null, to: into } },
    note: null,
  });
  await db.updateTable('threats').set({ merged_into: into }).where('merged_into', '=', from).execute();
  await db.updateTable('threat_alerts').set({ threat_id: into }).where('threat_id', '=', from).execute();
  await db
    .insertInto('threat_keys')
    .columns(['workspace_id', 'key', 'threat_id'])
    .expression((eb) =>
      eb
        .selectFrom('threat_keys')
        .select((s) => [s.val(workspaceId).as('workspace_id'), 'key', s.val(into).as('threat_id')])
        .where('threat_id', '=', from),
    )
    .onConflict((oc) => oc.columns(['workspace_id', 'key', 'threat_id']).doNothing())
    .execute();
  await db.deleteFrom('threat_keys').where('threat_id', '=', from).execute();
}

export async function insertLinks(
  db: Executor,
  workspaceId: string,
  links: readonly { alert_id: string; threat_id: string }[],
): Promise<void> {
  const rows = links.map((link) => ({ ...link, workspace_id: workspaceId }));
  await insertInBatches(rows, (batch) => db.insertInto('threat_alerts').values(batch).execute());
}

export async function insertKeys(
  db: Executor,
  workspaceId: string,
  keys: readonly { key: string; threat_id: string }[],
): Promise<void> {
  const rows = keys.map((key) => ({ ...key, workspace_id: workspaceId }));
  await insertInBatches(rows, (batch) =>
    db
      .insertInto('threat_keys')
      .values(batch)
      .onConflict((oc) => oc.columns(['workspace_id', 'key', 'threat_id']).doNothing())
      .execute(),
  );
}

export function findThreat(db: Executor, workspaceId: string, id: string): Promise<ThreatRow | undefined> {
  return db
    .selectFrom('threats')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export interface ThreatFilters {
  status?: ThreatRow['status'] | undefined;
  /** Any of these severities. */
  severities?: readonly Severity[] | undefined;
  typology?: string | undefined;
  /** Activity overlapping [from, to): last_seen_at ≥ from and first_seen_at < to. */
  from?: number | undefined;
  to?: number | undefined;
}

/** Newest first; `before` is the id of the last row of the previous page. */
export function listThreats(
  db: Executor,
  workspaceId: string,
  filters: ThreatFilters,
  page: { limit: number; before?: string | undefined },
): Promise<ThreatRow[]> {
  let query = db.selectFrom('threats').selectAll().where('workspace_id', '=', workspaceId);
  query =
    filters.status === undefined
      ? query.where('status', '!=', 'merged')
      : query.where('status', '=', filters.status);
  if (filters.severities !== undefined) {
    // Filters that exclude each other (`severity=medium&min_severity=high`); `in ()` is not SQL.
    if (filters.severities.length === 0) return Promise.resolve([]);
    query = query.where('severity', 'in', [...filters.severities]);
  }
  // Typologies are a JSON array of names: the quoted name, `_` escaped, matches exactly one.
  if (filters.typology !== undefined) {
    const pattern = `%${JSON.stringify(filters.typology).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where(sql<boolean>`typologies like ${pattern} escape '\\'`);
  }
  if (filters.from !== undefined) query = query.where('last_seen_at', '>=', filters.from);
  if (filters.to !== undefined) query = query.where('first_seen_at', '<', filters.to);
  if (page.before !== undefined) query = query.where('id', '<', page.before);
  return query.orderBy('id', 'desc').limit(page.limit).execute();
}

export async function updateThreatReview(
  db: Executor,
  id: string,
  changes: Pick<
    ThreatRow,
    'status' | 'status_note' | 'closed_at' | 'closed_by' | 'assignee' | 'disposition' | 'updated_at'
  >,
): Promise<void> {
  await db.updateTable('threats').set(changes).where('id', '=', id).execute();
}

/** The ids of the alerts of a threat, oldest first. */
export async function threatAlertIds(db: Executor, threatId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('threat_alerts')
    .select('alert_id')
    .where('threat_id', '=', threatId)
    .orderBy('alert_id')
    .execute();
  return rows.map((row) => row.alert_id);
}
