import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { IdParam } from '../../../lib/schemas.ts';
import { casesRoute } from './cases-route.ts';

export const removeCaseItem = casesRoute({
  method: 'DELETE',
  url: '/v1/cases/:id/items/:item_id',
  scope: 'cases:write',
  operationId: 'removeCaseItem',
  summary: 'Remove an item from a case',
  description:
    'Takes the item out of the case (the pinned site, detection or asset itself is untouched). A closed case keeps its items: 409 until it is reopened.',
  tag: 'Cases',
  schema: {
    params: Type.Object({
      id: IdParam('case', 'The case id (`case_…`).'),
      item_id: IdParam('caseItem', 'The item id (`item_…`).'),
    }),
    response: { 204: Type.Null({ description: 'Removed.' }) },
  },
  handler: async (request, reply, { cases }) => {
    await cases.removeItem(principalOf(request).workspaceId, request.params.id, request.params.item_id);
    return reply.code(204).send(null);
  },
});
