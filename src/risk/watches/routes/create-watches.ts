import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { ref } from '../../../lib/schemas.ts';
import { MAX_LINES } from '../watch-lines.ts';

import {
  importStatusOf,
  serializeWatch,
  WatchImportSchema,
  WatchInput,
  WatchSchema,
} from './watch-schemas.ts';
import { watchesRoute } from './watches-route.ts';

/** A bulk add of 100,000 CSV lines is about 6 MiB. */
const WATCHES_BODY_LIMIT_BYTES = 16 * 1024 * 1024;

export const createWatches = watchesRoute({
  method: 'POST',
  url: '/v1/watches',
  scope: 'screening:write',
  operationId: 'createWatches',
  summary: 'Watch addresses',
  description: `One watch (\`{chain, address, reference?}\`): the address is screened now and answered 201 with its outcome, or 200 with the watch it has. Many: a JSON array of them, or a \`text/csv\` body with a header naming \`chain\`, \`address\` (and \`reference\`), up to ${MAX_LINES.toLocaleString('en')} lines: answered 202 with an import (\`GET /v1/watches/imports/{id}\`) that watches and screens each new address and reports every other line (watched already, named twice, or not a watch and why). A watched address is screened again whenever a list import, a label, or a transfer within its screening’s hops changes what it could answer; a changed outcome is a new screening and a \`screening.changed\` event.`,
  tag: 'Screening',
  bodyType: 'csv',
  bodyLimit: WATCHES_BODY_LIMIT_BYTES,
  schema: {
    body: Type.Union([
      ref(WatchInput),
      Type.Array(Type.Unknown(), {
        minItems: 1,
        maxItems: MAX_LINES,
        description:
          'Watches to add, each `{chain, address, reference?}`: each is checked on its own and reported.',
      }),
      Type.String({ description: 'CSV (`text/csv`) with a header naming chain, address and reference.' }),
    ]),
    response: {
      200: { ...ref(WatchSchema), description: 'The address was watched before: this is its watch.' },
      201: ref(WatchSchema),
      202: ref(WatchImportSchema),
    },
  },
  handler: async (request, reply, { watches }) => {
    const principal = principalOf(request);
    const { body } = request;
    if (typeof body === 'string' || Array.isArray(body)) {
      const started = await watches.startImport(principal.workspaceId, principal.keyId, body);
      reply.code(202).header('location', `/v1/watches/imports/${started.id}`);
      return importStatusOf(started);
    }
    const { row, created } = await watches.create(principal.workspaceId, principal.keyId, body);
    reply.code(created ? 201 : 200).header('location', `/v1/watches/${row.id}`);
    return serializeWatch(row);
  },
});
