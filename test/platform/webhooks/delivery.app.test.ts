// Webhook delivery end to end: the outbox fans an event out to every subscribed endpoint of its
// workspace, the worker signs and sends it to a real receiver, and the delivery rules (retry
// schedule, Retry-After, redirects, 410, five days of failures, rotation, SSRF) hold.
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Events } from '../../../src/app/event-catalogue.ts';
import type { ManualClock } from '../../../src/lib/clock.ts';
import { newId } from '../../../src/lib/ids.ts';
import type { EventDataOf, EventTypeOf } from '../../../src/platform/outbox/index.ts';
import { sweepEvents } from '../../../src/platform/outbox/outbox.ts';
import { EVENT_RETENTION_MS, WEBHOOK_RETRY_POLICY } from '../../../src/platform/webhooks/delivery-rules.ts';
import { problemOf, startApp, type TestApp, type TestKey, tableLookup } from '../../harness.ts';
import { type Receiver, startReceiver } from './receiver.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let t: TestApp;
let receiver: Receiver;
let clock: ManualClock;

beforeAll(async () => {
  receiver = await startReceiver();
  t = await startApp({
    env: { VIGIL_WEBHOOK_ALLOW_NETWORKS: '127.0.0.0/8' },
    startWorker: false,
    lookup: tableLookup({ 'hooks.example.test': '127.0.0.1' }),
  });
  clock = t.clock as ManualClock;
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});
/** Each test works in a workspace of its own, so one test's endpoints never hear another's events. */
let ws: TestKey;
let seq = 0;
beforeEach(async () => {
  receiver.received.length = 0;
  receiver.answer({ status: 204 });
  ws = await t.key(['*'], { workspace: `delivery-${++seq}` });
});

/** The caller's request, with the test workspace's key unless another is given. */
function call(options: Parameters<TestApp['request']>[0]) {
  return t.request({ key: ws, ...options });
}

async function endpoint(events: string[] = ['*'], key: TestKey = ws, path = `/hook/${++seq}`) {
  const response = await t.request({
    method: 'POST',
    url: '/v1/webhooks',
    payload: { url: `${receiver.url}${path}`, events },
    key,
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; secret: string; url: string };
}

/** What the receiver got for one endpoint: retries of other tests' deliveries may arrive too. */
function receivedBy(hook: { url: string }) {
  return receiver.received.filter((r) => r.path === new URL(hook.url).pathname);
}

async function publish<T extends EventTypeOf<Events>>(
  type: T,
  data: EventDataOf<Events, T>,
  workspaceId = ws.workspaceId,
) {
  const services = t.app.services;
  return services.store.db
    .transaction()
    .execute((tx) => services.outbox.publish(tx, workspaceId, type, data));
}

const report = (n: number) => ({
  report_id: `rpt_01jq3vd4f5g6h7j8k9m0n1p2r${n}`,
  status: 'completed' as const,
  error: null,
});

async function deliveries(endpointId: string, key: TestKey = ws) {
  const response = await call({ method: 'GET', url: `/v1/webhooks/${endpointId}/deliveries`, key });
  expect(response.statusCode).toBe(200);
  return response.json().data as {
    id: string;
    event_id: string;
    event_type: string;
    status: string;
    next_attempt_at: string | null;
    attempts: {
      attempted_at: string;
      trigger: string;
      status_code: number | null;
      duration_ms: number;
      error: string | null;
    }[];
  }[];
}

describe('fan-out', () => {
  it('delivers an event, signed, to every subscribed and enabled endpoint of its workspace only', async () => {
    const all = await endpoint(['*']);
    const reports = await endpoint(['report.completed']);
    const other = await endpoint(['asset.dark']);
    const off = await endpoint(['*']);
    await call({ method: 'PATCH', url: `/v1/webhooks/${off.id}`, payload: { status: 'disabled' } });
    const otherKey = await t.key(['webhooks:write'], { workspace: 'fan-out-other' });
    const elsewhere = await endpoint(['*'], otherKey);

    const event = await publish('report.completed', report(1));
    await t.app.worker.drain();

    for (const hook of [other, off, elsewhere]) expect(receivedBy(hook)).toEqual([]);
    // The receiver's check of the time is against the service's (manual) clock.
    vi.useFakeTimers({ now: clock.now(), toFake: ['Date'] });
    try {
      for (const hook of [all, reports]) {
        const [received, ...more] = receivedBy(hook);
        expect(more).toEqual([]);
        expect(received?.headers['webhook-id']).toBe(event.id);
        expect(received?.headers['content-type']).toBe('application/json');
        const verified = new Webhook(hook.secret).verify(received?.body ?? '', {
          'webhook-id': String(received?.headers['webhook-id']),
          'webhook-timestamp': String(received?.headers['webhook-timestamp']),
          'webhook-signature': String(received?.headers['webhook-signature']),
        });
        expect(verified).toEqual({
          type: 'report.completed',
          timestamp: new Date(clock.now()).toISOString(),
          data: report(1),
        });
      }
    } finally {
      vi.useRealTimers();
    }
    expect(await deliveries(other.id)).toEqual([]);
    expect(await deliveries(off.id)).toEqual([]);
    expect(await deliveries(elsewhere.id, otherKey)).toEqual([]);
    const [logged] = await deliveries(all.id);
    expect(logged).toMatchObject({
      event_id: event.id,
      event_type: 'report.completed',
      status: 'succeeded',
      next_attempt_at: null,
    });
    expect(logged?.attempts).toEqual([
      {
        attempted_at: new Date(clock.now()).toISOString(),
        trigger: 'scheduled',
        status_code: 204,
        duration_ms: expect.any(Number),
        error: null,
        response_excerpt: null,
      },
    ]);
  });

  it('counts delivery attempts in the Prometheus metrics', async () => {
    await endpoint(['*']);
    await publish('report.completed', report(1));
    await t.app.worker.drain();
    receiver.answer({ status: 500 });
    await publish('report.completed', report(2));
    await t.app.worker.drain();
    const metrics = (await call({ method: 'GET', url: '/metrics', key: null })).body;
    expect(metrics).toMatch(/^vigil_job_attempts_total\{job="webhook.deliver",outcome="succeeded"\} [1-9]/m);
    expect(metrics).toMatch(/^vigil_job_attempts_total\{job="webhook.deliver",outcome="retried"\} [1-9]/m);
    expect(metrics).toContain('vigil_job_attempt_duration_seconds_bucket{le="0.005",job="webhook.deliver"}');
  });

  it('records nothing and sends nothing when the publishing transaction rolls back', async () => {
    const hook = await endpoint(['*']);
    const services = t.app.services;
    await services.store.db
      .transaction()
      .execute(async (tx) => {
        await services.outbox.publish(tx, ws.workspaceId, 'report.completed', report(2));
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    await t.app.worker.drain();
    expect(receiver.received).toEqual([]);
    expect(await deliveries(hook.id)).toEqual([]);
  });

  it('publishes several events at once to each one’s subscribers, or none of them', async () => {
    const all = await endpoint(['*']);
    const reports = await endpoint(['report.completed']);
    const darks = await endpoint(['asset.dark']);
    const services = t.app.services;
    const published = await services.store.db.transaction().execute((tx) =>
      services.outbox.publishMany(tx, ws.workspaceId, [
        { type: 'report.completed', data: report(1) },
        { type: 'report.completed', data: report(2) },
        { type: 'report.completed', data: report(3) },
      ]),
    );
    await t.app.worker.drain();
    const ids = published.map((event) => event.id);
    const eventsOf = async (hook: { id: string }) =>
      (await deliveries(hook.id)).map((delivery) => delivery.event_id).sort();
    expect(await eventsOf(all)).toEqual([...ids].sort());
    expect(await eventsOf(reports)).toEqual([...ids].sort());
    expect(await eventsOf(darks)).toEqual([]);
    expect(
      receivedBy(all)
        .map((r) => JSON.parse(r.body).data.report_id)
        .sort(),
    ).toEqual([1, 2, 3].map((n) => report(n).report_id));

    // One bad event in the batch: nothing of the batch is recorded.
    await expect(
      services.store.db.transaction().execute((tx) =>
        services.outbox.publishMany(tx, ws.workspaceId, [
          { type: 'report.completed', data: report(4) },
          { type: 'report.completed', data: { report_id: 'rpt_x', status: 'done' } as never },
        ]),
      ),
    ).rejects.toThrow(/does not match its schema/);
    await t.app.worker.drain();
    expect(await eventsOf(all)).toEqual([...ids].sort());
  });

  it('sends each of several events also to the endpoints it names, once, and only that event', async () => {
    const all = await endpoint(['*']);
    const channel = await endpoint(['asset.dark']);
    const services = t.app.services;
    const published = await services.store.db.transaction().execute((tx) =>
      services.outbox.publishMany(tx, ws.workspaceId, [
        { type: 'report.completed', data: report(5) },
        { type: 'report.completed', data: report(6), alsoEndpointIds: [channel.id, all.id] },
        { type: 'report.completed', data: report(7) },
      ]),
    );
    await t.app.worker.drain();
    const [first, second, third] = published.map((event) => event.id);
    const eventsOf = async (hook: { id: string }) =>
      (await deliveries(hook.id)).map((delivery) => delivery.event_id).sort();
    expect(await eventsOf(channel)).toEqual([second]);
    // Subscribed and named as well: still one delivery of each event.
    expect(await eventsOf(all)).toEqual([first, second, third].sort());
  });

  it('refuses to publish data that does not match the event type', async () => {
    await expect(
      publish('report.completed', { report_id: 'rpt_x', status: 'done' } as never),
    ).rejects.toThrow(/does not match its schema/);
  });
});

describe('retries', () => {
  it('retries on the Standard Webhooks schedule with jitter, then fails for good', async () => {
    receiver.answer({ status: 500, body: 'down for maintenance' });
    const hook = await endpoint(['*']);
    await publish('report.completed', report(3));
    const delays = WEBHOOK_RETRY_POLICY.delaysMs;
    // Other tests' retries may fall due as the clock moves: count this endpoint's requests only.
    for (let attempt = 1; attempt <= delays.length + 1; attempt++) {
      await t.app.worker.drain();
      expect(receivedBy(hook)).toHaveLength(attempt);
      const [delivery] = await deliveries(hook.id);
      expect(delivery?.attempts).toHaveLength(attempt);
      expect(delivery?.attempts.at(-1)).toMatchObject({ status_code: 500, error: null });
      const expected = delays[attempt - 1];
      if (expected === undefined) {
        expect(delivery).toMatchObject({ status: 'failed', next_attempt_at: null });
        break;
      }
      expect(delivery?.status).toBe('pending');
      const wait = Date.parse(delivery?.next_attempt_at ?? '') - clock.now();
      expect(wait).toBeGreaterThanOrEqual(expected * 0.9);
      expect(wait).toBeLessThanOrEqual(expected * 1.1);
      clock.advance(wait - 1);
      await t.app.worker.drain();
      expect(receivedBy(hook)).toHaveLength(attempt);
      clock.advance(1);
    }
    expect(new Set(receivedBy(hook).map((r) => r.headers['webhook-id'])).size).toBe(1);
    clock.advance(7 * DAY);
    await t.app.worker.drain();
    expect(receivedBy(hook)).toHaveLength(10);
  });

  it('waits as long as Retry-After asks when that is longer than the schedule', async () => {
    receiver.answer({ status: 503, headers: { 'retry-after': '120' } });
    const hook = await endpoint(['*']);
    await publish('report.completed', report(4));
    await t.app.worker.drain();
    const [delivery] = await deliveries(hook.id);
    expect(Date.parse(delivery?.next_attempt_at ?? '')).toBe(clock.now() + 120_000);
  });

  it('does not follow a redirect and counts it as a failure', async () => {
    receiver.answer((request) =>
      request.path.endsWith('/moved')
        ? { status: 204 }
        : { status: 302, headers: { location: `${receiver.url}/moved` } },
    );
    const hook = await endpoint(['*']);
    await publish('report.completed', report(5));
    await t.app.worker.drain();
    expect(receiver.received.map((r) => r.path)).toEqual([new URL(hook.url).pathname]);
    const [delivery] = await deliveries(hook.id);
    expect(delivery).toMatchObject({ status: 'pending' });
    expect(delivery?.attempts[0]).toMatchObject({
      status_code: 302,
      error: expect.stringContaining('redirects are not followed'),
    });
  });

  it('retries a finished delivery by hand: one more attempt with the same webhook-id', async () => {
    receiver.answer({ status: 500 });
    const hook = await endpoint(['*']);
    const event = await publish('report.completed', report(6));
    await t.app.worker.drain();
    const [pending] = await deliveries(hook.id);

    // A pending delivery: the next scheduled attempt comes forward.
    const forward = await call({
      method: 'POST',
      url: `/v1/webhooks/${hook.id}/deliveries/${pending?.id}/retry`,
      payload: {},
    });
    expect(forward.statusCode).toBe(200);
    expect(forward.json()).toMatchObject({
      status: 'pending',
      next_attempt_at: new Date(clock.now()).toISOString(),
    });
    receiver.answer({ status: 200 });
    await t.app.worker.drain();
    const [done] = await deliveries(hook.id);
    expect(done?.status).toBe('succeeded');

    // A finished one: a single manual attempt.
    const again = await call({
      method: 'POST',
      url: `/v1/webhooks/${hook.id}/deliveries/${done?.id}/retry`,
      payload: {},
    });
    expect(again.json()).toMatchObject({ status: 'pending' });
    await t.app.worker.drain();
    const [after] = await deliveries(hook.id);
    expect(after?.attempts.map((a) => [a.trigger, a.status_code])).toEqual([
      ['scheduled', 500],
      ['scheduled', 200],
      ['manual', 200],
    ]);
    expect(receivedBy(hook).map((r) => r.headers['webhook-id'])).toEqual([event.id, event.id, event.id]);
  });
});

describe('disabling', () => {
  it('disables an endpoint that answers 410 and sends it nothing more', async () => {
    receiver.answer({ status: 410 });
    const hook = await endpoint(['*']);
    await publish('report.completed', report(7));
    await t.app.worker.drain();
    const got = (await call({ method: 'GET', url: `/v1/webhooks/${hook.id}` })).json();
    expect(got).toMatchObject({ status: 'disabled', disabled_reason: 'gone' });
    const [delivery] = await deliveries(hook.id);
    expect(delivery).toMatchObject({ status: 'failed', next_attempt_at: null });

    await publish('report.completed', report(8));
    await t.app.worker.drain();
    expect(receivedBy(hook)).toHaveLength(1);
    const retry = await call({
      method: 'POST',
      url: `/v1/webhooks/${hook.id}/deliveries/${delivery?.id}/retry`,
      payload: {},
    });
    expect(retry.statusCode).toBe(409);
    expect(problemOf(retry).detail).toContain('disabled');
    const missing = await call({
      method: 'POST',
      url: `/v1/webhooks/${hook.id}/deliveries/${newId('webhookDelivery')}/retry`,
      payload: {},
    });
    expect(missing.statusCode).toBe(404);
  });

  it('disables an endpoint after five days of nothing but failures; a success resets the count', async () => {
    receiver.answer({ status: 500 });
    const hook = await endpoint(['*']);
    const health = async () => (await call({ method: 'GET', url: `/v1/webhooks/${hook.id}` })).json();

    await publish('report.completed', report(1));
    await t.app.worker.drain();
    const firstFailure = clock.now();
    expect((await health()).failing_since).toBe(new Date(firstFailure).toISOString());

    // Four days in, one success: the run of failures starts again.
    clock.advance(4 * DAY);
    receiver.answer({ status: 200 });
    await publish('report.completed', report(2));
    await t.app.worker.drain();
    expect((await health()).failing_since).toBeNull();

    receiver.answer({ status: 500 });
    clock.advance(DAY);
    await publish('report.completed', report(3));
    await t.app.worker.drain();
    const since = clock.now();
    clock.advance(5 * DAY - 1);
    await publish('report.completed', report(4));
    await t.app.worker.drain();
    expect(await health()).toMatchObject({ status: 'enabled', failing_since: new Date(since).toISOString() });

    clock.advance(1);
    await publish('report.completed', report(5));
    await t.app.worker.drain();
    expect(await health()).toMatchObject({ status: 'disabled', disabled_reason: 'failing' });

    const enabled = await call({
      method: 'PATCH',
      url: `/v1/webhooks/${hook.id}`,
      payload: { status: 'enabled' },
    });
    expect(enabled.json()).toMatchObject({ status: 'enabled', failing_since: null });
  });
});

describe('secret rotation', () => {
  it('signs with the old and the new secret during the grace period, then with the new alone', async () => {
    const hook = await endpoint(['*']);
    const rotated = (
      await call({ method: 'POST', url: `/v1/webhooks/${hook.id}/rotate-secret`, payload: {} })
    ).json();
    await publish('report.completed', report(1));
    await t.app.worker.drain();
    const during = receivedBy(hook)[0];
    // What `verify` checks, without its tolerance for the time: this test's clock has moved on days.
    const signatures = (r: typeof during, secret: string) =>
      new Webhook(secret).sign(
        String(r?.headers['webhook-id']),
        new Date(Number(r?.headers['webhook-timestamp']) * 1000),
        r?.body ?? '',
      );
    expect(String(during?.headers['webhook-signature']).split(' ').sort()).toEqual(
      [signatures(during, rotated.secret), signatures(during, hook.secret)].sort(),
    );

    clock.advance(DAY);
    await publish('report.completed', report(2));
    await t.app.worker.drain();
    const after = receivedBy(hook)[1];
    expect(after?.headers['webhook-signature']).toBe(signatures(after, rotated.secret));
  });
});

describe('test events', () => {
  it('sends webhook.test to the endpoint alone and answers 202 with the delivery', async () => {
    const hook = await endpoint(['asset.dark']);
    const bystander = await endpoint(['*']);
    const response = await call({ method: 'POST', url: `/v1/webhooks/${hook.id}/test`, payload: {} });
    expect(response.statusCode).toBe(202);
    const delivery = response.json();
    expect(delivery).toMatchObject({
      endpoint_id: hook.id,
      event_type: 'webhook.test',
      status: 'pending',
      attempts: [],
    });
    expect(response.headers.location).toBe(`/v1/webhooks/${hook.id}/deliveries/${delivery.id}`);
    await t.app.worker.drain();
    expect(receivedBy(hook).map((r) => JSON.parse(r.body).type)).toEqual(['webhook.test']);
    expect(await deliveries(bystander.id)).toEqual([]);

    const one = await call({ method: 'GET', url: `/v1/webhooks/${hook.id}/deliveries/${delivery.id}` });
    expect(one.json()).toMatchObject({ status: 'succeeded', payload: receivedBy(hook)[0]?.body });
  });

  it('refuses a test event for a disabled endpoint with 409', async () => {
    const hook = await endpoint(['*']);
    await call({ method: 'PATCH', url: `/v1/webhooks/${hook.id}`, payload: { status: 'disabled' } });
    const response = await call({ method: 'POST', url: `/v1/webhooks/${hook.id}/test`, payload: {} });
    expect(response.statusCode).toBe(409);
    expect(problemOf(response).code).toBe('conflict');
  });
});

describe('deliveries log', () => {
  it('filters by status and event type and pages with a cursor', async () => {
    const hook = await endpoint(['*']);
    receiver.answer((request) =>
      JSON.parse(request.body).type === 'asset.dark' ? { status: 500 } : { status: 204 },
    );
    await publish('report.completed', report(1));
    await publish('asset.dark', {
      asset_id: 'ast_01jq3vc2e3f4g5h6j7k8m9n0qr',
      rule_id: null,
      last_position: {
        at: '2026-11-23T10:00:00.000Z',
        lon: 4.4,
        lat: 51.2,
        speed_kn: null,
        course_deg: null,
        heading_deg: null,
        altitude_ft: null,
      },
      silent_for_s: 50_000,
      threshold_s: 43_200,
      late: false,
      event_id: 'aev_01jq3vc4a5b6c7d8e9f0g1h2j3',
    });
    await publish('report.completed', report(2));
    await t.app.worker.drain();
    const get = async (query: string) =>
      (await call({ method: 'GET', url: `/v1/webhooks/${hook.id}/deliveries?${query}` })).json();
    expect((await get('status=pending')).data.map((d: { event_type: string }) => d.event_type)).toEqual([
      'asset.dark',
    ]);
    expect((await get('event_type=report.completed')).data).toHaveLength(2);
    const page = await get('limit=2');
    expect(page.data).toHaveLength(2);
    const rest = await get(`limit=2&cursor=${page.next_cursor}`);
    expect(rest).toMatchObject({
      data: [expect.objectContaining({ event_type: 'report.completed' })],
      next_cursor: null,
    });
    const reused = await call({
      method: 'GET',
      url: `/v1/webhooks/${hook.id}/deliveries?status=failed&cursor=${page.next_cursor}`,
    });
    expect(reused.statusCode).toBe(400);
  });

  it('forgets the deliveries of a deleted endpoint and never attempts its pending ones', async () => {
    receiver.answer({ status: 500 });
    const hook = await endpoint(['*']);
    await publish('report.completed', report(1));
    await t.app.worker.drain();
    await call({ method: 'DELETE', url: `/v1/webhooks/${hook.id}` });
    clock.advance(MINUTE);
    await t.app.worker.drain();
    expect(receivedBy(hook)).toHaveLength(1);
  });
});

describe('retention', () => {
  it('sweeps events older than 30 days with their deliveries, and keeps younger ones', async () => {
    const hook = await endpoint(['*']);
    await publish('report.completed', report(1));
    clock.advance(DAY);
    const younger = await publish('report.completed', report(2));
    await t.app.worker.drain();
    expect(await deliveries(hook.id)).toHaveLength(2);
    clock.advance(EVENT_RETENTION_MS - DAY + 1);
    expect(
      await sweepEvents(t.app.services.store.db, clock.now() - EVENT_RETENTION_MS),
    ).toBeGreaterThanOrEqual(1);
    const left = await deliveries(hook.id);
    expect(left.map((d) => d.event_id)).toEqual([younger.id]);
  });
});

describe('the SSRF guard at delivery', () => {
  it('refuses a name that resolves to a non-public address and records why', async () => {
    const strict = await startApp({
      startWorker: false,
      lookup: tableLookup({ 'hooks.example.test': '127.0.0.1' }),
    });
    try {
      const port = new URL(receiver.url).port;
      const created = await strict.request({
        method: 'POST',
        url: '/v1/webhooks',
        payload: { url: `http://hooks.example.test:${port}/rebound`, events: ['*'] },
      });
      expect(created.statusCode).toBe(201);
      const { id } = created.json();
      const services = strict.app.services;
      await services.store.db
        .transaction()
        .execute((tx) =>
          services.outbox.publish(tx, strict.admin.workspaceId, 'report.completed', report(1)),
        );
      await strict.app.worker.drain();
      expect(receiver.received).toEqual([]);
      const [delivery] = (
        await strict.request({ method: 'GET', url: `/v1/webhooks/${id}/deliveries` })
      ).json().data;
      expect(delivery.status).toBe('pending');
      expect(delivery.attempts[0]).toMatchObject({
        status_code: null,
        error: expect.stringContaining('127.0.0.1 is a loopback address'),
      });
    } finally {
      await strict.close();
    }
  });
});
