import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { sendJson } from '../../../http/send-json.ts';
import { ref } from '../../../lib/schemas.ts';
import { screeningRoute } from './screening-route.ts';
import { ScreeningOptionsFields, TransactionScreeningSchema } from './screening-schemas.ts';

/** An amount as sent: decimal text (exact) or a JSON number; read against the asset's decimals and supply. */
const Amount = (description: string) =>
  Type.Union([Type.String({ minLength: 1, maxLength: 120 }), Type.Number()], {
    description: `${description} Decimal text such as "1.5" keeps every digit; a JSON number is read as the double it is.`,
  });

const Party = Type.Object(
  {
    address: Type.String({ minLength: 1, maxLength: 200 }),
    amount: Amount('In units of the asset.'),
  },
  { additionalProperties: false },
);

export const screenTransaction = screeningRoute({
  method: 'POST',
  url: '/v1/screen/transaction',
  scope: 'screening:read',
  operationId: 'screenTransaction',
  summary: 'Screen a transaction',
  description:
    'Screens every party of a transfer: `from`/`to` on account chains, `inputs`/`outputs` (or `from`/`to`) on UTXO chains. When Vigil holds the transaction (`tx_hash` of one read from a chain or sent by this workspace), its stored parties are screened, with what each moved; a request naming other parties or amounts is a 409 `conflict` naming the stored ones, and the `tx_hash` alone is enough. Nothing is stored but the audit record: a transaction screened before it is sent does not join the transfer graph.',
  tag: 'Screening',
  bodyType: 'amounts',
  schema: {
    body: Type.Object(
      {
        chain: Type.String({ minLength: 1, maxLength: 40 }),
        tx_hash: Type.Optional(
          Type.String({
            minLength: 1,
            maxLength: 200,
            description: 'The transaction hash, in its chain’s form (400 otherwise).',
          }),
        ),
        from: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
        to: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
        amount: Type.Optional(Amount('In units of the asset.')),
        asset: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
        value_usd: Type.Optional(
          Type.Union([Type.String({ minLength: 1, maxLength: 60 }), Type.Number()], {
            description: 'What it is worth in US dollars, if known.',
          }),
        ),
        inputs: Type.Optional(Type.Array(Party, { maxItems: 1000 })),
        outputs: Type.Optional(Type.Array(Party, { maxItems: 1000 })),
        ...ScreeningOptionsFields,
      },
      { additionalProperties: false },
    ),
    response: { 200: ref(TransactionScreeningSchema) },
  },
  handler: async (request, reply, { screening }) => {
    const principal = principalOf(request);
    const { json } = await screening.screenTransaction(
      { workspaceId: principal.workspaceId, keyId: principal.keyId },
      request.body,
    );
    // Already serialised (the audit record keeps the same text): sent as it is, not again.
    sendJson(reply, json);
    return reply;
  },
});
