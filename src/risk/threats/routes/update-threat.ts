import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { Nullable, ref, StringEnum } from '../../../lib/schemas.ts';
import { DISPOSITIONS } from '../threat-history.ts';
import { serializeThreat, ThreatIdParams, ThreatSchema } from './threat-schemas.ts';
import { threatsRoute } from './threats-route.ts';

export const updateThreat = threatsRoute({
  method: 'PATCH',
  url: '/v1/threats/:id',
  scope: 'threats:write',
  operationId: 'updateThreat',
  summary: 'Review a threat: close or reopen it, assign it, decide its disposition',
  description:
    'Changes what is given and leaves the rest; null clears `assignee`, `disposition` or the note. Every change is recorded in the threat’s `history` with the key or OAuth client that made it and when; a `note` alone is recorded too, as a comment. Closing records `closed_at` and `closed_by`. A closed threat takes no more alerts: new activity on its addresses opens a new threat; reopening makes it take alerts again. A merged threat cannot change (409); change the one it was merged into.',
  tag: 'Threats',
  schema: {
    params: ThreatIdParams,
    body: Type.Object(
      {
        status: Type.Optional(
          StringEnum(['open', 'closed'] as const, { description: 'Close or reopen it.' }),
        ),
        assignee: Type.Optional(
          Nullable(
            Type.String({
              minLength: 1,
              maxLength: 200,
              pattern: '\\S',
              description: 'Who looks into it (a name, an e-mail address); null unassigns it.',
            }),
          ),
        ),
        disposition: Type.Optional(
          Nullable(
            StringEnum(DISPOSITIONS, {
              description:
                '`true_positive`, `false_positive`, `escalated` or `benign` (see the Threat schema); null clears it.',
            }),
          ),
        ),
        note: Type.Optional(
          Nullable(
            Type.String({ maxLength: 2000, description: 'Why, for the record; null clears the last note.' }),
          ),
        ),
      },
      {
        additionalProperties: false,
        minProperties: 1,
        description: 'At least one field: what to change, or a note to record.',
      },
    ),
    response: { 200: ref(ThreatSchema) },
  },
  handler: async (request, _reply, { threats }) => {
    const principal = principalOf(request);
    return serializeThreat(
      await threats.review(principal.workspaceId, request.params.id, request.body, principal.keyId),
    );
  },
});
