import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { Nullable, ref, StringEnum } from '../../../lib/schemas.ts';
import { serializeThreat, ThreatIdParams, ThreatSchema } from './threat-schemas.ts';
import { threatsRoute } from './threats-route.ts';

export const updateThreat = threatsRoute({
  method: 'PATCH',
  url: '/v1/threats/:id',
  scope: 'threats:write',
  operationId: 'updateThreat',
  summary: 'Close or reopen a threat',
  description:
    'A closed threat takes no more alerts: new activity on its addresses opens a new threat. Reopening makes it take alerts again. A merged threat cannot change (409); change the one it was merged into.',
  tag: 'Threats',
  schema: {
    params: ThreatIdParams,
    body: Type.Object(
      {
        status: StringEnum(['open', 'closed'] as const),
        note: Type.Optional(
          Nullable(Type.String({ maxLength: 2000, description: 'Why, for the record; null clears it.' })),
        ),
      },
      { additionalProperties: false },
    ),
    response: { 200: ref(ThreatSchema) },
  },
  handler: async (request, _reply, { threats }) =>
    serializeThreat(
      await threats.setStatus(principalOf(request).workspaceId, request.params.id, request.body),
    ),
});
