/**
 * When to try a dropped feed again. Exponential with jitter, so that a receiver that restarts is
 * not hit by every client at the same instant, and capped so that a feed that was down for an
 * hour is back within a minute of it returning.
 */

export interface BackoffPolicy {
  initialMs: number;
  maxMs: number;
}

/** 1 s, 2 s, 4 s … up to 60 s: about 2 minutes of attempts before the waits reach the cap. */
export const DEFAULT_BACKOFF: BackoffPolicy = { initialMs: 1_000, maxMs: 60_000 };

/**
 * A connection that lasted this long counts as healthy, and the next drop starts the schedule
 * again from the first wait. Shorter ones (a server that accepts then hangs up) keep climbing.
 */
export const STABLE_CONNECTION_MS = 30_000;

/**
 * The wait before attempt `attempt` (0 = the first retry): the capped exponential step, jittered
 * to between half and all of it ("equal jitter"), so waits never collapse to zero.
 */
export function backoffDelay(
  policy: BackoffPolicy,
  attempt: number,
  random: () => number = Math.random,
): number {
  const step = Math.min(policy.maxMs, policy.initialMs * 2 ** Math.min(attempt, 30));
  return Math.round(step / 2 + (random() * step) / 2);
}
