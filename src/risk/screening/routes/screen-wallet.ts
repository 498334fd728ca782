import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { sendJson } from '../../../http/send-json.ts';
import { ref, Timestamp } from '../../../lib/schemas.ts';
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
        as_of: Type.Optional(
          Timestamp(
            'Answer as Vigil would have at this past time: the list versions in force then, the labels made and not yet removed by then, and the transfers stored and made by then. The answer says what it could not tell as it stood then (`history_gaps`).',
          ),
        ),
      },
      { additionalProperties: false },
    ),
    response: { 200: ref(WalletScreeningSchema) },
  },
  handler: async (request, reply, { screening }) => {
    const principal = principalOf(request);
    const caller = { workspaceId: principal.workspaceId, keyId: principal.keyId };
    const { body } = request;
    // On a chain Vigil reads itself, its history is asked for (a job) and the answer says how much
    // is read; a screening as of a past time answers from what was stored then.
    const { json } =
      body.as_of === undefined
        ? await screening.screenWallet(caller, body)
        : await screening.screenWalletAsOf(caller, { ...body, as_of: body.as_of });
    // Recorded in the audit trail by now. Already serialised (the record keeps the same text): sent
    // as it is, not again.
    sendJson(reply, json);
    return reply;
  },
});
