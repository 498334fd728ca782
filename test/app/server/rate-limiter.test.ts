// The per-key limiter on @fastify/rate-limit's stores: counted at once in this process, and let
// through (logged, not on every request) when Redis cannot count.
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { createRateLimiter, type RateLimitState } from '../../../src/app/server/rate-limit.ts';

const twoPerMinute = { quota: 2, windowS: 60 };

describe('createRateLimiter', () => {
  it('counts in this process synchronously, per key, and refuses past the quota', () => {
    const limiter = createRateLimiter(undefined, () => {
      throw new Error('nothing should fail');
    });
    const first = limiter('key_a', twoPerMinute);
    expect(first).not.toBeInstanceOf(Promise);
    expect(first).toEqual({ remaining: 1, resetS: 60, exceeded: false });
    expect(limiter('key_a', twoPerMinute)).toEqual({ remaining: 0, resetS: 60, exceeded: false });
    expect(limiter('key_a', twoPerMinute)).toMatchObject({ remaining: 0, exceeded: true });
    expect(limiter('key_b', twoPerMinute)).toMatchObject({ remaining: 1, exceeded: false });
  });

  it('lets requests through when Redis cannot count, logging once per interval with how many passed', async () => {
    // Nothing listens on port 1; without an offline queue every command fails at once.
    const redis = new Redis({
      port: 1,
      lazyConnect: true,
      enableOfflineQueue: false,
      retryStrategy: () => null,
    });
    const logged: { error: Error; unlimited: number }[] = [];
    try {
      const limiter = createRateLimiter(redis, (error, unlimited) => logged.push({ error, unlimited }));
      const states: RateLimitState[] = [];
      for (let i = 0; i < 3; i++) states.push(await limiter('key_c', twoPerMinute));
      expect(states).toEqual(Array(3).fill({ remaining: 2, resetS: 60, exceeded: false }));
      expect(logged).toHaveLength(1);
      expect(logged[0]?.unlimited).toBe(1);
      expect(logged[0]?.error).toBeInstanceOf(Error);
    } finally {
      redis.disconnect();
    }
  });
});
