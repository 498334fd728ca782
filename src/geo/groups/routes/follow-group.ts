import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { ref } from '../../../lib/schemas.ts';
import { GroupIdParams, GroupSchema, serializeGroup } from './group-schemas.ts';
import { groupsRoute } from './groups-route.ts';

export const followGroup = groupsRoute({
  method: 'POST',
  url: '/v1/groups/:id/follow',
  scope: 'assets:write',
  operationId: 'followGroup',
  summary: 'Follow an asset group',
  description:
    'The workspace follows the group’s members while they are members: one added later is followed from then on, one removed is no longer followed through the group (a follow of its own, `POST /v1/assets/:id/follow`, stays). Members count as followed wherever follows count: alert rules with `assets: "followed"`, the dark watch, port visits, the asset’s `followed`. `GET /v1/follows` lists the follows of single assets only. Following twice is following once.',
  tag: 'Groups',
  schema: {
    params: GroupIdParams,
    body: Type.Optional(Type.Object({}, { additionalProperties: false })),
    response: { 200: ref(GroupSchema) },
  },
  handler: async (request, _reply, { groups }) =>
    serializeGroup(await groups.follow(principalOf(request).workspaceId, request.params.id)),
});

export const unfollowGroup = groupsRoute({
  method: 'DELETE',
  url: '/v1/groups/:id/follow',
  scope: 'assets:write',
  operationId: 'unfollowGroup',
  summary: 'Stop following an asset group',
  description: 'Its members are no longer followed through the group; their own follows stay.',
  tag: 'Groups',
  schema: { params: GroupIdParams, response: { 200: ref(GroupSchema) } },
  handler: async (request, _reply, { groups }) =>
    serializeGroup(await groups.unfollow(principalOf(request).workspaceId, request.params.id)),
});
