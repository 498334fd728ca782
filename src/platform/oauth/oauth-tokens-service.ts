/**
 * The client credentials grant with mutual TLS (RFC 6749 §4.4, RFC 8705): authenticates a client
 * by the certificate of its TLS connection, issues short-lived access tokens bound to that
 * certificate's thumbprint, and authenticates requests that present a token. Tokens live in the
 * store, so every process sharing it accepts them, a restart keeps them, and deleting a client
 * ends them; each process trusts what it read about a token for `AUTH_CACHE_TTL_MS`, as for keys.
 */

import type { Principal } from '../../http/principal.ts';
import { grants, isScope, type Scope } from '../../http/scopes.ts';
import type { Clock } from '../../lib/clock.ts';
import { toRfc3339 } from '../../lib/clock.ts';
import { parseRateLimit } from '../../lib/rate-limit-spec.ts';
import type { Store } from '../../store/store.ts';
import { AUTH_CACHE_TTL_MS } from '../keys/index.ts';
import { generateAccessToken, hashAccessToken, isPlausibleAccessToken } from './access-token.ts';
import { parseRfc4514, sameName } from './distinguished-name.ts';
import type { OAuthClient, OAuthClientsService } from './oauth-clients-service.ts';
import { parseScopes } from './oauth-clients-service.ts';
import { OAuthError } from './oauth-errors.ts';
import {
  deleteExpiredOAuthTokens,
  findOAuthToken,
  insertOAuthToken,
  type OAuthTokenRow,
} from './oauth-repo.ts';
import type { PresentedCertificate, TlsConnection } from './presented-certificate.ts';

const AUTH_CACHE_MAX_ENTRIES = 10_000;

export interface IssuedToken {
  accessToken: string;
  expiresInS: number;
  scopes: Scope[];
}

/** The outcome of presenting an access token on a request. */
export type TokenCheck =
  | { ok: true; principal: Principal }
  /** `invalid`: unknown, expired or its client deleted; `unbound`: not this connection's certificate. */
  | { ok: false; reason: 'invalid' | 'unbound' };

export interface OAuthTokensService {
  /** The client named by `clientId` if this connection's certificate authenticates it (RFC 8705 §2). */
  authenticateClient(
    clientId: string,
    connection: TlsConnection,
  ): Promise<{ client: OAuthClient; certificate: PresentedCertificate }>;
  /** Issues a token for the scopes asked for (space-separated; all the client's when absent). */
  issue(
    client: OAuthClient,
    certificate: PresentedCertificate,
    scope: string | undefined,
  ): Promise<IssuedToken>;
  /** Checks a token presented over a connection whose certificate has this thumbprint (or none). */
  authenticate(token: string, thumbprint: string | undefined): Promise<TokenCheck>;
  /** Forgets this process's cached tokens of a deleted client. */
  forgetClient(clientId: string): void;
  /** Deletes expired tokens; returns how many. */
  sweep(): Promise<number>;
}

export function createOAuthTokensService(deps: {
  store: Store;
  clock: Clock;
  clients: Pick<OAuthClientsService, 'byClientId'>;
  tokenTtlS: number;
  /** Whether a client CA is configured: only then does a verified chain prove a subject DN. */
  clientCaConfigured: boolean;
}): OAuthTokensService {
  const { store, clock, clients, tokenTtlS, clientCaConfigured } = deps;
  const cache = new Map<string, { row: OAuthTokenRow; principal: Principal; fetchedAt: number }>();

  function refusal(clientId: string, certificate: PresentedCertificate): OAuthError {
    const facts = [`subject '${certificate.subjectText}'`, `SHA-256 thumbprint '${certificate.thumbprint}'`];
    if (!clientCaConfigured) {
      facts.push(
        'not checked against a client CA, since this service has none configured (VIGIL_TLS_CLIENT_CA)',
      );
    } else if (!certificate.chainVerified) {
      facts.push(`not verified against the client CA (${certificate.chainError ?? 'unknown reason'})`);
    }
    return new OAuthError(
      'invalid_client',
      `No OAuth client '${clientId}' accepts the certificate of this connection (${facts.join('; ')}). Check client_id, and that the client is registered with this certificate's subject DN or thumbprint.`,
    );
  }

  function accepts(client: OAuthClient, certificate: PresentedCertificate): boolean {
    if (client.thumbprint !== null) return client.thumbprint === certificate.thumbprint;
    if (
      client.subjectDn === null ||
      !clientCaConfigured ||
      !certificate.chainVerified ||
      !certificate.subject
    ) {
      return false;
    }
    return sameName(parseRfc4514(client.subjectDn), certificate.subject);
  }

  return {
    async authenticateClient(clientId, connection) {
      if (!connection.tls) {
        throw new OAuthError(
          'invalid_client',
          'This connection is not TLS: the token endpoint authenticates clients by their TLS client certificate. Connect over https:// to a Vigil started with --tls-cert and --tls-key (and --tls-client-ca for clients registered by subject).',
        );
      }
      const certificate = connection.certificate;
      if (!certificate) {
        throw new OAuthError(
          'invalid_client',
          'The TLS connection presented no client certificate: present the certificate registered for this client (with curl: --cert client.crt --key client.key).',
        );
      }
      const client = await clients.byClientId(clientId);
      if (!client || !accepts(client, certificate)) throw refusal(clientId, certificate);
      const now = clock.now();
      if (now < certificate.validFrom || now >= certificate.validTo) {
        throw new OAuthError(
          'invalid_client',
          `The client certificate is valid from ${toRfc3339(certificate.validFrom)} to ${toRfc3339(certificate.validTo)}, not now: issue a new one and register it.`,
        );
      }
      return { client, certificate };
    },

    async issue(client, certificate, scope) {
      const scopes = requestedScopes(client, scope);
      const token = generateAccessToken();
      const now = clock.now();
      await insertOAuthToken(store.db, {
        token_hash: hashAccessToken(token),
        client_id: client.id,
        workspace_id: client.workspaceId,
        scopes: JSON.stringify(scopes),
        thumbprint: certificate.thumbprint,
        created_at: now,
        expires_at: now + tokenTtlS * 1000,
      });
      return { accessToken: token, expiresInS: tokenTtlS, scopes };
    },

    async authenticate(token, thumbprint) {
      if (!isPlausibleAccessToken(token)) return { ok: false, reason: 'invalid' };
      const hash = hashAccessToken(token);
      const now = clock.now();
      let entry = cache.get(hash);
      if (!entry || now - entry.fetchedAt >= AUTH_CACHE_TTL_MS) {
        const found = await findOAuthToken(store.db, hash);
        if (!found) {
          cache.delete(hash);
          return { ok: false, reason: 'invalid' };
        }
        const { rate_limit, ...row } = found;
        if (cache.size >= AUTH_CACHE_MAX_ENTRIES) cache.clear();
        entry = {
          row,
          principal: {
            workspaceId: row.workspace_id,
            // The caller, as rate limits, logs and audit trails name it: the OAuth client.
            keyId: row.client_id,
            scopes: parseScopes(row.scopes),
            rateLimit: rate_limit ? parseRateLimit(rate_limit) : undefined,
          },
          fetchedAt: now,
        };
        cache.set(hash, entry);
      }
      if (entry.row.expires_at <= now) return { ok: false, reason: 'invalid' };
      // RFC 8705 §3: only over a connection presenting the certificate the token was issued to.
      if (thumbprint !== entry.row.thumbprint) return { ok: false, reason: 'unbound' };
      return { ok: true, principal: entry.principal };
    },

    forgetClient(clientId) {
      for (const [hash, entry] of cache) if (entry.row.client_id === clientId) cache.delete(hash);
    },

    sweep: () => deleteExpiredOAuthTokens(store.db, clock.now()),
  };
}

/** RFC 6749 §3.3: space-separated scopes, each covered by the client's; none means all of them. */
function requestedScopes(client: OAuthClient, scope: string | undefined): Scope[] {
  if (scope === undefined || scope.trim() === '') return client.scopes;
  const asked = [...new Set(scope.split(' ').filter((s) => s !== ''))];
  const unknown = asked.filter((s) => !isScope(s));
  if (unknown.length > 0) {
    throw new OAuthError(
      'invalid_scope',
      `Unknown scope${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}. Scopes are <family>:read, <family>:write or *, separated by spaces.`,
    );
  }
  const scopes = asked.filter(isScope);
  const beyond = scopes.filter((s) => !grants(client.scopes, s));
  if (beyond.length > 0) {
    throw new OAuthError(
      'invalid_scope',
      `The client may not have ${beyond.join(', ')}; it is registered for ${client.scopes.join(' ')}. Ask for those or fewer.`,
    );
  }
  return scopes;
}
