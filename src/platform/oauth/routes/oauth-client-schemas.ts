/** The OAuth client as the clients API shows it. */
import { Type } from 'typebox';
import { toRfc3339 } from '../../../lib/clock.ts';
import { Nullable, StringEnum, Timestamp } from '../../../lib/schemas.ts';
import { RateLimitSchema, ScopeSchema } from '../../keys/index.ts';
import type { OAuthClient } from '../oauth-clients-service.ts';

export const SubjectDnSchema = Type.String({
  minLength: 1,
  maxLength: 1024,
  description:
    'RFC 8705 §2.1.2: the subject DN of the client certificate as an RFC 4514 string, least significant part first (`CN=billing,O=Acme,C=US`), as `openssl x509 -noout -subject -nameopt RFC2253` prints it. The certificate must also be issued by the client CA Vigil trusts (`VIGIL_TLS_CLIENT_CA`); renewing it under the same subject needs no change here.',
});

export const ThumbprintSchema = Type.String({
  minLength: 43,
  maxLength: 128,
  description:
    'The SHA-256 thumbprint of the client certificate, self-signed or not (RFC 8705 §2.2): base64url (`x5t#S256`) or hex as `openssl x509 -noout -fingerprint -sha256` prints it. Responses give it as base64url. A new certificate needs a new client.',
});

export const OAuthClientSchema = Type.Object(
  {
    id: Type.String({
      description: 'The OAuth `client_id` (`oac_…`): send it as `client_id` to the token endpoint.',
    }),
    name: Type.String(),
    scopes: Type.Array(ScopeSchema, { description: 'The scopes its access tokens may carry.' }),
    token_endpoint_auth_method: StringEnum(['tls_client_auth', 'self_signed_tls_client_auth'] as const, {
      description:
        'RFC 8705: `tls_client_auth` (certificate issued by the client CA, matched by subject DN) or `self_signed_tls_client_auth` (matched by thumbprint).',
    }),
    tls_client_auth_subject_dn: Nullable(SubjectDnSchema),
    certificate_thumbprint: Nullable(ThumbprintSchema),
    rate_limit: Nullable(RateLimitSchema),
    created_at: Timestamp('When the client was registered.'),
  },
  {
    $id: 'OAuthClient',
    description:
      'An OAuth 2.0 client that gets access tokens with the client credentials grant, authenticating with its TLS client certificate (RFC 8705).',
  },
);

export function serializeClient(client: OAuthClient) {
  return {
    id: client.id,
    name: client.name,
    scopes: client.scopes,
    token_endpoint_auth_method: client.authMethod,
    tls_client_auth_subject_dn: client.subjectDn,
    certificate_thumbprint: client.thumbprint,
    rate_limit: client.rateLimit,
    created_at: toRfc3339(client.createdAt),
  };
}
