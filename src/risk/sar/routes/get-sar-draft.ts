import { principalOf } from '../../../http/auth.ts';
import { defineRoute } from '../../../http/route.ts';
import { ref } from '../../../http/schemas.ts';
import { SarDraftSchema, SarIdParams, serializeSar } from './sar-schemas.ts';

export const getSarDraft = defineRoute({
  method: 'GET',
  url: '/v1/compliance/sar/:id',
  scope: 'compliance:read',
  operationId: 'getSarDraft',
  summary: 'Get a SAR draft',
  description:
    'Its status, and once ready the draft: Part I subjects, Part II suspicious activity (dates, amounts, categories of items 29–38, cyber indicators), Part III and IV institutions, Part V narrative, the filing deadline and what is left to complete (`warnings`).',
  tag: 'Compliance',
  schema: { params: SarIdParams, response: { 200: ref(SarDraftSchema) } },
  handler: async (request, _reply, { sar }) =>
    serializeSar(await sar.get(principalOf(request).workspaceId, request.params.id)),
});
