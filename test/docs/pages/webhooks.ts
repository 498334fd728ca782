/** docs/webhooks.md: an endpoint created (its secret shown once), a test event and its deliveries. */

import { lines } from '../doc-render.ts';
import type { DocPage } from '../docs-context.ts';
import { pair } from './pairs.ts';

export const webhooksPage: DocPage = {
  file: 'webhooks.md',
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
  },
};
