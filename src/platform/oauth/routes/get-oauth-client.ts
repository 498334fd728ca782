import { Type } from 'typebox';
import { principalOf } from '../../../http/auth.ts';
import { defineRoute } from '../../../http/route.ts';
import { IdParam, ref } from '../../../http/schemas.ts';
import { OAuthClientSchema, serializeClient } from './oauth-client-schemas.ts';

export const getOAuthClient = defineRoute({
  method: 'GET',
  url: '/v1/oauth/clients/:id',
  scope: 'keys:read',
  operationId: 'getOAuthClient',
  summary: 'Get an OAuth client',
  tag: 'OAuth',
  schema: {
    params: Type.Object({ id: IdParam('oauthClient', 'The client id (`client_id`).') }),
    response: { 200: ref(OAuthClientSchema) },
  },
  handler: async (request, _reply, { oauth }) =>
    serializeClient(await oauth.clients.get(principalOf(request).workspaceId, request.params.id)),
});
