import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { Nullable, ref, StringEnum } from '../../../lib/schemas.ts';
import type { EventCatalogue } from '../../outbox/index.ts';
import {
  Description,
  EndpointIdParams,
  Subscriptions,
  serializeEndpoint,
  WebhookEndpointSchema,
  WebhookUrl,
} from './webhook-schemas.ts';
import { webhooksRoute } from './webhooks-route.ts';

/** Made for the service's event catalogue: the types an endpoint may subscribe to. */
export const updateWebhook = (events: EventCatalogue) =>
  webhooksRoute({
    method: 'PATCH',
    url: '/v1/webhooks/:id',
    scope: 'webhooks:write',
    operationId: 'updateWebhook',
    summary: 'Change a webhook endpoint',
    description:
      'Changes the URL, the event types, the description, or enables and disables the endpoint. Enabling an endpoint that was disabled clears its record of failures. Events already published keep going to the endpoint they were published for.',
    tag: 'Webhooks',
    schema: {
      params: EndpointIdParams,
      body: Type.Object(
        {
          url: Type.Optional(WebhookUrl),
          events: Type.Optional(Subscriptions(events)),
          description: Type.Optional(Nullable(Description)),
          status: Type.Optional(
            StringEnum(['enabled', 'disabled'] as const, { description: 'Enable or disable the endpoint.' }),
          ),
        },
        { additionalProperties: false, minProperties: 1 },
      ),
      response: { 200: ref(WebhookEndpointSchema) },
    },
    handler: async (request, _reply, { webhooks }) =>
      serializeEndpoint(
        await webhooks.endpoints.update(principalOf(request).workspaceId, request.params.id, request.body),
      ),
  });
