import { Type } from 'typebox';
import { Page, PageQuery, readCursor, toPage } from '../../../http/pagination.ts';
import { principalOf } from '../../../http/principal.ts';
import { ref, StringEnum } from '../../../lib/schemas.ts';
import type { EventCatalogue } from '../../outbox/index.ts';
import { EndpointIdParams, serializeDelivery, WebhookDeliverySchema } from './webhook-schemas.ts';
import { webhooksRoute } from './webhooks-route.ts';

/** Made for the service's event catalogue: the types deliveries can be filtered by. */
export const listDeliveries = (events: EventCatalogue) =>
  webhooksRoute({
    method: 'GET',
    url: '/v1/webhooks/:id/deliveries',
    scope: 'webhooks:read',
    operationId: 'listWebhookDeliveries',
    summary: 'List an endpoint’s deliveries',
    description:
      'The delivery log: every event sent (or being sent) to this endpoint, newest first, each with all its attempts: when, the status code, how long it took and why it failed.',
    tag: 'Webhooks',
    schema: {
      params: EndpointIdParams,
      querystring: Type.Object(
        {
          ...PageQuery,
          status: Type.Optional(StringEnum(['pending', 'succeeded', 'failed'] as const)),
          event_type: Type.Optional(StringEnum(Object.keys(events))),
        },
        { additionalProperties: false },
      ),
      response: { 200: Page(ref(WebhookDeliverySchema), 'A page of deliveries.') },
    },
    handler: async (request, _reply, { webhooks }) => {
      const { limit, cursor, status, event_type: eventType } = request.query;
      const filters = { status, eventType };
      const before = readCursor(cursor, filters);
      const deliveries = await webhooks.deliveries.list(principalOf(request).workspaceId, request.params.id, {
        ...(status ? { status } : {}),
        ...(eventType ? { eventType } : {}),
        limit: limit + 1,
        before,
      });
      return toPage(deliveries, limit, filters, (delivery) => delivery.id, serializeDelivery);
    },
  });
