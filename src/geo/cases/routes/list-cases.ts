import { Type } from 'typebox';
import { Page, PageQuery, readCursor, toPage } from '../../../http/pagination.ts';
import { principalOf } from '../../../http/principal.ts';
import { ref } from '../../../lib/schemas.ts';
import { CaseSchema, serializeCase } from './case-schemas.ts';
import { casesRoute } from './cases-route.ts';

export const listCases = casesRoute({
  method: 'GET',
  url: '/v1/cases',
  scope: 'cases:read',
  operationId: 'listCases',
  summary: 'List cases',
  description: 'The workspace’s cases, newest first.',
  tag: 'Cases',
  schema: {
    querystring: Type.Object({ ...PageQuery }, { additionalProperties: false }),
    response: { 200: Page(ref(CaseSchema), 'A page of cases.') },
  },
  handler: async (request, _reply, { cases }) => {
    const { limit, cursor } = request.query;
    const before = readCursor(cursor, {});
    const rows = await cases.list(principalOf(request).workspaceId, { limit: limit + 1, before });
    return toPage(rows, limit, {}, (row) => row.id, serializeCase);
  },
});
