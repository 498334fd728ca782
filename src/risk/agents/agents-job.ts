/**
 * The `agents.run` job: the agents over one workspace's pending events (`AgentRuntime.run`), each
 * batch counted in the Prometheus metrics. A failed batch throws, and the worker retries the job
 * by the catalogue's policy; its events stay pending meanwhile.
 */
import type { JobHandler, PayloadOf } from '../../platform/jobs/index.ts';
import type { AGENT_JOBS } from './agent-jobs.ts';
import type { AgentMetrics } from './agent-metrics.ts';
import type { AgentRuntime } from './agent-runtime.ts';

export function createAgentsJob(deps: {
  runtime: AgentRuntime;
  metrics?: AgentMetrics;
}): JobHandler<PayloadOf<(typeof AGENT_JOBS)['agents.run']>> {
  const { runtime, metrics } = deps;
  return async ({ workspace_id: workspaceId }, context) => {
    await runtime.run(workspaceId, {
      signal: context.signal,
      ...(metrics ? { onBatch: metrics.observeBatch } : {}),
    });
  };
}
