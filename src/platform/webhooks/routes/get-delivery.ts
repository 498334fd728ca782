import { principalOf } from '../../../http/principal.ts';
import { ref } from '../../../lib/schemas.ts';
import { DeliveryIdParams, serializeDelivery, WebhookDeliveryWithPayloadSchema } from './webhook-schemas.ts';
import { webhooksRoute } from './webhooks-route.ts';

export const getDelivery = webhooksRoute({
  method: 'GET',
  url: '/v1/webhooks/:id/deliveries/:delivery_id',
  scope: 'webhooks:read',
  operationId: 'getWebhookDelivery',
  summary: 'Get a delivery',
  description: 'One delivery with its attempts and the exact body it sends.',
  tag: 'Webhooks',
  schema: { params: DeliveryIdParams, response: { 200: ref(WebhookDeliveryWithPayloadSchema) } },
  handler: async (request, _reply, { webhooks }) => {
    const { id, delivery_id: deliveryId } = request.params;
    const { delivery, payload } = await webhooks.deliveries.get(
      principalOf(request).workspaceId,
      id,
      deliveryId,
    );
    return { ...serializeDelivery(delivery), payload };
  },
});
