/**
 * Per-key rate limits on @fastify/rate-limit's counting stores: in this process by default, or in
 * Redis (`REDIS_URL`) so that every process behind a load balancer shares one count per key. A
 * fixed window starts at a key's first request. If Redis cannot be reached the request is let
 * through and the failure logged: an outage of the limiter should not become an outage of the API.
 */
import rateLimitPlugin from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { RateLimitSpec } from '../lib/rate-limit-spec.ts';
import type { App } from './route.ts';

export interface RateLimitState {
  remaining: number;
  /** Seconds until the window resets. */
  resetS: number;
  exceeded: boolean;
}

export type RateLimiter = (request: FastifyRequest, limit: RateLimitSpec) => Promise<RateLimitState>;

/** How many keys the in-process store remembers before forgetting the least recently used. */
const LOCAL_STORE_KEYS = 100_000;
/** Redis keys of the counts: the prefix, then the key's (or OAuth client's) id. */
export const REDIS_PREFIX = 'vigil:ratelimit:';

export async function registerRateLimiter(app: App, redis: Redis | undefined): Promise<RateLimiter> {
  const limits = new WeakMap<FastifyRequest, RateLimitSpec>();
  // Given here rather than to createRateLimit, which would count in a child store whose Redis keys
  // read `vigil:ratelimit:undefinedundefined-<key id>`; here they are `vigil:ratelimit:<key id>`.
  await app.register(rateLimitPlugin, {
    global: false,
    skipOnError: true,
    nameSpace: REDIS_PREFIX,
    keyGenerator: (request) => request.principal?.keyId ?? 'anonymous',
    max: (request) => limits.get(request)?.quota ?? 1,
    timeWindow: (request) => (limits.get(request)?.windowS ?? 1) * 1000,
    ...(redis ? { redis } : { cache: LOCAL_STORE_KEYS }),
  });
  const check = app.createRateLimit();
  return async (request, limit) => {
    limits.set(request, limit);
    const result = await check(request);
    if (result.isAllowed) return { remaining: limit.quota, resetS: limit.windowS, exceeded: false };
    return {
      remaining: result.remaining,
      resetS: Math.max(1, result.ttlInSeconds),
      exceeded: result.isExceeded,
    };
  };
}
