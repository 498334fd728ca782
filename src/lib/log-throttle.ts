/**
 * Keeps a repeating problem to one log line per interval: a feed that sends garbage, or a store
 * that is down, would otherwise write a warning per batch, several a second, for hours.
 */

/** One line a minute says "still happening" without burying everything else in the log. */
export const LOG_INTERVAL_MS = 60_000;

export interface LogThrottle {
  /**
   * Counts `count` occurrences; when it is time to report again, returns how many happened since
   * the last report (this call's included), else 0.
   */
  hit(count?: number, now?: number): number;
}

export function createLogThrottle(intervalMs = LOG_INTERVAL_MS): LogThrottle {
  let lastReport = Number.NEGATIVE_INFINITY;
  let count = 0;
  return {
    hit(occurrences = 1, now = Date.now()) {
      count += occurrences;
      if (now - lastReport < intervalMs) return 0;
      lastReport = now;
      const total = count;
      count = 0;
      return total;
    },
  };
}
