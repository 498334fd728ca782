/** The token endpoint's form body, its token response and its RFC 6749 §5.2 errors. */
import { Type } from 'typebox';
import { StringEnum } from '../../../lib/schemas.ts';
import { OAUTH_ERROR_CODES } from '../oauth-errors.ts';

export const OAuthTokenRequestSchema = Type.Object(
  {
    grant_type: Type.String({ description: 'Must be `client_credentials` (RFC 6749 §4.4.2).' }),
    client_id: Type.String({
      minLength: 1,
      description: 'The client’s id (`oac_…`); required with mutual-TLS client authentication (RFC 8705 §2).',
    }),
    scope: Type.Optional(
      Type.String({
        description:
          'The scopes wanted, separated by spaces: a subset of the client’s (write implies read). Omitted: all of the client’s scopes.',
      }),
    ),
  },
  {
    $id: 'OAuthTokenRequest',
    // RFC 6749 §3.2: a token endpoint ignores parameters it does not know.
    additionalProperties: true,
    description:
      'A client credentials token request, sent as application/x-www-form-urlencoded over a TLS connection that presents the client’s certificate. Each parameter at most once.',
  },
);

export const OAuthTokenSchema = Type.Object(
  {
    access_token: Type.String({
      description:
        'The access token (`vat_…`): send it as `Authorization: Bearer <token>` over a TLS connection that presents the same client certificate.',
    }),
    token_type: StringEnum(['Bearer'] as const),
    expires_in: Type.Integer({ description: 'Seconds until the token expires.' }),
    scope: Type.String({ description: 'The scopes the token carries, separated by spaces.' }),
  },
  {
    $id: 'OAuthToken',
    description:
      'An access token bound to the client certificate it was issued over (RFC 8705 §3: its `x5t#S256` thumbprint is kept with the token and checked on every request).',
  },
);

export const OAuthErrorSchema = Type.Object(
  {
    error: StringEnum(OAUTH_ERROR_CODES, { description: 'The RFC 6749 §5.2 error code.' }),
    error_description: Type.String({ description: 'What went wrong and what to fix.' }),
  },
  { $id: 'OAuthError', description: 'An error of the token endpoint, as RFC 6749 §5.2 defines it.' },
);
