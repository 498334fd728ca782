/**
 * OAuth 2.0 client credentials over mutual TLS: registered clients, access tokens bound to their
 * certificates, the token endpoint.
 */
export { ACCESS_TOKEN_PREFIX } from './access-token.ts';
export { thumbprintOf } from './certificate-thumbprint.ts';
export { createOAuthClientsService, type OAuthClientsService } from './oauth-clients-service.ts';
export { createOAuthTokensService, type OAuthTokensService } from './oauth-tokens-service.ts';
export { createOAuthClient } from './routes/create-oauth-client.ts';
export { deleteOAuthClient } from './routes/delete-oauth-client.ts';
export { getOAuthClient } from './routes/get-oauth-client.ts';
export { issueToken } from './routes/issue-token.ts';
export { listOAuthClients } from './routes/list-oauth-clients.ts';
export { OAuthClientSchema, serializeClient } from './routes/oauth-client-schemas.ts';
export { OAuthErrorSchema, OAuthTokenRequestSchema, OAuthTokenSchema } from './routes/token-schemas.ts';
export { peerThumbprintOf } from './tls-connection.ts';
