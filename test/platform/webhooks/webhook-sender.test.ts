// The sender against a real receiver: time limit, redirects, Retry-After, answers kept short,
// and failures described rather than thrown.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { createAddressPolicy } from '../../../src/platform/webhooks/address-policy.ts';
import { DELIVERY_TIMEOUT_MS } from '../../../src/platform/webhooks/delivery-rules.ts';
import { createWebhookSender, retryAfterMs } from '../../../src/platform/webhooks/webhook-sender.ts';
import { type Receiver, startReceiver } from './receiver.ts';

const clock = new ManualClock();
const policy = createAddressPolicy(['127.0.0.0/8']);
let receiver: Receiver;
const sender = createWebhookSender({ clock, policy, timeoutMs: 300 });

beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => {
  await sender.close();
  await receiver.close();
});

const post = (path = '/') =>
  sender.send({ url: `${receiver.url}${path}`, headers: { 'content-type': 'application/json' }, body: '{}' });

describe('createWebhookSender', () => {
  it('gives up on a receiver that does not answer in time', async () => {
    receiver.answer({ status: 200, hang: true });
    const result = await post();
    expect(result).toMatchObject({ statusCode: null, error: 'no response within 0.3 s' });
    expect(result.durationMs).toBeGreaterThanOrEqual(290);
    expect(result.durationMs).toBeLessThan(2_000);
  });

  it('waits 15 s by default, as API.md says', () => {
    expect(DELIVERY_TIMEOUT_MS).toBe(15_000);
  });

  it('reports a redirect without following it', async () => {
    receiver.answer({ status: 301, headers: { location: 'https://elsewhere.example.com/' } });
    const before = receiver.received.length;
    const result = await post('/old');
    expect(result.statusCode).toBe(301);
    expect(result.error).toContain('redirects are not followed (Location: https://elsewhere.example.com/)');
    expect(receiver.received.length - before).toBe(1);
  });

  it('reads Retry-After and keeps the first 1,024 characters of the answer', async () => {
    receiver.answer({ status: 429, headers: { 'retry-after': '30' }, body: 'x'.repeat(5_000) });
    const result = await post();
    expect(result).toMatchObject({ statusCode: 429, retryAfterMs: 30_000, error: null });
    expect(result.responseExcerpt).toHaveLength(1_024);
  });

  it('describes a refused connection instead of throwing', async () => {
    const closed = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });
    const result = await sender.send({ url: `http://127.0.0.1:${closed}/`, headers: {}, body: '{}' });
    expect(result).toMatchObject({ statusCode: null, error: 'connection refused' });
  });

  it('refuses an address the policy does not allow', async () => {
    const strict = createWebhookSender({ clock, policy: createAddressPolicy([]) });
    try {
      const result = await strict.send({ url: `${receiver.url}/`, headers: {}, body: '{}' });
      expect(result.statusCode).toBeNull();
      expect(result.error).toContain('127.0.0.1 is a loopback address');
    } finally {
      await strict.close();
    }
  });
});

describe('retryAfterMs', () => {
  it('reads delay-seconds and HTTP dates, and ignores anything else', () => {
    const now = Date.parse('2026-11-23T10:00:00.000Z');
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('Mon, 23 Nov 2026 10:05:00 GMT', now)).toBe(300_000);
    expect(retryAfterMs('Mon, 23 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs('-5', now)).toBeNull();
    expect(retryAfterMs(undefined, now)).toBeNull();
  });
});
