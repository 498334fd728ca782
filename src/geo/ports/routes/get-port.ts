import { principalOf } from '../../../http/principal.ts';
import { ref } from '../../../lib/schemas.ts';
import { PortIdParams, PortSchema, serializePort } from './port-schemas.ts';
import { portsRoute } from './ports-route.ts';

export const getPort = portsRoute({
  method: 'GET',
  url: '/v1/ports/:id',
  scope: 'sites:read',
  operationId: 'getPort',
  summary: 'Get a port',
  description: 'A World Port Index port (`wpi_<index number>`) or one your workspace drew.',
  tag: 'Ports',
  schema: { params: PortIdParams, response: { 200: ref(PortSchema) } },
  handler: async (request, _reply, { ports }) =>
    serializePort(await ports.get(principalOf(request).workspaceId, request.params.id)),
});
