/**
 * The detection agents as a service: the runner with its scheduling, the `agents.run` job's loop
 * over a workspace's backlog, the recovery sweep, and each agent's status (`GET /v1/agents/status`):
 * counters of the whole service from the store, health from the recent error rate and the lag,
 * latency from this process's recent inspections.
 */
import { setTimeout as delay } from 'node:timers/promises';
import type { Logger } from 'pino';
import type { Clock } from '../../lib/clock.ts';
import type { JobQueue } from '../../platform/jobs/index.ts';
import type { Executor, Store } from '../../store/store.ts';
import type { ChainName } from '../chains/index.ts';
import type { StoredEventRef } from '../events/index.ts';
import type { WalletScreening } from '../screening/index.ts';
import type { Agent, Correlator, StoredAlert } from './agent.ts';
import { errorRate, type HealthState, healthOf } from './agent-health.ts';
import type { AGENT_JOBS } from './agent-jobs.ts';
import { createLatencyWindows, type LatencyWindows } from './agent-latency.ts';
import {
  type AgentRunner,
  type AgentRunnerDeps,
  type BatchReport,
  createAgentRunner,
} from './agent-runner.ts';
import { type AgentScheduler, createAgentScheduler } from './agent-schedule.ts';
import {
  agentCountsSince,
  agentTotals,
  countPendingEvents,
  deleteAgentCountsBefore,
  findAlerts,
  insertPendingEvents,
  oldestPendingByType,
} from './agents-repo.ts';
import { markUndoneTransfers, type UndoneAlertTransfer } from './alert-reorgs.ts';
import type { RecordingEventHistory } from './event-history.ts';
import {
  BATCH_GATHER_MS,
  BATCH_SIZE,
  HEALTH_WINDOW_MS,
  JOB_BUDGET_MS,
  RECOVERY_AGE_MS,
  STATS_MINUTES_RETENTION_MS,
} from './runtime-settings.ts';

export interface AgentStatus {
  agent: string;
  version: string;
  reads: string[];
  status: HealthState;
  events_processed: number;
  alerts_raised: number;
  errors: number;
  /** Epoch ms of the last batch in which it inspected an event; null before the first. */
  last_event_at: number | null;
  /** This process's recent inspections; null when it has run none. */
  latency_ms: { p50: number; p99: number } | null;
  lag_s: number;
  recent: { window_s: number; events_processed: number; errors: number; error_rate: number };
}

export interface RunOutcome {
  batches: number;
  events: number;
  alerts: number;
  /** False when the budget ran out or the run was stopped with events still pending (a new job is queued). */
  drained: boolean;
}

export interface AgentRuntime {
  readonly agents: readonly Agent[];
  readonly scheduler: AgentScheduler;
  readonly latency: LatencyWindows;
  /**
   * Runs batches of the workspace's pending events until none is left, `JOB_BUDGET_MS` has passed
   * or `signal` aborts; with events left, queues a job to go on. `onBatch` hears of each batch.
   */
  run(
    workspaceId: string,
    options?: { signal?: AbortSignal; onBatch?: (report: BatchReport) => void },
  ): Promise<RunOutcome>;
  /** The recovery sweep: queues jobs for events waiting too long without one; tidies old counters. */
  recover(): Promise<number>;
  /** Every registered agent, those that have processed nothing included, in registration order. */
  status(): Promise<AgentStatus[]>;
  /** Events no batch has processed yet, across workspaces. */
  pendingCount(): Promise<number>;
  /**
   * Takes events stored in `db`'s transaction: they wait for the agents, and each workspace's job
   * is queued unless one is waiting.
   */
  enqueue(db: Executor, events: readonly StoredEventRef[]): Promise<void>;
  /** Stored alerts by id, oldest raised first. */
  alertsByIds(ids: readonly string[]): Promise<StoredAlert[]>;
  /**
   * Records, in the caller's transaction, the alerts' transfers among transactions a chain
   * reorganisation undid (`alert-reorgs.ts`); returns those recorded now.
   */
  markUndone(
    db: Executor,
    chain: string,
    undone: readonly { txHash: string; blockNumber: number; blockHash: string }[],
  ): Promise<UndoneAlertTransfer[]>;
}

export function createAgentRuntime(deps: {
  store: Store;
  clock: Clock;
  logger: Logger;
  jobs: JobQueue<typeof AGENT_JOBS>;
  agents: readonly Agent[];
  correlator: Correlator;
  screen(workspaceId: string, chain: ChainName, address: string): WalletScreening;
  createHistory(retainMs: number): RecordingEventHistory;
  /** The workspace's own wallets, read in a batch's transaction. */
  ownWallets?: AgentRunnerDeps['ownWallets'];
  batchSize?: number;
  budgetMs?: number;
  gatherMs?: number;
}): AgentRuntime {
  const { store, clock, agents } = deps;
  const latency = createLatencyWindows();
  const scheduler = createAgentScheduler({ jobs: deps.jobs });
  const runner: AgentRunner = createAgentRunner({ ...deps, latency });
  const budgetMs = deps.budgetMs ?? JOB_BUDGET_MS;
  const batchSize = deps.batchSize ?? BATCH_SIZE;
  const gatherMs = deps.gatherMs ?? BATCH_GATHER_MS;

  return {
    agents,
    scheduler,
    latency,

    async run(workspaceId, options = {}) {
      const started = performance.now();
      const outcome: RunOutcome = { batches: 0, events: 0, alerts: 0, drained: false };
      while (!options.signal?.aborted && performance.now() - started < budgetMs) {
        const report = await runner.runBatch(workspaceId);
        if (report === null) {
          outcome.drained = true;
          return outcome;
        }
        outcome.batches += 1;
        outcome.events += report.events;
        outcome.alerts += report.alerts;
        options.onBatch?.(report);
        // A short batch means the backlog is worked off: let the next one gather rather than take
        // events one commit at a time (a batch costs about the same for 10 events as for 500).
        if (report.events < batchSize && gatherMs > 0) await delay(gatherMs, undefined, { ref: false });
      }
      // Out of budget or stopping: the rest goes to a fresh job (this one, still running, does not count).
      await scheduler.schedule(store.db, workspaceId);
      return outcome;
    },

    async recover() {
      const now = clock.now();
      await deleteAgentCountsBefore(store.db, now - STATS_MINUTES_RETENTION_MS);
      return scheduler.recover(store.db, now - RECOVERY_AGE_MS);
    },

    async status() {
      const now = clock.now();
      const [totals, recent, oldest] = await Promise.all([
        agentTotals(store.db),
        agentCountsSince(store.db, now - HEALTH_WINDOW_MS),
        oldestPendingByType(store.db),
      ]);
      const totalsOf = new Map(totals.map((row) => [row.agent, row]));
      const recentOf = new Map(recent.map((row) => [row.agent, row]));
      return agents.map((agent) => {
        const total = totalsOf.get(agent.name);
        const lately = recentOf.get(agent.name);
        const oldestReceived = Math.min(
          ...agent.reads.map((type) => oldest.get(type) ?? Number.POSITIVE_INFINITY),
        );
        const lagS = Number.isFinite(oldestReceived) ? Math.max(0, (now - oldestReceived) / 1000) : 0;
        const recentEvents = lately?.events_processed ?? 0;
        const recentErrors = lately?.errors ?? 0;
        return {
          agent: agent.name,
          version: agent.version,
          reads: [...agent.reads],
          status: healthOf({ recentEvents, recentErrors, lagS }),
          events_processed: total?.events_processed ?? 0,
          alerts_raised: total?.alerts_raised ?? 0,
          errors: total?.errors ?? 0,
          last_event_at: total?.last_event_at ?? null,
          latency_ms: latency.percentiles(agent.name),
          lag_s: Math.round(lagS * 1000) / 1000,
          recent: {
            window_s: HEALTH_WINDOW_MS / 1000,
            events_processed: recentEvents,
            errors: recentErrors,
            error_rate: errorRate(recentEvents, recentErrors),
          },
        };
      });
    },

    pendingCount: () => countPendingEvents(store.db),

    alertsByIds: (ids) => findAlerts(store.db, ids),

    markUndone: (db, chain, undone) => markUndoneTransfers(db, chain, undone, clock.now()),

    async enqueue(db, events) {
      await insertPendingEvents(db, events);
      for (const workspaceId of new Set(events.map((event) => event.workspace_id)))
        await scheduler.schedule(db, workspaceId);
    },
  };
}
