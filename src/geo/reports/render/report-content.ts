/**
 * The structured content of a completed report (API.md §4 "Reports"): what the report job gathers
 * and what the PDF, the GeoJSON download and `GET /v1/reports/:id` all render. One schema per subject
 * kind, joined in `ReportContent` and told apart by `kind`. Positions are `[lon, lat]` in WGS 84,
 * times RFC 3339 UTC.
 *
 * The four exported content schemas carry an `$id` so they can be OpenAPI components. The members
 * are embedded inline in `ReportContent` so it validates on its own; register either `ReportContent`
 * or the three members with Ajv, not both (their `$id`s would collide).
 */
import type { Geometry } from 'geojson';
import { type Static, Type } from 'typebox';
import { Nullable, StringEnum, Timestamp } from '../../../lib/schemas.ts';
import { ASSET_KINDS, type AssetKind } from '../../ingest/index.ts';

/** How a report names each kind of asset. */
export const KIND_LABELS: Record<AssetKind, string> = {
  vessel: 'Vessel',
  aircraft: 'Aircraft',
  sart: 'AIS-SART',
  mob: 'Man-overboard device',
  epirb: 'EPIRB-AIS',
  aton: 'Aid to navigation',
};

/**
 * A GeoJSON geometry (RFC 7946). Permissive on purpose: every geometry was validated when it was
 * stored, and the report only carries it through.
 */
export const ReportGeometry = Type.Unsafe<Geometry>(
  Type.Object(
    { type: Type.String({ description: 'A GeoJSON geometry type.' }) },
    { additionalProperties: true, description: 'A GeoJSON geometry (RFC 7946), `[lon, lat]` in WGS 84.' },
  ),
);
export type ReportGeometry = Static<typeof ReportGeometry>;

const LonLat = (description: string) =>
  Type.Tuple([Type.Number({ minimum: -180, maximum: 180 }), Type.Number({ minimum: -90, maximum: 90 })], {
    description: `${description} \`[lon, lat]\`, WGS 84.`,
  });

export const ReportPeriod = Type.Object(
  {
    from: Nullable(Timestamp('Start of the period; null when the report covers everything up to `to`.')),
    to: Timestamp('End of the period.'),
  },
  { additionalProperties: false, description: 'The time span the report covers.' },
);
export type ReportPeriod = Static<typeof ReportPeriod>;

const header = {
  title: Type.String({ description: 'The report title.' }),
  generated_at: Timestamp('When the content was generated.'),
  period: ReportPeriod,
};

const Count = (description: string) => Type.Integer({ minimum: 0, description });
const Confidence = (description: string) => Type.Number({ minimum: 0, maximum: 1, description });

export const SiteReportContent = Type.Object(
  {
    kind: Type.Literal('site'),
    ...header,
    site: Type.Object({
      id: Type.String({ description: 'The site id.' }),
      name: Nullable(Type.String()),
      status: StringEnum(['active', 'stopped'] as const),
      area_km2: Type.Number({ minimum: 0, description: 'Area of the boundary, km².' }),
      center: LonLat('Centre of the site.'),
      boundary: ReportGeometry,
      detection_types: Nullable(
        Type.Array(Type.String(), { description: 'The types the site watches; null for all.' }),
      ),
    }),
    detections: Type.Object({
      total: Count('Detections in the period.'),
      by_type: Type.Array(
        Type.Object({
          type: Type.String(),
          count: Count('Detections of this type.'),
          mean_confidence: Confidence('Mean confidence of these detections, 0–1.'),
        }),
      ),
      by_day: Type.Array(
        Type.Object({
          date: Type.String({ format: 'date', description: 'A UTC day, `YYYY-MM-DD`.' }),
          count: Count('Detections observed that day.'),
        }),
        { description: 'Days in order.' },
      ),
      feedback: Type.Object({
        useful: Count('Detections marked useful.'),
        not_useful: Count('Detections marked not useful.'),
        unrated: Count('Detections without feedback.'),
        useful_share: Nullable(
          Type.Number({
            minimum: 0,
            maximum: 1,
            description: 'useful / (useful + not_useful); null when none is rated.',
          }),
        ),
      }),
      latest: Type.Array(
        Type.Object({
          id: Type.String(),
          assets: Type.Array(
            Type.Object({
              id: Type.String(),
              name: Nullable(Type.String()),
              mmsi: Nullable(Type.String()),
              icao24: Nullable(Type.String()),
            }),
            {
              description:
                'The vessels or aircraft the detection concerns (from its track evidence); empty for one from imagery or an external detector that names none.',
            },
          ),
          type: Type.String(),
          confidence: Confidence('Detection confidence, 0–1.'),
          observed_at: Timestamp('When the detection was observed.'),
          geometry: Nullable(ReportGeometry),
          at_site: Type.Boolean({
            description:
              'False for a detection whose geometry lies more than 10 km outside the site (stored before such detections were refused): listed, but not drawn on the map, which it would pull away from the site.',
          }),
          useful: Nullable(Type.Boolean({ description: 'The feedback; null when unrated.' })),
          chips: Type.Array(
            Type.Object({
              name: Type.String({ description: 'e.g. `before`, `after`.' }),
              url: Type.String({
                description: 'Where the image is served: `/v1/detections/:id/chips/:name`.',
              }),
            }),
            {
              description:
                'Images kept as the detection’s evidence (imagery detections); the PDF shows them.',
            },
          ),
        }),
        { maxItems: 500, description: 'The latest detections, newest first.' },
      ),
    }),
  },
  { $id: 'SiteReportContent', description: 'A report on a site and its detections.' },
);
export type SiteReportContent = Static<typeof SiteReportContent>;

export const AssetReportContent = Type.Object(
  {
    kind: Type.Literal('asset'),
    ...header,
    asset: Type.Object({
      id: Type.String({ description: 'The asset id.' }),
      kind: StringEnum(ASSET_KINDS),
      name: Nullable(Type.String()),
      identifiers: Type.Object({
        mmsi: Type.Optional(Type.String()),
        imo: Type.Optional(Type.String()),
        call_sign: Type.Optional(Type.String()),
        icao24: Type.Optional(Type.String()),
        registration: Type.Optional(Type.String()),
        flight: Type.Optional(Type.String()),
      }),
    }),
    track: Type.Object({
      points: Count('Positions in the period, before thinning.'),
      first_at: Nullable(Timestamp('The first position in the period.')),
      last_at: Nullable(Timestamp('The last position in the period.')),
      distance_km: Type.Number({ minimum: 0, description: 'Distance along the track, km.' }),
      max_speed_kn: Nullable(Type.Number({ description: 'Highest reported speed, knots.' })),
      mean_speed_kn: Nullable(Type.Number({ description: 'Mean reported speed, knots.' })),
      line: Type.Array(LonLat('A position.'), {
        maxItems: 2000,
        description: 'The track, oldest first, thinned to at most 2,000 positions.',
      }),
    }),
    last_position: Nullable(
      Type.Object(
        {
          at: Timestamp('When it was reported.'),
          lon: Type.Number(),
          lat: Type.Number(),
        },
        {
          description:
            'The asset’s last known position, whenever it was: the map shows it when the track has no position in the period. Null if it never reported one.',
        },
      ),
    ),
    sites: Type.Array(
      Type.Object({
        site_id: Type.String(),
        name: Nullable(Type.String()),
        boundary: ReportGeometry,
        entries: Count('Times the asset entered the site.'),
        time_inside_s: Type.Number({ minimum: 0, description: 'Time spent inside, seconds.' }),
      }),
      {
        description:
          'The workspace’s active sites the asset visited in the period (a stopped site is left out).',
      },
    ),
  },
  { $id: 'AssetReportContent', description: 'A report on a vessel or aircraft and its track.' },
);
export type AssetReportContent = Static<typeof AssetReportContent>;

export const CaseReportContent = Type.Object(
  {
    kind: Type.Literal('case'),
    ...header,
    case: Type.Object({
      id: Type.String({ description: 'The case id.' }),
      title: Type.String(),
      description: Nullable(Type.String()),
      status: Type.String(),
      created_at: Timestamp('When the case was opened.'),
    }),
    items: Type.Array(
      Type.Object({
        id: Type.String({ description: 'The case item id.' }),
        kind: StringEnum(['site', 'detection', 'asset', 'note'] as const),
        ref_id: Nullable(Type.String({ description: 'The site, detection or asset; null for a note.' })),
        note: Nullable(Type.String()),
        added_at: Timestamp('When the item was added to the case.'),
        label: Type.String({ description: 'A one-line name for the item.' }),
        details: Type.Array(Type.Object({ label: Type.String(), value: Type.String() }), {
          description: 'Facts about the item, in display order.',
        }),
        geometry: Nullable(ReportGeometry),
      }),
    ),
  },
  { $id: 'CaseReportContent', description: 'A report on a case and what it holds.' },
);
export type CaseReportContent = Static<typeof CaseReportContent>;

export const ReportContent = Type.Union([SiteReportContent, AssetReportContent, CaseReportContent], {
  $id: 'ReportContent',
  description: 'The structured report, by `kind` of subject.',
});
export type ReportContent = Static<typeof ReportContent>;
