// Retries, backoff and timeouts against a real Vigil: a key with a tiny rate limit for 429 and
// Retry-After, and a gateway in front of Vigil for 5xx answers, lost answers and silence.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retryAfterMs } from '../src/errors.ts';
import {
  InternalServerError,
  RateLimitError,
  Vigil,
  VigilConnectionError,
  VigilTimeoutError,
} from '../src/index.ts';
import { backoffMs, RETRY_DEFAULTS } from '../src/retry-policy.ts';
import {
  type Gateway,
  type LiveVigil,
  type Move,
  recordingFetch,
  startGateway,
  startLiveVigil,
} from './live-vigil.ts';

let live: LiveVigil;
const gateways: Gateway[] = [];

const problem = (status: number, code: string, headers: Record<string, string> = {}): Move => ({
  status,
  headers: { 'content-type': 'application/problem+json', ...headers },
  body: JSON.stringify({
    type: `urn:vigil:problem:${code}`,
    title: code,
    status,
    detail: `a ${status} from the gateway`,
    code,
    request_id: 'gateway',
  }),
});

async function through(
  plan: (index: number) => Move,
  options: { maxRetries?: number; timeoutMs?: number } = {},
) {
  const gateway = await startGateway(live.baseUrl, plan);
  gateways.push(gateway);
  return { gateway, client: new Vigil({ apiKey: live.t.admin.token, baseUrl: gateway.url, ...options }) };
}

beforeAll(async () => {
  live = await startLiveVigil();
});
afterAll(async () => {
  for (const gateway of gateways) await gateway.close();
  await live.close();
});

describe('429', () => {
  it('waits what Retry-After says, then retries', async () => {
    const tiny = await live.t.key(['keys:read'], { rateLimit: '1/1' });
    const statuses: number[] = [];
    const client = new Vigil({ apiKey: tiny.token, baseUrl: live.baseUrl, fetch: recordingFetch(statuses) });
    await client.keys.get(tiny.keyId);
    const started = Date.now();
    const key = await client.keys.get(tiny.keyId);
    expect(key.id).toBe(tiny.keyId);
    expect(statuses).toEqual([200, 429, 200]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it('throws RateLimitError with the wait when retries are off', async () => {
    const tiny = await live.t.key(['keys:read'], { rateLimit: '1/60' });
    const client = new Vigil({ apiKey: tiny.token, baseUrl: live.baseUrl, maxRetries: 0 });
    await client.keys.get(tiny.keyId);
    const error = await client.keys.get(tiny.keyId).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).code).toBe('rate_limited');
    expect((error as RateLimitError).retryAfterS).toBeGreaterThan(1);
  });

  it('does not wait for a Retry-After longer than the cap', async () => {
    const { gateway, client } = await through(() => problem(429, 'rate_limited', { 'retry-after': '3600' }));
    const started = Date.now();
    const error = await client.keys.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).retryAfterS).toBe(3600);
    expect(gateway.log).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('5xx', () => {
  it('retries a GET with backoff until it succeeds', async () => {
    const { gateway, client } = await through((i) => (i < 2 ? problem(503, 'unavailable') : 'forward'));
    const page = await client.keys.list();
    expect(page.data.length).toBeGreaterThan(0);
    expect(gateway.log.map((entry) => entry.move)).toEqual(['503', '503', 'forward']);
  });

  it('gives up after maxRetries and throws InternalServerError', async () => {
    const { gateway, client } = await through(() => problem(500, 'internal'), { maxRetries: 1 });
    const error = await client.keys.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InternalServerError);
    expect((error as InternalServerError).status).toBe(500);
    expect(gateway.log).toHaveLength(2);
  });

  it('retries a POST with the same Idempotency-Key', async () => {
    const { gateway, client } = await through((i) => (i === 0 ? problem(502, 'internal') : 'forward'));
    const created = await client.cases.create({ title: 'retried' });
    expect(created.title).toBe('retried');
    const [first, second] = gateway.log;
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
  });

  it('never repeats a PATCH, which has no idempotency key', async () => {
    const endpoint = await new Vigil({ apiKey: live.t.admin.token, baseUrl: live.baseUrl }).webhooks.create({
      url: 'https://hooks.example.com/vigil',
      events: ['*'],
    });
    const { gateway, client } = await through(() => problem(500, 'internal'));
    await expect(client.webhooks.update(endpoint.id, { description: 'x' })).rejects.toBeInstanceOf(
      InternalServerError,
    );
    expect(gateway.log).toHaveLength(1);
  });
});

describe('no answer', () => {
  it('times out an attempt and retries it', async () => {
    const { gateway, client } = await through((i) => (i === 0 ? 'hang' : 'forward'), { timeoutMs: 500 });
    const health = await client.system.health();
    expect(health.status).toBe('ok');
    expect(gateway.log.map((entry) => entry.move)).toEqual(['hang', 'forward']);
  });

  it('throws VigilTimeoutError when no attempt is answered in time', async () => {
    const { client } = await through(() => 'hang', { timeoutMs: 200, maxRetries: 1 });
    const error = await client.keys.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VigilTimeoutError);
  });

  it('throws VigilConnectionError when nothing listens', async () => {
    const gateway = await startGateway(live.baseUrl, () => 'forward');
    await gateway.close();
    const client = new Vigil({ apiKey: live.t.admin.token, baseUrl: gateway.url, maxRetries: 0 });
    const error = await client.keys.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VigilConnectionError);
    expect(error).not.toBeInstanceOf(VigilTimeoutError);
  });

  it('stops at once when the caller aborts', async () => {
    const { gateway, client } = await through(() => 'hang');
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('caller gave up')), 100);
    await expect(client.keys.list({}, { signal: controller.signal })).rejects.toThrow('caller gave up');
    expect(gateway.log).toHaveLength(1);
  });
});

describe('the policy', () => {
  it('doubles the backoff up to its cap, shortened by at most the jitter', () => {
    expect(backoffMs(0, () => 0)).toBe(RETRY_DEFAULTS.initialDelayMs);
    expect(backoffMs(1, () => 0)).toBe(RETRY_DEFAULTS.initialDelayMs * 2);
    expect(backoffMs(20, () => 0)).toBe(RETRY_DEFAULTS.maxDelayMs);
    expect(backoffMs(0, () => 1)).toBe(RETRY_DEFAULTS.initialDelayMs * (1 - RETRY_DEFAULTS.jitter));
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-23T10:00:00Z');
    expect(retryAfterMs(new Headers({ 'retry-after': '7' }), now)).toBe(7000);
    expect(retryAfterMs(new Headers({ 'retry-after': 'Mon, 23 Nov 2026 10:00:30 GMT' }), now)).toBe(30_000);
    expect(retryAfterMs(new Headers({ 'retry-after': 'soon' }), now)).toBeUndefined();
    expect(retryAfterMs(new Headers(), now)).toBeUndefined();
  });
});
