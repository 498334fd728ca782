import { Type } from 'typebox';
import { principalOf } from '../../../http/auth.ts';
import { defineRoute } from '../../../http/route.ts';
import { ref } from '../../../http/schemas.ts';
import {
  Description,
  Subscriptions,
  serializeEndpoint,
  WebhookEndpointWithSecretSchema,
  WebhookUrl,
} from './webhook-schemas.ts';

export const createWebhook = defineRoute({
  method: 'POST',
  url: '/v1/webhooks',
  scope: 'webhooks:write',
  operationId: 'createWebhook',
  summary: 'Create a webhook endpoint',
  description:
    'Registers a URL to receive the workspace’s events as signed Standard Webhooks. The signing `secret` is in this response only.',
  tag: 'Webhooks',
  schema: {
    body: Type.Object(
      { url: WebhookUrl, events: Subscriptions, description: Type.Optional(Description) },
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
