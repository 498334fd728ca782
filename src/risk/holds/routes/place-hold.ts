import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { idPattern } from '../../../lib/ids.ts';
import { Timestamp, timestampField } from '../../../lib/schemas.ts';
import { MAX_HOLD_DAYS, MAX_REASON_LENGTH } from '../hold-rules.ts';
import { HoldResponse, serializeHoldWithHistory, ThreatIdField } from './hold-schemas.ts';
import { holdsRoute } from './holds-route.ts';

export const placeHold = holdsRoute({
  method: 'POST',
  url: '/v1/actions/hold',
  scope: 'actions:write',
  operationId: 'placeHold',
  summary: 'Hold a transaction',
  description:
    'Holds one transaction, named by `{chain, tx_hash}` or by a transfer Vigil knows (`{transfer_id}`, which holds the transaction the transfer belongs to). The hash must have its chain’s form: 64 hex digits on Bitcoin and the chains that copy it, Monero, TRON and the XRP Ledger; `0x` and 64 hex digits on Ethereum, BNB Smart Chain, Polygon and Arbitrum; a base58 signature of 64 bytes on Solana. Answers 201 with the new hold and sends `action.executed`. A workspace has at most one active hold per transaction: while one is active, placing it again (by hash or by transfer) answers 200 with that hold unchanged and sends nothing, even when two requests race.',
  tag: 'Actions',
  schema: {
    body: Type.Object(
      {
        reference: Type.Object(
          {
            chain: Type.Optional(
              Type.String({
                minLength: 1,
                maxLength: 40,
                description: 'A chain name or ticker, e.g. `ethereum`, `BTC`; with `tx_hash`.',
              }),
            ),
            tx_hash: Type.Optional(
              Type.String({
                minLength: 1,
                maxLength: 200,
                description: 'The transaction’s hash; with `chain`.',
              }),
            ),
            transfer_id: Type.Optional(
              Type.String({
                pattern: idPattern('transfer'),
                description:
                  'A transfer (`xfer_…`): holds the transaction it belongs to. Instead of `chain` and `tx_hash`.',
              }),
            ),
          },
          {
            additionalProperties: false,
            description: 'The transaction to hold: `{chain, tx_hash}` or `{transfer_id}`.',
          },
        ),
        reason: Type.String({
          minLength: 1,
          maxLength: MAX_REASON_LENGTH,
          description: 'Why the transaction is held, for the audit trail.',
        }),
        threat_id: Type.Optional(
          ThreatIdField('The threat (`thr_…`) of this workspace that prompted the hold.'),
        ),
        expires_at: Type.Optional(
          Timestamp(
            `When the hold lapses by itself (\`expired\`, with \`action.executed\`): in the future and at most ${MAX_HOLD_DAYS} days ahead. Omitted: held until released.`,
          ),
        ),
      },
      { additionalProperties: false },
    ),
    response: {
      200: HoldResponse(
        'The workspace’s active hold on this transaction, unchanged: placing it again made nothing new.',
      ),
      201: HoldResponse('The new hold.'),
    },
  },
  handler: async (request, reply, { holds }) => {
    const principal = principalOf(request);
    const { reference, reason, threat_id, expires_at } = request.body;
    const { hold, created } = await holds.place(principal.workspaceId, principal.keyId, {
      reference,
      reason,
      threat_id,
      expires_at: expires_at === undefined ? undefined : timestampField(expires_at, '/expires_at'),
    });
    reply.code(created ? 201 : 200).header('location', `/v1/actions/hold/${hold.row.id}`);
    return serializeHoldWithHistory(hold);
  },
});
