/**
 * Storage of jobs. A worker claims due jobs by marking them `running` under its name with a lease;
 * every later write about a job names that worker and attempt, so a worker that lost its lease (it
 * stalled, and another worker took the job over) cannot overwrite the newer attempt.
 */
import { sql } from 'kysely';
import { insertInBatches } from '../../store/batches.ts';
import type { JobsTable } from '../../store/database.ts';
import type { Executor, Store } from '../../store/store.ts';

export type JobRow = JobsTable;

/** Candidates read per claimed slot, so that jobs of a group already at its limit can be passed over. */
const CANDIDATES_PER_SLOT = 4;
/**
 * Tenants with due jobs looked at per claim, those waiting longest first; the rest come at the next
 * claim, a moment later. A query each: a claim makes at most 1 + 32 reads however many jobs wait.
 */
const TENANTS_PER_CLAIM = 32;

export async function insertJobs(db: Executor, rows: JobRow[]): Promise<void> {
  await insertInBatches(rows, (batch) => db.insertInto('jobs').values(batch).execute());
}

export interface ClaimOptions {
  workerId: string;
  now: number;
  leaseUntil: number;
  /** At most this many jobs. */
  limit: number;
  /** Only jobs with these names: a process never claims a job it has no handler for. */
  names: readonly string[];
  /** Groups none of whose jobs may start now (at their limit, or held back): passed over. */
  closedGroups: ReadonlySet<string>;
  /** How many more jobs of this name and group may start now; `Infinity` for no limit. */
  roomInGroup(name: string, groupKey: string): number;
  /** How many more jobs of this tenant (null: jobs of no tenant) may start now. */
  roomForTenant(tenant: string | null): number;
}

type Candidate = Pick<JobRow, 'id' | 'name' | 'group_key' | 'tenant_key'>;

/**
 * Claims due jobs fairly: the tenants with due jobs in turn (one job of each, then a second of
 * each, …), each tenant's oldest first, within each group's and each tenant's room. So one
 * workspace's backlog, or its endpoints that hang, cannot make another's jobs wait behind it. On
 * PostgreSQL the chosen jobs are locked `FOR UPDATE SKIP LOCKED`, so workers in many processes
 * claim different jobs without waiting for each other; the locks last until the claim commits.
 * SQLite has one writer at a time, so its conditional update (only rows still queued) is atomic on
 * its own, and no transaction is held across the reads.
 */
export async function claimJobs(store: Store, options: ClaimOptions): Promise<JobRow[]> {
  const { now, limit } = options;
  if (limit <= 0 || options.names.length === 0) return [];
  const closed = [...options.closedGroups];
  const due = (db: Executor) => {
    const query = db
      .selectFrom('jobs')
      .where('status', '=', 'queued')
      .where('run_at', '<=', now)
      .where('name', 'in', options.names);
    return closed.length === 0
      ? query
      : query.where((eb) => eb.or([eb('group_key', 'is', null), eb('group_key', 'not in', closed)]));
  };
  const claim = async (db: Executor): Promise<JobRow[]> => {
    const tenants = await due(db)
      .select((eb) => ['tenant_key', eb.fn.min('run_at').as('first_due')])
      .groupBy('tenant_key')
      .orderBy('first_due')
      .limit(TENANTS_PER_CLAIM)
      .execute();
    const lists: Candidate[][] = [];
    for (const { tenant_key: tenant } of tenants) {
      const room = Math.min(limit, options.roomForTenant(tenant));
      if (room <= 0) continue;
      lists.push(
        await due(db)
          .select(['id', 'name', 'group_key', 'tenant_key'])
          .where((eb) => (tenant === null ? eb('tenant_key', 'is', null) : eb('tenant_key', '=', tenant)))
          .orderBy('run_at')
          .orderBy('id')
          .limit(room * CANDIDATES_PER_SLOT)
          .execute(),
      );
    }
    let ids = pickInTurns(lists, limit, options);
    if (ids.length === 0) return [];
    if (store.dialect.skipLocked) {
      const locked = await db
        .selectFrom('jobs')
        .select('id')
        .where('id', 'in', ids)
        .where('status', '=', 'queued')
        .forUpdate()
        .skipLocked()
        .execute();
      ids = locked.map((row) => row.id);
      if (ids.length === 0) return [];
    }
    return db
      .updateTable('jobs')
      .set({
        status: 'running',
        attempts: sql<number>`attempts + 1`,
        locked_by: options.workerId,
        locked_until: options.leaseUntil,
        updated_at: now,
      })
      .where('id', 'in', ids)
      .where('status', '=', 'queued')
      .returningAll()
      .execute();
  };
  return store.dialect.skipLocked ? store.db.transaction().execute(claim) : claim(store.db);
}

/** One candidate of each tenant's list in turn, each within its group's and its tenant's room. */
function pickInTurns(lists: readonly Candidate[][], limit: number, options: ClaimOptions): string[] {
  const takenInGroup = new Map<string, number>();
  const takenForTenant = new Map<string | null, number>();
  const ids: string[] = [];
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let turn = 0; turn < longest && ids.length < limit; turn++) {
    for (const list of lists) {
      const candidate = list[turn];
      if (candidate === undefined || ids.length >= limit) continue;
      const { id, name, group_key: group, tenant_key: tenant } = candidate;
      const forTenant = takenForTenant.get(tenant) ?? 0;
      if (forTenant >= options.roomForTenant(tenant)) continue;
      if (group !== null) {
        const inGroup = takenInGroup.get(group) ?? 0;
        if (inGroup >= options.roomInGroup(name, group)) continue;
        takenInGroup.set(group, inGroup + 1);
      }
      takenForTenant.set(tenant, forTenant + 1);
      ids.push(id);
    }
  }
  return ids;
}

/** The job as this worker claimed it: the row changes only if it is still this worker's attempt. */
export interface Claim {
  id: string;
  workerId: string;
  attempt: number;
}

function whereClaimed(db: Executor, claim: Claim) {
  return db
    .updateTable('jobs')
    .where('id', '=', claim.id)
    .where('status', '=', 'running')
    .where('locked_by', '=', claim.workerId)
    .where('attempts', '=', claim.attempt);
}

/** Succeeded jobs leave the table: the work they did is the record. */
export async function deleteSucceededJob(db: Executor, claim: Claim): Promise<void> {
  await db
    .deleteFrom('jobs')
    .where('id', '=', claim.id)
    .where('status', '=', 'running')
    .where('locked_by', '=', claim.workerId)
    .where('attempts', '=', claim.attempt)
    .execute();
}

export async function rescheduleJob(
  db: Executor,
  claim: Claim,
  change: { runAt: number; error: string; now: number },
): Promise<void> {
  await whereClaimed(db, claim)
    .set({
      status: 'queued',
      run_at: change.runAt,
      locked_by: null,
      locked_until: null,
      last_error: change.error,
      updated_at: change.now,
    })
    .execute();
}

/** Back in the queue until `runAt`, the attempt it was claimed for not counted (`JobDeferred`). */
export async function deferJob(
  db: Executor,
  claim: Claim,
  change: { runAt: number; now: number },
): Promise<void> {
  await whereClaimed(db, claim)
    .set({
      status: 'queued',
      run_at: change.runAt,
      attempts: sql<number>`attempts - 1`,
      locked_by: null,
      locked_until: null,
      updated_at: change.now,
    })
    .execute();
}

export async function failJob(
  db: Executor,
  claim: Claim,
  change: { error: string; now: number },
): Promise<void> {
  await whereClaimed(db, claim)
    .set({
      status: 'failed',
      locked_by: null,
      locked_until: null,
      last_error: change.error,
      updated_at: change.now,
    })
    .execute();
}

/** Extends the leases of every job this worker is running. */
export async function renewLeases(db: Executor, workerId: string, until: number, now: number): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ locked_until: until, updated_at: now })
    .where('status', '=', 'running')
    .where('locked_by', '=', workerId)
    .execute();
}

/**
 * Puts running jobs back in the queue, due now: one worker's (it is stopping), or every job whose
 * lease ran out (its worker died or stalled). Returns how many.
 */
export async function requeueRunningJobs(
  db: Executor,
  now: number,
  whose: { workerId: string } | 'lease expired',
): Promise<number> {
  let query = db
    .updateTable('jobs')
    .set({ status: 'queued', run_at: now, locked_by: null, locked_until: null, updated_at: now })
    .where('status', '=', 'running');
  query =
    whose === 'lease expired'
      ? query.where('locked_until', '<', now)
      : query.where('locked_by', '=', whose.workerId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Makes a queued job due now; false if it is not queued (running, finished or gone). */
export async function runQueuedJobNow(db: Executor, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ run_at: now, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes failed jobs last changed before `before`; returns how many. */
export async function deleteFailedJobs(db: Executor, before: number): Promise<number> {
  const result = await db
    .deleteFrom('jobs')
    .where('status', '=', 'failed')
    .where('updated_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * A job of this name and group still waiting in the queue (not yet claimed), if any: for work that
 * one job takes care of however many times it was asked for (the agents' run of a workspace).
 */
export async function findQueuedJobId(
  db: Executor,
  name: string,
  groupKey: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('jobs')
    .select('id')
    .where('status', '=', 'queued')
    .where('name', '=', name)
    .where('group_key', '=', groupKey)
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

export function findJob(db: Executor, id: string): Promise<JobRow | undefined> {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}
