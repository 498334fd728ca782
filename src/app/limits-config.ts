/**
 * The limits that keep one process healthy and one workspace from starving another, read from the
 * environment. Each default says where its number comes from; README.md's table lists them all.
 */

export interface Limits {
  /** Readiness fails when the SQLite store's disk has less free space than this. */
  diskFreeMinBytes: number;
  /** How many bytes of large request bodies (over 1 MiB) one process takes in at once. */
  bodyBudgetBytes: number;
  /** Webhook endpoints a workspace may have. */
  webhookEndpointsPerWorkspace: number;
  /** Live event streams a workspace may have open in one process. */
  streamsPerWorkspace: number;
  /** Live event streams one process keeps open, all workspaces together. */
  streamsPerProcess: number;
}

const MB = 1024 * 1024;

/**
 * 256 MB: sixteen of the largest ingest bodies (16 MiB), and room for SQLite's write-ahead log to
 * grow by as much before its next checkpoint; below it a busy service can fill the disk within
 * seconds.
 */
export const DEFAULT_DISK_FREE_MIN_MB = 256;

/**
 * 48 MiB: three of the largest ingest bodies (16 MiB) at once. Each costs some 50 MB while it is
 * read and stored (its bytes, the text made of them, the slice in hand), so three keep a process
 * within a few hundred MB; three in parallel used to take 1.1 GB and 13 s of a stalled event loop.
 */
export const DEFAULT_BODY_BUDGET_MB = 48;

/**
 * 50 endpoints: every event is one delivery per endpoint that takes it, so this bounds the work one
 * event can make; it is far above what an integration needs (Stripe allows 16 per account).
 */
export const DEFAULT_WEBHOOK_ENDPOINTS_PER_WORKSPACE = 50;
/**
 * 20 streams of one workspace per process: a console tab holds one, so twenty operators watching
 * at once; four read keys opened 19,966 before, which left health unanswered.
 */
export const DEFAULT_STREAMS_PER_WORKSPACE = 20;
/**
 * 500 streams per process, all workspaces: each holds a connection, a file descriptor, and many
 * systems give a process 1,024; the store, NATS, feeds and ordinary requests need the rest.
 */
export const DEFAULT_STREAMS_PER_PROCESS = 500;

/** A whole number from `min` to `max` read from `env[name]`, or `fallback` when unset. */
function wholeNumber(
  env: Record<string, string | undefined>,
  name: string,
  fallback: number,
  range: { min: number; max: number },
  problems: string[],
): number {
  const text = env[name] || String(fallback);
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < range.min || value > range.max) {
    problems.push(`${name} must be a whole number from ${range.min} to ${range.max}, got '${text}'`);
    return fallback;
  }
  return value;
}

export function readLimits(env: Record<string, string | undefined>, problems: string[]): Limits {
  const whole = (name: string, fallback: number, min: number, max: number) =>
    wholeNumber(env, name, fallback, { min, max }, problems);
  const megabytes = (name: string, fallback: number, min: number, max: number) =>
    whole(name, fallback, min, max) * MB;
  return {
    diskFreeMinBytes: megabytes('VIGIL_DISK_FREE_MIN_MB', DEFAULT_DISK_FREE_MIN_MB, 0, 10_000_000),
    bodyBudgetBytes: megabytes('VIGIL_BODY_BUDGET_MB', DEFAULT_BODY_BUDGET_MB, 1, 100_000),
    webhookEndpointsPerWorkspace: whole(
      'VIGIL_WEBHOOK_ENDPOINTS_PER_WORKSPACE',
      DEFAULT_WEBHOOK_ENDPOINTS_PER_WORKSPACE,
      1,
      100_000,
    ),
    streamsPerWorkspace: whole('VIGIL_STREAMS_PER_WORKSPACE', DEFAULT_STREAMS_PER_WORKSPACE, 1, 100_000),
    streamsPerProcess: whole('VIGIL_STREAMS_PER_PROCESS', DEFAULT_STREAMS_PER_PROCESS, 1, 1_000_000),
  };
}
