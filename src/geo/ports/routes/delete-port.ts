import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { PortIdParams } from './port-schemas.ts';
import { portsRoute } from './ports-route.ts';

export const deletePort = portsRoute({
  method: 'DELETE',
  url: '/v1/ports/:id',
  scope: 'sites:write',
  operationId: 'deletePort',
  summary: 'Delete a port your workspace drew',
  description:
    'Deletes a port or anchorage your workspace drew. The World Port Index’s ports are shared by every workspace and cannot be deleted (409).',
  tag: 'Ports',
  schema: { params: PortIdParams, response: { 204: Type.Null({ description: 'Deleted.' }) } },
  handler: async (request, reply, { ports }) => {
    await ports.delete(principalOf(request).workspaceId, request.params.id);
    return reply.code(204).send(null);
  },
});
