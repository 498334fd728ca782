import { principalOf } from '../../../http/principal.ts';
import { ref } from '../../../lib/schemas.ts';

import { importStatusOf, WatchImportIdParams, WatchImportSchema } from './watch-schemas.ts';
import { watchesRoute } from './watches-route.ts';

export const getWatchImport = watchesRoute({
  method: 'GET',
  url: '/v1/watches/imports/:id',
  scope: 'screening:read',
  operationId: 'getWatchImport',
  summary: 'Get a bulk watch import',
  description:
    'Its progress (`queued`, `running`, `done`) and, once done, its counts and every line that did not make a new watch, with why.',
  tag: 'Screening',
  schema: { params: WatchImportIdParams, response: { 200: ref(WatchImportSchema) } },
  handler: async (request, _reply, { watches }) =>
    importStatusOf(await watches.findImport(principalOf(request).workspaceId, request.params.id)),
});
