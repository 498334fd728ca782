import { Type } from 'typebox';
import { Page, PageQuery, readCursor, toPage } from '../../../http/pagination.ts';
import { principalOf } from '../../../http/principal.ts';
import { invalidField } from '../../../lib/errors.ts';
import { ref } from '../../../lib/schemas.ts';
import { riskPolicyRoute } from './risk-policy-route.ts';
import { RiskPolicySchema } from './risk-policy-schemas.ts';

export const listRiskPolicyVersions = riskPolicyRoute({
  method: 'GET',
  url: '/v1/risk-policy/versions',
  scope: 'screening:read',
  operationId: 'listRiskPolicyVersions',
  summary: 'List every version of the risk policy',
  description:
    'Newest first, each whole with when it was set and by which key; the last is version 0, Vigil’s defaults, which the workspace was on before its first.',
  tag: 'Screening',
  schema: {
    querystring: Type.Object(PageQuery, { additionalProperties: false }),
    response: { 200: Page(ref(RiskPolicySchema), 'A page of policy versions.') },
  },
  handler: async (request, _reply, { riskPolicy }) => {
    const { limit, cursor } = request.query;
    const position = readCursor(cursor, {});
    const before = position === undefined ? undefined : Number(position);
    if (before !== undefined && !Number.isSafeInteger(before)) {
      throw invalidField(
        '/query/cursor',
        'is not a cursor this service issued; pass a next_cursor unchanged',
      );
    }
    const versions = await riskPolicy.versions(principalOf(request).workspaceId, {
      limit: limit + 1,
      before,
    });
    return toPage(
      versions,
      limit,
      {},
      (policy) => String(policy.version),
      (policy) => policy,
    );
  },
});
