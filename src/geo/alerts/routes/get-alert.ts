import { principalOf } from '../../../http/auth.ts';
import { defineRoute } from '../../../http/route.ts';
import { ref } from '../../../http/schemas.ts';
import { AlertIdParams, AlertRuleSchema, serializeRule } from './alert-schemas.ts';

export const getAlert = defineRoute({
  method: 'GET',
  url: '/v1/alerts/:id',
  scope: 'alerts:read',
  operationId: 'getAlert',
  summary: 'Get an alert rule',
  tag: 'Alerts',
  schema: { params: AlertIdParams, response: { 200: ref(AlertRuleSchema) } },
  handler: async (request, _reply, { alerts }) =>
    serializeRule(await alerts.get(principalOf(request).workspaceId, request.params.id)),
});
