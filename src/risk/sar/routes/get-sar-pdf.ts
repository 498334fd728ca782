import { Type } from 'typebox';
import { principalOf } from '../../../http/auth.ts';
import { defineRoute } from '../../../http/route.ts';
import { SarIdParams } from './sar-schemas.ts';

export const getSarPdf = defineRoute({
  method: 'GET',
  url: '/v1/compliance/sar/:id/pdf',
  scope: 'compliance:read',
  operationId: 'getSarPdf',
  summary: 'Download a SAR draft as PDF',
  description: 'The ready draft as a PDF, marked as not filed; 409 while it is pending, or if it failed.',
  tag: 'Compliance',
  schema: {
    params: SarIdParams,
    response: {
      200: {
        description: 'The PDF.',
        content: { 'application/pdf': { schema: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) } },
      },
    },
  },
  handler: async (request, reply, { sar }) => {
    const { id } = request.params;
    const pdf = await sar.pdf(principalOf(request).workspaceId, id);
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${id}.pdf"`)
      .send(pdf);
  },
});
