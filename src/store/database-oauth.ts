/**
 * The OAuth tables (issue 8), as the `Database` interface of `database.ts` names them: the clients a
 * workspace registered, and the access tokens issued to them.
 */

/** An OAuth client (RFC 6749 §2) that authenticates with its TLS certificate (RFC 8705 §2). */
export interface OAuthClientsTable {
  /** The OAuth `client_id` (`oac_…`). */
  id: string;
  workspace_id: string;
  name: string;
  /** JSON array of the scopes its tokens may carry. */
  scopes: string;
  /** `tls_client_auth`: the certificate's subject DN in canonical RFC 4514 form; else null. */
  subject_dn: string | null;
  /** `self_signed_tls_client_auth`: the certificate's SHA-256 thumbprint, base64url (`x5t#S256`); else null. */
  thumbprint: string | null;
  /** `N/SECONDS` for every token of the client together, or null for the service default. */
  rate_limit: string | null;
  created_at: number;
}

/** An issued access token; the token itself is never stored, only its SHA-256. */
export interface OAuthTokensTable {
  /** SHA-256 of the whole token, hex. */
  token_hash: string;
  client_id: string;
  workspace_id: string;
  /** JSON array of the scopes granted: a subset of the client's. */
  scopes: string;
  /** The `x5t#S256` of the certificate the token is bound to (RFC 8705 §3): base64url SHA-256 of its DER. */
  thumbprint: string;
  created_at: number;
  expires_at: number;
}
