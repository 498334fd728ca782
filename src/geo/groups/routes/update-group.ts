import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { Nullable, ref } from '../../../lib/schemas.ts';
import { GroupFields } from './create-group.ts';
import { GroupIdParams, GroupSchema, serializeGroup } from './group-schemas.ts';
import { groupsRoute } from './groups-route.ts';

export const updateGroup = groupsRoute({
  method: 'PATCH',
  url: '/v1/groups/:id',
  scope: 'assets:write',
  operationId: 'updateGroup',
  summary: 'Rename or describe an asset group',
  description:
    'Sets the fields given; `description: null` clears it. Members change at `/v1/groups/:id/members`.',
  tag: 'Groups',
  schema: {
    params: GroupIdParams,
    body: Type.Object(
      {
        name: Type.Optional(GroupFields.name),
        description: Type.Optional(Nullable(GroupFields.description)),
      },
      { additionalProperties: false, minProperties: 1 },
    ),
    response: { 200: ref(GroupSchema) },
  },
  handler: async (request, _reply, { groups }) =>
    serializeGroup(await groups.update(principalOf(request).workspaceId, request.params.id, request.body)),
});
