import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { GroupIdParams } from './group-schemas.ts';
import { groupsRoute } from './groups-route.ts';

export const deleteGroup = groupsRoute({
  method: 'DELETE',
  url: '/v1/groups/:id',
  scope: 'assets:write',
  operationId: 'deleteGroup',
  summary: 'Delete an asset group',
  description:
    'Deletes the group and its memberships (the assets stay); members followed only through the group are no longer followed. While an alert rule watches the group the answer is 409 naming the rules: a rule left watching a group that is gone would watch nothing without saying so.',
  tag: 'Groups',
  schema: { params: GroupIdParams, response: { 204: Type.Null({ description: 'Deleted.' }) } },
  handler: async (request, reply, { groups }) => {
    await groups.remove(principalOf(request).workspaceId, request.params.id);
    return reply.code(204).send(null);
  },
});
