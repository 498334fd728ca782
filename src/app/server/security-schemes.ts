/**
 * The OpenAPI security schemes of OAuth beside the API key: the client credentials flow with its
 * scopes, and mutual TLS, which both the token endpoint and every use of a token need (RFC 8705).
 */
import { SCOPE_FAMILIES } from '../../http/scopes.ts';

export function oauthSecuritySchemes() {
  const scopes: Record<string, string> = { '*': 'Every operation.' };
  for (const family of SCOPE_FAMILIES) {
    scopes[`${family}:read`] = `Read ${family}.`;
    scopes[`${family}:write`] = `Change ${family} (implies ${family}:read).`;
  }
  return {
    oauth2: {
      type: 'oauth2' as const,
      description:
        'An OAuth access token `vat_…` from the client credentials grant, sent as `Authorization: Bearer <token>` over a TLS connection that presents the client certificate it was issued to (RFC 8705).',
      flows: { clientCredentials: { tokenUrl: '/v1/oauth/token', scopes } },
    },
    // OpenAPI 3.1 has the `mutualTLS` type; the typings @fastify/swagger uses stop at 3.0's types.
    mutualTLS: {
      type: 'mutualTLS',
      description:
        'The client certificate of the TLS connection: registered for the OAuth client by subject DN (issued by the client CA) or by SHA-256 thumbprint.',
    } as unknown as { type: 'http'; scheme: string },
  };
}
