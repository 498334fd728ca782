/**
 * Per-key rate limits on @fastify/rate-limit's counting stores: in this process by default, or in
 * Redis (`REDIS_URL`) so that every process behind a load balancer shares one count per key. A
 * fixed window starts at a key's first request. If Redis cannot be reached the request is let
 * through and the failure logged: an outage of the limiter should not become an outage of the API.
 *
 * The stores are used without the plugin around them: each key has its own limit, which the
 * plugin could only be handed through per-request callbacks, and its check awaits every step even
 * where nothing is asynchronous. The in-process store answers synchronously, so a request whose key
 * is cached is authenticated and counted without a promise (see `auth-hook.ts`).
 */
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { Redis } from 'ioredis';
import type { RateLimitSpec } from '../../lib/rate-limit-spec.ts';

export interface RateLimitState {
  remaining: number;
  /** Seconds until the window resets. */
  resetS: number;
  exceeded: boolean;
}

/** Counts one request of `key` against `limit`: synchronously in this process, a promise with Redis. */
export type RateLimiter = (key: string, limit: RateLimitSpec) => RateLimitState | Promise<RateLimitState>;

/** How many keys the in-process store remembers before forgetting the least recently used. */
const LOCAL_STORE_KEYS = 100_000;
/** Redis keys of the counts: the prefix, then the key's (or OAuth client's) id. */
export const REDIS_PREFIX = 'vigil:ratelimit:';
/** While Redis fails, one log line per this many ms, with the number of requests let through. */
const FAILURE_LOG_INTERVAL_MS = 10_000;

export function createRateLimiter(
  redis: Redis | undefined,
  logFailure: (error: Error, unlimited: number) => void,
): RateLimiter {
  // Neither extending a window while a key stays over its limit, nor backing off exponentially.
  const store = redis
    ? new RedisStore(false, false, redis, REDIS_PREFIX)
    : new LocalStore(false, false, LOCAL_STORE_KEYS);
  let unlimited = 0;
  let loggedAt = Number.NEGATIVE_INFINITY;

  function failedOpen(limit: RateLimitSpec, error: Error): RateLimitState {
    unlimited += 1;
    const now = Date.now();
    if (now - loggedAt >= FAILURE_LOG_INTERVAL_MS) {
      logFailure(error, unlimited);
      loggedAt = now;
      unlimited = 0;
    }
    return { remaining: limit.quota, resetS: limit.windowS, exceeded: false };
  }

  function count(key: string, limit: RateLimitSpec, done: (state: RateLimitState) => void): void {
    const onCount = (error: Error | null, result?: { current: number; ttl: number }) => {
      if (error || !result) return done(failedOpen(limit, error ?? new Error('the store gave no count')));
      done({
        remaining: Math.max(0, limit.quota - result.current),
        resetS: Math.max(1, Math.ceil(result.ttl / 1000)),
        exceeded: result.current > limit.quota,
      });
    };
    store.incr(key, onCount, limit.windowS * 1000, limit.quota);
  }

  if (redis) return (key, limit) => new Promise((resolve) => count(key, limit, resolve));
  return (key, limit) => {
    let state: RateLimitState | undefined;
    count(key, limit, (counted) => {
      state = counted;
    });
    // The in-process store calls back before it returns.
    if (state === undefined) throw new Error('the in-process rate limit store did not answer at once');
    return state;
  };
}
