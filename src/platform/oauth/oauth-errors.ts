/**
 * The errors of the token endpoint, which speaks OAuth's own protocol: RFC 6749 §5.2 error codes,
 * sent as `{error, error_description}` rather than as problem documents, because the OAuth client
 * libraries that call it read exactly that. Errors outside OAuth's vocabulary (a body too large,
 * a rate limit, a failure of ours) stay problem documents.
 */
export const OAUTH_ERROR_CODES = [
  'invalid_request',
  'invalid_client',
  'invalid_grant',
  'unauthorized_client',
  'unsupported_grant_type',
  'invalid_scope',
] as const;

export type OAuthErrorCode = (typeof OAUTH_ERROR_CODES)[number];

export class OAuthError extends Error {
  readonly error: OAuthErrorCode;
  readonly description: string;

  constructor(error: OAuthErrorCode, description: string) {
    super(description);
    this.name = 'OAuthError';
    this.error = error;
    this.description = description;
  }

  /** RFC 6749 §5.2: 400, except a client that failed to authenticate, 401. */
  get status(): 400 | 401 {
    return this.error === 'invalid_client' ? 401 : 400;
  }
}
