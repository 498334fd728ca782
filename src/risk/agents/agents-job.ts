/**
 * The `agents.run` job: the agents over one workspace's pending events (`AgentRuntime.run`), each
 * batch counted in the Prometheus metrics. A failed batch throws, and the worker retries the job
 * by the catalogue's policy; its events stay pending meanwhile.
 */
import type { Jobs } from '../../platform/jobs/job-catalogue.ts';
import type { JobHandler, PayloadOf } from '../../platform/jobs/job-definition.ts';
import type { AgentMetrics } from './agent-metrics.ts';
import type { AgentRuntime } from './agent-runtime.ts';

export function createAgentsJob(deps: {
  runtime: AgentRuntime;
  metrics?: AgentMetrics;
}): JobHandler<PayloadOf<Jobs['agents.run']>> {
  const { runtime, metrics } = deps;
  return async ({ workspace_id: workspaceId }, context) => {
    await runtime.run(workspaceId, {
      signal: context.signal,
      ...(metrics ? { onBatch: metrics.observeBatch } : {}),
    });
  };
}
