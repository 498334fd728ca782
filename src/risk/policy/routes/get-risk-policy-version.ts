import { principalOf } from '../../../http/principal.ts';
import { ref } from '../../../lib/schemas.ts';
import { riskPolicyRoute } from './risk-policy-route.ts';
import { PolicyVersionParams, RiskPolicySchema } from './risk-policy-schemas.ts';

export const getRiskPolicyVersion = riskPolicyRoute({
  method: 'GET',
  url: '/v1/risk-policy/versions/:version',
  scope: 'screening:read',
  operationId: 'getRiskPolicyVersion',
  summary: 'Read one version of the risk policy',
  description:
    'The version a screening names in `policy_version`, as it was set. 0 is Vigil’s defaults (as this service has them now).',
  tag: 'Screening',
  schema: { params: PolicyVersionParams, response: { 200: ref(RiskPolicySchema) } },
  handler: async (request, _reply, { riskPolicy }) =>
    riskPolicy.version(principalOf(request).workspaceId, request.params.version),
});
