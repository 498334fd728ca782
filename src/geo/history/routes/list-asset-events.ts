import { Type } from 'typebox';
import { Page, PageQuery, readCursor, readTimedPosition, toPage } from '../../../http/pagination.ts';
import { principalOf } from '../../../http/principal.ts';
import { invalidField } from '../../../lib/errors.ts';
import { IdParam, ref, StringEnum, Timestamp, timestampField } from '../../../lib/schemas.ts';
import { ExportFormatQuery, sendExport, withExports } from '../../exports/index.ts';
import { BBoxQuery, parseBBoxQuery } from '../../geometry/index.ts';
import { ASSET_EVENT_KINDS, AssetEventSchema, serializeAssetEvent } from './asset-event-schemas.ts';
import { assetEventsExport } from './asset-events-export.ts';
import { historyRoute } from './history-route.ts';

export const listAssetEvents = historyRoute({
  method: 'GET',
  url: '/v1/asset-events',
  scope: 'assets:read',
  operationId: 'listAssetEvents',
  summary: 'List the behavioural events of assets',
  description:
    'Zone visits, encounters, loitering, dark gaps and speed episodes that your alert rules, sites and follows found, newest start first, each with its start, its end (null while it goes on) and its evidence. Filters: an asset (either vessel of an encounter), kinds (repeat `kind`), a time range the event overlaps (`from` inclusive, `to` exclusive), a minimum duration (an ongoing event counts by how long it has lasted so far) and a `bbox` its point lies in. Live alerts of these events (`zone.entered`, `zone.exited`, `asset.loitering`, `asset.encounter`, `asset.speed_above`, `asset.dark`) carry the event’s id as `event_id`.',
  tag: 'Assets',
  schema: {
    querystring: Type.Object(
      {
        ...PageQuery,
        asset_id: Type.Optional(
          IdParam('asset', 'Only this asset’s events (either vessel of an encounter).'),
        ),
        kind: Type.Optional(
          Type.Array(StringEnum(ASSET_EVENT_KINDS), {
            maxItems: ASSET_EVENT_KINDS.length,
            description: 'Only these kinds; repeat the parameter for several.',
          }),
        ),
        from: Type.Optional(Timestamp('Events going on at or after this time.')),
        to: Type.Optional(Timestamp('Events begun before this time.')),
        min_duration_s: Type.Optional(
          Type.Integer({
            minimum: 0,
            maximum: 31_536_000,
            description: 'Events that lasted at least this long, seconds.',
          }),
        ),
        bbox: Type.Optional(BBoxQuery),
        format: Type.Optional(
          ExportFormatQuery(
            'A file of every matching event (after `cursor`, if given) instead of a page: `limit` does not apply; at most 100,000 events, the newest, and `Vigil-Truncated: true` when there are more. One feature per event at its point; the evidence as JSON text.',
          ),
        ),
      },
      { additionalProperties: false },
    ),
    response: withExports(Page(ref(AssetEventSchema), 'A page of asset events.'), 'A page of asset events.'),
  },
  handler: async (request, reply, { assetEvents }) => {
    const { limit, cursor, asset_id, kind, from, to, min_duration_s, bbox, format } = request.query;
    const range = {
      from: from === undefined ? undefined : timestampField(from, '/query/from'),
      to: to === undefined ? undefined : timestampField(to, '/query/to'),
    };
    if (range.from !== undefined && range.to !== undefined && range.from >= range.to) {
      throw invalidField('/query/to', 'must be later than from');
    }
    const filters = {
      asset_id,
      kind: kind ? [...new Set(kind)].sort() : undefined,
      min_duration_s,
      bbox,
      ...range,
    };
    const position = readTimedPosition(readCursor(cursor, filters));
    const after = position && { startedAt: position.at, id: position.id };
    const workspaceId = principalOf(request).workspaceId;
    const query = {
      assetId: asset_id,
      kinds: filters.kind,
      ...range,
      minDurationS: min_duration_s,
      bbox: bbox === undefined ? undefined : parseBBoxQuery(bbox),
      after,
    };
    if (format !== undefined) {
      return sendExport(reply, format, await assetEventsExport(assetEvents, workspaceId, query));
    }
    const rows = await assetEvents.list(workspaceId, { ...query, limit: limit + 1 });
    return toPage(rows, limit, filters, (row) => `${row.started_at}.${row.id}`, serializeAssetEvent);
  },
});
