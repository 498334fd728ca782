// Hand-off through the job queue: one waiting `agents.run` job per workspace however many events
// arrive; a new one once it is running; a job to go on when a run stops early; and the recovery
// sweep for events left without one.
import { afterEach, describe, expect, it } from 'vitest';
import { ALL_DIALECTS, createTestStore, type TestStore } from '../../../stores.ts';
import { type Fixture, openFixture, probeAgent, transfer } from './runtime-fixture.ts';

describe.each(ALL_DIALECTS)('agents job scheduling on %s', (dialect) => {
  let testStore: TestStore;
  let fixture: Fixture | undefined;
  afterEach(async () => {
    await fixture?.close();
    fixture = undefined;
    await testStore.dispose();
  });

  async function open(options: { budgetMs?: number } = {}) {
    testStore = await createTestStore(dialect);
    fixture = await openFixture(testStore, { agents: [probeAgent('probe').agent], ...options });
    return fixture;
  }

  const agentJobs = (f: Fixture) =>
    f.store.db
      .selectFrom('jobs')
      .select(['id', 'status', 'group_key', 'payload'])
      .where('name', '=', 'agents.run')
      .orderBy('id')
      .execute();

  it('queues one job for a workspace however many events arrive while it waits', async () => {
    const f = await open();
    for (let i = 0; i < 5; i++) await f.ingest('transfer.observed', transfer());
    const jobs = await agentJobs(f);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ status: 'queued', group_key: f.workspaceId });
    expect(JSON.parse(jobs[0]?.payload ?? '')).toEqual({ workspace_id: f.workspaceId });
  });

  it('queues another once the waiting one is running, since it may have read its last batch', async () => {
    const f = await open();
    await f.ingest('transfer.observed', transfer());
    await f.store.db
      .updateTable('jobs')
      .set({ status: 'running' })
      .where('name', '=', 'agents.run')
      .execute();
    await f.ingest('transfer.observed', transfer());
    await f.ingest('transfer.observed', transfer());
    expect((await agentJobs(f)).map((job) => job.status)).toEqual(['running', 'queued']);
  });

  it('queues a job to go on when a run stops with events left', async () => {
    const f = await open({ budgetMs: 0 });
    await f.ingest('transfer.observed', transfer());
    await f.store.db.deleteFrom('jobs').execute();
    const outcome = await f.runtime.run(f.workspaceId);
    expect(outcome).toEqual({ batches: 0, events: 0, alerts: 0, drained: false });
    expect(await agentJobs(f)).toHaveLength(1);
  });

  it('recovers events left without a job once they have waited a while', async () => {
    const f = await open();
    await f.ingest('transfer.observed', transfer());
    // As if the process died between storing the event and queueing its job.
    await f.store.db.deleteFrom('jobs').execute();
    expect(await f.runtime.recover()).toBe(0);
    expect(await agentJobs(f)).toHaveLength(0);
    f.clock.advance(6_000);
    expect(await f.runtime.recover()).toBe(1);
    expect(await agentJobs(f)).toHaveLength(1);
    // A second sweep finds the job waiting and adds none.
    await f.runtime.recover();
    expect(await agentJobs(f)).toHaveLength(1);
  });
});
