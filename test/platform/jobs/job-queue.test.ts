// The job queue on every dialect: jobs run once they commit, retry on their policy's schedule, give
// up when told or when no attempt is left, respect group limits, are shared out between workers
// without running twice, and come back to the queue when their worker stops renewing its lease.
import { setTimeout as delay } from 'node:timers/promises';
import { pino } from 'pino';
import { Type } from 'typebox';
import { beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { defineJob, JobFailure, type JobHandlers } from '../../../src/platform/jobs/job-definition.ts';
import { createJobQueue } from '../../../src/platform/jobs/job-queue.ts';
import { createJobWorker, type WorkerSettings } from '../../../src/platform/jobs/job-worker.ts';
import { claimJobs, findJob } from '../../../src/platform/jobs/jobs-repo.ts';
import { openStore, type Store } from '../../../src/store/store.ts';
import { useMigratedStore } from '../../fixtures/store-fixture.ts';
import { ALL_DIALECTS } from '../../stores.ts';

const SECOND = 1_000;

const catalogue = {
  'test.record': defineJob({
    description: 'Records its payload; fails as told.',
    payload: Type.Object({ n: Type.Integer(), fail: Type.Optional(Type.String()) }),
    timeoutMs: 500,
    retry: { delaysMs: [5 * SECOND, 60 * SECOND], jitter: 0 },
  }),
  'test.slow': defineJob({
    description: 'Waits until released; two of a group at once at most.',
    payload: Type.Object({ n: Type.Integer() }),
    timeoutMs: 200,
    retry: { delaysMs: [SECOND], jitter: 0.5 },
    groupConcurrency: 2,
  }),
};
type Catalogue = typeof catalogue;

const quiet = pino({ level: 'silent' });

describe.each(ALL_DIALECTS)('jobs on %s', (dialect) => {
  const clock = new ManualClock();

  const fixture = useMigratedStore(dialect);
  // Each test starts from an empty queue: what one leaves behind must not run in another.
  beforeEach(async () => {
    await fixture.store.db.deleteFrom('jobs').execute();
  });

  /** A queue and a stopped worker over the test catalogue, recording each attempt. */
  function setup(
    options: {
      store?: Store;
      settings?: Partial<WorkerSettings>;
      handlers?: Partial<JobHandlers<Catalogue>>;
    } = {},
  ) {
    const on = options.store ?? fixture.store;
    const runs: { n: number; attempt: number; retryDelayMs: number | null }[] = [];
    const handlers: JobHandlers<Catalogue> = {
      'test.record': async ({ n, fail }, context) => {
        runs.push({ n, attempt: context.attempt, retryDelayMs: context.retryDelayMs });
        if (fail === 'error') throw new Error('boom');
        if (fail === 'final') throw new JobFailure('no point', { final: true });
        if (fail === 'later') throw new JobFailure('not yet', { retryAt: clock.now() + 3_600 * SECOND });
        if (fail === 'hang') await new Promise(() => {});
      },
      'test.slow': async () => {},
      ...options.handlers,
    };
    const queue = createJobQueue({ store: on, clock, catalogue });
    const worker = createJobWorker({
      store: on,
      clock,
      logger: quiet,
      catalogue,
      handlers,
      settings: options.settings,
      random: () => 0.5,
    });
    return { queue, worker, runs };
  }

  it('runs a committed job once and deletes it', async () => {
    const { queue, worker, runs } = setup();
    const id = await queue.enqueue(fixture.store.db, 'test.record', { n: 1 });
    expect((await findJob(fixture.store.db, id))?.status).toBe('queued');
    expect(await worker.drain()).toBe(1);
    expect(runs).toEqual([{ n: 1, attempt: 1, retryDelayMs: 5 * SECOND }]);
    expect(await findJob(fixture.store.db, id)).toBeUndefined();
    expect(await worker.drain()).toBe(0);
  });

  it('does not see a job whose transaction rolled back', async () => {
    const { queue, worker } = setup();
    await fixture.store.db
      .transaction()
      .execute(async (tx) => {
        await queue.enqueue(tx, 'test.record', { n: 2 });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await worker.drain()).toBe(0);
  });

  it('refuses a payload that does not match the job’s schema', async () => {
    const { queue } = setup();
    await expect(
      queue.enqueue(fixture.store.db, 'test.record', { n: 'three' } as unknown as { n: number }),
    ).rejects.toThrow(/does not match its schema/);
  });

  it('retries a failing job on its schedule and marks it failed after the last attempt', async () => {
    const { queue, worker, runs } = setup();
    const id = await queue.enqueue(fixture.store.db, 'test.record', { n: 3, fail: 'error' });
    await worker.drain();
    let job = await findJob(fixture.store.db, id);
    expect(job).toMatchObject({
      status: 'queued',
      attempts: 1,
      last_error: 'boom',
      run_at: clock.now() + 5 * SECOND,
    });

    clock.advance(5 * SECOND - 1);
    expect(await worker.drain()).toBe(0);
    clock.advance(1);
    expect(await worker.drain()).toBe(1);
    job = await findJob(fixture.store.db, id);
    expect(job).toMatchObject({ status: 'queued', attempts: 2, run_at: clock.now() + 60 * SECOND });

    clock.advance(60 * SECOND);
    expect(await worker.drain()).toBe(1);
    expect(await findJob(fixture.store.db, id)).toMatchObject({
      status: 'failed',
      attempts: 3,
      last_error: 'boom',
    });
    expect(runs.map((r) => [r.attempt, r.retryDelayMs])).toEqual([
      [1, 5 * SECOND],
      [2, 60 * SECOND],
      [3, null],
    ]);
    clock.advance(3_600 * SECOND);
    expect(await worker.drain()).toBe(0);
  });

  it('stops at a final failure and retries when the handler says', async () => {
    const { queue, worker } = setup();
    const final = await queue.enqueue(fixture.store.db, 'test.record', { n: 4, fail: 'final' });
    const later = await queue.enqueue(fixture.store.db, 'test.record', { n: 5, fail: 'later' });
    await worker.drain();
    expect(await findJob(fixture.store.db, final)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(await findJob(fixture.store.db, later)).toMatchObject({
      status: 'queued',
      run_at: clock.now() + 3_600 * SECOND,
    });
  });

  it('makes one attempt of a job enqueued with maxAttempts 1, and runNow brings a retry forward', async () => {
    const { queue, worker } = setup();
    const once = await queue.enqueue(
      fixture.store.db,
      'test.record',
      { n: 6, fail: 'error' },
      { maxAttempts: 1 },
    );
    const twice = await queue.enqueue(fixture.store.db, 'test.record', { n: 7, fail: 'error' });
    await worker.drain();
    expect(await findJob(fixture.store.db, once)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(await queue.runNow(fixture.store.db, twice)).toBe(true);
    expect(await worker.drain()).toBe(1);
    expect(await queue.runNow(fixture.store.db, once)).toBe(false);
  });

  it('fails an attempt that runs past its time limit', async () => {
    const { queue, worker } = setup();
    const id = await queue.enqueue(fixture.store.db, 'test.record', { n: 8, fail: 'hang' });
    await worker.drain();
    expect(await findJob(fixture.store.db, id)).toMatchObject({
      status: 'queued',
      last_error: 'timed out after 500 ms',
    });
  });

  it('runs at most groupConcurrency jobs of one group at once, other groups alongside', async () => {
    let running = 0;
    let most = 0;
    const ran: number[] = [];
    const { queue, worker } = setup({
      handlers: {
        'test.slow': async ({ n }) => {
          running++;
          most = Math.max(most, running);
          await delay(20);
          ran.push(n);
          running--;
        },
      },
    });
    for (let n = 0; n < 6; n++) await queue.enqueue(fixture.store.db, 'test.slow', { n }, { group: 'whk_a' });
    await queue.enqueue(fixture.store.db, 'test.slow', { n: 100 }, { group: 'whk_b' });
    await worker.drain();
    expect([...ran].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 100]);
    // Group a holds at most two slots; group b's job runs beside them.
    expect(most).toBeLessThanOrEqual(3);
    expect(ran.indexOf(100)).toBeLessThan(5);
  });

  it('shares jobs between two workers on one store without running any twice', async () => {
    const second = await openStore(fixture.config);
    try {
      const a = setup();
      const b = setup({ store: second });
      const count = 120;
      for (let n = 0; n < count; n++)
        await a.queue.enqueue(fixture.store.db, 'test.record', { n: 1_000 + n });
      await Promise.all([a.worker.drain(), b.worker.drain()]);
      const all = [...a.runs, ...b.runs].map((r) => r.n).sort((x, y) => x - y);
      expect(all).toEqual(Array.from({ length: count }, (_, n) => 1_000 + n));
    } finally {
      await second.close();
    }
  });

  it('puts back a job whose worker stopped renewing its lease, and runs it again', async () => {
    const { queue, worker, runs } = setup({ settings: { leaseMs: 10 * SECOND } });
    const id = await queue.enqueue(fixture.store.db, 'test.record', { n: 9 });
    // A worker claims it and dies before finishing: nothing renews the lease.
    const [claimed] = await claimJobs(fixture.store, {
      workerId: 'dead-worker',
      now: clock.now(),
      leaseUntil: clock.now() + 10 * SECOND,
      limit: 1,
      names: ['test.record'],
      closedGroups: new Set(),
      roomInGroup: () => Number.POSITIVE_INFINITY,
      roomForTenant: () => Number.POSITIVE_INFINITY,
    });
    expect(claimed?.id).toBe(id);
    worker.start();
    try {
      await delay(50);
      expect(runs).toEqual([]);
      clock.advance(10 * SECOND + 1);
      worker.wake();
      await waitFor(() => runs.some((r) => r.n === 9));
      expect(runs.filter((r) => r.n === 9)).toEqual([{ n: 9, attempt: 2, retryDelayMs: 60 * SECOND }]);
    } finally {
      await worker.stop();
    }
  });

  it('wakes a started worker as soon as a job commits, not at its next poll', async () => {
    const { queue, worker, runs } = setup({ settings: { pollIntervalMs: 60 * SECOND } });
    worker.start();
    try {
      await delay(100);
      await fixture.store.db.transaction().execute((tx) => queue.enqueue(tx, 'test.record', { n: 10 }));
      await waitFor(() => runs.some((r) => r.n === 10), 5_000);
    } finally {
      await worker.stop();
    }
  });

  // PostgreSQL tells every connection (so every process); SQLite only its own (see notifications.ts).
  it.runIf(dialect === 'postgres')('wakes a worker when another connection commits a job', async () => {
    const producer = await openStore(fixture.config);
    const { worker, runs } = setup({ settings: { pollIntervalMs: 60 * SECOND } });
    worker.start();
    try {
      await delay(300);
      const queue = createJobQueue({ store: producer, clock, catalogue });
      await producer.db.transaction().execute((tx) => queue.enqueue(tx, 'test.record', { n: 11 }));
      await waitFor(() => runs.some((r) => r.n === 11), 5_000);
    } finally {
      await worker.stop();
      await producer.close();
    }
  });

  it('on stop, puts back the jobs still running after its grace period', async () => {
    const { queue, worker } = setup({
      settings: { stopGraceMs: 50 },
      handlers: {
        'test.slow': () => new Promise(() => {}),
      },
    });
    const id = await queue.enqueue(fixture.store.db, 'test.slow', { n: 12 });
    worker.start();
    await waitFor(async () => (await findJob(fixture.store.db, id))?.status === 'running');
    await worker.stop();
    expect(await findJob(fixture.store.db, id)).toMatchObject({
      status: 'queued',
      locked_by: null,
      attempts: 1,
    });
  });
});

async function waitFor(condition: () => boolean | Promise<boolean>, ms = 5_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error(`condition not met within ${ms} ms`);
    await delay(10);
  }
}
