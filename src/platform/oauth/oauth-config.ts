/** The OAuth settings the configuration reads: how long an access token may live. */

/** How long an access token lives unless `VIGIL_OAUTH_TOKEN_TTL_S` says otherwise: one hour. */
export const DEFAULT_TOKEN_TTL_S = 3_600;
export const MIN_TOKEN_TTL_S = 60;
export const MAX_TOKEN_TTL_S = 86_400;
