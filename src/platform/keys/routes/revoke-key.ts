import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { IdParam } from '../../../lib/schemas.ts';
import { keysRoute } from './keys-route.ts';

export const revokeKey = keysRoute({
  method: 'DELETE',
  url: '/v1/keys/:id',
  scope: 'keys:write',
  operationId: 'revokeKey',
  summary: 'Revoke an API key',
  description:
    'The key stops working at once in this process and within 5 seconds in every other. Revoking a revoked key is a no-op. The calling key must hold every scope of the key it revokes.',
  tag: 'Keys',
  schema: {
    params: Type.Object({ id: IdParam('apiKey', 'The key to revoke.') }),
    response: { 204: Type.Null({ description: 'Revoked.' }) },
  },
  handler: async (request, reply, { keys }) => {
    const principal = principalOf(request);
    await keys.revoke(principal.workspaceId, request.params.id, principal.scopes);
    return reply.code(204).send(null);
  },
});
