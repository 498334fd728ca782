import { Type } from 'typebox';
import { Page, PageQuery, readCursor, toPage } from '../../../http/pagination.ts';
import { principalOf } from '../../../http/principal.ts';
import { ref, StringEnum } from '../../../lib/schemas.ts';
import { serializeWatch, WatchSchema } from './watch-schemas.ts';
import { watchesRoute } from './watches-route.ts';

export const listWatches = watchesRoute({
  method: 'GET',
  url: '/v1/watches',
  scope: 'screening:read',
  operationId: 'listWatches',
  summary: 'List watched addresses',
  description:
    'Newest first, each with its outcome last recorded; `chain`, `address` (with `chain`), `risk_category` and `reference` narrow the list.',
  tag: 'Screening',
  schema: {
    querystring: Type.Object(
      {
        ...PageQuery,
        chain: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
        address: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
        risk_category: Type.Optional(StringEnum(['none', 'low', 'medium', 'high', 'severe'] as const)),
        reference: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
      },
      { additionalProperties: false },
    ),
    response: { 200: Page(ref(WatchSchema), 'A page of watches.') },
  },
  handler: async (request, _reply, { watches }) => {
    const { limit, cursor, ...filters } = request.query;
    const before = readCursor(cursor, filters);
    const rows = await watches.list(principalOf(request).workspaceId, filters, { limit: limit + 1, before });
    return toPage(rows, limit, filters, (row) => row.id, serializeWatch);
  },
});
