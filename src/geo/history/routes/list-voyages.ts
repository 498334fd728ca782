import { type Static, Type } from 'typebox';
import { Page, PageQuery, readCursor, readTimedPosition, toPage } from '../../../http/pagination.ts';
import { principalOf } from '../../../http/principal.ts';
import { toRfc3339 } from '../../../lib/clock.ts';
import { invalidField } from '../../../lib/errors.ts';
import { IdParam, Nullable, ref, Timestamp, timestampField } from '../../../lib/schemas.ts';
import type { Voyage } from '../voyages.ts';
import { historyRoute } from './history-route.ts';

const Call = (description: string) =>
  Type.Object(
    {
      visit_id: Type.String({ description: 'The port visit (`GET /v1/asset-events`, kind `port_visit`).' }),
      port_id: Type.String({ description: 'The port (`GET /v1/ports/:id`).' }),
      port_name: Nullable(Type.String()),
    },
    { additionalProperties: false, description },
  );

export const VoyageSchema = Type.Object(
  {
    asset_id: Type.String(),
    from: Call('The port visit it left.'),
    to: Nullable(Call('The next port visit; null while the vessel is at sea.')),
    departed_at: Timestamp('When it left the port: the end of that visit.'),
    arrived_at: Nullable(Timestamp('When it reached the next port: the start of that visit.')),
    duration_s: Nullable(Type.Integer({ minimum: 0, description: 'Seconds from departure to arrival.' })),
    ongoing: Type.Boolean({ description: 'True while no next port visit is known.' }),
  },
  {
    $id: 'Voyage',
    additionalProperties: false,
    description: 'A passage between two consecutive port visits of an asset.',
  },
);

function call(visit: Voyage['from']): Static<ReturnType<typeof Call>> {
  const evidence = JSON.parse(visit.evidence) as { port_name?: string };
  return { visit_id: visit.id, port_id: visit.port_id ?? '', port_name: evidence.port_name ?? null };
}

function serializeVoyage(voyage: Voyage): Static<typeof VoyageSchema> {
  const arrivedAt = voyage.to === undefined ? null : Number(voyage.to.started_at);
  return {
    asset_id: voyage.from.asset_id,
    from: call(voyage.from),
    to: voyage.to === undefined ? null : call(voyage.to),
    departed_at: toRfc3339(voyage.departedAt),
    arrived_at: arrivedAt === null ? null : toRfc3339(arrivedAt),
    duration_s: arrivedAt === null ? null : Math.round((arrivedAt - voyage.departedAt) / 1000),
    ongoing: voyage.to === undefined,
  };
}

export const listVoyages = historyRoute({
  method: 'GET',
  url: '/v1/assets/:id/voyages',
  scope: 'assets:read',
  operationId: 'listVoyages',
  summary: 'List an asset’s voyages between port visits',
  description:
    'Each passage of the asset from one port visit to the next (the port visits your workspace has of it: those of a vessel it follows), oldest departure first. A voyage leaves at the end of a visit and arrives at the start of the next visit that begins after it; `to` is null while the vessel is at sea. The end of a visit inside another one (a terminal drawn inside a port) is no departure. `from` and `to` keep the voyages that left in that range.',
  tag: 'Assets',
  schema: {
    params: Type.Object({ id: IdParam('asset', 'The asset id (`ast_…`).') }),
    querystring: Type.Object(
      {
        ...PageQuery,
        from: Type.Optional(Timestamp('Voyages that left at or after this time.')),
        to: Type.Optional(Timestamp('Voyages that left before this time.')),
      },
      { additionalProperties: false },
    ),
    response: { 200: Page(ref(VoyageSchema), 'A page of voyages.') },
  },
  handler: async (request, _reply, { assetEvents }) => {
    const { limit, cursor, from, to } = request.query;
    const range = {
      from: from === undefined ? undefined : timestampField(from, '/query/from'),
      to: to === undefined ? undefined : timestampField(to, '/query/to'),
    };
    if (range.from !== undefined && range.to !== undefined && range.from >= range.to) {
      throw invalidField('/query/to', 'must be later than from');
    }
    const filters = { asset_id: request.params.id, ...range };
    const after = readTimedPosition(readCursor(cursor, filters));
    const voyages = await assetEvents.voyages(principalOf(request).workspaceId, request.params.id, {
      ...range,
      after,
      limit: limit + 1,
    });
    return toPage(voyages, limit, filters, (v) => `${v.departedAt}.${v.from.id}`, serializeVoyage);
  },
});
