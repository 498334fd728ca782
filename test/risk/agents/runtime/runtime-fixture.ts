/**
 * A process's worth of the agent runtime on a test store, without HTTP: its own connection to the
 * store, the real events service, job queue, screening and event history, and the agents and
 * correlator a test gives (fakes of its own, or the real ones). Several fixtures on one store stand
 * for several processes.
 */
import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { JOBS } from '../../../../src/app/job-catalogue.ts';
import { createRiskServices } from '../../../../src/app/risk-services.ts';
import { ManualClock } from '../../../../src/lib/clock.ts';
import { createChangeFeed } from '../../../../src/platform/changes/index.ts';
import { createJobQueue } from '../../../../src/platform/jobs/job-queue.ts';
import { createWorkspacesService } from '../../../../src/platform/workspaces/workspaces-service.ts';
import type { Agent, AlertDraft, Correlator, StoredAlert } from '../../../../src/risk/agents/agent.ts';
import { type AgentRuntime, createAgentRuntime } from '../../../../src/risk/agents/agent-runtime.ts';
import { createEventHistory } from '../../../../src/risk/agents/event-history.ts';
import { createEventsService, type EventsService } from '../../../../src/risk/events/events-service.ts';
import type { AgentEvent } from '../../../../src/risk/events/index.ts';
import { createNameScreening } from '../../../../src/risk/lists/index.ts';
import { migrateToLatest } from '../../../../src/store/migrate.ts';
import type { Executor } from '../../../../src/store/store.ts';
import { openStore, type Store } from '../../../../src/store/store.ts';
import { type TestStore, testConfig } from '../../../harness.ts';

export const T0 = Date.parse('2026-11-23T10:00:00.000Z');

/** A fresh Ethereum address, lower case. */
export const eth = () => `0x${randomBytes(20).toString('hex')}`;

export interface Fixture {
  store: Store;
  clock: ManualClock;
  runtime: AgentRuntime;
  events: EventsService;
  workspaceId: string;
  /** Warnings and errors the runtime logged. */
  logs: { msg: string; agent?: string; failures?: number }[];
  ingest(type: string, data: Record<string, unknown>, occurredAt?: number): Promise<string>;
  /** Runs the agents over the workspace's pending events until none is left. */
  drain(): Promise<void>;
  close(): Promise<void>;
}

export async function openFixture(
  testStore: TestStore,
  options: {
    agents: Agent[];
    correlator?: Correlator;
    clock?: ManualClock;
    workspace?: string;
    batchSize?: number;
    budgetMs?: number;
  },
): Promise<Fixture> {
  const store = await openStore(testStore.config);
  await migrateToLatest(store);
  const clock = options.clock ?? new ManualClock(T0);
  const logs: Fixture['logs'] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => logs.push(JSON.parse(line)) });
  const jobs = createJobQueue({ store, clock, catalogue: JOBS });
  const risk = createRiskServices({
    store,
    clock,
    screening: testConfig(testStore.config).screening,
    changes: createChangeFeed(store.notifier),
    jobs,
    chains: testConfig(testStore.config).chains,
    names: createNameScreening(store),
  });
  const runtime = createAgentRuntime({
    store,
    clock,
    logger,
    jobs,
    agents: options.agents,
    correlator: options.correlator ?? recordingCorrelator().correlator,
    screen: (workspaceId, chain, address) => risk.screening.assess(workspaceId, chain, address, {}),
    createHistory: createEventHistory,
    ...(options.batchSize ? { batchSize: options.batchSize } : {}),
    ...(options.budgetMs !== undefined ? { budgetMs: options.budgetMs } : {}),
  });
  const events = createEventsService({
    store,
    clock,
    transfers: risk.transfers,
    onStored: (db, stored) => runtime.enqueue(db, stored),
  });
  const { workspace } = await createWorkspacesService({ store, clock }).ensure(options.workspace ?? 'agents');
  return {
    store,
    clock,
    runtime,
    events,
    workspaceId: workspace.id,
    logs,
    async ingest(type, data, occurredAt) {
      const { id } = await events.ingest(workspace.id, { type, data, occurred_at: occurredAt });
      return id;
    },
    async drain() {
      for (;;) {
        const outcome = await runtime.run(workspace.id);
        if (outcome.drained) return;
      }
    },
    async close() {
      await risk.close();
      await store.close();
    },
  };
}

/** A correlator that keeps what it was handed, and checks it runs in the batch's transaction. */
export function recordingCorrelator() {
  const calls: { alerts: StoredAlert[]; storedInTx: number; now: number }[] = [];
  const correlator: Correlator = {
    async correlate(tx: Executor, alerts: readonly StoredAlert[], now: number) {
      const stored = await tx
        .selectFrom('agent_alerts')
        .select('id')
        .where(
          'id',
          'in',
          alerts.map((alert) => alert.id),
        )
        .execute();
      calls.push({ alerts: [...alerts], storedInTx: stored.length, now });
    },
  };
  return { correlator, calls };
}

/** An agent that notes every event it is shown and raises what `raise` returns. */
export function probeAgent(
  name: string,
  options: {
    reads?: string[];
    windowMs?: number;
    raise?: (event: AgentEvent, context: Parameters<Agent['inspect']>[1]) => AlertDraft[];
  } = {},
) {
  const seen: AgentEvent[] = [];
  const agent: Agent = {
    name,
    version: '1.0.0',
    reads: options.reads ?? ['transfer.observed'],
    windowMs: options.windowMs ?? 3_600_000,
    inspect(event, context) {
      seen.push(event);
      return options.raise?.(event, context) ?? [];
    },
  };
  return { agent, seen };
}

/** An agent whose every inspection throws. */
export function throwingAgent(name = 'always_throws'): Agent {
  return {
    name,
    version: '0.0.1',
    reads: ['transfer.observed'],
    windowMs: 60_000,
    inspect() {
      throw new Error('this agent always fails');
    },
  };
}

/** A draft about one transfer event. */
export function draftFor(event: AgentEvent, typology = 'probe'): AlertDraft {
  const data = event.data as { chain: 'ethereum'; tx_hash: string; from: string; to: string; amount: number };
  return {
    typology,
    severity: 'medium',
    summary: `Probe alert on ${data.tx_hash}.`,
    occurred_at: event.occurred_at,
    addresses: [{ chain: data.chain, address: data.from, role: 'sender' }],
    event_ids: [event.id],
    transfers: [
      {
        chain: data.chain,
        tx_hash: data.tx_hash,
        from: data.from,
        to: data.to,
        amount: String(data.amount),
        asset: null,
        occurred_at: event.occurred_at,
      },
    ],
    facts: { amount: data.amount },
  };
}

/** A transfer between two fresh addresses, or the ones given. */
export function transfer(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    chain: 'ethereum',
    tx_hash: `0x${randomBytes(32).toString('hex')}`,
    from: eth(),
    to: eth(),
    amount: 1.5,
    ...overrides,
  };
}
