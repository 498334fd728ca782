// The runner: pending events reach the agents that read their type, in arrival order, with the
// workspace's history; alerts are stored and handed to correlation in the batch's transaction; a
// failing agent never stops the others; a failed batch leaves its events pending.
import { afterEach, describe, expect, it } from 'vitest';
import { ALL_DIALECTS, createTestStore, type TestStore } from '../../../stores.ts';
import {
  draftFor,
  eth,
  type Fixture,
  openFixture,
  probeAgent,
  recordingCorrelator,
  T0,
  throwingAgent,
  transfer,
} from './runtime-fixture.ts';

describe.each(ALL_DIALECTS)('agent runner on %s', (dialect) => {
  let testStore: TestStore;
  let fixture: Fixture | undefined;
  afterEach(async () => {
    await fixture?.close();
    fixture = undefined;
    await testStore.dispose();
  });

  async function open(options: Parameters<typeof openFixture>[1]) {
    testStore = await createTestStore(dialect);
    fixture = await openFixture(testStore, options);
    return fixture;
  }

  it('shows each agent the events of the types it reads, in arrival order, with the history', async () => {
    const transfers = probeAgent('transfers', { reads: ['transfer.observed'] });
    const sender = eth();
    const historyLengths: number[] = [];
    const deposits = probeAgent('deposits', {
      reads: ['deposit.received', 'custom.kyc_failed'],
    });
    const counting = probeAgent('history_reader', {
      raise(event, context) {
        const data = event.data as { chain: 'ethereum'; from?: string };
        if (data.from === sender)
          historyLengths.push(context.history.transfersFrom('ethereum', sender, 0).length);
        return [];
      },
    });
    const f = await open({ agents: [transfers.agent, deposits.agent, counting.agent] });
    const ids = [
      await f.ingest('transfer.observed', transfer({ from: sender })),
      await f.ingest('deposit.received', {
        account_id: 'cust-1',
        chain: 'ETH',
        tx_hash: '0x00000000000000000000000000000000000000000000000000000000000000d1',
        to: eth(),
        amount: 2,
      }),
      await f.ingest('transfer.observed', transfer({ from: sender })),
      await f.ingest('custom.kyc_failed', { reason: 'document expired' }),
      await f.ingest('token.approval', {
        chain: 'ethereum',
        tx_hash: '0x00000000000000000000000000000000000000000000000000000000000000a1',
        owner: eth(),
        spender: eth(),
        token: eth(),
        kind: 'approve',
        amount: '1000',
      }),
    ];
    await f.drain();

    expect(transfers.seen.map((event) => event.id)).toEqual([ids[0], ids[2]]);
    expect(deposits.seen.map((event) => event.id)).toEqual([ids[1], ids[3]]);
    // Normalised at ingest: the ticker became the chain's name.
    expect(deposits.seen[0]?.data).toMatchObject({ chain: 'ethereum', account_id: 'cust-1' });
    expect(deposits.seen[1]?.data).toEqual({ reason: 'document expired' });
    // The history already holds the event being inspected.
    expect(historyLengths).toEqual([1, 2]);
    const pending = await f.store.db.selectFrom('agent_pending_events').selectAll().execute();
    expect(pending).toEqual([]);
  });

  it('stores each alert with an id and hands it to correlation in the same transaction', async () => {
    const { correlator, calls } = recordingCorrelator();
    const raising = probeAgent('raising', { raise: (event) => [draftFor(event)] });
    const quiet = probeAgent('quiet');
    const f = await open({ agents: [raising.agent, quiet.agent], correlator });
    const occurredAt = T0 - 60_000;
    const eventId = await f.ingest('transfer.observed', transfer({ amount: 7 }), occurredAt);
    await f.drain();

    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.storedInTx).toBe(1);
    expect(call?.now).toBe(T0);
    const alert = call?.alerts[0];
    expect(alert).toMatchObject({
      workspace_id: f.workspaceId,
      agent: 'raising',
      agent_version: '1.0.0',
      typology: 'probe',
      severity: 'medium',
      occurred_at: occurredAt,
      raised_at: T0,
      event_ids: [eventId],
      accounts: [],
      facts: { amount: '7' },
    });
    expect(alert?.id).toMatch(/^alr_[0-9a-z]{26}$/);

    const row = await f.store.db
      .selectFrom('agent_alerts')
      .selectAll()
      .where('id', '=', alert?.id ?? '')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ agent: 'raising', typology: 'probe', severity: 'medium' });
    expect(Number(row.raised_at)).toBe(T0);
    expect(JSON.parse(row.event_ids)).toEqual([eventId]);
    expect(JSON.parse(row.transfers)[0]).toMatchObject({ amount: '7', occurred_at: occurredAt });
    expect(JSON.parse(row.facts)).toEqual({ amount: '7' });
  });

  it('keeps running the other agents when one throws, and counts and logs its errors', async () => {
    const raising = probeAgent('raising', { raise: (event) => [draftFor(event)] });
    const after = probeAgent('after_the_thrower');
    const f = await open({ agents: [raising.agent, throwingAgent(), after.agent] });
    for (let i = 0; i < 4; i++) await f.ingest('transfer.observed', transfer());
    await f.drain();

    expect(after.seen).toHaveLength(4);
    const alerts = await f.store.db.selectFrom('agent_alerts').select('agent').execute();
    expect(alerts.map((a) => a.agent)).toEqual(['raising', 'raising', 'raising', 'raising']);
    const statuses = await f.runtime.status();
    expect(statuses.find((s) => s.agent === 'always_throws')).toMatchObject({
      events_processed: 4,
      errors: 4,
      alerts_raised: 0,
    });
    expect(statuses.find((s) => s.agent === 'raising')).toMatchObject({
      events_processed: 4,
      errors: 0,
      alerts_raised: 4,
    });
    expect(f.logs).toContainEqual(expect.objectContaining({ agent: 'always_throws', failures: 4 }));
  });

  it('counts a malformed alert as its agent’s error and stores the well-formed ones', async () => {
    const sloppy = probeAgent('sloppy', {
      raise: (event) => [draftFor(event), { ...draftFor(event), severity: 'urgent' as 'high' }],
    });
    const f = await open({ agents: [sloppy.agent] });
    await f.ingest('transfer.observed', transfer());
    await f.drain();
    const [status] = await f.runtime.status();
    expect(status).toMatchObject({ events_processed: 1, alerts_raised: 1, errors: 1 });
  });

  it('leaves a failed batch’s events pending, and processes them once on the next run', async () => {
    let failing = true;
    const seenByCorrelator: string[] = [];
    const raising = probeAgent('raising', { raise: (event) => [draftFor(event)] });
    const f = await open({
      agents: [raising.agent],
      correlator: {
        async correlate(_tx, alerts) {
          if (failing) throw new Error('the store went away');
          seenByCorrelator.push(...alerts.flatMap((alert) => alert.event_ids));
        },
      },
    });
    const sender = eth();
    const ids = [
      await f.ingest('transfer.observed', transfer({ from: sender })),
      await f.ingest('transfer.observed', transfer({ from: sender })),
    ];
    await expect(f.runtime.run(f.workspaceId)).rejects.toThrow('the store went away');
    expect(await f.store.db.selectFrom('agent_alerts').selectAll().execute()).toEqual([]);
    expect(await f.store.db.selectFrom('agent_pending_events').select('event_id').execute()).toHaveLength(2);

    failing = false;
    const lengths: number[] = [];
    raising.agent.inspect = (event, context) => {
      lengths.push(context.history.transfersFrom('ethereum', sender, 0).length);
      return [draftFor(event)];
    };
    await f.drain();
    expect(seenByCorrelator).toEqual(ids);
    // The history was rebuilt: the rolled-back batch's events are in it once, not twice.
    expect(lengths).toEqual([1, 2]);
    const [status] = await f.runtime.status();
    expect(status).toMatchObject({ events_processed: 2, alerts_raised: 2 });
  });

  it('takes a long backlog in batches, in order', async () => {
    const probe = probeAgent('probe');
    const f = await open({ agents: [probe.agent], batchSize: 3 });
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) ids.push(await f.ingest('transfer.observed', transfer()));
    const outcome = await f.runtime.run(f.workspaceId);
    expect(outcome).toEqual({ batches: 3, events: 8, alerts: 0, drained: true });
    expect(probe.seen.map((event) => event.id)).toEqual(ids);
  });

  it('processes an event committed after later ones were processed', async () => {
    const probe = probeAgent('probe');
    const f = await open({ agents: [probe.agent] });
    // Two ids taken in order; the older one's transaction commits after the newer was processed.
    const { newId } = await import('../../../../src/lib/ids.ts');
    const older = newId('ingestedEvent');
    const newer = newId('ingestedEvent');
    const store = async (id: string) => {
      await f.store.db.transaction().execute(async (tx) => {
        await tx
          .insertInto('ingested_events')
          .values({
            id,
            workspace_id: f.workspaceId,
            type: 'transfer.observed',
            occurred_at: T0,
            data: JSON.stringify(transfer()),
            received_at: T0,
          })
          .execute();
        await tx
          .insertInto('agent_pending_events')
          .values({ event_id: id, workspace_id: f.workspaceId, type: 'transfer.observed', received_at: T0 })
          .execute();
      });
    };
    await store(newer);
    await f.drain();
    await store(older);
    await f.drain();
    expect(probe.seen.map((event) => event.id)).toEqual([newer, older]);
  });
});
