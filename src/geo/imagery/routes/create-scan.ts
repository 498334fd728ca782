import { principalOf } from '../../../http/principal.ts';
import { ref } from '../../../lib/schemas.ts';
import { imageryRoute } from './imagery-route.ts';
import { ScanSchema, SiteIdParams, serializeScan } from './scan-schemas.ts';

export const createScan = imageryRoute({
  method: 'POST',
  url: '/v1/sites/:id/scans',
  scope: 'sites:write',
  operationId: 'createSiteScan',
  summary: 'Scan a site’s imagery now',
  description:
    'Searches the site’s STAC catalog from the end of its last scan (less ten days, for scenes published late) and scans each new scene, in the background: the answer is the queued scan; follow it at `GET /v1/sites/:id/scans`. A site whose imagery is off, or a stopped site, answers 409.',
  tag: 'Sites',
  schema: { params: SiteIdParams, response: { 202: ref(ScanSchema) } },
  handler: async (request, reply, { imagery }) => {
    const view = await imagery.requestScan(principalOf(request).workspaceId, request.params.id);
    reply.code(202).header('location', `/v1/sites/${request.params.id}/scans`);
    return serializeScan(view);
  },
});
