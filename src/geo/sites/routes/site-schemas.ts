/** The site as the API shows it, and the pieces the site routes share. */
import { Type } from 'typebox';
import { toRfc3339 } from '../../../lib/clock.ts';
import { IdParam, Nullable, ref, StringEnum, Timestamp } from '../../../lib/schemas.ts';
import { AreaSchema, LonLat } from '../../geometry/index.ts';
import { detectionTypesOf } from '../detection-types.ts';
import { imageryOf } from '../site-imagery.ts';
import type { Site } from '../sites-service.ts';

const STAC_URL_DESCRIPTION =
  'The root of a STAC API with item search (default: the operator’s `VIGIL_IMAGERY_STAC_URL`, Earth Search v1). Fetched under the webhook address policy: a private or loopback address is refused unless the operator allows its network.';

/** `imagery` in a request: omitted fields take the service's defaults (or, on PATCH, stay as they were). */
export const SiteImageryInputSchema = Type.Object(
  {
    enabled: Type.Boolean({ description: 'Whether Vigil scans imagery of the site itself.' }),
    stac_url: Type.Optional(
      Type.String({ minLength: 1, maxLength: 2048, description: STAC_URL_DESCRIPTION }),
    ),
    collection: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 200,
        pattern: '^[A-Za-z0-9][A-Za-z0-9._:-]*$',
        description:
          'The Sentinel-2 L2A collection (default `VIGIL_IMAGERY_COLLECTION`, `sentinel-2-c1-l2a`).',
      }),
    ),
  },
  {
    additionalProperties: false,
    description:
      'Change detection from Sentinel-2 imagery at the site (docs/monitoring.md, "Imagery"): turning it on starts a look-back scan, then the site is scanned periodically and on demand (`POST /v1/sites/:id/scans`).',
  },
);

export const SiteIdParams = Type.Object({ id: IdParam('site', 'The site id (`site_…`).') });

export const SiteSchema = Type.Object(
  {
    id: Type.String({ description: 'The site id (`site_…`).' }),
    name: Nullable(Type.String()),
    boundary: ref(AreaSchema),
    center: LonLat('A point inside or at the middle of the site:'),
    area_km2: Type.Number({ description: 'Geodesic area, square kilometres.' }),
    radius_m: Nullable(
      Type.Number({ description: 'For a site made from coordinates: the circle’s radius, metres.' }),
    ),
    detection_types: Nullable(
      Type.Array(Type.String(), { description: 'The detection types the site takes; null for any.' }),
    ),
    metadata: Nullable(
      Type.Record(Type.String(), Type.Unknown(), { description: 'Your own keys and values.' }),
    ),
    status: StringEnum(['active', 'stopped'] as const, {
      description: '`stopped` after `DELETE`: readable, with its detections, but takes no new ones.',
    }),
    state: Type.Object(
      {
        detections_total: Type.Integer({ minimum: 0 }),
        last_detection_at: Nullable(Timestamp('When the newest detection was observed.')),
        assets_inside: Type.Integer({
          minimum: 0,
          description: 'Vessels and aircraft whose last position, at most an hour old, lies inside.',
        }),
        feedback: Type.Object({
          useful: Type.Integer({ minimum: 0 }),
          not_useful: Type.Integer({ minimum: 0 }),
        }),
        useful_share: Nullable(
          Type.Number({
            minimum: 0,
            maximum: 1,
            description: 'Of the detections given feedback, the share marked useful; null before any.',
          }),
        ),
      },
      { description: 'What the site holds now.' },
    ),
    created_at: Timestamp('When the site was created.'),
    stopped_at: Nullable(Timestamp('When monitoring stopped.')),
    imagery: Nullable(
      Type.Object(
        {
          enabled: Type.Boolean(),
          stac_url: Type.String({ description: 'The STAC API the site’s scenes are searched in.' }),
          collection: Type.String({ description: 'The collection searched.' }),
        },
        { description: 'Imagery settings, defaults filled in; null when imagery was never turned on.' },
      ),
    ),
  },
  { $id: 'Site', description: 'An area the workspace monitors.' },
);

export function serializeSite(site: Site) {
  const { row } = site;
  const rated = row.useful_count + row.not_useful_count;
  return {
    id: row.id,
    name: row.name,
    boundary: site.boundary,
    center: [row.center_lon, row.center_lat],
    area_km2: row.area_km2,
    radius_m: row.radius_m,
    detection_types: detectionTypesOf(row),
    metadata: row.metadata ? (JSON.parse(row.metadata) as Record<string, unknown>) : null,
    status: row.status,
    state: {
      detections_total: row.detections_total,
      last_detection_at: row.last_detection_at === null ? null : toRfc3339(row.last_detection_at),
      assets_inside: site.assetsInside,
      feedback: { useful: row.useful_count, not_useful: row.not_useful_count },
      useful_share: rated === 0 ? null : row.useful_count / rated,
    },
    created_at: toRfc3339(row.created_at),
    stopped_at: row.stopped_at === null ? null : toRfc3339(row.stopped_at),
    imagery: imageryOf(row),
  };
}
