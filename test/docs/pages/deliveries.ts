/**
 * A real webhook delivery for the docs: an app's delivery job sends a `webhook.test` event to a
 * receiver on this machine (the app must allow 127.0.0.0/8), and the request is returned as the
 * receiver got it.
 */
import type { TestApp } from '../../harness.ts';
import { type Received, startReceiver } from '../../platform/webhooks/receiver.ts';
import { exchange } from '../doc-render.ts';

/** What an app that delivers to the docs' receivers needs in its environment. */
export const LOCAL_DELIVERY_ENV = { VIGIL_WEBHOOK_ALLOW_NETWORKS: '127.0.0.0/8' };

/** Registers an endpoint at a new receiver's `/vigil`, sends it the test event, and returns what arrived. */
export async function deliveredTest(app: TestApp): Promise<Received> {
  const receiver = await startReceiver();
  try {
    const created = await exchange(app, app.admin, {
      method: 'POST',
      path: '/v1/webhooks',
      body: { url: `${receiver.url}/vigil`, events: ['*'] },
    });
    const { id } = created.json as { id: string };
    await exchange(app, app.admin, { method: 'POST', path: `/v1/webhooks/${id}/test` });
    await app.app.worker.drain();
    await receiver.waitFor(1);
    const [got] = receiver.received;
    if (got === undefined) throw new Error('the receiver got no delivery');
    return got;
  } finally {
    await receiver.close();
  }
}

/** A header of the delivery as the page prints it: `name: value`. */
export const headerLine = (got: Received, name: string): string =>
  `${name}: ${String(got.headers[name.toLowerCase()])}`;
