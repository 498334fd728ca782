import { Type } from 'typebox';
import { principalOf } from '../../../http/auth.ts';
import { defineRoute } from '../../../http/route.ts';
import { SiteIdParams } from './site-schemas.ts';

export const deleteSite = defineRoute({
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
