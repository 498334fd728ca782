/**
 * Detection agents: the typologies, the runtime that feeds them stored events in batches and records
 * their alerts, its jobs, schedule, health and status; correlation is a port (`Correlator`).
 */

export {
  type Agent,
  type AlertDraft,
  type Correlator,
  SEVERITIES,
  type Severity,
  type StoredAlert,
} from './agent.ts';
export { AGENT_JOBS } from './agent-jobs.ts';
export { createAgentMetrics } from './agent-metrics.ts';
export { type AgentRuntime, createAgentRuntime } from './agent-runtime.ts';
export { createAgentsJob } from './agents-job.ts';
export { insertPendingEvents } from './agents-repo.ts';
export type { UndoneAlertTransfer } from './alert-reorgs.ts';
export { createEventHistory } from './event-history.ts';
export {
  createRetroactiveFindings,
  type RetroactiveFindings,
  type RetroactiveSummary,
} from './retroactive-findings.ts';
export { AgentStatusSchema } from './routes/agent-status-schemas.ts';
export { getAgentsStatus } from './routes/get-agents-status.ts';
export { JOB_RETRY, JOB_TIMEOUT_MS, RECOVERY_INTERVAL_MS } from './runtime-settings.ts';
export { createAgents } from './typologies/index.ts';
