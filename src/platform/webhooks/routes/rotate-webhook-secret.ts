import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { ref } from '../../../lib/schemas.ts';
import { DEFAULT_SECRET_GRACE_S, MAX_SECRET_GRACE_S } from '../delivery-rules.ts';
import { EndpointIdParams, serializeEndpoint, WebhookEndpointWithSecretSchema } from './webhook-schemas.ts';
import { webhooksRoute } from './webhooks-route.ts';

export const rotateWebhookSecret = webhooksRoute({
  method: 'POST',
  url: '/v1/webhooks/:id/rotate-secret',
  scope: 'webhooks:write',
  operationId: 'rotateWebhookSecret',
  summary: 'Rotate a webhook endpoint’s secret',
  description:
    'Makes a new signing secret, shown only in this response. Until the grace period ends (24 hours unless asked otherwise) every delivery carries a signature by the old secret and one by the new, so receivers can switch without missing one.',
  tag: 'Webhooks',
  secretFields: ['secret'],
  schema: {
    params: EndpointIdParams,
    body: Type.Object(
      {
        grace_period_s: Type.Optional(
          Type.Integer({
            minimum: 0,
            maximum: MAX_SECRET_GRACE_S,
            default: DEFAULT_SECRET_GRACE_S,
            description:
              'How long the old secret keeps signing, in seconds (0 retires it now; at most 7 days).',
          }),
        ),
      },
      { additionalProperties: false },
    ),
    response: { 200: ref(WebhookEndpointWithSecretSchema) },
  },
  handler: async (request, _reply, { webhooks }) => {
    const graceS = request.body.grace_period_s ?? DEFAULT_SECRET_GRACE_S;
    const { endpoint, secret } = await webhooks.endpoints.rotateSecret(
      principalOf(request).workspaceId,
      request.params.id,
      graceS,
    );
    return { ...serializeEndpoint(endpoint), secret };
  },
});
