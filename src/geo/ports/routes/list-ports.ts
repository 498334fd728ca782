import { Type } from 'typebox';
import { PageQuery, readCursor, toPage } from '../../../http/pagination.ts';
import { principalOf } from '../../../http/principal.ts';
import { ref, StringEnum } from '../../../lib/schemas.ts';
import { BBoxQuery, parseBBoxQuery } from '../../geometry/index.ts';
import { positionOf } from '../ports-service.ts';
import { PortSchema, serializePort } from './port-schemas.ts';
import { portsRoute } from './ports-route.ts';

export const listPorts = portsRoute({
  method: 'GET',
  url: '/v1/ports',
  scope: 'sites:read',
  operationId: 'listPorts',
  summary: 'List and search ports',
  description:
    'The World Port Index ports Vigil ships (NGA Pub. 150, public domain; `attribution` names it) and the ports and anchorages your workspace drew, sorted by name. `q` matches a name or alternate name by prefix (of the whole name or any word, ignoring case and punctuation), a UN/LOCODE (`NLRTM` or `NL RTM`) or an index number exactly; `bbox` keeps the ports whose point (index ports) or boundary (drawn ports) lies in or meets the box.',
  tag: 'Ports',
  schema: {
    querystring: Type.Object(
      {
        ...PageQuery,
        q: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
        bbox: Type.Optional(BBoxQuery),
        source: StringEnum(['all', 'wpi', 'operator'] as const, {
          default: 'all',
          description: 'The index’s ports, your own, or both.',
        }),
      },
      { additionalProperties: false },
    ),
    response: {
      200: Type.Object(
        {
          data: Type.Array(ref(PortSchema)),
          next_cursor: Type.Union([Type.String(), Type.Null()], {
            description: 'Pass as `cursor` to get the next page; null on the last page.',
          }),
          attribution: Type.String({ description: 'The gazetteer’s source, to show beside its ports.' }),
        },
        { description: 'A page of ports.' },
      ),
    },
  },
  handler: async (request, _reply, { ports }) => {
    const { limit, cursor, q, bbox, source } = request.query;
    const filters = { q: q ?? null, bbox: bbox ?? null, source };
    const after = readCursor(cursor, filters);
    const found = await ports.list(principalOf(request).workspaceId, {
      q,
      bbox: bbox === undefined ? undefined : parseBBoxQuery(bbox),
      source,
      after,
      limit: limit + 1,
    });
    return { ...toPage(found, limit, filters, positionOf, serializePort), attribution: ports.attribution() };
  },
});
