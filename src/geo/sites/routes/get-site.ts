import { principalOf } from '../../../http/principal.ts';
import { ref } from '../../../lib/schemas.ts';
import { SiteIdParams, SiteSchema, serializeSite } from './site-schemas.ts';
import { sitesRoute } from './sites-route.ts';

export const getSite = sitesRoute({
  method: 'GET',
  url: '/v1/sites/:id',
  scope: 'sites:read',
  operationId: 'getSite',
  summary: 'Get a site',
  description:
    'The site with its `status` and `state`: detections so far, the newest, assets inside now, feedback.',
  tag: 'Sites',
  schema: { params: SiteIdParams, response: { 200: ref(SiteSchema) } },
  handler: async (request, _reply, { sites }) =>
    serializeSite(await sites.get(principalOf(request).workspaceId, request.params.id)),
});
