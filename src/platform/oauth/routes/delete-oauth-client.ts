import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { IdParam } from '../../../lib/schemas.ts';
import { oauthRoute } from './oauth-route.ts';

export const deleteOAuthClient = oauthRoute({
  method: 'DELETE',
  url: '/v1/oauth/clients/:id',
  scope: 'keys:write',
  operationId: 'deleteOAuthClient',
  summary: 'Delete an OAuth client',
  description:
    'Deletes the client and every access token issued to it: they stop working at once in this process and within 5 seconds in every other. The calling key must hold every scope of the client.',
  tag: 'OAuth',
  schema: {
    params: Type.Object({ id: IdParam('oauthClient', 'The client to delete.') }),
    response: { 204: Type.Null({ description: 'Deleted.' }) },
  },
  handler: async (request, reply, { oauth }) => {
    const principal = principalOf(request);
    await oauth.clients.delete(principal.workspaceId, request.params.id, principal.scopes);
    return reply.code(204).send(null);
  },
});
