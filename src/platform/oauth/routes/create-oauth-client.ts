import { Type } from 'typebox';
import { principalOf } from '../../../http/principal.ts';
import { ref } from '../../../lib/schemas.ts';
import { RateLimitSchema, ScopeSchema } from '../../keys/index.ts';
import {
  OAuthClientSchema,
  SubjectDnSchema,
  serializeClient,
  ThumbprintSchema,
} from './oauth-client-schemas.ts';
import { oauthRoute } from './oauth-route.ts';

export const createOAuthClient = oauthRoute({
  method: 'POST',
  url: '/v1/oauth/clients',
  scope: 'keys:write',
  operationId: 'createOAuthClient',
  summary: 'Register an OAuth client',
  description:
    'Registers a client of the client credentials grant with mutual TLS. Give exactly one of `tls_client_auth_subject_dn` and `certificate_thumbprint`. A client can only be given scopes that the calling key holds. The client then gets access tokens at `POST /v1/oauth/token`.',
  tag: 'OAuth',
  schema: {
    body: Type.Object(
      {
        name: Type.String({ minLength: 1, maxLength: 200, description: 'What the client is.' }),
        scopes: Type.Array(ScopeSchema, { minItems: 1, maxItems: 64, uniqueItems: true }),
        tls_client_auth_subject_dn: Type.Optional(SubjectDnSchema),
        certificate_thumbprint: Type.Optional(ThumbprintSchema),
        rate_limit: Type.Optional(RateLimitSchema),
      },
      { additionalProperties: false },
    ),
    response: { 201: ref(OAuthClientSchema) },
  },
  handler: async (request, reply, { oauth }) => {
    const principal = principalOf(request);
    const { name, scopes, tls_client_auth_subject_dn, certificate_thumbprint, rate_limit } = request.body;
    const client = await oauth.clients.create(
      principal.workspaceId,
      {
        name,
        scopes,
        subjectDn: tls_client_auth_subject_dn,
        thumbprint: certificate_thumbprint,
        rateLimit: rate_limit,
      },
      principal.scopes,
    );
    reply.code(201).header('location', `/v1/oauth/clients/${client.id}`);
    return serializeClient(client);
  },
});
