/**
 * The limits that keep one process healthy and one workspace from starving another, read from the
 * environment. Each default says where its number comes from; README.md's table lists them all.
 */

export interface Limits {
  /** Readiness fails when the SQLite store's disk has less free space than this. */
  diskFreeMinBytes: number;
}

const MB = 1024 * 1024;

/**
 * 256 MB: sixteen of the largest ingest bodies (16 MiB), and room for SQLite's write-ahead log to
 * grow by as much before its next checkpoint; below it a busy service can fill the disk within
 * seconds.
 */
export const DEFAULT_DISK_FREE_MIN_MB = 256;

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
  return {
    diskFreeMinBytes:
      wholeNumber(
        env,
        'VIGIL_DISK_FREE_MIN_MB',
        DEFAULT_DISK_FREE_MIN_MB,
        { min: 0, max: 10_000_000 },
        problems,
      ) * MB,
  };
}
