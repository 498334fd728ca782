import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { ref, Timestamp, timestampField } from '../../../lib/schemas.ts';
import { ApiKeyWithSecretSchema, RateLimitSchema, ScopeSchema, serializeKey } from './key-schemas.ts';
import { keysRoute } from './keys-route.ts';

export const createKey = keysRoute({
  method: 'POST',
  url: '/v1/keys',
  scope: 'keys:write',
  operationId: 'createKey',
  summary: 'Create an API key',
  description:
    'Creates a key in the caller’s workspace. The secret `key` is in this response only. A key can only grant scopes that the calling key holds.',
  tag: 'Keys',
  secretFields: ['key'],
  schema: {
    body: Type.Object(
      {
        name: Type.String({ minLength: 1, maxLength: 200, description: 'What the key is for.' }),
        scopes: Type.Array(ScopeSchema, { minItems: 1, maxItems: 64, uniqueItems: true }),
        expires_at: Type.Optional(Timestamp('When the key stops working; must be in the future.')),
        rate_limit: Type.Optional(RateLimitSchema),
      },
      { additionalProperties: false },
    ),
    response: { 201: ref(ApiKeyWithSecretSchema) },
  },
  handler: async (request, reply, { keys }) => {
    const principal = principalOf(request);
    const { name, scopes, expires_at, rate_limit } = request.body;
    const { key, token } = await keys.create(
      principal.workspaceId,
      {
        name,
        scopes,
        expiresAt: expires_at === undefined ? undefined : timestampField(expires_at, '/expires_at'),
        rateLimit: rate_limit,
      },
      principal.scopes,
    );
    reply.code(201).header('location', `/v1/keys/${key.id}`);
    return { ...serializeKey(key), key: token };
  },
});
