import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { ref } from '../../../lib/schemas.ts';
import { DeliveryIdParams, serializeDelivery, WebhookDeliverySchema } from './webhook-schemas.ts';
import { webhooksRoute } from './webhooks-route.ts';

export const retryDelivery = webhooksRoute({
  method: 'POST',
  url: '/v1/webhooks/:id/deliveries/:delivery_id/retry',
  scope: 'webhooks:write',
  operationId: 'retryWebhookDelivery',
  summary: 'Retry a delivery',
  description:
    'Attempts the delivery again now, with the same `webhook-id`. A pending delivery’s next scheduled attempt is brought forward; a finished one (failed or succeeded) gets one more attempt. The endpoint must be enabled (409 otherwise). The attempt runs in the background: follow it in the delivery’s `attempts`.',
  tag: 'Webhooks',
  schema: {
    params: DeliveryIdParams,
    body: Type.Object({}, { additionalProperties: false, description: 'No fields.' }),
    response: { 200: ref(WebhookDeliverySchema) },
  },
  handler: async (request, _reply, { webhooks }) => {
    const { id, delivery_id: deliveryId } = request.params;
    return serializeDelivery(
      await webhooks.deliveries.retry(principalOf(request).workspaceId, id, deliveryId),
    );
  },
});
