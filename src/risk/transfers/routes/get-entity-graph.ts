import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { IdParam, Nullable } from '../../../lib/schemas.ts';
import { transfersRoute } from './transfers-route.ts';

const Node = Type.Object(
  {
    id: Type.String({ description: 'The entity (`ent_…`).' }),
    chain: Type.String(),
    addresses: Type.Array(Type.String(), {
      description: 'Its first addresses (at most 20), first seen first.',
    }),
    address_count: Type.Integer({ minimum: 1 }),
    labels: Type.Array(
      Type.Object(
        {
          label: Type.String(),
          category: Type.String(),
          source: Type.String(),
          list_version: Nullable(Type.String()),
          address: Type.String({ description: 'The labelled address.' }),
        },
        { additionalProperties: false },
      ),
      { description: 'Labels the workspace sees on its addresses.' },
    ),
    hops: Type.Integer({ minimum: 0, description: 'Hops from the entity asked about.' }),
  },
  { additionalProperties: false },
);

export const getEntityGraph = transfersRoute({
  method: 'GET',
  url: '/v1/entities/:id/graph',
  scope: 'entities:read',
  operationId: 'getEntityGraph',
  summary: 'An entity and its neighbours',
  description:
    'The entities that sent value to this one or received value from it, out to `depth` hops, with the summed flows between them and their labels. At most 250 entities: beyond that, `truncated` is true. An id absorbed in a merge answers for the entity it joined.',
  tag: 'Screening',
  schema: {
    params: Type.Object({ id: IdParam('entityCluster', 'The entity id (`ent_…`).') }),
    querystring: Type.Object(
      { depth: Type.Integer({ minimum: 1, maximum: 5, default: 2, description: 'Hops out (1–5).' }) },
      { additionalProperties: false },
    ),
    response: {
      200: Type.Object(
        {
          entity: Node,
          nodes: Type.Array(Node, { description: 'Every entity in the graph, the one asked about first.' }),
          edges: Type.Array(
            Type.Object(
              {
                from: Type.String({ description: 'The sending entity.' }),
                to: Type.String({ description: 'The receiving entity.' }),
                amounts: Type.Array(
                  Type.Object(
                    {
                      asset: Type.String({ description: 'The asset, e.g. `ETH`, `USDT`.' }),
                      amount: Type.String({
                        description:
                          'What was sent of it, summed over the transfers: decimal text in its units, to 15 significant digits.',
                      }),
                    },
                    { additionalProperties: false },
                  ),
                  { description: 'What was sent, per asset: amounts of different assets are never added.' },
                ),
                value_usd: Nullable(
                  Type.String({
                    description:
                      'What it was worth in US dollars (cents), from the senders’ values and the price table; null when a transfer of it had no dollar value.',
                  }),
                ),
              },
              { additionalProperties: false },
            ),
          ),
          truncated: Type.Boolean(),
        },
        { description: 'The graph.' },
      ),
    },
  },
  handler: async (request, _reply, { entities }) =>
    entities.graph(principalOf(request).workspaceId, request.params.id, request.query.depth),
});
