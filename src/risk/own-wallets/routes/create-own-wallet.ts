import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { ref } from '../../../lib/schemas.ts';
import { OwnWalletSchema, serializeOwnWallet } from './own-wallet-schemas.ts';
import { ownWalletsRoute } from './own-wallets-route.ts';

export const createOwnWallet = ownWalletsRoute({
  method: 'POST',
  url: '/v1/own-wallets',
  scope: 'screening:write',
  operationId: 'createOwnWallet',
  summary: 'Register an own wallet',
  description:
    'A wallet of the institution’s own (hot, cold, deposit): from now on the agents read flows between own wallets, and out of them to customers, as operations (no structuring, layering or peel chain), threats are not joined on it, and SAR drafts never name it a subject. Sanctions and mixer exposure still count. The same wallet again answers 200 with the one registered.',
  tag: 'Screening',
  schema: {
    body: Type.Object(
      {
        chain: Type.String({ minLength: 1, maxLength: 40, description: 'A chain name or ticker.' }),
        address: Type.String({ minLength: 1, maxLength: 200 }),
        label: Type.Optional(
          Type.String({ minLength: 1, maxLength: 200, description: 'What it is, e.g. `hot wallet`.' }),
        ),
      },
      { additionalProperties: false },
    ),
    response: {
      200: { ...ref(OwnWalletSchema), description: 'Registered before: this is it.' },
      201: ref(OwnWalletSchema),
    },
  },
  handler: async (request, reply, { ownWallets }) => {
    const { row, created } = await ownWallets.create(principalOf(request).workspaceId, request.body);
    reply.code(created ? 201 : 200).header('location', `/v1/own-wallets/${row.id}`);
    return serializeOwnWallet(row);
  },
});
