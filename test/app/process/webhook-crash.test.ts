// At-least-once delivery across a crash: the service is killed with SIGKILL while deliveries are in
// flight, restarted on the same store, and every event still reaches the receiver, signed, with any
// duplicate carrying the same webhook-id and body. On SQLite, and on PostgreSQL in its pass.
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { startReceiver } from '../../platform/webhooks/receiver.ts';
import { createFreshDatabase, TEST_DIALECT } from '../../stores.ts';
import {
  adminKeyOf,
  killChildren,
  removeTempDirs,
  request,
  startService,
  stopService,
  tempDir,
} from './child-service.ts';

const EVENTS = 40;
/** Long enough that the first deliveries are still unanswered when the service is killed. */
const RECEIVER_DELAY_MS = 500;
/** The worker's lease (10 s) plus room: the killed process's deliveries come back after it. */
const REDELIVERY_TIMEOUT_MS = 30_000;

afterEach(killChildren);
afterAll(removeTempDirs);

describe(`webhook delivery on ${TEST_DIALECT} across a crash`, () => {
  test('SIGKILL mid-delivery, then a restart on the same store: every event arrives, duplicates alike', async () => {
    const database = TEST_DIALECT === 'postgres' ? await createFreshDatabase() : undefined;
    const receiver = await startReceiver();
    try {
      receiver.answer({ status: 204, delayMs: RECEIVER_DELAY_MS });
      const env = {
        ...(database ? { DATABASE_URL: database.url } : { VIGIL_DATA_DIR: tempDir() }),
        VIGIL_WEBHOOK_ALLOW_NETWORKS: '127.0.0.0/8',
      };

      const first = await startService(env);
      const key = await adminKeyOf(first);
      const created = await request(`${first.address}/v1/webhooks`, {
        method: 'POST',
        key,
        body: { url: `${receiver.url}/crash`, events: ['*'] },
      });
      expect(created.status).toBe(201);
      const { id: endpointId, secret } = JSON.parse(created.body) as { id: string; secret: string };

      const eventIds: string[] = [];
      for (let i = 0; i < EVENTS; i++) {
        const sent = await request(`${first.address}/v1/webhooks/${endpointId}/test`, {
          method: 'POST',
          key,
          body: {},
        });
        expect(sent.status).toBe(202);
        eventIds.push((JSON.parse(sent.body) as { event_id: string }).event_id);
      }

      // Deliveries have reached the receiver, which has not answered them yet: kill now.
      await receiver.waitFor(1, 10_000);
      first.child.kill('SIGKILL');
      await first.exited;
      const beforeCrash = new Set(receiver.received.map((r) => String(r.headers['webhook-id'])));
      expect(beforeCrash.size).toBeLessThan(EVENTS);

      // Delivered means the service saw the receiver's 2xx: wait until it has, for every event.
      const second = await startService(env);
      const succeeded = async () => {
        const listed = await request(
          `${second.address}/v1/webhooks/${endpointId}/deliveries?status=succeeded&limit=200`,
          { key },
        );
        return (JSON.parse(listed.body) as { data: unknown[] }).data.length;
      };
      const until = Date.now() + REDELIVERY_TIMEOUT_MS;
      while ((await succeeded()) < EVENTS) {
        if (Date.now() > until)
          throw new Error(`only ${await succeeded()} of ${EVENTS} deliveries succeeded`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }

      const webhook = new Webhook(secret);
      const bodies = new Map<string, Set<string>>();
      for (const received of receiver.received) {
        const id = String(received.headers['webhook-id']);
        const event = webhook.verify(received.body, {
          'webhook-id': id,
          'webhook-timestamp': String(received.headers['webhook-timestamp']),
          'webhook-signature': String(received.headers['webhook-signature']),
        }) as { type: string };
        expect(event.type).toBe('webhook.test');
        bodies.set(id, (bodies.get(id) ?? new Set()).add(received.body));
      }
      expect([...bodies.keys()].sort()).toEqual([...eventIds].sort());
      // Every redelivery sends the very same body under the same id.
      for (const variants of bodies.values()) expect(variants.size).toBe(1);
      // The deliveries cut off by the crash, unanswered when it came, were sent again.
      expect(receiver.received.length).toBeGreaterThan(EVENTS);

      expect((await stopService(second)).code).toBe(0);
    } finally {
      await receiver.close();
      await database?.drop();
    }
  }, 120_000);
});
