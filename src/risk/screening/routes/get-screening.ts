import { principalOf } from '../../../http/principal.ts';
import { ref } from '../../../lib/schemas.ts';
import { ScreeningIdParams, ScreeningRecordSchema } from './screening-record-schemas.ts';
import { screeningRecordsRoute } from './screening-route.ts';

export const getScreening = screeningRecordsRoute({
  method: 'GET',
  url: '/v1/screenings/:id',
  scope: 'screening:read',
  operationId: 'getScreening',
  summary: 'Get a past screening',
  description:
    'A wallet (`scr_…`) or transaction (`tx_…`) screening as it was answered, with everything it used: each list version by import (`id`, publication version, when imported), the workspace’s own labels it matched as they stood then (with who made them, and who removed them since), the coverage of the transfer graph, and the request itself.',
  tag: 'Screening',
  schema: { params: ScreeningIdParams, response: { 200: ref(ScreeningRecordSchema) } },
  handler: async (request, _reply, { screeningRecords }) =>
    screeningRecords.find(principalOf(request).workspaceId, request.params.id),
});
