import { Type } from 'typebox';
import { Page, PageQuery, readCursor, toPage } from '../../../http/pagination.ts';
import { principalOf } from '../../../http/principal.ts';
import { ref, StringEnum } from '../../../lib/schemas.ts';
import { serializeEndpoint, WebhookEndpointSchema } from './webhook-schemas.ts';
import { webhooksRoute } from './webhooks-route.ts';

export const listWebhooks = webhooksRoute({
  method: 'GET',
  url: '/v1/webhooks',
  scope: 'webhooks:read',
  operationId: 'listWebhooks',
  summary: 'List webhook endpoints',
  description: 'The workspace’s webhook endpoints, newest first, without their secrets.',
  tag: 'Webhooks',
  schema: {
    querystring: Type.Object(
      {
        ...PageQuery,
        status: StringEnum(['enabled', 'disabled', 'all'] as const, {
          default: 'all',
          description: 'Which endpoints to list.',
        }),
      },
      { additionalProperties: false },
    ),
    response: { 200: Page(ref(WebhookEndpointSchema), 'A page of webhook endpoints.') },
  },
  handler: async (request, _reply, { webhooks }) => {
    const { limit, cursor, status } = request.query;
    const filters = { status };
    const before = readCursor(cursor, filters);
    const endpoints = await webhooks.endpoints.list(principalOf(request).workspaceId, {
      status,
      limit: limit + 1,
      before,
    });
    return toPage(endpoints, limit, filters, (endpoint) => endpoint.id, serializeEndpoint);
  },
});
