/**
 * A threat's graph as the API shows it (`GET /v1/threats/:id`): the one source of its shape, from
 * which threat-graph.ts derives the graph it builds.
 */
import { Type } from 'typebox';
import { Nullable, StringEnum, Timestamp } from '../../../lib/schemas.ts';

export const GraphLabelSchema = Type.Object({
  label: Type.String(),
  category: Type.String(),
  source: Type.String(),
});

export const GraphNodeSchema = Type.Object(
  {
    id: Type.String({
      description:
        '`address:<chain>:<address>`, an entity id (`ent_…`), `transfer:<chain>:<tx_hash>` or `account:<id>`.',
    }),
    type: StringEnum(['address', 'entity', 'transfer', 'account'] as const),
    chain: Nullable(Type.String({ description: 'The chain; null for a customer account.' })),
    address: Type.Optional(Type.String()),
    roles: Type.Optional(Type.Array(Type.String(), { description: 'What the alerts say the address did.' })),
    labels: Type.Optional(
      Type.Array(GraphLabelSchema, { description: 'Labels screening knows for the address.' }),
    ),
    entity_id: Type.Optional(Type.String({ description: 'The entity the address belongs to.' })),
    own_wallet: Type.Optional(
      Type.Boolean({
        description: 'One of the workspace’s own wallets (`/v1/own-wallets`): never a SAR subject.',
      }),
    ),
    tx_hash: Type.Optional(Type.String()),
    transfer_ids: Type.Optional(
      Type.Array(Type.String(), {
        description:
          'A transfer node: the transfers Vigil stored of the transaction (`xfer_…`), one per sender → receiver pair; a hold can name one (`{"reference": {"transfer_id": …}}`). Empty when Vigil holds none of it (an alert about an event that is not on chain).',
      }),
    ),
    asset: Type.Optional(Nullable(Type.String())),
    occurred_at: Type.Optional(Timestamp('When the transfer happened.')),
    account_id: Type.Optional(
      Type.String({ description: 'The institution’s own reference of the customer.' }),
    ),
  },
  { description: 'An address, entity, transfer or customer account.' },
);

export const GraphEdgeSchema = Type.Object(
  {
    from: Type.String(),
    to: Type.String(),
    type: StringEnum(['flow', 'membership'] as const, {
      description: '`flow`: address → transfer or transfer → address; `membership`: address → entity.',
    }),
    tx_hash: Type.Optional(Type.String()),
    amount: Type.Optional(Nullable(Type.String({ description: 'Decimal text in units of the asset.' }))),
    asset: Type.Optional(Nullable(Type.String())),
  },
  { description: 'A flow of value or an address’s membership of an entity.' },
);
