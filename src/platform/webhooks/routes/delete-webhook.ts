import { Type } from 'typebox';
import { principalOf } from '../../../http/auth.ts';
import { defineRoute } from '../../../http/route.ts';
import { EndpointIdParams } from './webhook-schemas.ts';

export const deleteWebhook = defineRoute({
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
