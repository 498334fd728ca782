import { Type } from 'typebox';
import { Page, PageQuery, readCursor, toPage } from '../../../http/pagination.ts';
import { principalOf } from '../../../http/principal.ts';
import { ref } from '../../../lib/schemas.ts';
import { LabelSchema, serializeLabel } from './label-schemas.ts';
import { labelsRoute } from './labels-route.ts';

export const listLabels = labelsRoute({
  method: 'GET',
  url: '/v1/labels',
  scope: 'screening:read',
  operationId: 'listLabels',
  summary: 'List the workspace’s labels',
  description:
    'Newest first; `chain`, and `address` with it, narrow the list; `removed=true` lists removed labels too. Imported lists are not listed here.',
  tag: 'Screening',
  schema: {
    querystring: Type.Object(
      {
        ...PageQuery,
        chain: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
        address: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
        removed: Type.Optional(
          Type.Boolean({ description: 'Also the labels removed, with when and by whom (default false).' }),
        ),
      },
      { additionalProperties: false },
    ),
    response: { 200: Page(ref(LabelSchema), 'A page of labels.') },
  },
  handler: async (request, _reply, { labels }) => {
    const { limit, cursor, chain, address, removed } = request.query;
    const filters = { chain, address, removed };
    const before = readCursor(cursor, filters);
    const rows = await labels.list(principalOf(request).workspaceId, {
      chain,
      address,
      removed,
      limit: limit + 1,
      before,
    });
    return toPage(rows, limit, filters, (row) => row.id, serializeLabel);
  },
});
