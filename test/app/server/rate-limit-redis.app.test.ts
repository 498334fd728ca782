// Rate limits shared through Redis (REDIS_URL): two app instances count one key's requests together.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIS_PREFIX } from '../../../src/app/server/rate-limit.ts';
import { createTestStore, startApp, type TestApp, type TestStore } from '../../harness.ts';

// `scripts/services up` starts this Redis; `.ci/run` passes its URL in VIGIL_TEST_REDIS_URL.
const REDIS_URL = process.env.VIGIL_TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

// The machine's Redis is part of the test environment; in CI its absence is a failure, not a skip.
const available = await redisAnswers();
if (!available && process.env.CI) throw new Error(`Redis is not reachable at ${REDIS_URL}`);

const title = available
  ? 'rate limits in Redis'
  : `rate limits in Redis (skipped: no Redis at ${REDIS_URL}; scripts/services up starts one)`;

describe.skipIf(!available)(title, () => {
  let store: TestStore;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    store = await createTestStore();
    a = await startApp({ store, env: { REDIS_URL } });
    b = await startApp({ store, env: { REDIS_URL } });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await store?.dispose();
  });

  it('counts one key across processes', async () => {
    const key = await a.key(['keys:read'], { rateLimit: '3/60' });
    const statuses = [];
    for (const app of [a, b, a, b]) {
      statuses.push((await app.request({ method: 'GET', url: '/v1/keys', key })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const last = await b.request({ method: 'GET', url: '/v1/keys', key });
    expect(last.headers['retry-after']).toMatch(/^\d+$/);
    expect(last.headers.ratelimit).toMatch(/^"default";r=0;t=\d+$/);
    // One counter per key, named by its id, that expires with the window.
    const redis = new Redis(REDIS_URL);
    try {
      expect(await redis.get(`${REDIS_PREFIX}${key.keyId}`)).toBe('5');
      expect(await redis.pttl(`${REDIS_PREFIX}${key.keyId}`)).toBeGreaterThan(0);
    } finally {
      redis.disconnect();
    }
  });

  it('uses the service default for keys without their own limit', async () => {
    const response = await a.request({ method: 'GET', url: '/v1/keys' });
    expect(response.headers['ratelimit-policy']).toBe('"default";q=6000;w=60');
    expect(response.headers.ratelimit).toMatch(/^"default";r=\d+;t=\d+$/);
  });
});
