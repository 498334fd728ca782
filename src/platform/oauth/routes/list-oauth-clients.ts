import { Type } from 'typebox';
import { Page, PageQuery, readCursor, toPage } from '../../../http/pagination.ts';
import { principalOf } from '../../../http/principal.ts';
import { ref } from '../../../lib/schemas.ts';
import { OAuthClientSchema, serializeClient } from './oauth-client-schemas.ts';
import { oauthRoute } from './oauth-route.ts';

export const listOAuthClients = oauthRoute({
  method: 'GET',
  url: '/v1/oauth/clients',
  scope: 'keys:read',
  operationId: 'listOAuthClients',
  summary: 'List OAuth clients',
  description: 'The workspace’s OAuth clients, newest first.',
  tag: 'OAuth',
  schema: {
    querystring: Type.Object({ ...PageQuery }, { additionalProperties: false }),
    response: { 200: Page(ref(OAuthClientSchema), 'A page of OAuth clients.') },
  },
  handler: async (request, _reply, { oauth }) => {
    const { limit, cursor } = request.query;
    const filters = {};
    const before = readCursor(cursor, filters);
    const clients = await oauth.clients.list(principalOf(request).workspaceId, { limit: limit + 1, before });
    return toPage(clients, limit, filters, (client) => client.id, serializeClient);
  },
});
