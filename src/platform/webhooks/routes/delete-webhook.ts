import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { EndpointIdParams } from './webhook-schemas.ts';
import { webhooksRoute } from './webhooks-route.ts';

export const deleteWebhook = webhooksRoute({
  method: 'DELETE',
  url: '/v1/webhooks/:id',
  scope: 'webhooks:write',
  operationId: 'deleteWebhook',
  summary: 'Delete a webhook endpoint',
  description: 'Deletes the endpoint and its deliveries; pending deliveries are not attempted.',
  tag: 'Webhooks',
  schema: { params: EndpointIdParams, response: { 204: Type.Null({ description: 'Deleted.' }) } },
  handler: async (request, reply, { webhooks }) => {
    await webhooks.endpoints.remove(principalOf(request).workspaceId, request.params.id);
    return reply.code(204).send(null);
  },
});
