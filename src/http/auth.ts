/**
 * Authentication, rate limiting and scope checks, in that order, before anything else runs for a
 * route that needs a key: an unauthenticated caller learns nothing about the body it sent, and every
 * authenticated request counts against its key's limit, refused ones included. A bearer credential
 * is an API key (`vk_…`) or an OAuth access token (`vat_…`); the prefix alone decides which, so a
 * key costs nothing more than it did before tokens existed.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { VigilError } from '../lib/errors.ts';
import { ID_PREFIXES } from '../lib/ids.ts';
import type { RateLimitSpec } from '../lib/rate-limit-spec.ts';
import type { KeysService, Principal } from '../platform/keys/keys-service.ts';
import { grants, type Scope } from '../platform/keys/scopes.ts';
import { ACCESS_TOKEN_PREFIX } from '../platform/oauth/access-token.ts';
import type { OAuthTokensService } from '../platform/oauth/oauth-tokens-service.ts';
import type { RateLimiter } from './rate-limit.ts';
import { peerThumbprintOf } from './tls-connection.ts';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyContextConfig {
    /** The scope the route needs; null or absent for routes without a key. */
    scope?: Scope | null;
  }
  interface FastifyInstance {
    /** Counts the request against its principal's limit; sets the RateLimit fields; 429 past it. */
    enforceRateLimit: RateLimitEnforcer;
  }
}

export type RateLimitEnforcer = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

const BEARER = /^Bearer +([^\s]+) *$/i;
const OAUTH_CLIENT_ID_PREFIX = `${ID_PREFIXES.oauthClient}_`;

export function createRateLimitEnforcer(deps: {
  limiter: RateLimiter;
  defaultLimit: RateLimitSpec;
}): RateLimitEnforcer {
  const { limiter, defaultLimit } = deps;
  return async function enforceRateLimit(request, reply) {
    const limit = request.principal?.rateLimit ?? defaultLimit;
    const state = await limiter(request, limit);
    reply.header('ratelimit-policy', `"default";q=${limit.quota};w=${limit.windowS}`);
    reply.header('ratelimit', `"default";r=${state.remaining};t=${state.resetS}`);
    if (state.exceeded) {
      reply.header('retry-after', String(state.resetS));
      const caller = request.principal?.keyId.startsWith(OAUTH_CLIENT_ID_PREFIX) ? 'OAuth client' : 'key';
      throw new VigilError(
        'rate_limited',
        `This ${caller} may make ${limit.quota} requests per ${limit.windowS} s; retry in ${state.resetS} s.`,
      );
    }
  };
}

export function createAuthHook(deps: {
  keys: KeysService;
  oauth: Pick<OAuthTokensService, 'authenticate'>;
  enforceRateLimit: RateLimitEnforcer;
}) {
  const { keys, oauth, enforceRateLimit } = deps;

  async function tokenPrincipal(request: FastifyRequest, token: string): Promise<Principal> {
    const check = await oauth.authenticate(token, peerThumbprintOf(request));
    if (check.ok) return check.principal;
    throw new VigilError(
      'unauthenticated',
      check.reason === 'unbound'
        ? 'This access token is bound to the client certificate it was issued to (RFC 8705): send it over a TLS connection that presents that certificate.'
        : 'The access token is not valid: it is unknown or expired, or its OAuth client was deleted. Get a new one from POST /v1/oauth/token.',
    );
  }

  return async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const scope = request.routeOptions.config.scope;
    if (!scope) return;

    const header = request.headers.authorization;
    const token = header ? BEARER.exec(header)?.[1] : undefined;
    if (!token) {
      throw new VigilError(
        'unauthenticated',
        header
          ? 'The Authorization header must be `Bearer <key>`.'
          : 'This endpoint needs an API key: send `Authorization: Bearer <key>`.',
      );
    }
    let principal: Principal | undefined;
    if (token.startsWith(ACCESS_TOKEN_PREFIX)) {
      principal = await tokenPrincipal(request, token);
    } else {
      principal = await keys.authenticate(token);
      if (!principal) {
        throw new VigilError(
          'unauthenticated',
          'The API key is not valid: it is unknown, revoked or expired.',
        );
      }
    }
    request.principal = principal;

    await enforceRateLimit(request, reply);

    if (!grants(principal.scopes, scope)) {
      throw new VigilError(
        'forbidden',
        `This operation needs the scope '${scope}', which this key does not hold. Use a key with '${scope}'.`,
      );
    }
  };
}

/** The caller of a route that needs a key; the auth hook has set it before any handler runs. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal)
    throw new Error(`route ${request.routeOptions.url} ran without an authenticated key`);
  return request.principal;
}
