import { principalOf } from '../../../http/principal.ts';
import { ref } from '../../../lib/schemas.ts';
import { sarRoute } from './sar-route.ts';
import { SarDraftSchema, SarIdParams, serializeSar } from './sar-schemas.ts';

export const getSarDraft = sarRoute({
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
