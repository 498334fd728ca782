/**
 * Authentication, rate limiting and scope checks, in that order, before anything else runs for a
 * route that needs a key: an unauthenticated caller learns nothing about the body it sent, and every
 * authenticated request counts against its key's limit, refused ones included. A bearer credential
 * is an API key (`vk_…`) or an OAuth access token (`vat_…`); the prefix alone decides which, so a
 * key costs nothing more than it did before tokens existed.
 */
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Principal, RateLimitEnforcer } from '../../http/principal.ts';
import { grants, type Scope } from '../../http/scopes.ts';
import { VigilError } from '../../lib/errors.ts';
import { ID_PREFIXES } from '../../lib/ids.ts';
import type { RateLimitSpec } from '../../lib/rate-limit-spec.ts';
import type { KeysService } from '../../platform/keys/index.ts';
import type { OAuthTokensService } from '../../platform/oauth/index.ts';
import { ACCESS_TOKEN_PREFIX, peerThumbprintOf } from '../../platform/oauth/index.ts';
import type { RateLimiter, RateLimitState } from './rate-limit.ts';

const BEARER = /^Bearer +([^\s]+) *$/i;
const OAUTH_CLIENT_ID_PREFIX = `${ID_PREFIXES.oauthClient}_`;

export function createRateLimitEnforcer(deps: {
  limiter: RateLimiter;
  defaultLimit: RateLimitSpec;
}): RateLimitEnforcer {
  const { limiter, defaultLimit } = deps;

  function apply(request: FastifyRequest, reply: FastifyReply, limit: RateLimitSpec, state: RateLimitState) {
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
  }

  return function enforceRateLimit(request, reply) {
    const limit = request.principal?.rateLimit ?? defaultLimit;
    const state = limiter(request.principal?.keyId ?? 'anonymous', limit);
    if (state instanceof Promise) return state.then((counted) => apply(request, reply, limit, counted));
    apply(request, reply, limit, state);
  };
}

/**
 * The onRequest hook of every route (`authenticate`), and the same checks again for a request
 * accepted earlier (`stillGood`). Callback-style: a request whose key this process has checked
 * within the cache's lifetime, counted in this process, passes without a promise or a trip through
 * the microtask queue; a key to look up, an OAuth token or a Redis count makes it wait.
 */
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

  async function keyPrincipal(token: string): Promise<Principal> {
    const principal = await keys.authenticate(token);
    if (principal) return principal;
    throw new VigilError('unauthenticated', 'The API key is not valid: it is unknown, revoked or expired.');
  }

  /** Counts the request against its principal's limit, then checks the scope (refused ones count too). */
  function admit(
    request: FastifyRequest,
    reply: FastifyReply,
    principal: Principal,
    scope: Scope | readonly Scope[],
  ) {
    request.principal = principal;
    const counting = enforceRateLimit(request, reply);
    if (counting) return counting.then(() => requireScope(principal, scope));
    requireScope(principal, scope);
  }

  function check(request: FastifyRequest, reply: FastifyReply): void | Promise<void> {
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
    if (token.startsWith(ACCESS_TOKEN_PREFIX)) {
      return tokenPrincipal(request, token).then((principal) => admit(request, reply, principal, scope));
    }
    const cached = keys.cachedPrincipal(token);
    if (cached) return admit(request, reply, cached, scope);
    return keyPrincipal(token).then((principal) => admit(request, reply, principal, scope));
  }

  /** The same checks again, for a request accepted earlier (`FastifyInstance.credentialStillGood`). */
  async function stillGood(request: FastifyRequest): Promise<boolean> {
    const header = request.headers.authorization;
    const token = header ? BEARER.exec(header)?.[1] : undefined;
    if (!token) return false;
    if (token.startsWith(ACCESS_TOKEN_PREFIX))
      return (await oauth.authenticate(token, peerThumbprintOf(request))).ok;
    return (await keys.authenticate(token)) !== undefined;
  }

  function authenticate(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
    let waiting: void | Promise<void>;
    try {
      waiting = check(request, reply);
    } catch (error) {
      done(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (waiting) waiting.then(() => done(), done);
    else done();
  }

  return { authenticate, stillGood };
}

function requireScope(principal: Principal, scope: Scope | readonly Scope[]): void {
  if (typeof scope !== 'string') {
    // ANY_KEY: the key was accepted, which is all such a route asks.
    if (scope.length === 0) return;
    if (scope.some((one) => grants(principal.scopes, one))) return;
    const names = scope.map((one) => `'${one}'`).join(', ');
    throw new VigilError(
      'forbidden',
      `This operation needs one of the scopes ${names}, none of which this key holds. Use a key with one of them.`,
    );
  }
  if (!grants(principal.scopes, scope)) {
    throw new VigilError(
      'forbidden',
      `This operation needs the scope '${scope}', which this key does not hold. Use a key with '${scope}'.`,
    );
  }
}
