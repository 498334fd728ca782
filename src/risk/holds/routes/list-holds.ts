import { Type } from 'typebox';
import { Page, PageQuery, readCursor, toPage } from '../../../http/pagination.ts';
import { principalOf } from '../../../http/principal.ts';
import { ref, StringEnum } from '../../../lib/schemas.ts';
import { HOLD_STATUSES, HoldSchema, serializeHold, ThreatIdField } from './hold-schemas.ts';
import { holdsRoute } from './holds-route.ts';

export const listHolds = holdsRoute({
  method: 'GET',
  url: '/v1/actions/hold',
  scope: 'actions:read',
  operationId: 'listHolds',
  summary: 'List holds',
  description:
    'The workspace’s holds, newest first; `status` and `threat_id` narrow the list. Holds past their `expires_at` are listed as expired. `GET /v1/actions/hold/:id` adds each hold’s audit trail.',
  tag: 'Actions',
  schema: {
    querystring: Type.Object(
      {
        ...PageQuery,
        status: Type.Optional(StringEnum(HOLD_STATUSES, { description: 'Only holds in this state.' })),
        threat_id: Type.Optional(ThreatIdField('Only holds prompted by this threat.')),
      },
      { additionalProperties: false },
    ),
    response: { 200: Page(ref(HoldSchema), 'A page of holds.') },
  },
  handler: async (request, _reply, { holds }) => {
    const { limit, cursor, status, threat_id } = request.query;
    const filters = { status, threat_id };
    const before = readCursor(cursor, filters);
    const rows = await holds.list(principalOf(request).workspaceId, {
      status,
      threatId: threat_id,
      limit: limit + 1,
      before,
    });
    return toPage(rows, limit, filters, (row) => row.id, serializeHold);
  },
});
