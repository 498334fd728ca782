import { principalOf } from '../../../http/principal.ts';
import { ref } from '../../../lib/schemas.ts';
import { AlertIdParams, AlertRuleSchema, serializeRule } from './alert-schemas.ts';
import { alertsRoute } from './alerts-route.ts';

export const getAlert = alertsRoute({
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
