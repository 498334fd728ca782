/** Prometheus metrics of the job worker: attempts by job and outcome, and how long they took. */
import { Counter, Histogram, type Registry } from 'prom-client';

export type AttemptOutcome = 'succeeded' | 'retried' | 'failed';

export interface JobMetrics {
  observe(name: string, outcome: AttemptOutcome, seconds: number): void;
}

export function createJobMetrics(registry: Registry): JobMetrics {
  const attempts = new Counter({
    name: 'vigil_job_attempts_total',
    help: 'Job attempts by job name (webhook.deliver is one webhook delivery attempt) and outcome.',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'vigil_job_attempt_duration_seconds',
    help: 'How long job attempts took, by job name.',
    labelNames: ['job'] as const,
    // From a local receiver's millisecond to the 15 s webhook time limit.
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15, 20],
    registers: [registry],
  });
  return {
    observe(name, outcome, seconds) {
      attempts.inc({ job: name, outcome });
      duration.observe({ job: name }, seconds);
    },
  };
}
