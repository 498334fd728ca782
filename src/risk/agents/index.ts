/** The face of src/risk/agents: what other modules may use. */

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
export { createEventHistory } from './event-history.ts';
export { AgentStatusSchema } from './routes/agent-status-schemas.ts';
export { getAgentsStatus } from './routes/get-agents-status.ts';
export { JOB_RETRY, JOB_TIMEOUT_MS, RECOVERY_INTERVAL_MS } from './runtime-settings.ts';
export { createAgents } from './typologies/index.ts';
