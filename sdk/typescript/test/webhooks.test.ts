// Webhook verification with the SDK: a real delivery from Vigil's worker to a receiver on
// 127.0.0.1 verifies with the endpoint's secret and yields a typed event; a changed body, another
// secret or a stale timestamp do not verify.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableLookup } from '../../../test/harness.ts';
import { type Receiver, startReceiver } from '../../../test/platform/webhooks/receiver.ts';
import { Vigil, verifyWebhook, Webhook, type WebhookEvent, WebhookVerificationError } from '../src/index.ts';
import { type LiveVigil, startLiveVigil } from './live-vigil.ts';

let live: LiveVigil;
let receiver: Receiver;
let vigil: Vigil;

beforeAll(async () => {
  receiver = await startReceiver();
  live = await startLiveVigil({
    env: { VIGIL_WEBHOOK_ALLOW_NETWORKS: '127.0.0.0/8' },
    lookup: tableLookup({ 'hooks.example.test': '127.0.0.1' }),
  });
  vigil = new Vigil({ apiKey: live.t.admin.token, baseUrl: live.baseUrl });
});
afterAll(async () => {
  await live.close();
  await receiver.close();
});

/** A new endpoint's secret: shown when it is made (a replay of its creation leaves it out). */
function secretOf(endpoint: { secret?: string }): string {
  if (endpoint.secret === undefined) throw new Error('a new endpoint shows its secret');
  return endpoint.secret;
}

describe('verifyWebhook', () => {
  it('verifies a real delivery and returns its typed event', async () => {
    const port = new URL(receiver.url).port;
    const endpoint = await vigil.webhooks.create({
      url: `http://hooks.example.test:${port}/vigil`,
      events: ['*'],
    });
    await vigil.webhooks.sendTestEvent(endpoint.id);
    await receiver.waitFor(1, 15_000);
    const delivery = receiver.received[0];
    if (!delivery) throw new Error('no delivery arrived');

    const secret = secretOf(endpoint);
    const event: WebhookEvent = verifyWebhook(secret, delivery.body, delivery.headers);
    expect(event.type).toBe('webhook.test');
    expect(event).toEqual(JSON.parse(delivery.body));
    // Fetch-style headers work as well as Node's.
    const headers = new Headers();
    for (const [name, value] of Object.entries(delivery.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    expect(verifyWebhook(secret, new TextEncoder().encode(delivery.body), headers)).toEqual(event);

    expect(() =>
      verifyWebhook(secret, delivery.body.replace('webhook.test', 'webhook.tesT'), headers),
    ).toThrow(WebhookVerificationError);
    const other = await vigil.webhooks.create({
      url: `http://hooks.example.test:${port}/other`,
      events: ['*'],
    });
    expect(() => verifyWebhook(secretOf(other), delivery.body, headers)).toThrow(WebhookVerificationError);
  });

  it('refuses a signature whose timestamp is too old to be a fresh delivery', () => {
    const secret = `whsec_${Buffer.from('a secret of thirty-two bytes....').toString('base64')}`;
    const body = JSON.stringify({ type: 'webhook.test', timestamp: '2026-11-23T10:00:00.000Z', data: {} });
    const stale = new Date(Date.now() - 10 * 60 * 1000);
    const headers = {
      'webhook-id': 'evt_01h00000000000000000000000',
      'webhook-timestamp': String(Math.floor(stale.getTime() / 1000)),
      'webhook-signature': new Webhook(secret).sign('evt_01h00000000000000000000000', stale, body),
    };
    expect(() => verifyWebhook(secret, body, headers)).toThrow(WebhookVerificationError);
  });
});
