import { Type } from 'typebox';
import { Page, PageQuery, readCursor, toPage } from '../../../http/pagination.ts';
import { principalOf } from '../../../http/principal.ts';
import { ref } from '../../../lib/schemas.ts';
import { OwnWalletSchema, serializeOwnWallet } from './own-wallet-schemas.ts';
import { ownWalletsRoute } from './own-wallets-route.ts';

export const listOwnWallets = ownWalletsRoute({
  method: 'GET',
  url: '/v1/own-wallets',
  scope: 'screening:read',
  operationId: 'listOwnWallets',
  summary: 'List the workspace’s own wallets',
  description: 'Newest first; `chain` narrows the list.',
  tag: 'Screening',
  schema: {
    querystring: Type.Object(
      { ...PageQuery, chain: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })) },
      { additionalProperties: false },
    ),
    response: { 200: Page(ref(OwnWalletSchema), 'A page of own wallets.') },
  },
  handler: async (request, _reply, { ownWallets }) => {
    const { limit, cursor, chain } = request.query;
    const filters = { chain };
    const before = readCursor(cursor, filters);
    const rows = await ownWallets.list(principalOf(request).workspaceId, { chain, limit: limit + 1, before });
    return toPage(rows, limit, filters, (row) => row.id, serializeOwnWallet);
  },
});
