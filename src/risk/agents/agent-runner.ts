/**
 * The agent runner: takes a workspace's oldest pending events in one transaction, records each in
 * the workspace's history, runs every agent that reads its type (each in its own try/catch: one
 * failing agent never stops the others; its error is counted and logged), gives each alert an id,
 * stores the alerts, hands them to threat correlation and marks the events processed, all in that
 * transaction. A batch that fails leaves its events pending for the next attempt.
 *
 * Each workspace's history lives in memory, bounded by the longest window any agent declares and
 * counted in event time (the newest `occurred_at` seen, never later than its arrival). It is
 * rebuilt from the stored, processed events within that window when this process first meets the
 * workspace (after a restart) and whenever another process has run a batch of it since (the
 * workspace row's `version` says so).
 */
import { performance } from 'node:perf_hooks';
import type { Logger } from 'pino';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import type { Executor, Store } from '../../store/store.ts';
import type { ChainName } from '../chains/index.ts';
import type { AgentEvent } from '../events/index.ts';
import { KNOWN_EVENT_TYPES, upgradeEventData } from '../events/index.ts';
import type { WalletScreening } from '../screening/index.ts';
import type { Agent, AgentContext, AlertDraft, Correlator, StoredAlert } from './agent.ts';
import type { LatencyWindows } from './agent-latency.ts';
import {
  type AgentCounts,
  addAgentCounts,
  deletePendingEvents,
  finishWorkspaceBatch,
  insertAlerts,
  lockWorkspace,
  pendingEvents,
  processedEventsPage,
  type StoredEventRow,
} from './agents-repo.ts';
import { draftProblem } from './alert-draft-check.ts';
import type { RecordingEventHistory } from './event-history.ts';
import { BATCH_SIZE } from './runtime-settings.ts';

export interface BatchReport {
  workspaceId: string;
  events: number;
  alerts: number;
  /** Per agent that read any of the batch's events. */
  counts: AgentCounts[];
  /** Whether the workspace's history had to be rebuilt from the store first. */
  rebuilt: boolean;
}

export interface AgentRunner {
  readonly agents: readonly Agent[];
  /** Processes up to one batch of the workspace's oldest pending events; null when none was pending. */
  runBatch(workspaceId: string): Promise<BatchReport | null>;
}

export interface AgentRunnerDeps {
  store: Store;
  clock: Clock;
  logger: Logger;
  agents: readonly Agent[];
  /** Threat correlation (`createCorrelator`), called in the batch's transaction. */
  correlator: Correlator;
  /** Screening without an audit record, for `AgentContext.screen`. */
  screen(workspaceId: string, chain: ChainName, address: string): WalletScreening;
  createHistory(retainMs: number): RecordingEventHistory;
  latency: LatencyWindows;
  batchSize?: number;
  /** The workspace's own wallets as they stand, read in the batch's transaction; without it, none. */
  ownWallets?: ((db: Executor, workspaceId: string) => Promise<OwnWallets>) | undefined;
}

/** A workspace's own wallets, as a batch asks them. */
export interface OwnWallets {
  has(chain: ChainName, address: string): boolean;
}

const NONE_OWN: OwnWallets = { has: () => false };

interface HeldHistory {
  history: RecordingEventHistory;
  /** The workspace row's version this history has seen every batch of. */
  version: number;
  watermark: number;
}

/** Rows per page when a history is rebuilt. */
const REBUILD_PAGE = 5_000;
const MINUTE_MS = 60_000;

export function createAgentRunner(deps: AgentRunnerDeps): AgentRunner {
  const { store, clock, logger, agents, correlator, latency } = deps;
  const batchSize = deps.batchSize ?? BATCH_SIZE;
  const names = new Set<string>();
  for (const agent of agents) {
    if (names.has(agent.name)) throw new Error(`two agents are named '${agent.name}'`);
    names.add(agent.name);
  }
  const retainMs = Math.max(0, ...agents.map((agent) => agent.windowMs));
  const readers = new Map<string, Agent[]>();
  for (const agent of agents) {
    for (const type of new Set(agent.reads)) readers.set(type, [...(readers.get(type) ?? []), agent]);
  }
  const histories = new Map<string, HeldHistory>();

  function eventOf(row: StoredEventRow): AgentEvent {
    return {
      id: row.id,
      workspace_id: row.workspace_id,
      type: row.type,
      occurred_at: Number(row.occurred_at),
      received_at: Number(row.received_at),
      // Events stored by an older Vigil are read as new ones are (amounts as decimal text).
      data: upgradeEventData(row.type, JSON.parse(row.data) as Record<string, unknown>),
    };
  }

  /** Event time moves with what has happened, never past when it arrived (a sender's clock may run fast). */
  const eventTime = (event: AgentEvent) => Math.min(event.occurred_at, event.received_at);

  async function rebuild(
    tx: Executor,
    workspaceId: string,
    row: { version: number; watermark: number },
  ): Promise<HeldHistory> {
    const history = deps.createHistory(retainMs);
    let after = { at: Number.MIN_SAFE_INTEGER, id: '' };
    for (;;) {
      const page = await processedEventsPage(tx, workspaceId, {
        since: row.watermark - retainMs,
        types: KNOWN_EVENT_TYPES,
        after,
        limit: REBUILD_PAGE,
      });
      for (const stored of page) recordSafely(history, eventOf(stored));
      const last = page.at(-1);
      if (last === undefined || page.length < REBUILD_PAGE) break;
      after = { at: Number(last.occurred_at), id: last.id };
    }
    history.prune(row.watermark);
    return { history, version: row.version, watermark: row.watermark };
  }

  function recordSafely(history: RecordingEventHistory, event: AgentEvent): void {
    try {
      history.record(event);
    } catch (error) {
      logger.error({ err: error, event_id: event.id }, 'the event history could not take an event');
    }
  }

  function contextFor(workspaceId: string, history: RecordingEventHistory, own: OwnWallets): AgentContext {
    // Within a batch an address is screened once: agents of one event, and events of one batch,
    // often ask about the same counterparties.
    const screened = new Map<string, WalletScreening>();
    return {
      history,
      isOwn: (chain, address) => own.has(chain, address),
      screen(chain, address) {
        const key = `${chain}:${address}`;
        let result = screened.get(key);
        if (result === undefined) {
          result = deps.screen(workspaceId, chain, address);
          screened.set(key, result);
        }
        return result;
      },
    };
  }

  /** Runs the agents over the batch's events; returns their alerts and each agent's counts. */
  function inspectAll(
    workspaceId: string,
    held: HeldHistory,
    events: AgentEvent[],
    now: number,
    own: OwnWallets,
  ) {
    const context = contextFor(workspaceId, held.history, own);
    const counts = new Map<string, AgentCounts>();
    const failures = new Map<string, { count: number; first: unknown; eventId: string }>();
    const alerts: StoredAlert[] = [];
    const countsOf = (agent: Agent) => {
      let entry = counts.get(agent.name);
      if (entry === undefined) {
        entry = { agent: agent.name, events_processed: 0, alerts_raised: 0, errors: 0 };
        counts.set(agent.name, entry);
      }
      return entry;
    };
    const fail = (agent: Agent, count: AgentCounts, error: unknown, eventId: string) => {
      count.errors += 1;
      const seen = failures.get(agent.name);
      if (seen) seen.count += 1;
      else failures.set(agent.name, { count: 1, first: error, eventId });
    };

    for (const event of events) {
      recordSafely(held.history, event);
      held.watermark = Math.max(held.watermark, eventTime(event));
      for (const agent of readers.get(event.type) ?? []) {
        const count = countsOf(agent);
        count.events_processed += 1;
        const started = performance.now();
        let drafts: AlertDraft[];
        try {
          drafts = agent.inspect(event, context);
        } catch (error) {
          latency.add(agent.name, performance.now() - started);
          fail(agent, count, error, event.id);
          continue;
        }
        latency.add(agent.name, performance.now() - started);
        if (!Array.isArray(drafts)) {
          fail(agent, count, new Error('inspect did not return a list of alerts'), event.id);
          continue;
        }
        let bad: string | undefined;
        for (const draft of drafts) {
          const problem = draftProblem(draft);
          if (problem !== undefined) {
            bad ??= problem;
            continue;
          }
          // Threats are not joined on the workspace's own wallets (a hot wallet pays everyone).
          for (const entry of draft.addresses) if (own.has(entry.chain, entry.address)) entry.own = true;
          alerts.push(storedAlert(agent, workspaceId, draft, now));
          count.alerts_raised += 1;
        }
        if (bad !== undefined)
          fail(agent, count, new Error(`an alert it returned is malformed: ${bad}`), event.id);
      }
    }
    held.history.prune(held.watermark);
    for (const [agent, { count, first, eventId }] of failures) {
      logger.warn(
        { err: first, agent, workspace_id: workspaceId, event_id: eventId, failures: count },
        'an agent failed on events; the other agents ran',
      );
    }
    return { alerts, counts: [...counts.values()] };
  }

  return {
    agents,
    async runBatch(workspaceId) {
      const now = clock.now();
      try {
        return await store.db.transaction().execute(async (tx) => {
          const row = await lockWorkspace(store, tx, workspaceId, now);
          const stored = await pendingEvents(tx, workspaceId, batchSize);
          if (stored.length === 0) return null;
          let held = histories.get(workspaceId);
          const rebuilt = held?.version !== row.version;
          if (held === undefined || rebuilt) {
            held = await rebuild(tx, workspaceId, row);
            histories.set(workspaceId, held);
          }
          const events = stored.map(eventOf);
          const own = (await deps.ownWallets?.(tx, workspaceId)) ?? NONE_OWN;
          const { alerts, counts } = inspectAll(workspaceId, held, events, now, own);
          await insertAlerts(tx, alerts);
          await deletePendingEvents(
            tx,
            events.map((event) => event.id),
          );
          if (alerts.length > 0) await correlator.correlate(tx, alerts, now);
          held.version = row.version + 1;
          await finishWorkspaceBatch(tx, workspaceId, {
            version: held.version,
            watermark: held.watermark,
            now,
          });
          await addAgentCounts(tx, counts, { now, minute: Math.floor(now / MINUTE_MS) * MINUTE_MS });
          return { workspaceId, events: events.length, alerts: alerts.length, counts, rebuilt };
        });
      } catch (error) {
        // The history took in events whose batch did not commit: rebuild it next time.
        histories.delete(workspaceId);
        throw error;
      }
    },
  };
}

function storedAlert(agent: Agent, workspaceId: string, draft: AlertDraft, now: number): StoredAlert {
  return {
    id: newId('agentAlert'),
    workspace_id: workspaceId,
    agent: agent.name,
    agent_version: agent.version,
    raised_at: now,
    typology: draft.typology,
    severity: draft.severity,
    summary: draft.summary,
    occurred_at: draft.occurred_at,
    addresses: draft.addresses,
    accounts: draft.accounts ?? [],
    event_ids: draft.event_ids,
    transfers: draft.transfers,
    facts: draft.facts,
  };
}
