/**
 * What a job is: a name in a catalogue, a payload schema, a time limit and a retry policy, and the
 * handler that does the work. The catalogue (`src/app/job-catalogue.ts`, assembled from each module's jobs) lists the service's jobs; tests
 * may build a queue and a worker over a catalogue of their own.
 */
import type { Static, TSchema } from 'typebox';

export interface RetryPolicy {
  /**
   * The wait after each failed attempt before the next: entry `i` follows attempt `i + 1`. A job
   * makes at most `delaysMs.length + 1` attempts.
   */
  delaysMs: readonly number[];
  /** Each wait varies at random by up to ± this fraction, so that a burst of failures spreads out. */
  jitter: number;
}

export interface JobDefinition<S extends TSchema = TSchema> {
  description: string;
  payload: S;
  /** An attempt still running after this long has failed; its signal is aborted. */
  timeoutMs: number;
  retry: RetryPolicy;
  /** At most this many jobs of one group run at once in one process (unset: no limit per group). */
  groupConcurrency?: number;
}

export type JobCatalogue = Record<string, JobDefinition>;

export type PayloadOf<D> = D extends JobDefinition<infer S> ? Static<S> : never;

export function defineJob<S extends TSchema>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}

export interface JobContext {
  jobId: string;
  /** 1 for the first attempt. */
  attempt: number;
  maxAttempts: number;
  /**
   * How long the worker waits before the next attempt if this one fails, jitter included; null on
   * the last attempt. A handler that records when it will be retried uses this (see JobFailure).
   */
  retryDelayMs: number | null;
  /** Aborted when the attempt runs out of time or the worker stops. */
  signal: AbortSignal;
}

export type JobHandler<P> = (payload: P, context: JobContext) => Promise<void>;

export type JobHandlers<C extends JobCatalogue> = { [N in keyof C]: JobHandler<PayloadOf<C[N]>> };

/**
 * A failure the handler understands. `retryAt` replaces the policy's time for the next attempt
 * (e.g. later, as a receiver's `Retry-After` asks); `final` means another attempt cannot help.
 * Any other error thrown by a handler is retried on the policy's schedule.
 */
export class JobFailure extends Error {
  readonly retryAt: number | undefined;
  readonly final: boolean;

  constructor(message: string, options: { retryAt?: number; final?: boolean; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'JobFailure';
    this.retryAt = options.retryAt;
    this.final = options.final ?? false;
  }
}

/**
 * Not now, through no fault of the job: the worker puts it back in the queue until `until`, and
 * the attempt does not count against its retry policy (a webhook endpoint's circuit breaker is
 * open, so the delivery waits instead of being tried).
 */
export class JobDeferred extends Error {
  readonly until: number;

  constructor(message: string, until: number) {
    super(message);
    this.name = 'JobDeferred';
    this.until = until;
  }
}

export function maxAttemptsOf(policy: RetryPolicy): number {
  return policy.delaysMs.length + 1;
}

/** The wait after failed attempt `attempt` (1-based), with jitter; null when no attempt follows. */
export function retryDelayMs(
  policy: RetryPolicy,
  attempt: number,
  maxAttempts: number,
  random: () => number = Math.random,
): number | null {
  if (attempt >= maxAttempts) return null;
  const base = policy.delaysMs[Math.min(attempt, policy.delaysMs.length) - 1] ?? 0;
  const spread = base * policy.jitter * (2 * random() - 1);
  return Math.max(0, Math.round(base + spread));
}
