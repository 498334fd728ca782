/**
 * The agents' Prometheus series on `GET /metrics`. Counters are this process's (Prometheus adds up
 * the processes it scrapes); latency quantiles are this process's recent inspections; health, lag
 * and the pending count are the whole service's, read from the store at each scrape.
 */
import { Counter, Gauge, type Registry } from 'prom-client';
import { HEALTH_STATES } from './agent-health.ts';
import type { BatchReport } from './agent-runner.ts';
import type { AgentRuntime, AgentStatus } from './agent-runtime.ts';

export interface AgentMetrics {
  observeBatch(report: BatchReport): void;
}

/** A scrape reads every gauge; one status read serves them all for this long (ms). */
const STATUS_REUSE_MS = 1_000;

export function createAgentMetrics(registry: Registry, runtime: AgentRuntime): AgentMetrics {
  const counter = (name: string, help: string) =>
    new Counter({ name, help, labelNames: ['agent'] as const, registers: [registry] });
  const events = counter(
    'vigil_agent_events_processed_total',
    'Events each agent inspected, in this process.',
  );
  const alerts = counter('vigil_agent_alerts_raised_total', 'Alerts each agent raised, in this process.');
  const errors = counter(
    'vigil_agent_errors_total',
    'Inspections that threw or returned a malformed alert, per agent, in this process.',
  );
  for (const agent of runtime.agents) {
    for (const series of [events, alerts, errors]) series.inc({ agent: agent.name }, 0);
  }

  let cached: { at: number; statuses: Promise<AgentStatus[]> } | undefined;
  const statuses = (): Promise<AgentStatus[]> => {
    const now = performance.now();
    if (cached === undefined || now - cached.at > STATUS_REUSE_MS) {
      cached = { at: now, statuses: runtime.status() };
      // A failed read is not kept: the next scrape tries again.
      cached.statuses.catch(() => {
        cached = undefined;
      });
    }
    return cached.statuses;
  };

  new Gauge({
    name: 'vigil_agent_inspect_latency_seconds',
    help: 'How long each agent takes to inspect one event: quantiles of this process’s last 1,024 inspections.',
    labelNames: ['agent', 'quantile'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const agent of runtime.agents) {
        const latency = runtime.latency.percentiles(agent.name);
        if (latency === null) continue;
        this.set({ agent: agent.name, quantile: '0.5' }, latency.p50 / 1000);
        this.set({ agent: agent.name, quantile: '0.99' }, latency.p99 / 1000);
      }
    },
  });
  new Gauge({
    name: 'vigil_agent_health',
    help: 'Each agent’s health, whole service: 1 for its current state, 0 for the others.',
    labelNames: ['agent', 'state'] as const,
    registers: [registry],
    async collect() {
      const list = await statuses().catch(() => undefined);
      if (list === undefined) return;
      for (const status of list) {
        for (const state of HEALTH_STATES)
          this.set({ agent: status.agent, state }, status.status === state ? 1 : 0);
      }
    },
  });
  new Gauge({
    name: 'vigil_agent_lag_seconds',
    help: 'Age of the oldest pending event of a type each agent reads, whole service; 0 when none waits.',
    labelNames: ['agent'] as const,
    registers: [registry],
    async collect() {
      const list = await statuses().catch(() => undefined);
      if (list === undefined) return;
      for (const status of list) this.set({ agent: status.agent }, status.lag_s);
    },
  });
  new Gauge({
    name: 'vigil_agent_pending_events',
    help: 'Ingested events no agent batch has processed yet, whole service.',
    registers: [registry],
    async collect() {
      const count = await runtime.pendingCount().catch(() => undefined);
      if (count !== undefined) this.set(count);
    },
  });

  return {
    observeBatch(report) {
      for (const count of report.counts) {
        events.inc({ agent: count.agent }, count.events_processed);
        alerts.inc({ agent: count.agent }, count.alerts_raised);
        errors.inc({ agent: count.agent }, count.errors);
      }
    },
  };
}
