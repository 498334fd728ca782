import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { sendJson } from '../../../http/send-json.ts';
import { ref } from '../../../lib/schemas.ts';
import { screeningRoute } from './screening-route.ts';
import { ScreeningOptionsFields, WalletScreeningSchema } from './screening-schemas.ts';

export const screenWallet = screeningRoute({
  method: 'POST',
  url: '/v1/screen/wallet',
  scope: 'screening:read',
  operationId: 'screenWallet',
  summary: 'Screen a wallet',
  description:
    'The labels the address carries (`ownership`), those of its counterparties in the transfers Vigil holds (`direct`) and further out (`indirect`), scored 0–100 with a band. Every match names its source and list version. Each screening is kept for audit.',
  tag: 'Screening',
  schema: {
    body: Type.Object(
      {
        address: Type.String({ minLength: 1, maxLength: 200 }),
        chain: Type.String({
          minLength: 1,
          maxLength: 40,
          description: 'A chain name or ticker, e.g. `bitcoin`, `ETH`.',
        }),
        ...ScreeningOptionsFields,
      },
      { additionalProperties: false },
    ),
    response: { 200: ref(WalletScreeningSchema) },
  },
  handler: async (request, reply, { screening }) => {
    const principal = principalOf(request);
    // On a chain Vigil reads itself, its history is asked for (a job) and the answer says how much is read.
    const chainRead = await screening.chainRead(request.body);
    const { json } = screening.screenWallet(
      { workspaceId: principal.workspaceId, keyId: principal.keyId },
      request.body,
      chainRead,
    );
    // Already serialised (the audit record keeps the same text): sent as it is, not again.
    sendJson(reply, json);
    return reply;
  },
});
