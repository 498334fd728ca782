/**
 * The writes that failed because of the store (its disk full, its connection lost), remembered a
 * while for the store check of readiness: a one-row probe can pass where real batches fail.
 */

/** How long a write that failed for the store's sake keeps the store check failing. */
export const STORE_FAILURE_MEMORY_MS = 60_000;

/** The writes of requests that failed because of the store, as the HTTP error handler reports them. */
export interface StoreFailures {
  note(reason: string, at: number): void;
  /** Those within STORE_FAILURE_MEMORY_MS of `now`: how many, and the last one's reason. */
  recent(now: number): { count: number; reason: string } | undefined;
}

export function createStoreFailures(): StoreFailures {
  let times: number[] = [];
  let last = '';
  return {
    note(reason, at) {
      times.push(at);
      last = reason;
    },
    recent(now) {
      times = times.filter((at) => now - at < STORE_FAILURE_MEMORY_MS);
      return times.length === 0 ? undefined : { count: times.length, reason: last };
    },
  };
}
