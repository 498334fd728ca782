import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { IdParam, ref } from '../../../lib/schemas.ts';
import { ApiKeySchema, serializeKey } from './key-schemas.ts';
import { keysRoute } from './keys-route.ts';

export const getKey = keysRoute({
  method: 'GET',
  url: '/v1/keys/:id',
  scope: 'keys:read',
  operationId: 'getKey',
  summary: 'Get an API key',
  tag: 'Keys',
  schema: {
    params: Type.Object({ id: IdParam('apiKey', 'The key id.') }),
    response: { 200: ref(ApiKeySchema) },
  },
  handler: async (request, _reply, { keys }) =>
    serializeKey(await keys.get(principalOf(request).workspaceId, request.params.id)),
});
