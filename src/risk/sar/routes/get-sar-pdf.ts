import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { pdfSignatureHeader } from '../sar-signature.ts';
import { sarRoute } from './sar-route.ts';
import { SarIdParams } from './sar-schemas.ts';

export const getSarPdf = sarRoute({
  method: 'GET',
  url: '/v1/compliance/sar/:id/pdf',
  scope: 'compliance:read',
  operationId: 'getSarPdf',
  summary: 'Download a SAR draft as PDF',
  description:
    'The ready draft as a PDF, marked as not filed; 409 while it is pending, or if it failed. When Vigil signed the draft with its HSM key, the `Vigil-Signature` header carries the detached signature over these exact bytes: `keyid="sigk_…", alg="Ed25519", sig=:<base64>:` (an RFC 8941 dictionary); the key is listed at `GET /v1/signing-keys`.',
  tag: 'Compliance',
  schema: {
    params: SarIdParams,
    response: {
      200: {
        description: 'The PDF.',
        headers: {
          'vigil-signature': {
            type: 'string',
            description: 'The detached signature over the body, when the draft was signed.',
          },
        },
        content: { 'application/pdf': { schema: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) } },
      },
    },
  },
  handler: async (request, reply, { sar }) => {
    const { id } = request.params;
    const { pdf, signature } = await sar.pdf(principalOf(request).workspaceId, id);
    if (signature) reply.header('vigil-signature', pdfSignatureHeader(signature));
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${id}.pdf"`)
      .send(pdf);
  },
});
