import { Type } from 'typebox';
import { principalOf } from '../../../http/auth.ts';
import { Page, PageQuery, readCursor, toPage } from '../../../http/pagination.ts';
import { defineRoute } from '../../../http/route.ts';
import { ref } from '../../../http/schemas.ts';
import { ReportSchema, serializeReport } from './report-schemas.ts';

export const listReports = defineRoute({
  method: 'GET',
  url: '/v1/reports',
  scope: 'reports:read',
  operationId: 'listReports',
  summary: 'List reports',
  description: 'The workspace’s reports, newest first.',
  tag: 'Reports',
  schema: {
    querystring: Type.Object({ ...PageQuery }, { additionalProperties: false }),
    response: { 200: Page(ref(ReportSchema), 'A page of reports.') },
  },
  handler: async (request, _reply, { reports }) => {
    const { limit, cursor } = request.query;
    const before = readCursor(cursor, {});
    const rows = await reports.list(principalOf(request).workspaceId, { limit: limit + 1, before });
    return toPage(rows, limit, {}, (row) => row.id, serializeReport);
  },
});
