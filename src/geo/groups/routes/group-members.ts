import { Type } from 'typebox';
import { Page, PageQuery, readCursor, readTimedPosition, toPage } from '../../../http/pagination.ts';
import { principalOf } from '../../../http/principal.ts';
import { toRfc3339 } from '../../../lib/clock.ts';
import { ref, Timestamp } from '../../../lib/schemas.ts';
import { AssetSchema, serializeAsset } from '../../assets/index.ts';
import { AssetIdsBody, GroupIdParams, GroupMembersReportSchema, serializeReport } from './group-schemas.ts';
import { groupsRoute } from './groups-route.ts';

export const GroupMemberSchema = Type.Object(
  { added_at: Timestamp('When the asset joined the group.'), asset: ref(AssetSchema) },
  { $id: 'GroupMember', description: 'A member of a group.' },
);

export const listGroupMembers = groupsRoute({
  method: 'GET',
  url: '/v1/groups/:id/members',
  scope: 'assets:read',
  operationId: 'listGroupMembers',
  summary: 'List a group’s members',
  description: 'The group’s assets, the latest added first.',
  tag: 'Groups',
  schema: {
    params: GroupIdParams,
    querystring: Type.Object(PageQuery, { additionalProperties: false }),
    response: { 200: Page(ref(GroupMemberSchema), 'A page of members.') },
  },
  handler: async (request, _reply, { groups, assets }) => {
    const { limit, cursor } = request.query;
    const workspaceId = principalOf(request).workspaceId;
    const position = readTimedPosition(readCursor(cursor, {}));
    const after = position && { at: position.at, assetId: position.id };
    const members = await groups.listMembers(workspaceId, request.params.id, { limit: limit + 1, after });
    const rows = await assets.getMany(members.map((m) => m.asset_id));
    const views = new Map((await assets.viewsOf(workspaceId, rows)).map((v) => [v.row.id, v]));
    // Assets are never deleted, so every member has its asset.
    const found = members.flatMap((member) => {
      const view = views.get(member.asset_id);
      return view ? [{ member, view }] : [];
    });
    return toPage(
      found,
      limit,
      {},
      ({ member }) => `${member.added_at}.${member.asset_id}`,
      ({ member, view }) => ({ added_at: toRfc3339(member.added_at), asset: serializeAsset(view) }),
    );
  },
});

export const addGroupMembers = groupsRoute({
  method: 'POST',
  url: '/v1/groups/:id/members',
  scope: 'assets:write',
  operationId: 'addGroupMembers',
  summary: 'Add assets to a group',
  description:
    'Adds up to 10,000 assets at once. Ids no asset has are reported in `rejected` with their index; the others are added (one already a member stays as it was). Rules on the group, and the follow of a followed group, cover the new members from the next position judged.',
  tag: 'Groups',
  schema: { params: GroupIdParams, body: AssetIdsBody, response: { 200: ref(GroupMembersReportSchema) } },
  handler: async (request, _reply, { groups }) => {
    const workspaceId = principalOf(request).workspaceId;
    const report = await groups.addMembers(workspaceId, request.params.id, request.body.asset_ids);
    return serializeReport(await groups.get(workspaceId, request.params.id), report);
  },
});

export const removeGroupMembers = groupsRoute({
  method: 'POST',
  url: '/v1/groups/:id/members/remove',
  scope: 'assets:write',
  operationId: 'removeGroupMembers',
  summary: 'Remove assets from a group',
  description:
    'Removes up to 10,000 assets at once; an id that is not a member counts in `unchanged`. Rules on the group stop watching them from the next position judged.',
  tag: 'Groups',
  schema: { params: GroupIdParams, body: AssetIdsBody, response: { 200: ref(GroupMembersReportSchema) } },
  handler: async (request, _reply, { groups }) => {
    const workspaceId = principalOf(request).workspaceId;
    const report = await groups.removeMembers(workspaceId, request.params.id, request.body.asset_ids);
    return serializeReport(await groups.get(workspaceId, request.params.id), report);
  },
});
