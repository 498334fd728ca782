import { Type } from 'typebox';
import { toRfc3339 } from '../../../lib/clock.ts';
import { Nullable, StringEnum, Timestamp, timestampField } from '../../../lib/schemas.ts';
import { DEFAULT_MAX_GAP_S, type Fix, MAX_MAX_GAP_S } from '../position-at.ts';
import { AssetIdParams } from './asset-schemas.ts';
import { assetsRoute } from './assets-route.ts';

const FixSchema = Type.Object({
  at: Timestamp('When the asset was there.'),
  lon: Type.Number(),
  lat: Type.Number(),
  speed_kn: Nullable(Type.Number()),
  course_deg: Nullable(Type.Number()),
  heading_deg: Nullable(Type.Number()),
  altitude_ft: Nullable(Type.Number()),
});

export const AssetPositionSchema = Type.Object(
  {
    asset_id: Type.String(),
    at: Timestamp('The time asked about.'),
    position: Type.Union([FixSchema, Type.Null()], {
      description:
        'Where the asset was: the fix at that instant, or a point interpolated between `before` and `after` (then `speed_kn` is the leg’s mean speed over ground, `course_deg` the course along it and `heading_deg` null). Null when Vigil cannot say; `reason` tells why.',
    }),
    interpolated: Type.Boolean({
      description: 'True when `position` is an estimate between two fixes, not a report.',
    }),
    reason: Nullable(
      StringEnum(['no_positions', 'before_first_fix', 'after_last_fix', 'gap_too_long'] as const, {
        description:
          'Why there is no position: no positions stored, the time is before the first or after the last, or the fixes either side are further apart than `max_gap_s`.',
      }),
    ),
    before: Type.Union([FixSchema, Type.Null()], { description: 'The last stored fix at or before `at`.' }),
    after: Type.Union([FixSchema, Type.Null()], { description: 'The first stored fix at or after `at`.' }),
  },
  { $id: 'AssetPosition', description: 'Where an asset was at a given time.' },
);

function fixJson(fix: Fix | null) {
  return fix === null
    ? null
    : {
        at: toRfc3339(fix.at),
        lon: fix.lon,
        lat: fix.lat,
        speed_kn: fix.speedKn,
        course_deg: fix.courseDeg,
        heading_deg: fix.headingDeg,
        altitude_ft: fix.altitudeFt,
      };
}

export const getAssetPosition = assetsRoute({
  method: 'GET',
  url: '/v1/assets/:id/position',
  scope: 'assets:read',
  operationId: 'getAssetPosition',
  summary: 'Where an asset was at a given time',
  description: `The stored fix at \`at\`, or a position interpolated along the geodesic between the fixes either side of it in proportion to time, saying so (\`interpolated: true\`, with both fixes). Between fixes more than \`max_gap_s\` apart (default ${DEFAULT_MAX_GAP_S} s) Vigil does not guess: \`position\` is null and \`reason\` says why, as it does before the first fix and after the last.`,
  tag: 'Assets',
  schema: {
    params: AssetIdParams,
    querystring: Type.Object(
      {
        at: Timestamp('The time to place the asset at.'),
        max_gap_s: Type.Integer({
          minimum: 1,
          maximum: MAX_MAX_GAP_S,
          default: DEFAULT_MAX_GAP_S,
          description: 'The longest gap between two fixes to interpolate across, seconds.',
        }),
      },
      { additionalProperties: false },
    ),
    response: { 200: AssetPositionSchema },
  },
  handler: async (request, _reply, { assets }) => {
    const asset = await assets.require(request.params.id);
    const at = timestampField(request.query.at, '/query/at');
    const found = await assets.positionAt(asset.id, at, request.query.max_gap_s);
    return {
      asset_id: asset.id,
      at: toRfc3339(at),
      position: fixJson(found.position),
      interpolated: found.interpolated,
      reason: found.reason,
      before: fixJson(found.before),
      after: fixJson(found.after),
    };
  },
});
