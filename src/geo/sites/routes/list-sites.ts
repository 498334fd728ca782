import { Type } from 'typebox';
import { Page, PageQuery, readCursor, toPage } from '../../../http/pagination.ts';
import { principalOf } from '../../../http/principal.ts';
import { ref, StringEnum } from '../../../lib/schemas.ts';
import { SiteSchema, serializeSite } from './site-schemas.ts';
import { sitesRoute } from './sites-route.ts';

export const listSites = sitesRoute({
  method: 'GET',
  url: '/v1/sites',
  scope: 'sites:read',
  operationId: 'listSites',
  summary: 'List sites',
  description: 'The workspace’s sites, newest first.',
  tag: 'Sites',
  schema: {
    querystring: Type.Object(
      {
        ...PageQuery,
        status: StringEnum(['active', 'stopped', 'all'] as const, {
          default: 'active',
          description: 'Which sites to list.',
        }),
      },
      { additionalProperties: false },
    ),
    response: { 200: Page(ref(SiteSchema), 'A page of sites.') },
  },
  handler: async (request, _reply, { sites }) => {
    const { limit, cursor, status } = request.query;
    const filters = { status };
    const before = readCursor(cursor, filters);
    const page = await sites.list(principalOf(request).workspaceId, { status, limit: limit + 1, before });
    return toPage(page, limit, filters, (site) => site.row.id, serializeSite);
  },
});
