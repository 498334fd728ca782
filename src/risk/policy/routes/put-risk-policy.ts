import { principalOf } from '../../../http/principal.ts';
import { ref } from '../../../lib/schemas.ts';
import { riskPolicyRoute } from './risk-policy-route.ts';
import { RiskPolicyInputSchema, RiskPolicySchema } from './risk-policy-schemas.ts';

export const putRiskPolicy = riskPolicyRoute({
  method: 'PUT',
  url: '/v1/risk-policy',
  scope: 'screening:write',
  operationId: 'putRiskPolicy',
  summary: 'Set the risk policy',
  description:
    'Replaces the policy as a whole (what is left out takes Vigil’s default) and makes it a new version, kept with who set it; screenings from now on are made under it, and the workspace’s watched addresses are screened again (`screening.changed`, reason `policy`). A policy equal to the one in force makes no version and answers with it. Refused with a 400 at the field: lowering the weight of `sanctioned` or `sanction`, allowing an address a sanctions list names, bands that do not rise.',
  tag: 'Screening',
  schema: {
    body: ref(RiskPolicyInputSchema),
    response: { 200: ref(RiskPolicySchema) },
  },
  handler: async (request, _reply, { riskPolicy }) => {
    const principal = principalOf(request);
    const { policy } = await riskPolicy.put(principal.workspaceId, request.body, principal.keyId);
    return policy;
  },
});
