import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { Nullable, ref } from '../../../lib/schemas.ts';
import { SiteIdParams, SiteImageryInputSchema, SiteSchema, serializeSite } from './site-schemas.ts';
import { sitesRoute } from './sites-route.ts';

export const updateSite = sitesRoute({
  method: 'PATCH',
  url: '/v1/sites/:id',
  scope: 'sites:write',
  operationId: 'updateSite',
  summary: 'Change a site',
  description:
    'Sets the fields given: `name`, `metadata` (replaced whole), `detection_types` and `imagery`; `null` clears each (no name, no metadata, every detection type, imagery off). Turning imagery on, or pointing it at another catalog or collection, starts a look-back scan. The tracking engine records only the new detection types from the answer on. The shape is fixed: stop the site and create another to move it.',
  tag: 'Sites',
  schema: {
    params: SiteIdParams,
    body: Type.Object(
      {
        name: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 200 }))),
        detection_types: Type.Optional(
          Nullable(
            Type.Array(Type.String({ minLength: 1, maxLength: 80 }), {
              minItems: 1,
              maxItems: 50,
              description: 'Only these detection types are recorded at the site; null: any.',
            }),
          ),
        ),
        metadata: Type.Optional(
          Nullable(
            Type.Record(Type.String({ maxLength: 100 }), Type.Unknown(), {
              maxProperties: 50,
              description: 'Your own keys and values, replacing the earlier ones whole.',
            }),
          ),
        ),
        imagery: Type.Optional(Nullable(SiteImageryInputSchema)),
      },
      { additionalProperties: false, minProperties: 1 },
    ),
    response: { 200: ref(SiteSchema) },
  },
  handler: async (request, _reply, { sites }) =>
    serializeSite(await sites.update(principalOf(request).workspaceId, request.params.id, request.body)),
});
