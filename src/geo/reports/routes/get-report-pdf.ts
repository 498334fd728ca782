import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { ReportIdParams } from './report-schemas.ts';
import { reportsRoute } from './reports-route.ts';

export const getReportPdf = reportsRoute({
  method: 'GET',
  url: '/v1/reports/:id/pdf',
  scope: 'reports:read',
  operationId: 'getReportPdf',
  summary: 'Download a report as PDF',
  description:
    'The completed report as a PDF with a map; 409 while it is pending or running, or if it failed.',
  tag: 'Reports',
  schema: {
    params: ReportIdParams,
    response: {
      200: {
        description: 'The PDF.',
        content: { 'application/pdf': { schema: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) } },
      },
    },
  },
  handler: async (request, reply, { reports }) => {
    const { id } = request.params;
    const pdf = await reports.pdf(principalOf(request).workspaceId, id);
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${id}.pdf"`)
      .send(pdf);
  },
});
