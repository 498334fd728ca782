import { principalOf } from '../../../http/principal.ts';
import { ref } from '../../../lib/schemas.ts';
import { GroupIdParams, GroupSchema, serializeGroup } from './group-schemas.ts';
import { groupsRoute } from './groups-route.ts';

export const getGroup = groupsRoute({
  method: 'GET',
  url: '/v1/groups/:id',
  scope: 'assets:read',
  operationId: 'getGroup',
  summary: 'Get an asset group',
  description: 'The group with its member count; its members are at `GET /v1/groups/:id/members`.',
  tag: 'Groups',
  schema: { params: GroupIdParams, response: { 200: ref(GroupSchema) } },
  handler: async (request, _reply, { groups }) =>
    serializeGroup(await groups.get(principalOf(request).workspaceId, request.params.id)),
});
