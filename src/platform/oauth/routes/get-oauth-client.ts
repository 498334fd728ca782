import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { IdParam, ref } from '../../../lib/schemas.ts';
import { OAuthClientSchema, serializeClient } from './oauth-client-schemas.ts';
import { oauthRoute } from './oauth-route.ts';

export const getOAuthClient = oauthRoute({
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
