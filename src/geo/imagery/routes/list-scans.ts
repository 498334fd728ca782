import { Type } from 'typebox';
import { Page, PageQuery, readCursor, toPage } from '../../../http/pagination.ts';
import { principalOf } from '../../../http/principal.ts';
import { ref } from '../../../lib/schemas.ts';
import { imageryRoute } from './imagery-route.ts';
import { ScanSchema, SiteIdParams, serializeScan } from './scan-schemas.ts';

export const listScans = imageryRoute({
  method: 'GET',
  url: '/v1/sites/:id/scans',
  scope: 'sites:read',
  operationId: 'listSiteScans',
  summary: 'List a site’s imagery scans',
  description:
    'The site’s scans, newest first, each with its scenes and their outcomes: detections, no change, no usable observation (cloud), kept as baseline, rejected, or an error (retried before it is final).',
  tag: 'Sites',
  schema: {
    params: SiteIdParams,
    querystring: Type.Object({ ...PageQuery }, { additionalProperties: false }),
    response: { 200: Page(ref(ScanSchema), 'A page of scans.') },
  },
  handler: async (request, _reply, { imagery }) => {
    const { limit, cursor } = request.query;
    const filters = { site: request.params.id };
    const before = readCursor(cursor, filters);
    const views = await imagery.listScans(principalOf(request).workspaceId, request.params.id, {
      limit: limit + 1,
      before,
    });
    return toPage(views, limit, filters, (view) => view.scan.id, serializeScan);
  },
});
