import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { ref } from '../../../lib/schemas.ts';
import { GroupSchema, serializeGroup } from './group-schemas.ts';
import { groupsRoute } from './groups-route.ts';

export const GroupFields = {
  name: Type.String({ minLength: 1, maxLength: 200 }),
  description: Type.String({ minLength: 1, maxLength: 2000 }),
};

export const createGroup = groupsRoute({
  method: 'POST',
  url: '/v1/groups',
  scope: 'assets:write',
  operationId: 'createGroup',
  summary: 'Create an asset group',
  description:
    'A named set of assets (a fleet, a watch list), empty at first: add members with `POST /v1/groups/:id/members`. Alert rules watch a group with `what.assets: {group_id}`; following it (`POST /v1/groups/:id/follow`) follows its members.',
  tag: 'Groups',
  schema: {
    body: Type.Object(
      { name: GroupFields.name, description: Type.Optional(GroupFields.description) },
      { additionalProperties: false },
    ),
    response: { 201: ref(GroupSchema) },
  },
  handler: async (request, reply, { groups }) => {
    const group = await groups.create(principalOf(request).workspaceId, request.body);
    reply.code(201).header('location', `/v1/groups/${group.row.id}`);
    return serializeGroup(group);
  },
});
