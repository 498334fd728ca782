import { Type } from 'typebox';
import { Page, PageQuery, readCursor, toPage } from '../../../http/pagination.ts';
import { invalidField } from '../../../lib/errors.ts';
import { ref } from '../../../lib/schemas.ts';
import { SigningKeySchema, serializeSigningKey } from './signing-key-schemas.ts';
import { signingRoute } from './signing-route.ts';

/** Receivers fetch keys when a signature names one they lack; a minute keeps a rotation quick to see. */
const CACHE_MAX_AGE_S = 60;

export const listSigningKeys = signingRoute({
  method: 'GET',
  url: '/v1/signing-keys',
  scope: null,
  operationId: 'listSigningKeys',
  summary: 'List signing keys',
  description:
    'The public keys of the signatures Vigil makes with its hardware security module: the `v1a` signature of webhook deliveries and the detached signature of SAR drafts. Newest first; retired keys stay listed so that what they signed can still be verified. Empty when Vigil has never signed with an HSM. Needs no key.',
  tag: 'Operations',
  schema: {
    querystring: Type.Object(PageQuery, { additionalProperties: false }),
    response: { 200: Page(ref(SigningKeySchema), 'A page of signing keys.') },
  },
  handler: async (request, reply, { signingKeys }) => {
    const { limit, cursor } = request.query;
    const position = readCursor(cursor, {});
    const rows = await signingKeys.list({ limit: limit + 1, before: parsePosition(position) });
    reply.header('cache-control', `public, max-age=${CACHE_MAX_AGE_S}`);
    return toPage(rows, limit, {}, (row) => `${row.created_at}.${row.id}`, serializeSigningKey);
  },
});

function parsePosition(position: string | undefined): { createdAt: number; id: string } | undefined {
  if (position === undefined) return undefined;
  const match = /^(\d+)\.(sigk_[0-9a-z]+)$/.exec(position);
  if (!match?.[1] || !match[2]) throw invalidField('/query/cursor', 'is not a cursor of this list');
  return { createdAt: Number(match[1]), id: match[2] };
}
