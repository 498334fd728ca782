import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { ref } from '../../../lib/schemas.ts';
import { DEFAULT_RADIUS_M, GeoJsonInput, MAX_RADIUS_M } from '../../geometry/index.ts';
import { SiteImageryInputSchema, SiteSchema, serializeSite } from './site-schemas.ts';
import { sitesRoute } from './sites-route.ts';

export const createSite = sitesRoute({
  method: 'POST',
  url: '/v1/sites',
  scope: 'sites:write',
  operationId: 'createSite',
  summary: 'Create a site',
  description:
    'Starts monitoring an area: give exactly one of `boundary` (a Polygon or MultiPolygon, or a Feature holding one) or `coordinates` with `radius_m` (a geodesic circle). Any winding is accepted; the boundary comes back right-hand, split at the antimeridian. A bad shape is a 400 whose `errors` point at the offending position.',
  tag: 'Sites',
  schema: {
    body: Type.Object(
      {
        name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
        boundary: Type.Optional(GeoJsonInput('The area to monitor.')),
        coordinates: Type.Optional(GeoJsonInput('The centre of a circular site, `[lon, lat]`.')),
        radius_m: Type.Optional(
          Type.Number({
            exclusiveMinimum: 0,
            maximum: MAX_RADIUS_M,
            description: `The circle’s radius in metres, with \`coordinates\` (default ${DEFAULT_RADIUS_M}).`,
          }),
        ),
        detection_types: Type.Optional(
          Type.Array(Type.String({ minLength: 1, maxLength: 80 }), {
            minItems: 1,
            maxItems: 50,
            description: 'Only these detection types are recorded at the site; omitted: any.',
          }),
        ),
        metadata: Type.Optional(
          Type.Record(Type.String({ maxLength: 100 }), Type.Unknown(), {
            maxProperties: 50,
            description: 'Your own keys and values, returned as given.',
          }),
        ),
        imagery: Type.Optional(SiteImageryInputSchema),
      },
      { additionalProperties: false },
    ),
    response: { 201: ref(SiteSchema) },
  },
  handler: async (request, reply, { sites }) => {
    const site = await sites.create(principalOf(request).workspaceId, request.body);
    reply.code(201).header('location', `/v1/sites/${site.row.id}`);
    return serializeSite(site);
  },
});
