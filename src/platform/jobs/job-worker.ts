/**
 * Runs queued jobs: claims due ones (woken by new work, or polling), runs each handler under its
 * time limit, and records the outcome: a success deletes the job, a failure schedules the next
 * attempt by the job's retry policy or, when none is left, marks it failed. While jobs run, the
 * worker renews their leases; a worker that dies stops renewing, and any worker sharing the store
 * puts its jobs back in the queue once their leases run out. Delivery is therefore at least once.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import type { Logger } from 'pino';
import { Compile } from 'typebox/compile';
import type { Clock } from '../../lib/clock.ts';
import type { Store } from '../../store/store.ts';
import {
  type JobCatalogue,
  type JobContext,
  JobDeferred,
  JobFailure,
  type JobHandler,
  type JobHandlers,
  retryDelayMs,
} from './job-definition.ts';
import type { AttemptOutcome, JobMetrics } from './job-metrics.ts';
import {
  type Claim,
  claimJobs,
  deferJob,
  deleteSucceededJob,
  failJob,
  type JobRow,
  renewLeases,
  requeueRunningJobs,
  rescheduleJob,
} from './jobs-repo.ts';

export interface WorkerSettings {
  /** Jobs running at once in this process. Delivery is network-bound, so many fit on one core. */
  concurrency: number;
  /** How often an idle worker looks for due jobs (retries fall due without a wake-up). */
  pollIntervalMs: number;
  /** How long a claim holds without renewal; a dead worker's jobs are retried after this. */
  leaseMs: number;
  /** How long `stop` waits for running jobs before putting them back in the queue. */
  stopGraceMs: number;
}

/**
 * The share of a worker's slots one tenant may hold at once: the rest stay free for the others, so
 * a workspace whose endpoints hang (each holding a slot for the 15 s delivery time limit) cannot
 * make another's deliveries wait for a slot. A lone tenant still gets three quarters of them.
 */
export const TENANT_SHARE = 0.75;

/**
 * Groups a worker must leave alone for now, as the owner of the groups sees it (webhooks: the
 * endpoints whose circuit breaker is open, and those let through one at a time to see whether they
 * answer again).
 */
export interface GroupGate {
  /** No job of these groups may start. */
  held: ReadonlySet<string>;
  /** At most one job at a time of these groups may run. */
  probing: ReadonlySet<string>;
}

export const DEFAULT_WORKER_SETTINGS: WorkerSettings = {
  concurrency: 64,
  pollIntervalMs: 1_000,
  // Renewed every third of it: a worker would have to stall for 10 s to lose a job it is running.
  leaseMs: 10_000,
  stopGraceMs: 5_000,
};

export interface JobWorker {
  /** Starts claiming and running jobs in the background. */
  start(): void;
  /** Stops claiming, waits a little for running jobs, and puts back those still running. */
  stop(): Promise<void>;
  /** Looks for due jobs now rather than at the next poll. */
  wake(): void;
  /**
   * Runs every job due now, and any that those make due now, and waits for them all; returns how
   * many attempts ran. For tests with a manual clock, and for commands that run without a service.
   */
  drain(): Promise<number>;
}

interface Running {
  promise: Promise<void>;
  controller: AbortController;
  group: string | null;
  tenant: string | null;
}

export function createJobWorker<C extends JobCatalogue>(deps: {
  store: Store;
  clock: Clock;
  logger: Logger;
  catalogue: C;
  handlers: JobHandlers<C>;
  settings?: Partial<WorkerSettings>;
  random?: () => number;
  metrics?: JobMetrics;
  /** Groups to leave alone for now; asked before each claim. */
  groupGate?: () => Promise<GroupGate>;
}): JobWorker {
  const { store, clock, logger, catalogue } = deps;
  const settings = { ...DEFAULT_WORKER_SETTINGS, ...deps.settings };
  const random = deps.random ?? Math.random;
  const workerId = `${process.pid}-${randomUUID().slice(0, 8)}`;
  const names = Object.keys(catalogue);
  const validators = new Map(Object.entries(catalogue).map(([name, job]) => [name, Compile(job.payload)]));
  // Looked up by a claimed row's name, whose payload the catalogue's validator has checked.
  const handlers = deps.handlers as Record<string, JobHandler<unknown>>;
  const running = new Map<string, Running>();
  const runningPerGroup = new Map<string, number>();
  /** The job name of each group running now, whose catalogue entry says how many may run at once. */
  const groupNames = new Map<string, string>();
  const runningPerTenant = new Map<string | null, number>();
  const tenantSlots = Math.max(1, Math.floor(settings.concurrency * TENANT_SHARE));

  let started = false;
  let stopping = false;
  let wakeRequested = false;
  let wakeUp: (() => void) | undefined;
  let loop: Promise<void> | undefined;
  let renewTimer: NodeJS.Timeout | undefined;
  let unlisten: (() => void) | undefined;

  const groupLimit = (name: string) => catalogue[name]?.groupConcurrency ?? Number.POSITIVE_INFINITY;
  const count = <K>(counts: Map<K, number>, key: K, by: number) => {
    const next = (counts.get(key) ?? 0) + by;
    if (next > 0) counts.set(key, next);
    else counts.delete(key);
  };

  function wake(): void {
    wakeRequested = true;
    wakeUp?.();
  }

  // Jobs that finish in one turn of the event loop free their slots together: one claim fills them.
  let wakeScheduled = false;
  function wakeAfterThisTurn(): void {
    if (wakeScheduled) return;
    wakeScheduled = true;
    setImmediate(() => {
      wakeScheduled = false;
      wake();
    });
  }

  async function claimAndStart(): Promise<number> {
    const gate = (await deps.groupGate?.()) ?? { held: new Set<string>(), probing: new Set<string>() };
    // A group key names what its jobs share (an endpoint id), so it is counted across job names.
    const roomInGroup = (name: string, group: string) =>
      Math.min(groupLimit(name), gate.probing.has(group) ? 1 : Number.POSITIVE_INFINITY) -
      (runningPerGroup.get(group) ?? 0);
    const closedGroups = new Set(gate.held);
    for (const [group, name] of groupNames) if (roomInGroup(name, group) <= 0) closedGroups.add(group);
    const now = clock.now();
    const rows = await claimJobs(store, {
      workerId,
      now,
      leaseUntil: now + settings.leaseMs,
      limit: settings.concurrency - running.size,
      names,
      closedGroups,
      roomInGroup,
      roomForTenant: (tenant) => tenantSlots - (runningPerTenant.get(tenant) ?? 0),
    });
    for (const row of rows) startJob(row);
    return rows.length;
  }

  function startJob(row: JobRow): void {
    const controller = new AbortController();
    if (row.group_key !== null) {
      count(runningPerGroup, row.group_key, 1);
      groupNames.set(row.group_key, row.name);
    }
    count(runningPerTenant, row.tenant_key, 1);
    const entry: Running = {
      controller,
      group: row.group_key,
      tenant: row.tenant_key,
      promise: runJob(row, controller)
        .catch((error: unknown) => logger.error({ err: error, job: row.id }, 'job bookkeeping failed'))
        .finally(() => {
          running.delete(row.id);
          if (entry.group !== null) {
            count(runningPerGroup, entry.group, -1);
            if (!runningPerGroup.has(entry.group)) groupNames.delete(entry.group);
          }
          count(runningPerTenant, entry.tenant, -1);
          // A free slot may let a waiting job start.
          if (started && !stopping) wakeAfterThisTurn();
        }),
    };
    running.set(row.id, entry);
  }

  async function runJob(row: JobRow, controller: AbortController): Promise<void> {
    const claim: Claim = { id: row.id, workerId, attempt: row.attempts };
    const definition = catalogue[row.name];
    const handler = handlers[row.name];
    const validator = validators.get(row.name);
    if (!definition || !handler || !validator) {
      await failJob(store.db, claim, { error: `no handler for job '${row.name}'`, now: clock.now() });
      return;
    }
    const log = logger.child({ job: row.id, job_name: row.name, attempt: row.attempts });
    let payload: unknown;
    try {
      payload = JSON.parse(row.payload);
    } catch {
      payload = undefined;
    }
    if (!validator.Check(payload)) {
      log.error('job payload does not match its schema; giving up');
      await failJob(store.db, claim, {
        error: 'the payload does not match the job schema',
        now: clock.now(),
      });
      return;
    }

    const context: JobContext = {
      jobId: row.id,
      attempt: row.attempts,
      maxAttempts: row.max_attempts,
      retryDelayMs: retryDelayMs(definition.retry, row.attempts, row.max_attempts, random),
      signal: controller.signal,
    };
    const timer = setTimeout(
      () => controller.abort(new Error(`timed out after ${definition.timeoutMs} ms`)),
      definition.timeoutMs,
    );
    const attemptStart = performance.now();
    const observe = (outcome: AttemptOutcome) =>
      deps.metrics?.observe(row.name, outcome, (performance.now() - attemptStart) / 1000);
    try {
      await untilAborted(handler(payload, context), controller.signal);
      observe('succeeded');
      await deleteSucceededJob(store.db, claim);
    } catch (error) {
      const now = clock.now();
      if (error instanceof JobDeferred) {
        log.info({ until: new Date(error.until).toISOString(), reason: error.message }, 'job deferred');
        await deferJob(store.db, claim, { runAt: error.until, now });
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      const failure = error instanceof JobFailure ? error : undefined;
      if (failure?.final || context.retryDelayMs === null) {
        observe('failed');
        log.warn({ err: error }, 'job failed; no attempt left');
        await failJob(store.db, claim, { error: message, now });
      } else {
        observe('retried');
        const runAt = failure?.retryAt ?? now + context.retryDelayMs;
        log.info({ err: error, retry_at: new Date(runAt).toISOString() }, 'job attempt failed; will retry');
        await rescheduleJob(store.db, claim, { runAt, error: message, now });
      }
    } finally {
      clearTimeout(timer);
    }
  }

  // Expired leases are looked for once per poll interval, not on every wake-up.
  let lastRequeueAt = Number.NEGATIVE_INFINITY;
  async function tick(): Promise<void> {
    if (performance.now() - lastRequeueAt >= settings.pollIntervalMs) {
      lastRequeueAt = performance.now();
      const requeued = await requeueRunningJobs(store.db, clock.now(), 'lease expired');
      if (requeued > 0)
        logger.warn({ requeued }, 'jobs whose worker stopped renewing were put back in the queue');
    }
    // Keep claiming while whole batches come back and there is room.
    while (!stopping && running.size < settings.concurrency) {
      const room = settings.concurrency - running.size;
      const claimed = await claimAndStart();
      if (claimed < room) break;
    }
  }

  async function runLoop(): Promise<void> {
    while (!stopping) {
      wakeRequested = false;
      try {
        await tick();
      } catch (error) {
        logger.error({ err: error }, 'job worker could not claim jobs; will try again');
      }
      if (stopping) break;
      if (wakeRequested) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, settings.pollIntervalMs);
        wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wakeUp = undefined;
    }
  }

  return {
    wake,
    start() {
      if (started) return;
      started = true;
      unlisten = store.notifier.listen('jobs', wake);
      renewTimer = setInterval(() => {
        if (running.size === 0) return;
        const now = clock.now();
        renewLeases(store.db, workerId, now + settings.leaseMs, now).catch((error: unknown) =>
          logger.error({ err: error }, 'job worker could not renew its leases'),
        );
      }, settings.leaseMs / 3);
      renewTimer.unref();
      loop = runLoop();
    },

    async stop() {
      stopping = true;
      unlisten?.();
      wakeUp?.();
      clearInterval(renewTimer);
      await loop;
      const settled = () => Promise.all([...running.values()].map((entry) => entry.promise));
      const grace = new Promise<'late'>((resolve) =>
        setTimeout(() => resolve('late'), settings.stopGraceMs).unref(),
      );
      if ((await Promise.race([settled(), grace])) === 'late') {
        // Aborted handlers finish at once and record their attempts as failed, to be retried.
        for (const entry of running.values()) entry.controller.abort(new Error('the worker is stopping'));
        await Promise.race([settled(), delay(settings.stopGraceMs)]);
        const released = await requeueRunningJobs(store.db, clock.now(), { workerId });
        if (released > 0) logger.warn({ released }, 'jobs still running at stop were put back in the queue');
      }
    },

    async drain() {
      let attempts = 0;
      for (;;) {
        attempts += await claimAndStart();
        if (running.size === 0) return attempts;
        await Promise.race([...running.values()].map((entry) => entry.promise));
      }
    },
  };
}

/** The handler's promise, or a rejection with the signal's reason once it is aborted. */
function untilAborted(work: Promise<void>, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
