import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { ref } from '../../../lib/schemas.ts';
import { EndpointIdParams, serializeDelivery, WebhookDeliverySchema } from './webhook-schemas.ts';
import { webhooksRoute } from './webhooks-route.ts';

export const sendTestEvent = webhooksRoute({
  method: 'POST',
  url: '/v1/webhooks/:id/test',
  scope: 'webhooks:write',
  operationId: 'sendWebhookTestEvent',
  summary: 'Send a test event',
  description:
    'Publishes a `webhook.test` event to this endpoint alone, delivered and retried like any other event. Answers 202 with the delivery at once; its `attempts` show the outcome. The endpoint must be enabled (409 otherwise).',
  tag: 'Webhooks',
  schema: {
    params: EndpointIdParams,
    body: Type.Object({}, { additionalProperties: false, description: 'No fields.' }),
    response: { 202: ref(WebhookDeliverySchema) },
  },
  handler: async (request, reply, { webhooks }) => {
    const delivery = await webhooks.deliveries.sendTest(principalOf(request).workspaceId, request.params.id);
    reply.code(202).header('location', `/v1/webhooks/${request.params.id}/deliveries/${delivery.id}`);
    return serializeDelivery(delivery);
  },
});
