/**
 * OAuth clients: a workspace registers a client with the scopes its tokens may carry and the
 * certificate it authenticates with, either by subject DN under the configured client CA
 * (RFC 8705 §2.1, `tls_client_auth`) or by the certificate's SHA-256 thumbprint, self-signed or
 * not (§2.2, `self_signed_tls_client_auth`). Deleting a client deletes its tokens.
 */

import { isScope, requireCovers, requireGrantable, type Scope } from '../../http/scopes.ts';
import type { Clock } from '../../lib/clock.ts';
import { type FieldError, notFound, VigilError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { Store } from '../../store/store.ts';
import { normalizeThumbprint } from './certificate-thumbprint.ts';
import { formatRfc4514, NameSyntaxError, parseRfc4514 } from './distinguished-name.ts';
import {
  deleteOAuthClient,
  findOAuthClient,
  findOAuthClientById,
  insertOAuthClient,
  listOAuthClients,
  type OAuthClientRow,
} from './oauth-repo.ts';

export type ClientAuthMethod = 'tls_client_auth' | 'self_signed_tls_client_auth';

export interface OAuthClient {
  id: string;
  workspaceId: string;
  name: string;
  scopes: Scope[];
  authMethod: ClientAuthMethod;
  /** Canonical RFC 4514 subject DN, with `tls_client_auth`. */
  subjectDn: string | null;
  /** `x5t#S256`, with `self_signed_tls_client_auth`. */
  thumbprint: string | null;
  rateLimit: string | null;
  createdAt: number;
}

export interface NewOAuthClient {
  name: string;
  scopes: Scope[];
  subjectDn?: string | undefined;
  thumbprint?: string | undefined;
  rateLimit?: string | undefined;
}

export interface OAuthClientsService {
  /** Registers a client; `grantedBy` (the caller's scopes) must cover the client's scopes. */
  create(workspaceId: string, input: NewOAuthClient, grantedBy?: readonly string[]): Promise<OAuthClient>;
  list(workspaceId: string, options: { limit: number; before?: string | undefined }): Promise<OAuthClient[]>;
  get(workspaceId: string, id: string): Promise<OAuthClient>;
  /**
   * Deletes the client and its tokens; they stop working here at once, elsewhere within the auth
   * cache's life. `actedBy` (the caller's scopes) must cover every scope the client holds.
   */
  delete(workspaceId: string, id: string, actedBy?: readonly string[]): Promise<void>;
  /** Calls `listener` after each client is deleted (the token service forgets its tokens at once). */
  onDeleted(listener: (clientId: string) => void): void;
  /** The client a token request names, in whatever workspace; undefined if there is none. */
  byClientId(id: string): Promise<OAuthClient | undefined>;
}

/** Field names of the API, for pointers in validation errors. */
export const CLIENT_FIELDS = {
  subjectDn: '/tls_client_auth_subject_dn',
  thumbprint: '/certificate_thumbprint',
} as const;

export function createOAuthClientsService(deps: { store: Store; clock: Clock }): OAuthClientsService {
  const { store, clock } = deps;
  const deletedListeners: ((clientId: string) => void)[] = [];

  return {
    async create(workspaceId, input, grantedBy) {
      requireGrantable(grantedBy, input.scopes, 'An OAuth client');
      const { subjectDn, thumbprint } = credentialOf(input);
      const row: OAuthClientRow = {
        id: newId('oauthClient'),
        workspace_id: workspaceId,
        name: input.name,
        scopes: JSON.stringify(input.scopes),
        subject_dn: subjectDn,
        thumbprint,
        rate_limit: input.rateLimit ?? null,
        created_at: clock.now(),
      };
      await insertOAuthClient(store.db, row);
      return toClient(row);
    },

    async list(workspaceId, options) {
      return (await listOAuthClients(store.db, workspaceId, options)).map(toClient);
    },

    async get(workspaceId, id) {
      const row = await findOAuthClient(store.db, workspaceId, id);
      if (!row) throw notFound('OAuth client', id);
      return toClient(row);
    },

    async delete(workspaceId, id, actedBy) {
      const row = await findOAuthClient(store.db, workspaceId, id);
      if (!row) throw notFound('OAuth client', id);
      requireCovers(actedBy, toClient(row).scopes, 'Deleting', `OAuth client ${id}`);
      const deleted = await store.db.transaction().execute((tx) => deleteOAuthClient(tx, workspaceId, id));
      if (!deleted) throw notFound('OAuth client', id);
      for (const listener of deletedListeners) listener(id);
    },

    onDeleted(listener) {
      deletedListeners.push(listener);
    },

    async byClientId(id) {
      const row = await findOAuthClientById(store.db, id);
      return row ? toClient(row) : undefined;
    },
  };
}

/** Exactly one of a subject DN and a thumbprint, each in its canonical form. */
function credentialOf(input: NewOAuthClient): { subjectDn: string | null; thumbprint: string | null } {
  const given = [input.subjectDn, input.thumbprint].filter((v) => v !== undefined).length;
  if (given !== 1) {
    const errors: FieldError[] = [
      { pointer: CLIENT_FIELDS.subjectDn, detail: 'give exactly one of this and certificate_thumbprint' },
      {
        pointer: CLIENT_FIELDS.thumbprint,
        detail: 'give exactly one of this and tls_client_auth_subject_dn',
      },
    ];
    throw new VigilError(
      'validation_failed',
      'Register the client certificate either by subject (`tls_client_auth_subject_dn`, for certificates issued by the client CA Vigil trusts) or by SHA-256 thumbprint (`certificate_thumbprint`), not both and not neither.',
      { errors },
    );
  }
  if (input.subjectDn !== undefined) {
    try {
      return { subjectDn: formatRfc4514(parseRfc4514(input.subjectDn)), thumbprint: null };
    } catch (error) {
      if (!(error instanceof NameSyntaxError)) throw error;
      const detail = `is not an RFC 4514 distinguished name (${error.message}); copy it from \`openssl x509 -noout -subject -nameopt RFC2253\``;
      throw new VigilError('validation_failed', `${CLIENT_FIELDS.subjectDn}: ${detail}.`, {
        errors: [{ pointer: CLIENT_FIELDS.subjectDn, detail }],
      });
    }
  }
  const thumbprint = normalizeThumbprint(input.thumbprint ?? '');
  if (!thumbprint) {
    const detail =
      'must be the SHA-256 thumbprint of the certificate: base64url (x5t#S256, 43 characters) or hex as `openssl x509 -noout -fingerprint -sha256` prints it';
    throw new VigilError('validation_failed', `${CLIENT_FIELDS.thumbprint}: ${detail}.`, {
      errors: [{ pointer: CLIENT_FIELDS.thumbprint, detail }],
    });
  }
  return { subjectDn: null, thumbprint };
}

function toClient(row: OAuthClientRow): OAuthClient {
  return {
    id: row.id,
    workspaceId: row.workspace_id,
    name: row.name,
    scopes: parseScopes(row.scopes),
    authMethod: row.subject_dn !== null ? 'tls_client_auth' : 'self_signed_tls_client_auth',
    subjectDn: row.subject_dn,
    thumbprint: row.thumbprint,
    rateLimit: row.rate_limit,
    createdAt: row.created_at,
  };
}

export function parseScopes(json: string): Scope[] {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((s): s is Scope => typeof s === 'string' && isScope(s)) : [];
}
