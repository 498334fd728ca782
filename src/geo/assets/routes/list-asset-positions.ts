/** `GET /v1/assets/positions`: the latest position of each asset seen recently, for a live map. */
import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { toRfc3339 } from '../../../lib/clock.ts';
import { Nullable, Timestamp, timestampField } from '../../../lib/schemas.ts';
import { BBoxQuery, parseBBoxQuery } from '../../geometry/index.ts';
import { PRESENCE_WINDOW_MS } from '../assets-service.ts';
import { flagOf } from '../mmsi-kinds.ts';
import { AssetKindSchema, FlagSchema } from './asset-schemas.ts';
import { assetsRoute } from './assets-route.ts';

/** A live map of a busy sea holds tens of thousands of assets; more than this is a query to narrow. */
const MAX_POSITIONS = 50_000;
const DEFAULT_POSITIONS = 20_000;

const LatestPositionSchema = Type.Object(
  {
    id: Type.String({ description: 'The asset id (`ast_…`).' }),
    kind: AssetKindSchema(),
    name: Nullable(Type.String()),
    at: Timestamp('When the position was reported.'),
    lon: Type.Number(),
    lat: Type.Number(),
    speed_kn: Nullable(Type.Number()),
    course_deg: Nullable(Type.Number({ description: 'Course over ground, degrees from true north.' })),
    heading_deg: Nullable(Type.Number()),
    altitude_ft: Nullable(Type.Number()),
    ship_type: Nullable(
      Type.Integer({
        description: 'AIS ship and cargo type (ITU-R M.1371), for styling; null when not reported.',
      }),
    ),
    flag: FlagSchema(),
    followed: Type.Boolean({ description: 'Whether this workspace follows the asset.' }),
  },
  { additionalProperties: false, description: 'An asset at its latest position.' },
);

export const listAssetPositions = assetsRoute({
  method: 'GET',
  url: '/v1/assets/positions',
  scope: 'assets:read',
  operationId: 'listAssetPositions',
  summary: 'Latest positions of vessels and aircraft',
  description: `Each asset reported at or after \`since\` (default: the last hour) at its latest position, newest first, optionally inside \`bbox\` and of one \`kind\`. A snapshot rather than a paged list: at most \`limit\` (default ${DEFAULT_POSITIONS}, at most ${MAX_POSITIONS}), \`truncated\` says whether more matched. A live map polls it with \`changed_since\` set to the previous answer's \`as_of\` (less a second or so, for writes that were in flight when it was read) to get what moved, late reports of an earlier time included.`,
  tag: 'Assets',
  schema: {
    querystring: Type.Object(
      {
        bbox: Type.Optional(BBoxQuery),
        since: Type.Optional(
          Timestamp(
            'Only assets whose latest position was reported at or after this time (default: an hour ago).',
          ),
        ),
        changed_since: Type.Optional(
          Timestamp(
            'Only assets whose position or details Vigil stored at or after this time, whatever time the report carries: the `as_of` of the previous poll.',
          ),
        ),
        kind: Type.Optional(AssetKindSchema('Only assets of this kind.')),
        limit: Type.Integer({ minimum: 1, maximum: MAX_POSITIONS, default: DEFAULT_POSITIONS }),
      },
      { additionalProperties: false },
    ),
    response: {
      200: Type.Object(
        {
          data: Type.Array(LatestPositionSchema),
          truncated: Type.Boolean({ description: 'More assets matched than `limit`.' }),
          as_of: Timestamp('When the snapshot was read: the `changed_since` of the next poll.'),
        },
        { description: 'Assets at their latest positions.' },
      ),
    },
  },
  handler: async (request, _reply, { assets, clock }) => {
    const { bbox, since, changed_since: changedSince, kind, limit } = request.query;
    const asOf = clock.now();
    const rows = await assets.latestPositions({
      since: since === undefined ? asOf - PRESENCE_WINDOW_MS : timestampField(since, '/query/since'),
      changedSince:
        changedSince === undefined ? undefined : timestampField(changedSince, '/query/changed_since'),
      bbox: bbox === undefined ? undefined : parseBBoxQuery(bbox),
      kind,
      limit: limit + 1,
    });
    const shown = rows.slice(0, limit);
    const followed = await assets.followedAmong(
      principalOf(request).workspaceId,
      shown.map((row) => row.id),
    );
    return {
      data: shown.map(({ mmsi, ...row }) => ({
        ...row,
        at: toRfc3339(row.at),
        flag: flagOf(mmsi),
        followed: followed.has(row.id),
      })),
      truncated: rows.length > limit,
      as_of: toRfc3339(asOf),
    };
  },
});
