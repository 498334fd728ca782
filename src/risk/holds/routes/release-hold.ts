import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { MAX_REASON_LENGTH } from '../hold-rules.ts';
import { HoldIdParams, HoldResponse, serializeHoldWithHistory } from './hold-schemas.ts';
import { holdsRoute } from './holds-route.ts';

export const releaseHold = holdsRoute({
  method: 'POST',
  url: '/v1/actions/hold/:id/release',
  scope: 'actions:write',
  operationId: 'releaseHold',
  summary: 'Release a hold',
  description:
    'Releases an active hold (`released`, with the key that did it and the reason if given) and sends `action.executed`. A hold already released, or past its `expires_at`, is a 409 `conflict`: neither can be undone; place a new hold instead.',
  tag: 'Actions',
  schema: {
    params: HoldIdParams,
    body: Type.Object(
      {
        reason: Type.Optional(
          Type.String({
            minLength: 1,
            maxLength: MAX_REASON_LENGTH,
            description: 'Why the hold is released, for the audit trail.',
          }),
        ),
      },
      { additionalProperties: false },
    ),
    response: { 200: HoldResponse('The hold, released, with its audit trail.') },
  },
  handler: async (request, _reply, { holds }) => {
    const principal = principalOf(request);
    const view = await holds.release(
      principal.workspaceId,
      principal.keyId,
      request.params.id,
      request.body.reason,
    );
    return serializeHoldWithHistory(view);
  },
});
