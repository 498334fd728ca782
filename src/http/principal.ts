/**
 * Who is calling: the principal the auth hook sets on every request that needs a key, and what a
 * route may rely on around it (its scope, the rate-limit enforcer). Keys and OAuth tokens produce
 * principals; routes read them with `principalOf`.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitSpec } from '../lib/rate-limit-spec.ts';
import type { Scope } from './scopes.ts';

/** Who is calling, once a key has been accepted. */
export interface Principal {
  workspaceId: string;
  /** The API key; for an OAuth access token, its client (`oac_…`): the caller as audit trails and rate limits name it. */
  keyId: string;
  scopes: Scope[];
  /** The key's own limit; undefined means the service default. */
  rateLimit: RateLimitSpec | undefined;
}

/** Sets the RateLimit fields and refuses past the limit: at once in this process, a promise with Redis. */
export type RateLimitEnforcer = (request: FastifyRequest, reply: FastifyReply) => void | Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyContextConfig {
    /** The scope the route needs (any one of a list); null or absent for routes without a key. */
    scope?: Scope | readonly Scope[] | null;
  }
  interface FastifyInstance {
    /** Counts the request against its principal's limit; sets the RateLimit fields; 429 past it. */
    enforceRateLimit: RateLimitEnforcer;
    /**
     * Whether the credential the request came with is still good (not revoked, expired or deleted
     * since it was accepted): for responses that stay open, which must not outlive their key.
     */
    credentialStillGood(request: FastifyRequest): Promise<boolean>;
  }
}

/** The caller of a route that needs a key; the auth hook has set it before any handler runs. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal)
    throw new Error(`route ${request.routeOptions.url} ran without an authenticated key`);
  return request.principal;
}
