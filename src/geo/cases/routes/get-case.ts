import { principalOf } from '../../../http/principal.ts';
import { ref } from '../../../lib/schemas.ts';
import { CaseIdParams, CaseWithItemsSchema, serializeCase, serializeItem } from './case-schemas.ts';
import { casesRoute } from './cases-route.ts';

export const getCase = casesRoute({
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
