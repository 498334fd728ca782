import { Type } from 'typebox';
import { Page, PageQuery, readCursor, toPage } from '../../../http/pagination.ts';
import { principalOf } from '../../../http/principal.ts';
import { ref, StringEnum } from '../../../lib/schemas.ts';
import { BEHAVIOURS } from '../behaviours.ts';
import { AlertRuleSchema, serializeRule } from './alert-schemas.ts';
import { alertsRoute } from './alerts-route.ts';

export const listAlerts = alertsRoute({
  method: 'GET',
  url: '/v1/alerts',
  scope: 'alerts:read',
  operationId: 'listAlerts',
  summary: 'List alert rules',
  description: 'The workspace’s alert rules, newest first, optionally of one behaviour.',
  tag: 'Alerts',
  schema: {
    querystring: Type.Object(
      { ...PageQuery, behaviour: Type.Optional(StringEnum(BEHAVIOURS)) },
      { additionalProperties: false },
    ),
    response: { 200: Page(ref(AlertRuleSchema), 'A page of alert rules.') },
  },
  handler: async (request, _reply, { alerts }) => {
    const { limit, cursor, behaviour } = request.query;
    const filters = { behaviour };
    const before = readCursor(cursor, filters);
    const rules = await alerts.list(principalOf(request).workspaceId, {
      behaviour,
      limit: limit + 1,
      before,
    });
    return toPage(rules, limit, filters, (rule) => rule.row.id, serializeRule);
  },
});
