import { principalOf } from '../../../http/principal.ts';
import { ref } from '../../../lib/schemas.ts';
import { riskPolicyRoute } from './risk-policy-route.ts';
import { RiskPolicySchema } from './risk-policy-schemas.ts';

export const getRiskPolicy = riskPolicyRoute({
  method: 'GET',
  url: '/v1/risk-policy',
  scope: 'screening:read',
  operationId: 'getRiskPolicy',
  summary: 'Read the risk policy in force',
  description:
    'The policy the workspace’s screenings are made under now: version 0 (Vigil’s defaults) until one is set.',
  tag: 'Screening',
  schema: { response: { 200: ref(RiskPolicySchema) } },
  handler: async (request, _reply, { riskPolicy }) => riskPolicy.current(principalOf(request).workspaceId),
});
