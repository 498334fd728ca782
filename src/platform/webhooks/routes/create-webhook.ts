import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { ref } from '../../../lib/schemas.ts';
import type { EventCatalogue } from '../../outbox/index.ts';
import {
  Description,
  Subscriptions,
  serializeEndpoint,
  WebhookEndpointWithSecretSchema,
  WebhookUrl,
} from './webhook-schemas.ts';
import { webhooksRoute } from './webhooks-route.ts';

/** Made for the service's event catalogue: the types an endpoint may subscribe to. */
export const createWebhook = (events: EventCatalogue) =>
  webhooksRoute({
    method: 'POST',
    url: '/v1/webhooks',
    scope: 'webhooks:write',
    operationId: 'createWebhook',
    summary: 'Create a webhook endpoint',
    description:
      'Registers a URL to receive the workspace’s events as signed Standard Webhooks. The signing `secret` is in this response only.',
    tag: 'Webhooks',
    secretFields: ['secret'],
    schema: {
      body: Type.Object(
        { url: WebhookUrl, events: Subscriptions(events), description: Type.Optional(Description) },
        { additionalProperties: false },
      ),
      response: { 201: ref(WebhookEndpointWithSecretSchema) },
    },
    handler: async (request, reply, { webhooks }) => {
      const { endpoint, secret } = await webhooks.endpoints.create(
        principalOf(request).workspaceId,
        request.body,
      );
      reply.code(201).header('location', `/v1/webhooks/${endpoint.id}`);
      return { ...serializeEndpoint(endpoint), secret };
    },
  });
