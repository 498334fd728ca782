import { Type } from 'typebox';
import { Page, PageQuery, readCursor, toPage } from '../../../http/pagination.ts';
import { principalOf } from '../../../http/principal.ts';
import { ref } from '../../../lib/schemas.ts';
import { GroupSchema, serializeGroup } from './group-schemas.ts';
import { groupsRoute } from './groups-route.ts';

export const listGroups = groupsRoute({
  method: 'GET',
  url: '/v1/groups',
  scope: 'assets:read',
  operationId: 'listGroups',
  summary: 'List asset groups',
  description: 'The workspace’s asset groups, the newest first.',
  tag: 'Groups',
  schema: {
    querystring: Type.Object(PageQuery, { additionalProperties: false }),
    response: { 200: Page(ref(GroupSchema), 'A page of groups.') },
  },
  handler: async (request, _reply, { groups }) => {
    const { limit, cursor } = request.query;
    const before = readCursor(cursor, {});
    const page = await groups.list(principalOf(request).workspaceId, { limit: limit + 1, before });
    return toPage(page, limit, {}, (group) => group.row.id, serializeGroup);
  },
});
