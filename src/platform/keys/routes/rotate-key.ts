import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { IdParam, ref } from '../../../lib/schemas.ts';
import { DEFAULT_ROTATION_GRACE_S, MAX_ROTATION_GRACE_S } from '../keys-service.ts';
import { ApiKeyWithSecretSchema, serializeKey } from './key-schemas.ts';
import { keysRoute } from './keys-route.ts';

export const rotateKey = keysRoute({
  method: 'POST',
  url: '/v1/keys/:id/rotate',
  scope: 'keys:write',
  operationId: 'rotateKey',
  summary: 'Rotate an API key',
  description:
    'Creates a replacement key with the same name, scopes and limits, and keeps the old key working until its grace period ends, so clients can switch without downtime. Returns the new key with its secret. The calling key must hold every scope of the key it rotates.',
  tag: 'Keys',
  secretFields: ['key'],
  schema: {
    params: Type.Object({ id: IdParam('apiKey', 'The key to rotate.') }),
    body: Type.Object(
      {
        grace_period_s: Type.Optional(
          Type.Integer({
            minimum: 0,
            maximum: MAX_ROTATION_GRACE_S,
            default: DEFAULT_ROTATION_GRACE_S,
            description: 'How long the old key keeps working, in seconds (0 ends it now; at most 30 days).',
          }),
        ),
      },
      { additionalProperties: false },
    ),
    response: { 201: ref(ApiKeyWithSecretSchema) },
  },
  handler: async (request, reply, { keys }) => {
    const graceS = request.body.grace_period_s ?? DEFAULT_ROTATION_GRACE_S;
    const principal = principalOf(request);
    const { key, token } = await keys.rotate(
      principal.workspaceId,
      request.params.id,
      graceS,
      principal.scopes,
    );
    reply.code(201).header('location', `/v1/keys/${key.id}`);
    return { ...serializeKey(key), key: token };
  },
});
