/**
 * Putting work in the queue. A job is written in the caller's transaction, so it exists exactly when
 * the change that asked for it does, and workers are woken once that transaction commits.
 */
import { Compile } from 'typebox/compile';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import type { Executor, Store } from '../../store/store.ts';
import { type JobCatalogue, maxAttemptsOf, type PayloadOf } from './job-definition.ts';
import {
  deleteFailedJobs,
  findJob,
  findQueuedJobId,
  insertJobs,
  type JobRow,
  runQueuedJobNow,
} from './jobs-repo.ts';

export interface EnqueueOptions {
  /** Not before this time (default: now). */
  runAt?: number;
  /** Fewer attempts than the catalogue's policy allows, e.g. 1 for a single attempt asked for by hand. */
  maxAttempts?: number;
  /** Jobs of one group run at most `groupConcurrency` at a time per process. */
  group?: string;
  /** The tenant (workspace) the job works for: a worker takes tenants' jobs in turns. */
  tenant?: string;
}

export interface JobRequest<C extends JobCatalogue, N extends keyof C & string = keyof C & string> {
  name: N;
  payload: PayloadOf<C[N]>;
  options?: EnqueueOptions;
}

export interface JobQueue<C extends JobCatalogue> {
  /** Queues a job in `db`'s transaction; returns its id. */
  enqueue<N extends keyof C & string>(
    db: Executor,
    name: N,
    payload: PayloadOf<C[N]>,
    options?: EnqueueOptions,
  ): Promise<string>;
  /** Queues several jobs in one statement; returns their ids in order. */
  enqueueMany(db: Executor, jobs: JobRequest<C>[]): Promise<string[]>;
  /** Makes a queued job due now; false if it is not waiting in the queue. */
  runNow(db: Executor, jobId: string): Promise<boolean>;
  /** Whether the job is still waiting in the queue. */
  isQueued(db: Executor, jobId: string): Promise<boolean>;
  /** A job of this name and group waiting in the queue, if there is one. */
  queuedIn(db: Executor, name: keyof C & string, group: string): Promise<string | undefined>;
  /** Deletes jobs that failed for good before `before`; returns how many. */
  deleteFailed(before: number): Promise<number>;
}

export function createJobQueue<C extends JobCatalogue>(deps: {
  store: Store;
  clock: Clock;
  catalogue: C;
}): JobQueue<C> {
  const { store, clock, catalogue } = deps;
  const validators = new Map(Object.entries(catalogue).map(([name, job]) => [name, Compile(job.payload)]));

  function rowOf(request: JobRequest<C>, now: number): JobRow {
    const { name, payload, options = {} } = request;
    const definition = catalogue[name];
    const validator = validators.get(name);
    if (!definition || !validator) throw new Error(`no job named '${name}' in the catalogue`);
    if (!validator.Check(payload)) {
      const problems = validator.Errors(payload).map((e) => `${e.instancePath || '/'} ${e.message}`);
      throw new Error(`job '${name}': the payload does not match its schema: ${problems.join('; ')}`);
    }
    const policyAttempts = maxAttemptsOf(definition.retry);
    return {
      id: newId('job'),
      name,
      payload: JSON.stringify(payload),
      status: 'queued',
      group_key: options.group ?? null,
      tenant_key: options.tenant ?? null,
      attempts: 0,
      max_attempts: Math.max(1, Math.min(options.maxAttempts ?? policyAttempts, policyAttempts)),
      run_at: options.runAt ?? now,
      locked_by: null,
      locked_until: null,
      last_error: null,
      created_at: now,
      updated_at: now,
    };
  }

  async function enqueueMany(db: Executor, jobs: JobRequest<C>[]): Promise<string[]> {
    if (jobs.length === 0) return [];
    const now = clock.now();
    const rows = jobs.map((job) => rowOf(job, now));
    await insertJobs(db, rows);
    await store.notifier.notify(db, 'jobs');
    return rows.map((row) => row.id);
  }

  return {
    enqueueMany,
    async enqueue(db, name, payload, options) {
      const [id] = await enqueueMany(db, [{ name, payload, ...(options ? { options } : {}) }]);
      if (id === undefined) throw new Error('enqueue wrote no job');
      return id;
    },
    async runNow(db, jobId) {
      const moved = await runQueuedJobNow(db, jobId, clock.now());
      if (moved) await store.notifier.notify(db, 'jobs');
      return moved;
    },
    isQueued: async (db, jobId) => (await findJob(db, jobId))?.status === 'queued',
    queuedIn: (db, name, group) => findQueuedJobId(db, name, group),
    deleteFailed: (before) => deleteFailedJobs(store.db, before),
  };
}
