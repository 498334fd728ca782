import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { OwnWalletIdParams } from './own-wallet-schemas.ts';
import { ownWalletsRoute } from './own-wallets-route.ts';

export const deleteOwnWallet = ownWalletsRoute({
  method: 'DELETE',
  url: '/v1/own-wallets/:id',
  scope: 'screening:write',
  operationId: 'deleteOwnWallet',
  summary: 'Remove an own wallet',
  description:
    'The wallet is no longer the institution’s: events from now on read its flows as anyone’s. Alerts already raised keep what they said.',
  tag: 'Screening',
  schema: { params: OwnWalletIdParams, response: { 204: Type.Null({ description: 'Removed.' }) } },
  handler: async (request, reply, { ownWallets }) => {
    await ownWallets.remove(principalOf(request).workspaceId, request.params.id);
    return reply.code(204).send(null);
  },
});
