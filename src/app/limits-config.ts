/**
 * The limits that keep one process healthy and one workspace from starving another, read from the
 * environment. Each default says where its number comes from; README.md's table lists them all.
 */

export interface Limits {
  /** Readiness fails when the SQLite store's disk has less free space than this. */
  diskFreeMinBytes: number;
  /** How many bytes of large request bodies (over 1 MiB) one process takes in at once. */
  bodyBudgetBytes: number;
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
  const megabytes = (name: string, fallback: number, min: number, max: number) =>
    wholeNumber(env, name, fallback, { min, max }, problems) * MB;
  return {
    diskFreeMinBytes: megabytes('VIGIL_DISK_FREE_MIN_MB', DEFAULT_DISK_FREE_MIN_MB, 0, 10_000_000),
    bodyBudgetBytes: megabytes('VIGIL_BODY_BUDGET_MB', DEFAULT_BODY_BUDGET_MB, 1, 100_000),
  };
}
