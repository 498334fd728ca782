// The live event stream over real HTTP: events as they commit, filtered by type and scope, resumed
// from Last-Event-ID without loss or duplicates, several streams at once, and two apps on one store
// (a stream on one process hears what another committed). Runs on SQLite, and on PostgreSQL when
// DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Events } from '../../../src/app/event-catalogue.ts';
import { ManualClock } from '../../../src/lib/clock.ts';
import type { EventToPublish } from '../../../src/platform/outbox/index.ts';
import { createTestStore, problemOf, startApp, type TestApp, type TestStore } from '../../harness.ts';
import { connectSse, type SseConnection } from './sse-client.ts';

const clock = new ManualClock(Date.now());
let store: TestStore;
let a: TestApp;
let b: TestApp;
let bClosed = false;
let baseA: string;
const open: SseConnection[] = [];

/** Ids look like the store's: `rpt_` and 26 base32 characters. */
const reportId = (n: number) => `rpt_${n.toString(32).padStart(26, '0')}`;
const report = (n: number): EventToPublish<Events> => ({
  type: 'report.completed',
  data: { report_id: reportId(n), status: 'completed', error: null },
});
const threat = (n: number): EventToPublish<Events> => ({
  type: 'threat.detected',
  data: {
    threat_id: `thr_${n.toString(32).padStart(26, '0')}`,
    severity: 'high',
    typologies: ['mixer'],
    reason: 'created',
    retroactive: false,
  },
});

async function publish(t: TestApp, workspaceId: string, events: EventToPublish<Events>[]): Promise<void> {
  await t.app.services.store.db
    .transaction()
    .execute((tx) => t.app.services.outbox.publishMany(tx, workspaceId, events));
}

async function stream(path: string, key: string, lastEventId?: string): Promise<SseConnection> {
  const connection = await connectSse(baseA, path, { key, ...(lastEventId ? { lastEventId } : {}) });
  open.push(connection);
  return connection;
}

const reportIds = (connection: SseConnection) =>
  connection.messages.map((m) => (JSON.parse(m.data) as { data: { report_id?: string } }).data.report_id);

beforeAll(async () => {
  store = await createTestStore();
  a = await startApp({ store, clock });
  b = await startApp({ store, clock });
  baseA = await a.app.http.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  for (const connection of open) connection.close();
  await a?.close();
  if (!bClosed) await b?.close();
  await store?.dispose();
});

describe('GET /v1/events/stream', { timeout: 90_000 }, () => {
  it('delivers the workspace’s events as they commit, with ids, types and the webhook body', async () => {
    const key = await a.key(['reports:read', 'threats:read']);
    const connection = await stream('/v1/events/stream?types=report.completed', key.token);
    expect(connection.status).toBe(200);
    expect(connection.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(connection.headers['cache-control']).toContain('no-cache');
    expect(connection.headers['x-request-id']).toBeDefined();
    expect(connection.headers['ratelimit-policy']).toBeDefined();

    const other = await a.key(['*'], { workspace: 'other-stream-ws' });
    await publish(a, other.workspaceId, [report(1)]);
    await publish(a, key.workspaceId, [report(2), threat(3), report(4)]);
    const messages = await connection.waitFor(2);
    expect(messages.map((m) => m.event)).toEqual(['report.completed', 'report.completed']);
    expect(reportIds(connection)).toEqual([reportId(2), reportId(4)]);
    for (const message of messages) expect(message.id).toMatch(/^evt_[0-9a-z]{26}$/);
    const body = JSON.parse(messages[0]?.data ?? '{}') as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['data', 'timestamp', 'type']);
    expect(connection.text()).toMatch(/^retry: \d+\n/);
  });

  it('without types carries every type the key may read, and no other', async () => {
    const key = await a.key(['threats:read']);
    const connection = await stream('/v1/events/stream', key.token);
    await publish(a, key.workspaceId, [report(10), threat(11)]);
    const [message] = await connection.waitFor(1);
    expect(message?.event).toBe('threat.detected');
    await publish(a, key.workspaceId, [threat(12)]);
    await connection.waitFor(2);
    expect(connection.messages.map((m) => m.event)).toEqual(['threat.detected', 'threat.detected']);
  });

  it('refuses a type the key may not read with 403 naming its scope, and an unknown type with 400', async () => {
    const key = await a.key(['threats:read']);
    const refused = await a.request({ method: 'GET', url: '/v1/events/stream?types=report.completed', key });
    expect(refused.statusCode).toBe(403);
    expect(problemOf(refused).detail).toContain('reports:read');
    const unknown = await a.request({ method: 'GET', url: '/v1/events/stream?types=report.done', key });
    expect(unknown.statusCode).toBe(400);
    expect(problemOf(unknown).errors?.[0]?.pointer).toBe('/query/types');
    const noneReadable = await a.key(['sites:write']);
    const none = await a.request({ method: 'GET', url: '/v1/events/stream', key: noneReadable });
    expect(none.statusCode).toBe(403);
  });

  it('resumes after Last-Event-ID with every event committed while disconnected, once', async () => {
    const key = await a.key(['reports:read']);
    const first = await stream('/v1/events/stream', key.token);
    await publish(a, key.workspaceId, [report(20), report(21)]);
    await first.waitFor(2);
    const lastId = first.messages[1]?.id ?? '';
    first.close();
    // Committed while nobody listens, some through the other process.
    await publish(a, key.workspaceId, [report(22)]);
    await publish(b, key.workspaceId, [report(23), report(24)]);
    const resumed = await stream('/v1/events/stream', key.token, lastId);
    await publish(a, key.workspaceId, [report(25)]);
    await resumed.waitFor(4);
    await new Promise((r) => setTimeout(r, 600));
    expect(reportIds(resumed)).toEqual([reportId(22), reportId(23), reportId(24), reportId(25)]);
    // From the first event: everything after it, again exactly once each.
    const again = await stream('/v1/events/stream', key.token, first.messages[0]?.id ?? '');
    await again.waitFor(5);
    await new Promise((r) => setTimeout(r, 600));
    expect(reportIds(again)).toEqual([21, 22, 23, 24, 25].map(reportId));
  });

  it('refuses a Last-Event-ID the workspace does not have, another workspace’s included, alike', async () => {
    const key = await a.key(['reports:read']);
    const other = await a.key(['*'], { workspace: 'other-resume-ws' });
    const watcher = await stream('/v1/events/stream', other.token);
    await publish(a, other.workspaceId, [report(30)]);
    const [foreign] = await watcher.waitFor(1);
    const answers = [];
    for (const id of [foreign?.id ?? '', 'evt_01jq3vk4m5n6p7q8r9s0t1v2xy']) {
      const response = await a.request({
        method: 'GET',
        url: '/v1/events/stream',
        key,
        headers: { 'last-event-id': id },
      });
      expect(response.statusCode).toBe(400);
      const problem = problemOf(response);
      expect(problem.errors?.[0]?.pointer).toBe('/header/last-event-id');
      answers.push(problem.detail.replace(/evt_[0-9a-z]{26}/, 'ID'));
    }
    expect(answers[0]).toBe(answers[1]);
    const malformed = await a.request({
      method: 'GET',
      url: '/v1/events/stream',
      key,
      headers: { 'last-event-id': 'not-an-id' },
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('gives several concurrent streams the same events, including those committed by another process', async () => {
    const key = await a.key(['reports:read']);
    const streams = await Promise.all([1, 2, 3, 4].map(() => stream('/v1/events/stream', key.token)));
    const expected: string[] = [];
    for (let batch = 0; batch < 5; batch++) {
      const events = [0, 1, 2].map((i) => report(100 + batch * 3 + i));
      expected.push(...events.map((e) => (e.data as { report_id: string }).report_id));
      await publish(batch % 2 === 0 ? a : b, key.workspaceId, events);
    }
    for (const connection of streams) {
      await connection.waitFor(15);
      expect(reportIds(connection)).toEqual(expected);
    }
  });

  it('ends a stream whose key is revoked or expires, and refuses its reconnection with 401', async () => {
    const revoked = await a.key(['reports:read']);
    const expiring = await a.key(['reports:read'], { expiresAt: clock.now() + 60_000 });
    const streams = [
      await stream('/v1/events/stream', revoked.token),
      await stream('/v1/events/stream', expiring.token),
    ];
    await a.app.services.keys.revoke(revoked.workspaceId, revoked.keyId);
    // Past the expiry, and past the 5 s for which a process may trust a key it has checked.
    clock.advance(61_000);
    // Each stream checks its key every 5 s: both end within two checks.
    await Promise.all(
      streams.map((connection) =>
        Promise.race([
          connection.ended,
          new Promise((_, reject) => setTimeout(() => reject(new Error('the stream did not end')), 12_000)),
        ]),
      ),
    );
    for (const key of [revoked, expiring]) {
      const again = await connectSse(baseA, '/v1/events/stream', { key: key.token });
      expect(again.status).toBe(401);
      again.close();
    }
  }, 30_000);

  it('ends open streams when the app closes, so shutting down does not wait for clients', async () => {
    // The second process, which has served no stream yet, is the one closed (last, as no test
    // after this one needs it).
    const base = await b.app.http.listen({ host: '127.0.0.1', port: 0 });
    const connection = await connectSse(base, '/v1/events/stream', { key: b.admin.token });
    await expect.poll(() => b.app.services.eventStream.size).toBe(1);
    bClosed = true;
    await b.close();
    await connection.ended;
  });
});
