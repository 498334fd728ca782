// The circuit breaker of a webhook endpoint whose receiver does not answer in time: after three
// attempts in a row without an answer its deliveries are held back (not tried, their attempts not
// used up) until the pause ends; then one at a time is let through, and an answer closes the
// breaker while another timeout pauses the endpoint twice as long. The worker here is the real one
// over the real delivery job and store; only the delivery time limit is short (0.5 s, not 15 s).
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManualClock } from '../../../src/lib/clock.ts';
import { createJobWorker, type JobWorker } from '../../../src/platform/jobs/index.ts';
import {
  BREAKER_PAUSE_MS,
  BREAKER_TIMEOUTS,
  createDeliveryGate,
} from '../../../src/platform/webhooks/endpoint-breaker.ts';
import {
  createAddressPolicy,
  createDeliveryJob,
  createWebhookSender,
  WEBHOOK_JOBS,
} from '../../../src/platform/webhooks/index.ts';
import { startApp, type TestApp, type TestKey } from '../../harness.ts';
import { type Receiver, startReceiver } from './receiver.ts';

let receiver: Receiver;
let t: TestApp;
let worker: JobWorker;
let key: TestKey;
let clock: ManualClock;
const sender = () =>
  createWebhookSender({ clock, policy: createAddressPolicy(['127.0.0.0/8']), timeoutMs: 500 });

beforeAll(async () => {
  receiver = await startReceiver();
  t = await startApp({ startWorker: false, env: { VIGIL_WEBHOOK_ALLOW_NETWORKS: '127.0.0.0/8' } });
  clock = t.clock as ManualClock;
  const store = t.app.services.store;
  const logger = pino({ level: 'silent' });
  worker = createJobWorker({
    store,
    clock,
    logger,
    catalogue: WEBHOOK_JOBS,
    handlers: { 'webhook.deliver': createDeliveryJob({ store, clock, sender: sender(), logger }) },
    groupGate: createDeliveryGate({ store, clock }),
  });
  key = await t.key(['webhooks:write'], { workspace: 'breaker' });
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

interface Endpoint {
  id: string;
  paused_until: string | null;
}

async function endpointNamed(path: string): Promise<Endpoint> {
  const response = await t.request({
    method: 'POST',
    url: '/v1/webhooks',
    key,
    payload: { url: `${receiver.url}${path}`, events: [] },
  });
  return response.json() as Endpoint;
}

const read = async (id: string) =>
  (await t.request({ method: 'GET', url: `/v1/webhooks/${id}`, key })).json() as Endpoint;
const sendTests = async (id: string, count: number) => {
  for (let i = 0; i < count; i++)
    expect(
      (await t.request({ method: 'POST', url: `/v1/webhooks/${id}/test`, key, payload: {} })).statusCode,
    ).toBe(202);
};
/** Attempts made to the endpoint, from its deliveries' logs. */
async function attemptsTo(endpointId: string): Promise<number> {
  const rows = await t.app.services.store.db
    .selectFrom('webhook_deliveries')
    .select('attempts')
    .where('endpoint_id', '=', endpointId)
    .execute();
  return rows.reduce((sum, row) => sum + (JSON.parse(row.attempts) as unknown[]).length, 0);
}
const queuedJobs = () =>
  t.app.services.store.db
    .selectFrom('jobs')
    .select(['attempts', 'run_at', 'status'])
    .where('status', '=', 'queued')
    .execute();

describe('an endpoint whose receiver never answers in time', () => {
  it(`is paused after ${BREAKER_TIMEOUTS} timeouts in a row; its deliveries wait without using attempts`, async () => {
    receiver.answer({ status: 204, hang: true });
    const endpoint = await endpointNamed('/slow');
    await sendTests(endpoint.id, BREAKER_TIMEOUTS);
    await worker.drain();
    expect(await attemptsTo(endpoint.id)).toBe(BREAKER_TIMEOUTS);
    const paused = await read(endpoint.id);
    expect(Date.parse(paused.paused_until ?? '')).toBe(clock.now() + BREAKER_PAUSE_MS);

    // More events while paused: nothing is sent, and the jobs wait for the pause's end with every
    // attempt still theirs.
    await sendTests(endpoint.id, 2);
    await worker.drain();
    expect(await attemptsTo(endpoint.id)).toBe(BREAKER_TIMEOUTS);
    // The three that timed out wait for their retry (one attempt used); the two new ones have
    // used none.
    const waiting = await queuedJobs();
    expect(waiting.map((job) => job.attempts).sort()).toEqual([0, 0, 1, 1, 1]);

    // The pause ends; the receiver still hangs: one delivery is tried, and the pause doubles.
    clock.advance(BREAKER_PAUSE_MS + 1_000);
    await worker.drain();
    expect(await attemptsTo(endpoint.id)).toBe(BREAKER_TIMEOUTS + 1);
    const again = await read(endpoint.id);
    expect(Date.parse(again.paused_until ?? '')).toBe(clock.now() + 2 * BREAKER_PAUSE_MS);

    // It answers again: the next probe closes the breaker and the rest go at once.
    receiver.answer({ status: 204 });
    clock.advance(2 * BREAKER_PAUSE_MS + 1_000);
    await worker.drain();
    expect((await read(endpoint.id)).paused_until).toBeNull();
    expect(await attemptsTo(endpoint.id)).toBe(BREAKER_TIMEOUTS + 1 + 4);
    // The probe that timed out waits for its own retry, on the schedule (5 min after its failure).
    expect((await queuedJobs()).map((job) => job.attempts)).toEqual([2]);
    clock.advance(6 * 60_000);
    await worker.drain();
    expect(await queuedJobs()).toEqual([]);
    expect(await attemptsTo(endpoint.id)).toBe(BREAKER_TIMEOUTS + 1 + 5);
  }, 60_000);

  it('is never paused by answers, however bad', async () => {
    receiver.answer({ status: 500 });
    const endpoint = await endpointNamed('/erroring');
    await sendTests(endpoint.id, BREAKER_TIMEOUTS + 2);
    await worker.drain();
    expect(await attemptsTo(endpoint.id)).toBe(BREAKER_TIMEOUTS + 2);
    expect((await read(endpoint.id)).paused_until).toBeNull();
  });
});
