/**
 * What the two track endpoints share: the query (`from`, `to`, `format`, `max_points`), the
 * answer as points or as a GeoJSON FeatureCollection, and the thinning to `max_points`.
 */
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { toRfc3339 } from '../../../lib/clock.ts';
import { invalidField } from '../../../lib/errors.ts';
import { Nullable, ref, StringEnum, Timestamp, timestampField } from '../../../lib/schemas.ts';
import {
  EXPORT_FILES,
  EXPORT_FORMATS,
  FeatureCollectionSchema,
  sendExport,
  TRUNCATED_HEADER,
  TRUNCATED_HEADERS,
} from '../../exports/index.ts';
import { lineAcrossAntimeridian } from '../../geometry/index.ts';
import type { AssetRow, PositionRow } from '../assets-repo.ts';
import type { AssetsService } from '../assets-service.ts';
import { PositionSchema } from './asset-schemas.ts';
import { type TrackExportPoint, trackExport } from './track-export.ts';

/** Without `from`, a track covers the last day before `to`. */
const DEFAULT_SPAN_MS = 24 * 60 * 60 * 1000;
/**
 * A month thinned to 2,000 positions is one every ~20 minutes: more than a map a screen wide can
 * show, and a tenth of the JSON of 10,000 (measured: p95 under 40 ms for a month at 10 s).
 */
export const DEFAULT_MAX_POINTS = 2_000;
export const MAX_MAX_POINTS = 100_000;

const TRACK_FORMATS = ['points', ...EXPORT_FORMATS] as const;
type TrackFormat = (typeof TRACK_FORMATS)[number];

export const TrackQuery = Type.Object(
  {
    from: Type.Optional(Timestamp('Positions at or after this time; default a day before `to`.')),
    to: Type.Optional(Timestamp('Positions before this time; default now.')),
    format: StringEnum(TRACK_FORMATS, {
      default: 'points',
      description:
        "`points` answers JSON. `geojson` answers with a FeatureCollection: the track as a LineString (a MultiLineString cut at ±180° where it crosses the antimeridian, RFC 7946 §3.1.9) and each position as a Point. `csv` and `geoparquet` give one row per position; `kml` the track as a line (cut at ±180°) and each position as a timed placemark; `gpx` one track of timed points, a new segment where it crosses the antimeridian. A file's `Vigil-Truncated` header is `true` when the track was thinned to `max_points`.",
    }),
    max_points: Type.Integer({
      minimum: 2,
      maximum: MAX_MAX_POINTS,
      default: DEFAULT_MAX_POINTS,
      description:
        'At most this many positions, evenly spread over the track, the first and last always kept.',
    }),
    include_suspect: Type.Boolean({
      default: false,
      description:
        'Also the fixes Vigil does not believe (at Null Island, an impossible jump or speed), each point then saying its `quality`. They are stored but never judged.',
    }),
  },
  { additionalProperties: false },
);

/** A point of a track: a reported position, and on a merged IMO track whose it is. */
const { at, ...measured } = PositionSchema.properties;
const Point = Type.Object(
  {
    at,
    asset_id: Type.Optional(
      Type.String({ description: 'On an IMO track merging several vessels: the asset this point is of.' }),
    ),
    ...measured,
    quality: Type.Optional(
      Type.Union([Type.String(), Type.Null()], {
        description:
          'With `include_suspect=true`: why the fix is not believed (`null_island`, `impossible_jump`: too far from the last good fix for the time between, `impossible_speed`: a reported speed no asset of its kind reaches), or null for a good fix.',
      }),
    ),
  },
  { additionalProperties: false, description: 'A reported position.' },
);

export const TrackSchema = Type.Object(
  {
    asset_id: Type.String(),
    from: Timestamp('Start of the range.'),
    to: Timestamp('End of the range (exclusive).'),
    thinned: Type.Boolean({
      description: 'Whether the range held more than `max_points` positions, so some were left out.',
    }),
    points: Type.Array(Point, { description: 'Oldest first.' }),
    assets: Type.Optional(
      Type.Array(
        Type.Object({
          id: Type.String(),
          mmsi: Nullable(Type.String()),
          from: Timestamp('Its first point in the range.'),
          to: Timestamp('Its last point in the range.'),
        }),
        {
          description:
            'On an IMO track merging several vessels (a ship re-flagged under a new MMSI): each one, in time order; `asset_id` is the newest.',
        },
      ),
    ),
  },
  { $id: 'Track', description: 'An asset’s positions over a time range.' },
);

export const TrackResponse = {
  200: {
    description: 'The track, as points, a GeoJSON FeatureCollection or a file, by `format`.',
    headers: TRUNCATED_HEADERS,
    content: {
      'application/json': { schema: ref(TrackSchema) },
      'application/geo+json': { schema: FeatureCollectionSchema },
      ...EXPORT_FILES,
    },
  },
};

export function trackRange(query: { from?: string | undefined; to?: string | undefined }, now: number) {
  const to = query.to === undefined ? now : timestampField(query.to, '/query/to');
  const from = query.from === undefined ? to - DEFAULT_SPAN_MS : timestampField(query.from, '/query/from');
  if (from >= to) throw invalidField('/query/to', 'must be later than from');
  return { from, to };
}

export function trackBody(
  asset: AssetRow,
  range: { from: number; to: number },
  track: { thinned: boolean; points: PositionRow[] },
  withQuality = false,
) {
  return {
    asset_id: asset.id,
    from: toRfc3339(range.from),
    to: toRfc3339(range.to),
    thinned: track.thinned,
    points: track.points.map((p) => ({
      at: toRfc3339(p.at),
      lon: p.lon,
      lat: p.lat,
      speed_kn: p.speed_kn,
      course_deg: p.course_deg,
      heading_deg: p.heading_deg,
      altitude_ft: p.altitude_ft,
      ...(withQuality ? { quality: p.quality } : {}),
    })),
  };
}

export function trackGeoJson(body: ReturnType<typeof trackBody>) {
  const line = lineAcrossAntimeridian(body.points.map((p): [number, number] => [p.lon, p.lat]));
  return {
    type: 'FeatureCollection' as const,
    features: [
      ...(line !== null
        ? [
            {
              type: 'Feature',
              geometry: line,
              properties: {
                asset_id: body.asset_id,
                from: body.from,
                to: body.to,
                thinned: body.thinned,
              },
            },
          ]
        : []),
      ...body.points.map((p) => ({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [p.lon, p.lat] },
        properties: {
          at: p.at,
          speed_kn: p.speed_kn,
          course_deg: p.course_deg,
          heading_deg: p.heading_deg,
          altitude_ft: p.altitude_ft,
          ...('quality' in p ? { quality: p.quality } : {}),
        },
      })),
    ],
  };
}

export interface TrackQueryValues {
  from?: string | undefined;
  to?: string | undefined;
  format: TrackFormat;
  max_points: number;
  include_suspect: boolean;
}

/**
 * Sends a track in the format asked for: points as JSON, a GeoJSON FeatureCollection, or a file.
 * `points` are the positions behind `body`, for the files.
 */
export function sendTrack(
  reply: FastifyReply,
  query: TrackQueryValues,
  body: ReturnType<typeof trackBody>,
  points: readonly TrackExportPoint[],
) {
  const { format } = query;
  if (format === 'points') return reply.type('application/json').send(body);
  const truncated = body.thinned ? 'true' : 'false';
  if (format === 'geojson') {
    return reply.type('application/geo+json').header(TRUNCATED_HEADER, truncated).send(trackGeoJson(body));
  }
  const track = { assetId: body.asset_id, thinned: body.thinned, maxPoints: query.max_points };
  return sendExport(reply, format, trackExport(format, track, points, query.include_suspect));
}

/** The answer of both track endpoints for one asset. */
export async function trackAnswer(
  reply: FastifyReply,
  assets: AssetsService,
  asset: AssetRow,
  query: TrackQueryValues,
  now: number,
) {
  const range = trackRange(query, now);
  const includeSuspect = query.include_suspect;
  const track = await assets.thinnedTrack(asset.id, range, query.max_points, undefined, { includeSuspect });
  return sendTrack(reply, query, trackBody(asset, range, track, includeSuspect), track.points);
}
