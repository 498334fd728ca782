import { Type } from 'typebox';
import { Page, PageQuery, readCursor, toPage } from '../../../http/pagination.ts';
import { principalOf } from '../../../http/principal.ts';
import { ref } from '../../../lib/schemas.ts';
import { ReportSchema, serializeReport } from './report-schemas.ts';
import { reportsRoute } from './reports-route.ts';

export const listReports = reportsRoute({
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
