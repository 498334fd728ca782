// The five tasks of docs/clients.md (examples/five-tasks.ts) against a real Vigil.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableLookup } from '../../../test/harness.ts';
import { type Receiver, startReceiver } from '../../../test/platform/webhooks/receiver.ts';
import { authenticate, everySite, readSite, receive, screen } from '../examples/five-tasks.ts';
import { WebhookVerificationError } from '../src/index.ts';
import { type LiveVigil, startLiveVigil } from './live-vigil.ts';

let live: LiveVigil;
let receiver: Receiver;

beforeAll(async () => {
  receiver = await startReceiver();
  live = await startLiveVigil({
    env: { VIGIL_WEBHOOK_ALLOW_NETWORKS: '127.0.0.0/8' },
    lookup: tableLookup({ 'hooks.example.test': '127.0.0.1' }),
  });
});
afterAll(async () => {
  await live.close();
  await receiver.close();
});

describe('the five tasks of docs/clients.md', () => {
  it('authenticates, screens, pages, reads problems and verifies a webhook', async () => {
    const vigil = authenticate(live.t.admin.token, live.baseUrl);
    const result = await screen(vigil, `0x${randomBytes(20).toString('hex')}`);
    expect(result.sanctions_hit).toBe(false);

    const site = await vigil.sites.create({ name: 'example', coordinates: [3, 51] });
    expect(await everySite(vigil)).toContain(site.id);
    expect(await readSite(vigil, site.id)).toBe('example');
    expect(await readSite(vigil, 'site_01h00000000000000000000000')).toBeUndefined();
    expect(await readSite(vigil, 'not-an-id')).toBeUndefined();

    const port = new URL(receiver.url).port;
    const endpoint = await vigil.webhooks.create({
      url: `http://hooks.example.test:${port}/hooks`,
      events: ['*'],
    });
    await vigil.webhooks.sendTestEvent(endpoint.id);
    await receiver.waitFor(1, 15_000);
    const delivery = receiver.received[0];
    if (!delivery) throw new Error('no delivery arrived');
    const secret = endpoint.secret;
    if (secret === undefined) throw new Error('a new endpoint shows its secret');
    expect(receive(secret, delivery.body, delivery.headers).type).toBe('webhook.test');
    expect(() => receive(secret, `${delivery.body} `, delivery.headers)).toThrow(WebhookVerificationError);
  });
});
