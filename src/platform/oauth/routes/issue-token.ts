/**
 * `POST /v1/oauth/token`: the client credentials grant over mutual TLS (RFC 6749 §4.4, RFC 8705).
 * It speaks OAuth's protocol rather than this API's conventions: a form body whose unknown
 * parameters are ignored (RFC 6749 §3.2), and errors as `{error, error_description}` (§5.2), in a
 * context of its own so that the rest of the API keeps its JSON bodies and problem documents.
 */
import type { FastifyError } from 'fastify';
import { ProblemSchema } from '../../../http/problem-schema.ts';
import type { Route } from '../../../http/route.ts';
import { validationErrors } from '../../../http/validation.ts';
import { parseRateLimit } from '../../../lib/rate-limit-spec.ts';
import { ref } from '../../../lib/schemas.ts';
import { OAuthError } from '../oauth-errors.ts';
import { tlsConnectionOf } from '../tls-connection.ts';
import type { OAuthRouteDeps } from './oauth-route.ts';
import { OAuthErrorSchema, OAuthTokenRequestSchema, OAuthTokenSchema } from './token-schemas.ts';

const FORM = 'application/x-www-form-urlencoded';

export const issueToken: Route<OAuthRouteDeps> = {
  method: 'POST',
  url: '/v1/oauth/token',
  scope: null,
  operationId: 'issueOAuthToken',
  schema: { body: OAuthTokenRequestSchema },
  register(app, services, errorResponses) {
    const { oauth } = services;
    const oauthError = (description: string) => ({
      description,
      content: { 'application/json': { schema: ref(OAuthErrorSchema) } },
    });
    app.register(async (scoped) => {
      scoped.removeAllContentTypeParsers();
      scoped.addContentTypeParser(FORM, { parseAs: 'string' }, (_request, body, done) => {
        try {
          done(null, parseForm(String(body)));
        } catch (error) {
          done(error instanceof Error ? error : new Error(String(error)), undefined);
        }
      });
      scoped.setErrorHandler((error, request, reply) => {
        const oauthFailure = asOAuthError(error, request.headers['content-type']);
        // Anything OAuth has no word for (a body too large, a rate limit, our own failure) goes to
        // the server's handler and becomes a problem document.
        if (!oauthFailure) throw error;
        return reply
          .code(oauthFailure.status)
          .header('cache-control', 'no-store')
          .type('application/json')
          .send({ error: oauthFailure.error, error_description: oauthFailure.description });
      });
      scoped.route({
        method: 'POST',
        url: '/v1/oauth/token',
        config: { scope: null },
        schema: {
          body: ref(OAuthTokenRequestSchema),
          consumes: [FORM],
          operationId: 'issueOAuthToken',
          summary: 'Get an access token (client credentials with mutual TLS)',
          description:
            'RFC 6749 §4.4 client credentials grant with RFC 8705 mutual-TLS client authentication: over HTTPS, present the client certificate registered for `client_id`, and get a short-lived access token bound to that certificate. Errors here follow RFC 6749 §5.2 (`{error, error_description}`), as OAuth client libraries expect; a rate limit (the client’s) or a server failure is a problem document.',
          tags: ['OAuth'],
          security: [{ mutualTLS: [] }],
          'x-required-scope': null,
          response: {
            200: ref(OAuthTokenSchema),
            400: oauthError(
              'The request is not valid (`invalid_request`), the grant type is not `client_credentials` (`unsupported_grant_type`), or a scope is unknown or beyond the client’s (`invalid_scope`).',
            ),
            401: oauthError(
              'The connection’s client certificate does not authenticate this `client_id` (`invalid_client`).',
            ),
            413: errorResponses[413],
            429: {
              description: 'The client’s rate limit is used up (`rate_limited`); see `Retry-After`.',
              content: { 'application/problem+json': { schema: ref(ProblemSchema) } },
            },
            500: errorResponses[500],
          },
        },
        handler: async (request, reply) => {
          const body = request.body as { grant_type: string; client_id: string; scope?: string };
          if (body.grant_type !== 'client_credentials') {
            throw new OAuthError(
              'unsupported_grant_type',
              `grant_type '${body.grant_type}' is not supported here; use client_credentials.`,
            );
          }
          const { client, certificate } = await oauth.tokens.authenticateClient(
            body.client_id,
            tlsConnectionOf(request),
          );
          // Token requests count against the client's rate limit, like its API calls.
          request.principal = {
            workspaceId: client.workspaceId,
            keyId: client.id,
            scopes: client.scopes,
            rateLimit: client.rateLimit ? parseRateLimit(client.rateLimit) : undefined,
          };
          await request.server.enforceRateLimit(request, reply);
          const issued = await oauth.tokens.issue(client, certificate, body.scope);
          reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
          return {
            access_token: issued.accessToken,
            token_type: 'Bearer',
            expires_in: issued.expiresInS,
            scope: issued.scopes.join(' '),
          };
        },
      });
    });
  },
};

/** An application/x-www-form-urlencoded body; RFC 6749 §3.2 forbids a parameter twice. */
function parseForm(text: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    if (Object.hasOwn(params, name)) {
      throw new OAuthError('invalid_request', `The parameter '${name}' is given more than once.`);
    }
    params[name] = value;
  }
  return params;
}

/** The OAuth error for a failure of this endpoint, if OAuth has one for it. */
function asOAuthError(error: unknown, contentType: string | undefined): OAuthError | undefined {
  if (error instanceof OAuthError) return error;
  const fastifyError = error as Partial<FastifyError>;
  if (fastifyError.validation) {
    const problems = validationErrors(fastifyError.validation, fastifyError.validationContext)
      .map((e) => `${e.pointer.replace(/^\//, '') || 'the body'} ${e.detail}`)
      .join('; ');
    return new OAuthError('invalid_request', `The token request is not valid: ${problems}.`);
  }
  if (
    fastifyError.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ||
    fastifyError.code === 'FST_ERR_CTP_INVALID_TYPE'
  ) {
    return new OAuthError(
      'invalid_request',
      `Send the parameters as ${FORM} (RFC 6749 §4.4.2), not as '${contentType ?? 'no content type'}'.`,
    );
  }
  return undefined;
}
