import { principalOf } from '../../../http/auth.ts';
import { defineRoute } from '../../../http/route.ts';
import { ref } from '../../../http/schemas.ts';
import { EndpointIdParams, serializeEndpoint, WebhookEndpointSchema } from './webhook-schemas.ts';

export const getWebhook = defineRoute({
  method: 'GET',
  url: '/v1/webhooks/:id',
  scope: 'webhooks:read',
  operationId: 'getWebhook',
  summary: 'Get a webhook endpoint',
  tag: 'Webhooks',
  schema: { params: EndpointIdParams, response: { 200: ref(WebhookEndpointSchema) } },
  handler: async (request, _reply, { webhooks }) =>
    serializeEndpoint(await webhooks.endpoints.get(principalOf(request).workspaceId, request.params.id)),
});
