import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { Nullable, ref, StringEnum } from '../../../lib/schemas.ts';
import { AlertIdParams, AlertRuleSchema, ChannelSchema, serializeRule } from './alert-schemas.ts';
import { alertsRoute } from './alerts-route.ts';

export const updateAlert = alertsRoute({
  method: 'PATCH',
  url: '/v1/alerts/:id',
  scope: 'alerts:write',
  operationId: 'updateAlert',
  summary: 'Change or pause an alert rule',
  description:
    'Sets the fields given: `name` and `min_confidence` (`null` clears them), `channel`, and `status` (`paused` keeps the rule but evaluates it no more; `active` resumes it). The change is in force when the answer comes: a paused rule raises nothing after it. `where` and `what` are fixed: delete the rule and create another to change them.',
  tag: 'Alerts',
  schema: {
    params: AlertIdParams,
    body: Type.Object(
      {
        name: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 200 }))),
        min_confidence: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 1 }))),
        channel: Type.Optional(ChannelSchema),
        status: Type.Optional(
          StringEnum(['active', 'paused'] as const, { description: '`paused`: kept but evaluated no more.' }),
        ),
      },
      { additionalProperties: false, minProperties: 1 },
    ),
    response: { 200: ref(AlertRuleSchema) },
  },
  handler: async (request, _reply, { alerts }) =>
    serializeRule(await alerts.update(principalOf(request).workspaceId, request.params.id, request.body)),
});
