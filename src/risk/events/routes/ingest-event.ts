import { Type } from 'typebox';
import { principalOf } from '../../../http/auth.ts';
import { defineRoute } from '../../../http/route.ts';
import { StringEnum, Timestamp, timestampField } from '../../../http/schemas.ts';

export const ingestEvent = defineRoute({
  method: 'POST',
  url: '/v1/events/ingest',
  scope: 'events:write',
  operationId: 'ingestEvent',
  summary: 'Send an event',
  description:
    'Known types: `transfer.observed` (`data`: `{chain, tx_hash, from, to, amount, asset?}`, or `inputs`/`outputs` as `[{address, amount}]` on a UTXO chain), stored as a transfer that screening sees at once; `token.approval`, `withdrawal.requested`, `deposit.received`. Any other dotted type is stored as a custom event.',
  tag: 'Events',
  schema: {
    body: Type.Object(
      {
        type: Type.String({ minLength: 3, maxLength: 100 }),
        occurred_at: Type.Optional(Timestamp('When it happened (default: now).')),
        data: Type.Record(Type.String(), Type.Unknown(), { description: 'The event’s facts.' }),
      },
      { additionalProperties: false },
    ),
    response: {
      202: Type.Object(
        {
          id: Type.String({ description: 'The event (`ing_…`).' }),
          status: StringEnum(['accepted'] as const),
        },
        { description: 'Stored.' },
      ),
    },
  },
  handler: async (request, reply, { events }) => {
    const { type, occurred_at, data } = request.body;
    const occurredAt = occurred_at === undefined ? undefined : timestampField(occurred_at, '/occurred_at');
    const { id } = await events.ingest(principalOf(request).workspaceId, {
      type,
      occurred_at: occurredAt,
      data,
    });
    reply.code(202);
    return { id, status: 'accepted' as const };
  },
});
