import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { IdParam, ref } from '../../../lib/schemas.ts';
import { sarRoute } from './sar-route.ts';
import { SarDraftSchema, serializeSar } from './sar-schemas.ts';

export const createSarDraft = sarRoute({
  method: 'POST',
  url: '/v1/compliance/sar/draft',
  scope: 'compliance:write',
  operationId: 'createSarDraft',
  summary: 'Draft a SAR from a threat',
  description:
    'Queues a suspicious-activity report draft in the structure of the FinCEN SAR, written from the threat’s facts and the workspace’s compliance settings. Answers 202 at once; `compliance.sar_ready` announces the draft, and `GET /v1/compliance/sar/:id` shows it. A threat the workspace does not have is 400 at `/threat_id`; a merged threat is 409 (draft the one it was merged into).',
  tag: 'Compliance',
  schema: {
    body: Type.Object(
      { threat_id: IdParam('threat', 'The threat to report (`thr_…`).') },
      { additionalProperties: false },
    ),
    response: { 202: ref(SarDraftSchema) },
  },
  handler: async (request, reply, { sar }) => {
    const row = await sar.request(principalOf(request).workspaceId, request.body.threat_id);
    reply.code(202).header('location', `/v1/compliance/sar/${row.id}`);
    return serializeSar(row);
  },
});
