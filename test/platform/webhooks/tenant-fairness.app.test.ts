// One tenant cannot starve another. Workspace A has 80 endpoints whose receivers never answer (each
// attempt holds a worker slot for the 15 s time limit); workspace B has one that answers at once.
// With the job worker running as the service runs it: B's delivery is not queued behind A's hanging
// ones (it arrives while they still hang); A holds at most its share of the slots, and no endpoint
// more than its own limit. The circuit breaker (endpoint-breaker.app.test.ts) then pauses A's
// endpoints; the per-workspace limits on endpoints and open event streams are at the end. Latency
// figures, with a peer, are in the benchmark (bench/tenant-fairness.ts).
import http from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WORKER_SETTINGS, TENANT_SHARE } from '../../../src/platform/jobs/job-worker.ts';
import { ENDPOINT_CONCURRENCY } from '../../../src/platform/webhooks/delivery-rules.ts';
import { startApp, type TestApp, type TestKey } from '../../harness.ts';
import { type Receiver, startReceiver } from './receiver.ts';

describe('webhook deliveries of two workspaces, one with 80 hanging endpoints', () => {
  let receiver: Receiver;
  let t: TestApp;
  beforeAll(async () => {
    receiver = await startReceiver();
    receiver.answer((request) =>
      request.path.startsWith('/a/') ? { status: 204, hang: true } : { status: 204 },
    );
    t = await startApp({
      env: { VIGIL_WEBHOOK_ALLOW_NETWORKS: '127.0.0.0/8', VIGIL_WEBHOOK_ENDPOINTS_PER_WORKSPACE: '100' },
    });
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  async function endpoint(key: TestKey, path: string): Promise<string> {
    const response = await t.request({
      method: 'POST',
      url: '/v1/webhooks',
      key,
      payload: { url: `${receiver.url}${path}`, events: [] },
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { id: string }).id;
  }

  const sendTest = (key: TestKey, id: string) =>
    t.request({ method: 'POST', url: `/v1/webhooks/${id}/test`, key, payload: {} });

  it("delivers B's event while A's deliveries hang, within A's share of the slots and each endpoint's limit", async () => {
    const a = await t.key(['webhooks:write'], { workspace: 'tenant-a' });
    const b = await t.key(['webhooks:write'], { workspace: 'tenant-b' });
    const hanging = [];
    for (let i = 0; i < 80; i++) hanging.push(await endpoint(a, `/a/${i}`));
    const answering = await endpoint(b, '/b');

    // Four test events to each of A's endpoints: 320 deliveries, each to hang for 15 s.
    for (let round = 0; round < 4; round++)
      for (const id of hanging) expect((await sendTest(a, id)).statusCode).toBe(202);
    const aOpen = () =>
      [...receiver.open].filter(([path]) => path.startsWith('/a/')).reduce((n, [, c]) => n + c.now, 0);
    const deadline = Date.now() + 10_000;
    const share = Math.floor(DEFAULT_WORKER_SETTINGS.concurrency * TENANT_SHARE);
    while (aOpen() < share && Date.now() < deadline) await delay(20);
    // A holds all the slots it may, every one hanging.
    expect(aOpen()).toBe(share);
    const firstHangAt = Math.min(
      ...receiver.received.filter((r) => r.path.startsWith('/a/')).map((r) => r.at),
    );

    const sentAt = Date.now();
    expect((await sendTest(b, answering)).statusCode).toBe(202);
    const until = Date.now() + 10_000;
    while (!receiver.received.some((r) => r.path === '/b') && Date.now() < until) await delay(10);
    const arrived = receiver.received.find((r) => r.path === '/b');
    expect(arrived, 'B’s delivery arrived').toBeDefined();
    // B's delivery did not wait for any of A's to give up: they all still hang, and none has been
    // let go (the first of them would give up 15 s after it began).
    expect(aOpen()).toBe(share);
    expect((arrived?.at ?? Number.POSITIVE_INFINITY) - firstHangAt).toBeLessThan(15_000);
    // What B waited, for the record (the benchmark sets it beside B alone).
    expect((arrived?.at ?? 0) - sentAt).toBeGreaterThanOrEqual(0);

    for (const [path, counts] of receiver.open) {
      if (path.startsWith('/a/')) expect(counts.max, path).toBeLessThanOrEqual(ENDPOINT_CONCURRENCY);
    }
  }, 120_000);
});

describe('per-workspace limits', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('refuses an endpoint past VIGIL_WEBHOOK_ENDPOINTS_PER_WORKSPACE with 409, in that workspace only', async () => {
    t = await startApp({ env: { VIGIL_WEBHOOK_ENDPOINTS_PER_WORKSPACE: '2' } });
    const app = t;
    const create = (key: TestKey, n: number) =>
      app.request({
        method: 'POST',
        url: '/v1/webhooks',
        key,
        payload: { url: `https://hooks.example.com/${n}`, events: ['*'] },
      });
    const full = await t.key(['webhooks:write'], { workspace: 'full' });
    const other = await t.key(['webhooks:write'], { workspace: 'other' });
    expect((await create(full, 1)).statusCode).toBe(201);
    expect((await create(full, 2)).statusCode).toBe(201);
    const refused = await create(full, 3);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain('VIGIL_WEBHOOK_ENDPOINTS_PER_WORKSPACE');
    expect((await create(other, 1)).statusCode).toBe(201);
  });

  it('refuses event streams past the workspace’s and the process’s limits, and health still answers', async () => {
    t = await startApp({ env: { VIGIL_STREAMS_PER_WORKSPACE: '2', VIGIL_STREAMS_PER_PROCESS: '3' } });
    const address = await t.app.listen();
    const a = await t.key(['events:read', 'alerts:read'], { workspace: 'streams-a' });
    const b = await t.key(['events:read', 'alerts:read'], { workspace: 'streams-b' });
    const open: http.ClientRequest[] = [];
    const stream = (key: TestKey) =>
      new Promise<{
        status: number;
        retryAfter: string | undefined;
        body: string;
        request: http.ClientRequest;
      }>((resolve, reject) => {
        const request = http.get(
          `${address}/v1/events/stream`,
          { headers: { authorization: `Bearer ${key.token}` }, agent: false },
          (response) => {
            const status = response.statusCode ?? 0;
            const retryAfter = response.headers['retry-after'];
            if (status === 200) {
              open.push(request);
              resolve({
                status,
                retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined,
                body: '',
                request,
              });
              return;
            }
            let body = '';
            response.setEncoding('utf8').on('data', (chunk: string) => {
              body += chunk;
            });
            response.on('end', () =>
              resolve({
                status,
                retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined,
                body,
                request,
              }),
            );
          },
        );
        request.on('error', reject);
      });
    try {
      const first = await stream(a);
      expect((await stream(a)).status).toBe(200);
      // A third of workspace A's, and a burst more: refused, 429 with Retry-After.
      const refused = await Promise.all(Array.from({ length: 50 }, () => stream(a)));
      for (const answer of refused) {
        expect(answer.status).toBe(429);
        expect(answer.retryAfter).toBe('5');
      }
      expect(JSON.parse(refused[0]?.body ?? '{}').detail).toContain('VIGIL_STREAMS_PER_WORKSPACE');
      // Workspace B still gets its stream; past the process's limit, 503.
      expect((await stream(b)).status).toBe(200);
      const full = await stream(b);
      expect(full.status).toBe(503);
      expect(JSON.parse(full.body).detail).toContain('VIGIL_STREAMS_PER_PROCESS');
      expect((await fetch(`${address}/v1/health`)).status).toBe(200);
      // A stream closed gives its place back.
      first.request.destroy();
      const until = Date.now() + 5_000;
      let again = await stream(a);
      while (again.status !== 200 && Date.now() < until) {
        await delay(50);
        again = await stream(a);
      }
      expect(again.status).toBe(200);
    } finally {
      for (const request of open) request.destroy();
    }
  });
});
