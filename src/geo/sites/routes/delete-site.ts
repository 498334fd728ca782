import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { SiteIdParams } from './site-schemas.ts';
import { sitesRoute } from './sites-route.ts';

export const deleteSite = sitesRoute({
  method: 'DELETE',
  url: '/v1/sites/:id',
  scope: 'sites:write',
  operationId: 'deleteSite',
  summary: 'Stop monitoring a site',
  description:
    'Stops the site: it stays readable with `status: "stopped"`, its detections stay queryable, and it takes no new detections and raises no events. Nothing is deleted.',
  tag: 'Sites',
  schema: { params: SiteIdParams, response: { 204: Type.Null({ description: 'Stopped.' }) } },
  handler: async (request, reply, { sites }) => {
    await sites.stop(principalOf(request).workspaceId, request.params.id);
    return reply.code(204).send(null);
  },
});
