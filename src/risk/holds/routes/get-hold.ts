import { principalOf } from '../../../http/principal.ts';
import { HoldIdParams, HoldResponse, serializeHoldWithHistory } from './hold-schemas.ts';
import { holdsRoute } from './holds-route.ts';

export const getHold = holdsRoute({
  method: 'GET',
  url: '/v1/actions/hold/:id',
  scope: 'actions:read',
  operationId: 'getHold',
  summary: 'Get a hold',
  description:
    'The hold as it stands, with its audit trail. A hold past its `expires_at` is never shown active: it is expired (and `action.executed` sent) no later than this read.',
  tag: 'Actions',
  schema: {
    params: HoldIdParams,
    response: { 200: HoldResponse('The hold as it stands, with its audit trail.') },
  },
  handler: async (request, _reply, { holds }) =>
    serializeHoldWithHistory(await holds.get(principalOf(request).workspaceId, request.params.id)),
});
