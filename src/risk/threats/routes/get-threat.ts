import { principalOf } from '../../../http/principal.ts';
import { ref } from '../../../lib/schemas.ts';
import { serializeThreatDetail, ThreatDetailSchema, ThreatIdParams } from './threat-schemas.ts';
import { threatsRoute } from './threats-route.ts';

export const getThreat = threatsRoute({
  method: 'GET',
  url: '/v1/threats/:id',
  scope: 'threats:read',
  operationId: 'getThreat',
  summary: 'Get a threat',
  description:
    'The threat with its graph (addresses, entities, customer accounts and transfers as nodes; flows and entity membership as edges) and its evidence (the alerts with the facts their rules compared, and the events behind them). A merged threat shows `merged_into` and no evidence of its own.',
  tag: 'Threats',
  schema: { params: ThreatIdParams, response: { 200: ref(ThreatDetailSchema) } },
  handler: async (request, _reply, { threats }) =>
    serializeThreatDetail(await threats.detail(principalOf(request).workspaceId, request.params.id)),
});
