import { principalOf } from '../../../http/auth.ts';
import { defineRoute } from '../../../http/route.ts';
import { ref } from '../../../http/schemas.ts';
import { ReportIdParams, ReportSchema, serializeReport } from './report-schemas.ts';

export const getReport = defineRoute({
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
