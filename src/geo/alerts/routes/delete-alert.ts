import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { AlertIdParams } from './alert-schemas.ts';
import { alertsRoute } from './alerts-route.ts';

export const deleteAlert = alertsRoute({
  method: 'DELETE',
  url: '/v1/alerts/:id',
  scope: 'alerts:write',
  operationId: 'deleteAlert',
  summary: 'Delete an alert rule',
  description: 'The rule stops at once; events it already raised are still delivered.',
  tag: 'Alerts',
  schema: { params: AlertIdParams, response: { 204: Type.Null({ description: 'Deleted.' }) } },
  handler: async (request, reply, { alerts }) => {
    await alerts.remove(principalOf(request).workspaceId, request.params.id);
    return reply.code(204).send(null);
  },
});
