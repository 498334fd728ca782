// Several processes on one store: no event is processed twice or skipped, and each process's
// history in memory follows the batches the others ran; a restarted process rebuilds its history
// from the stored events within the agents' window.
import { afterEach, describe, expect, it } from 'vitest';
import type { Agent } from '../../../../src/risk/agents/agent.ts';
import type { AgentEvent } from '../../../../src/risk/events/index.ts';
import { ALL_DIALECTS, createTestStore, type TestStore } from '../../../stores.ts';
import { draftFor, eth, type Fixture, openFixture, probeAgent, T0, transfer } from './runtime-fixture.ts';

/** Raises one alert when the sender's history (the event itself included) reaches `count` transfers. */
function countingAgent(sender: string, count: number, windowMs = 3_600_000) {
  return probeAgent('counter', {
    windowMs,
    raise(event: AgentEvent, context) {
      const data = event.data as { from?: string };
      if (data.from !== sender) return [];
      const seen = context.history.transfersFrom('ethereum', sender, event.occurred_at - windowMs).length;
      return seen === count ? [draftFor(event, 'counted')] : [];
    },
  });
}

async function alertsOf(f: Fixture) {
  return f.store.db.selectFrom('agent_alerts').select(['agent', 'typology', 'event_ids']).execute();
}

describe.each(ALL_DIALECTS)('agents in several processes on %s', (dialect) => {
  let testStore: TestStore;
  const fixtures: Fixture[] = [];
  afterEach(async () => {
    for (const f of fixtures.splice(0)) await f.close();
    await testStore.dispose();
  });

  async function processes(make: () => Agent[], count: number, batchSize?: number) {
    testStore = await createTestStore(dialect);
    for (let i = 0; i < count; i++) {
      fixtures.push(await openFixture(testStore, { agents: make(), ...(batchSize ? { batchSize } : {}) }));
    }
    return fixtures;
  }

  it('follows the batches another process ran when they take turns', async () => {
    const sender = eth();
    const runs: { seen: AgentEvent[] }[] = [];
    const [a, b] = await processes(() => {
      const counter = countingAgent(sender, 4);
      runs.push(counter);
      return [counter.agent];
    }, 2);
    if (!a || !b) throw new Error('two processes');
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const by = i % 2 === 0 ? a : b;
      ids.push(await by.ingest('transfer.observed', transfer({ from: sender })));
      await by.drain();
    }
    // Each event processed once, three by each process.
    expect(runs.map((run) => run.seen.length)).toEqual([3, 3]);
    expect(runs.flatMap((run) => run.seen.map((event) => event.id)).sort()).toEqual([...ids].sort());
    // The fourth transfer fired, whichever process took it, since each rebuilt what the other ran.
    const alerts = await alertsOf(a);
    expect(alerts.map((alert) => JSON.parse(alert.event_ids))).toEqual([[ids[3]]]);
  });

  it('rebuilds a restarted process’s history from the events within the window', async () => {
    const sender = eth();
    testStore = await createTestStore(dialect);
    const before = await openFixture(testStore, { agents: [countingAgent(sender, 3, 600_000).agent] });
    fixtures.push(before);
    // One transfer 20 minutes back, outside the 10-minute window of the next ones.
    await before.ingest('transfer.observed', transfer({ from: sender }), T0 - 20 * 60_000);
    await before.ingest('transfer.observed', transfer({ from: sender }), T0 - 60_000);
    await before.ingest('transfer.observed', transfer({ from: sender }), T0 - 30_000);
    await before.drain();
    expect(await alertsOf(before)).toEqual([]);
    await before.close();
    fixtures.pop();

    const after = await openFixture(testStore, { agents: [countingAgent(sender, 3, 600_000).agent] });
    fixtures.push(after);
    const third = await after.ingest('transfer.observed', transfer({ from: sender }), T0);
    await after.drain();
    const alerts = await alertsOf(after);
    expect(alerts.map((alert) => JSON.parse(alert.event_ids))).toEqual([[third]]);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('agents in processes running at once on postgres', () => {
  let testStore: TestStore;
  const fixtures: Fixture[] = [];
  afterEach(async () => {
    for (const f of fixtures.splice(0)) await f.close();
    await testStore.dispose();
  });

  it('processes every event exactly once, and fires once on a history spread over both', async () => {
    testStore = await createTestStore('postgres');
    const sender = eth();
    const runs: { agent: Agent; seen: AgentEvent[] }[] = [];
    for (let i = 0; i < 3; i++) {
      const counter = countingAgent(sender, 25);
      runs.push(counter);
      fixtures.push(await openFixture(testStore, { agents: [counter.agent], batchSize: 4 }));
    }
    const ids: string[] = [];
    const ingestSome = async (f: Fixture, n: number) => {
      for (let i = 0; i < n; i++) ids.push(await f.ingest('transfer.observed', transfer({ from: sender })));
    };
    // Events keep arriving through every process while all three drain the backlog.
    await Promise.all([
      ...fixtures.map((f) => ingestSome(f, 20)),
      ...fixtures.map(async (f) => {
        for (let round = 0; round < 10; round++) await f.drain();
      }),
    ]);
    await Promise.all(fixtures.map((f) => f.drain()));

    const processed = runs.flatMap((run) => run.seen.map((event) => event.id));
    expect(processed).toHaveLength(60);
    expect(new Set(processed)).toEqual(new Set(ids));
    const first = fixtures[0];
    if (!first) throw new Error('three processes');
    const [status] = await first.runtime.status();
    expect(status).toMatchObject({ events_processed: 60, alerts_raised: 1 });
    expect(await alertsOf(first)).toHaveLength(1);
  });
});
