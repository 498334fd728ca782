import { principalOf } from '../../../http/principal.ts';
import { ref } from '../../../lib/schemas.ts';
import { EndpointIdParams, serializeEndpoint, WebhookEndpointSchema } from './webhook-schemas.ts';
import { webhooksRoute } from './webhooks-route.ts';

export const getWebhook = webhooksRoute({
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
