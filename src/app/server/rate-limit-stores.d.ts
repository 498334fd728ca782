/**
 * The two counting stores of @fastify/rate-limit, which `rate-limit.ts` uses without the plugin
 * around them. The package types only their common shape (`FastifyRateLimitStore`), not the files
 * or their constructors: these are the constructors as its `index.js` calls them.
 */
declare module '@fastify/rate-limit/store/LocalStore.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';

  const LocalStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    /** How many keys it remembers before forgetting the least recently used. */
    cache?: number,
  ) => FastifyRateLimitStore;
  export default LocalStore;
}

declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';
  import type { Redis } from 'ioredis';

  const RedisStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    redis: Redis,
    /** Prefix of the Redis keys; the limited key follows it. */
    key?: string,
  ) => FastifyRateLimitStore;
  export default RedisStore;
}
