import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { routeFactory } from '../../../http/route.ts';
import { ANY_KEY } from '../../../http/scopes.ts';
import { ID_PREFIXES } from '../../../lib/ids.ts';
import { formatRateLimit } from '../../../lib/rate-limit-spec.ts';
import { ref, StringEnum } from '../../../lib/schemas.ts';
import { RateLimitSchema, ScopeSchema } from './key-schemas.ts';

/** The workspace names this route reads (the workspaces service, wired by the route table). */
interface WorkspaceNames {
  get(id: string): Promise<{ id: string; name: string } | undefined>;
}

const ownKeyRoute = routeFactory<{ workspaces: WorkspaceNames }>();

export const OwnKeySchema = Type.Object(
  {
    id: Type.String({
      description: 'The key (`key_…`), or the OAuth client (`oac_…`) the token was issued to.',
    }),
    type: StringEnum(['api_key', 'oauth_client'] as const, {
      description: 'Whether the caller is an API key or an OAuth client’s access token.',
    }),
    workspace: Type.Object(
      { id: Type.String({ description: 'The workspace (`ws_…`).' }), name: Type.String() },
      { description: 'The workspace everything the caller does belongs to.' },
    ),
    scopes: Type.Array(ScopeSchema, {
      description: 'What the caller may do (for an access token, the scopes it was issued with).',
    }),
    rate_limit: Type.Union([RateLimitSchema, Type.Null()], {
      description: 'The caller’s own rate limit; null: the service’s default (`VIGIL_RATE_LIMIT`).',
    }),
  },
  { $id: 'OwnKey', description: 'The calling key: who it is, where, and what it may do.' },
);

export const getOwnKey = ownKeyRoute({
  method: 'GET',
  url: '/v1/keys/self',
  scope: ANY_KEY,
  operationId: 'getOwnKey',
  summary: 'Get the calling key',
  description:
    'The calling API key (or OAuth client) with its workspace and scopes, so that a client can learn what it may do instead of trying. Any key may ask, whatever its scopes; the secret is never shown.',
  tag: 'Keys',
  schema: { response: { 200: ref(OwnKeySchema) } },
  handler: async (request, _reply, { workspaces }) => {
    const principal = principalOf(request);
    const workspace = await workspaces.get(principal.workspaceId);
    // A key is deleted with its workspace, never before: an accepted key has one.
    if (!workspace) throw new Error(`workspace ${principal.workspaceId} of an accepted key is missing`);
    return {
      id: principal.keyId,
      type: principal.keyId.startsWith(`${ID_PREFIXES.oauthClient}_`)
        ? ('oauth_client' as const)
        : ('api_key' as const),
      workspace: { id: workspace.id, name: workspace.name },
      scopes: principal.scopes,
      rate_limit: principal.rateLimit ? formatRateLimit(principal.rateLimit) : null,
    };
  },
});
