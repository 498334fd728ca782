import { Type } from 'typebox';
import { Page, PageQuery, readCursor, toPage } from '../../../http/pagination.ts';
import { principalOf } from '../../../http/principal.ts';
import { ref, StringEnum } from '../../../lib/schemas.ts';
import { ApiKeySchema, serializeKey } from './key-schemas.ts';
import { keysRoute } from './keys-route.ts';

export const listKeys = keysRoute({
  method: 'GET',
  url: '/v1/keys',
  scope: 'keys:read',
  operationId: 'listKeys',
  summary: 'List API keys',
  description: 'The workspace’s API keys, newest first, without their secrets.',
  tag: 'Keys',
  schema: {
    querystring: Type.Object(
      {
        ...PageQuery,
        status: StringEnum(['active', 'expired', 'revoked', 'all'] as const, {
          default: 'active',
          description: 'Which keys to list; `active` includes rotated keys still in their grace period.',
        }),
      },
      { additionalProperties: false },
    ),
    response: { 200: Page(ref(ApiKeySchema), 'A page of API keys.') },
  },
  handler: async (request, _reply, { keys }) => {
    const { limit, cursor, status } = request.query;
    const workspaceId = principalOf(request).workspaceId;
    const filters = { status };
    const before = readCursor(cursor, filters);
    const rows = await keys.list(workspaceId, { status, limit: limit + 1, before });
    return toPage(rows, limit, filters, (key) => key.id, serializeKey);
  },
});
