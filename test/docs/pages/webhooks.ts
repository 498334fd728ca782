/**
 * docs/webhooks.md: an endpoint created (its secret shown once), a test event and its deliveries,
 * and a delivery as a receiver gets it: a real one, sent by the delivery job of an app of the page's
 * own (one that may deliver to 127.0.0.1) to a receiver on this machine.
 */

import { ManualClock } from '../../../src/lib/clock.ts';
import { startApp, type TestApp } from '../../harness.ts';
import { DOCS_NOW, lines } from '../doc-render.ts';
import type { DocPage } from '../docs-context.ts';
import { deliveredTest, headerLine, LOCAL_DELIVERY_ENV } from './deliveries.ts';
import { pair } from './pairs.ts';

let sender: TestApp | undefined;

/** Where the page says the receiver is: the run's receiver listens on a random local port. */
const SHOWN_HOST = 'hooks.example.com';

async function delivery(): Promise<string> {
  if (sender === undefined) throw new Error('the page’s set-up did not run');
  const got = await deliveredTest(sender);
  return lines(
    `POST ${got.path} HTTP/1.1`,
    `Host: ${SHOWN_HOST}`,
    ...['Content-Type', 'User-Agent', 'webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) =>
      headerLine(got, name),
    ),
    '',
    got.body,
  );
}

export const webhooksPage: DocPage = {
  file: 'webhooks.md',
  async setup() {
    sender = await startApp({
      env: LOCAL_DELIVERY_ENV,
      clock: new ManualClock(DOCS_NOW),
      startWorker: false,
    });
  },
  async teardown() {
    await sender?.close();
  },
  // A new endpoint secret every run: its signature differs.
  mask: (text) => text.replace(/\bv1,[A-Za-z0-9+/=]{40,}/g, 'v1,<signature>'),
  scenarios: {
    ...pair('webhooks/create', () => ({
      method: 'POST',
      path: '/v1/webhooks',
      body: { url: 'https://hooks.example.com/vigil', events: ['detection.created', 'asset.dark'] },
    })),
    'webhooks/test': async (ctx) => {
      const { id } = JSON.parse(ctx.need('webhooks/create-answer')) as { id: string };
      const sent = await ctx.call({ method: 'POST', path: `/v1/webhooks/${id}/test` });
      const deliveries = await ctx.call({ method: 'GET', path: `/v1/webhooks/${id}/deliveries` });
      return lines(sent.command, deliveries.command);
    },
    'webhooks/delivery': delivery,
  },
};
