import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { ref, StringEnum } from '../../../lib/schemas.ts';
import { GeoJsonInput } from '../../geometry/index.ts';
import { MAX_OPERATOR_PORTS } from '../ports-service.ts';
import { PortSchema, serializePort } from './port-schemas.ts';
import { portsRoute } from './ports-route.ts';

export const createPort = portsRoute({
  method: 'POST',
  url: '/v1/ports',
  scope: 'sites:write',
  operationId: 'createPort',
  summary: 'Add a port or anchorage',
  description: `Draws a port, terminal or anchorage of your own as a polygon: one the World Port Index lists only as a point, or not at all. It is listed with the index’s ports for your workspace only. Any winding is accepted; the boundary comes back right-hand, split at the antimeridian; a bad shape is a 400 whose \`errors\` point at the offending position. At most ${MAX_OPERATOR_PORTS} per workspace.`,
  tag: 'Ports',
  schema: {
    body: Type.Object(
      {
        name: Type.String({ minLength: 1, maxLength: 200 }),
        kind: Type.Optional(
          StringEnum(['port', 'anchorage'] as const, {
            default: 'port',
            description: '`anchorage`: where ships wait at anchor, outside the berths.',
          }),
        ),
        boundary: GeoJsonInput('The port’s area, a Polygon or MultiPolygon (or a Feature holding one).'),
        unlocode: Type.Optional(
          Type.String({ minLength: 5, maxLength: 6, description: 'UN/LOCODE, e.g. `NLRTM`.' }),
        ),
        country: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
      },
      { additionalProperties: false },
    ),
    response: { 201: ref(PortSchema) },
  },
  handler: async (request, reply, { ports }) => {
    const port = await ports.create(principalOf(request).workspaceId, request.body);
    reply.code(201).header('location', `/v1/ports/${port.id}`);
    return serializePort(port);
  },
});
