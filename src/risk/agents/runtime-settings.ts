/**
 * The numbers of the agent runtime in one place, each with its unit and its reason: how events are
 * batched and handed over, and when an agent counts as degraded or down (docs/agents.md, "Events
 * and the agent runtime").
 */
import type { RetryPolicy } from '../../platform/jobs/index.ts';

/**
 * Events per batch (one transaction). Large enough that a batch's fixed cost (its lock, its writes of
 * alerts and counters, threat correlation) is spread thin; small enough that a batch holds SQLite's
 * one connection for milliseconds, not seconds, so ingest requests do not wait long behind it.
 */
export const BATCH_SIZE = 500;

/**
 * After a batch shorter than `BATCH_SIZE` (the backlog is worked off), the job waits this long (ms)
 * for events to gather before the next batch, and ends when that one finds none. A batch costs
 * about as much to commit for ten events as for hundreds, and a job that ended at once would be
 * queued, claimed and ended again for every few events. It adds at most this much to the time from
 * ingest to alert.
 */
export const BATCH_GATHER_MS = 50;

/**
 * How long one `agents.run` job keeps taking batches (ms) before it hands the rest of the backlog
 * to a fresh job, so one busy workspace does not hold a worker slot for ever and a job's time limit
 * is never near.
 */
export const JOB_BUDGET_MS = 10_000;
/** The job's time limit (ms): its budget plus the slowest batch we can imagine. */
export const JOB_TIMEOUT_MS = 60_000;
/**
 * A failed batch (the store went away, correlation threw) is retried after 1 s, 5 s, 30 s and 2 min:
 * five attempts over about 2½ minutes. Its events stay pending meanwhile, and the next ingest or
 * the recovery sweep queues a new job once this one has given up.
 */
export const JOB_RETRY: RetryPolicy = { delaysMs: [1_000, 5_000, 30_000, 120_000], jitter: 0.2 };

/**
 * How often (ms) the process that runs jobs looks for events pending longer than
 * `RECOVERY_AGE_MS` with no job queued for their workspace, and queues one. It covers a process
 * that died between storing an event and queueing its job, and the rare race on PostgreSQL where
 * an event commits just after the job that would have taken it read its last batch.
 */
export const RECOVERY_INTERVAL_MS = 10_000;
export const RECOVERY_AGE_MS = 5_000;

/** Per-minute counters older than this (ms) are deleted: health reads the last few minutes only. */
export const STATS_MINUTES_RETENTION_MS = 24 * 60 * 60 * 1000;

/** Inspections per agent whose durations this process keeps for latency p50/p99. */
export const LATENCY_WINDOW = 1_024;

/** Health: the window (ms) over which an agent's error rate is taken, from the per-minute counters. */
export const HEALTH_WINDOW_MS = 5 * 60 * 1000;
/**
 * Error rate (errors / events inspected in the window) from which an agent is `degraded`: one
 * event in twenty failing is more than a rare bad input.
 */
export const DEGRADED_ERROR_RATE = 0.05;
/** Error rate from which an agent is `down`: it fails on most of what it reads. */
export const DOWN_ERROR_RATE = 0.5;
/** Errors needed in the window before the rate counts, so that one early failure is not a verdict. */
export const MIN_ERRORS_FOR_RATE = 3;
/**
 * Lag (s): the age of the oldest event of a type the agent reads that no batch has processed yet.
 * From 30 s the agent is `degraded` (alerts arrive late); from 5 min it is `down` (it is not
 * keeping up, or its batches keep failing).
 */
export const DEGRADED_LAG_S = 30;
export const DOWN_LAG_S = 300;
