/**
 * Background jobs: a typed catalogue (each module defines its own jobs; the app assembles them),
 * a queue written in the caller's transaction, and workers that claim jobs with leases and retry
 * them by their policy.
 */
export {
  defineJob,
  type JobCatalogue,
  JobDeferred,
  JobFailure,
  type JobHandler,
  type JobHandlers,
  type PayloadOf,
  type RetryPolicy,
} from './job-definition.ts';
export { createJobMetrics } from './job-metrics.ts';
export { createJobQueue, type JobQueue } from './job-queue.ts';
export {
  createJobWorker,
  type GroupGate,
  type JobWorker,
  TENANT_SHARE,
  type WorkerSettings,
} from './job-worker.ts';
