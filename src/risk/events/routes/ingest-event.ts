import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { ref, StringEnum, Timestamp, timestampField } from '../../../lib/schemas.ts';
import {
  DepositReceivedDataSchema,
  TokenApprovalDataSchema,
  TransferObservedDataSchema,
  WithdrawalRequestedDataSchema,
} from '../event-schemas.ts';
import { eventsRoute } from './events-route.ts';

/** API.md §2: 16 MiB on ingest endpoints (a UTXO transaction may list thousands of inputs). */
const EVENT_BODY_LIMIT_BYTES = 16 * 1024 * 1024;

/**
 * `data` as the OpenAPI description shows it: one of the known types' schemas, or any object for a
 * custom type. Requests are only checked here to send an object; the service checks it against the
 * schema of its `type`, so that a problem points at the field (`/data/owner`), not at a branch.
 */
const EventData = Type.Unsafe<Record<string, unknown>>({
  type: 'object',
  description:
    'The event’s facts. For a known `type`, its schema: `transfer.observed` → TransferObservedData, `token.approval` → TokenApprovalData, `withdrawal.requested` → WithdrawalRequestedData, `deposit.received` → DepositReceivedData (unknown fields refused, chains and addresses checked and normalised). For any other type, any object, stored as sent.',
  anyOf: [
    ref(TransferObservedDataSchema),
    ref(TokenApprovalDataSchema),
    ref(WithdrawalRequestedDataSchema),
    ref(DepositReceivedDataSchema),
    { type: 'object', title: 'CustomEventData', description: 'A custom type’s data: any object.' },
  ],
});

export const ingestEvent = eventsRoute({
  method: 'POST',
  url: '/v1/events/ingest',
  scope: 'events:write',
  operationId: 'ingestEvent',
  summary: 'Send an event',
  description:
    'Stores one event and hands it to the detection agents, which take events in batches shortly after (their alerts arrive as `agent.alert` and `threat.detected` webhooks). Known types: `transfer.observed` (also stored as a transfer, this workspace’s claim, that its screenings see at once and no other workspace’s do), `token.approval`, `withdrawal.requested`, `deposit.received` (stored as a transfer too when it names its sender); their `data` is checked against its schema, addresses and transaction hashes against their chain, amounts against their asset’s decimals and supply, and a wrong field is a 400 naming it (`/data/owner`, `/data/amount`). The same movement sent again is answered `duplicate`; sent again with other data, or contradicting a stored transfer (another sender for the same transaction and log), it is a 409 `conflict` naming the stored one. Any other dotted lower-case type is stored as a custom event with any object as `data`.',
  tag: 'Events',
  bodyLimit: EVENT_BODY_LIMIT_BYTES,
  bodyType: 'amounts',
  schema: {
    body: Type.Object(
      {
        type: Type.String({
          minLength: 3,
          maxLength: 100,
          description: 'A known type, or a custom one in dotted lower-case words (`custom.kyc_failed`).',
        }),
        occurred_at: Type.Optional(
          Timestamp(
            'When it happened (default: now). Not in the future (beyond 5 minutes of clock skew), and for the known types, which happen on a chain, not before 2009-01-03 (the first block of any chain Vigil screens): 400 otherwise.',
          ),
        ),
        data: EventData,
      },
      { additionalProperties: false },
    ),
    response: {
      202: Type.Object(
        {
          id: Type.String({
            description:
              'The event (`ing_…`); for a duplicate, the event stored before for the same movement.',
          }),
          status: StringEnum(['accepted', 'duplicate'] as const, {
            description:
              '`duplicate`: the same movement (chain, transaction, log or output; a withdrawal’s `withdrawal_id`) was sent before with the same data, so nothing new is stored and no agent counts it again (a client retry).',
          }),
          transfer_ids: Type.Array(Type.String(), {
            description:
              'The transfers (`xfer_…`) the event was stored as in the transfer graph that screening traces (a hold can name one: `{"reference": {"transfer_id": …}}`): one per sender → receiver pair of a `transfer.observed`, and of a `deposit.received` that gives its sender `from`. Empty for every other event: a deposit without `from` has no edge to draw, and a `withdrawal.requested` is not on chain yet (send its `transfer.observed` once it is broadcast).',
          }),
        },
        { description: 'Stored; the agents will inspect it.' },
      ),
    },
  },
  handler: async (request, reply, { events }) => {
    const { type, occurred_at, data } = request.body;
    const occurredAt = occurred_at === undefined ? undefined : timestampField(occurred_at, '/occurred_at');
    const { id, status, transfer_ids } = await events.ingest(principalOf(request).workspaceId, {
      type,
      occurred_at: occurredAt,
      data,
    });
    reply.code(202);
    return { id, status, transfer_ids };
  },
});
