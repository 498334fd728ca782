import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { WatchIdParams } from './watch-schemas.ts';
import { watchesRoute } from './watches-route.ts';

export const deleteWatch = watchesRoute({
  method: 'DELETE',
  url: '/v1/watches/:id',
  scope: 'screening:write',
  operationId: 'deleteWatch',
  summary: 'Stop watching an address',
  description: 'It is no longer screened again; its screenings stay in the audit trail.',
  tag: 'Screening',
  schema: { params: WatchIdParams, response: { 204: Type.Null({ description: 'No longer watched.' }) } },
  handler: async (request, reply, { watches }) => {
    await watches.remove(principalOf(request).workspaceId, request.params.id);
    return reply.code(204).send(null);
  },
});
