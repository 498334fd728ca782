import { principalOf } from '../../../http/auth.ts';
import { defineRoute } from '../../../http/route.ts';
import { ref } from '../../../http/schemas.ts';
import { CaseIdParams, CaseWithItemsSchema, serializeCase, serializeItem } from './case-schemas.ts';

export const getCase = defineRoute({
  method: 'GET',
  url: '/v1/cases/:id',
  scope: 'cases:read',
  operationId: 'getCase',
  summary: 'Get a case with its items',
  description:
    'The case and every item, oldest first, each with enough of its pinned resource to read without another call.',
  tag: 'Cases',
  schema: { params: CaseIdParams, response: { 200: ref(CaseWithItemsSchema) } },
  handler: async (request, _reply, { cases }) => {
    const found = await cases.get(principalOf(request).workspaceId, request.params.id);
    return { ...serializeCase(found.case), items: found.items.map(serializeItem) };
  },
});
