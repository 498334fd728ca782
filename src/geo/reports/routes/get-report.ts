import { principalOf } from '../../../http/principal.ts';
import { ref } from '../../../lib/schemas.ts';
import { ReportIdParams, ReportSchema, serializeReport } from './report-schemas.ts';
import { reportsRoute } from './reports-route.ts';

export const getReport = reportsRoute({
  method: 'GET',
  url: '/v1/reports/:id',
  scope: 'reports:read',
  operationId: 'getReport',
  summary: 'Get a report',
  description: 'Its status, and once completed its structured `content` and `downloads`.',
  tag: 'Reports',
  schema: { params: ReportIdParams, response: { 200: ref(ReportSchema) } },
  handler: async (request, _reply, { reports }) =>
    serializeReport(await reports.get(principalOf(request).workspaceId, request.params.id)),
});
