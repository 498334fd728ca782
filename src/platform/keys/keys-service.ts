/**
 * API keys: creation (the secret shown once), listing, rotation with a grace period, revocation, and
 * authentication of a presented key. Authentication answers from a short-lived in-process cache so
 * the hot path rarely touches the store; revocation clears this process's cache at once, and other
 * processes sharing the store notice when their cached entry runs out (`AUTH_CACHE_TTL_MS`).
 */

import type { Principal } from '../../http/principal.ts';
import { isScope, requireCovers, requireGrantable, type Scope } from '../../http/scopes.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound, VigilError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { parseRateLimit } from '../../lib/rate-limit-spec.ts';
import type { Executor, Store } from '../../store/store.ts';
import { generateKeyToken, hashKeyToken, isPlausibleKeyToken, keyTokenStart } from './key-token.ts';
import {
  type ApiKeyRow,
  findApiKey,
  findApiKeyByHash,
  insertApiKey,
  type KeyStatusFilter,
  listApiKeys,
  updateApiKey,
} from './keys-repo.ts';

/**
 * How long a process trusts what it read about a key. API.md promises revocation reaches every
 * process sharing the store within 5 s; 2 s leaves room for a slow query.
 */
export const AUTH_CACHE_TTL_MS = 2_000;
const AUTH_CACHE_MAX_ENTRIES = 10_000;
export const DEFAULT_ROTATION_GRACE_S = 86_400;
export const MAX_ROTATION_GRACE_S = 30 * 86_400;

export interface ApiKey {
  id: string;
  workspaceId: string;
  name: string;
  start: string;
  scopes: Scope[];
  rateLimit: string | null;
  createdAt: number;
  expiresAt: number | null;
  revokedAt: number | null;
  rotatedTo: string | null;
  status: 'active' | 'expired' | 'revoked';
}

export interface NewKey {
  name: string;
  scopes: Scope[];
  expiresAt?: number | undefined;
  rateLimit?: string | undefined;
}

export interface KeysService {
  /** Creates a key in a workspace; `grantedBy` (the caller's scopes) must cover the new scopes. */
  create(
    workspaceId: string,
    input: NewKey,
    grantedBy?: readonly string[],
  ): Promise<{ key: ApiKey; token: string }>;
  list(
    workspaceId: string,
    options: { status: KeyStatusFilter; limit: number; before?: string | undefined },
  ): Promise<ApiKey[]>;
  get(workspaceId: string, id: string): Promise<ApiKey>;
  /** Rotates a key; `actedBy` (the caller's scopes) must cover every scope the key holds. */
  rotate(
    workspaceId: string,
    id: string,
    graceS: number,
    actedBy?: readonly string[],
  ): Promise<{ key: ApiKey; token: string }>;
  /** Revokes a key; `actedBy` (the caller's scopes) must cover every scope the key holds. */
  revoke(workspaceId: string, id: string, actedBy?: readonly string[]): Promise<void>;
  authenticate(token: string): Promise<Principal | undefined>;
  /**
   * The principal of an active key this process has read within `AUTH_CACHE_TTL_MS`, without a
   * promise: what nearly every request needs. Undefined when the store must be asked
   * (`authenticate`), which is also the answer for a key that is not valid.
   */
  cachedPrincipal(token: string): Principal | undefined;
}

export function createKeysService(deps: { store: Store; clock: Clock }): KeysService {
  const { store, clock } = deps;
  const cache = new Map<string, { row: ApiKeyRow; principal: Principal; fetchedAt: number }>();

  function toApiKey(row: ApiKeyRow): ApiKey {
    return {
      id: row.id,
      workspaceId: row.workspace_id,
      name: row.name,
      start: row.start,
      scopes: parseScopes(row.scopes),
      rateLimit: row.rate_limit,
      createdAt: row.created_at,
      expiresAt: row.expires_at,
      revokedAt: row.revoked_at,
      rotatedTo: row.rotated_to,
      status: statusOf(row, clock.now()),
    };
  }

  async function requireKey(workspaceId: string, id: string): Promise<ApiKeyRow> {
    const row = await findApiKey(store.db, workspaceId, id);
    if (!row) throw notFound('API key', id);
    return row;
  }

  function forget(row: ApiKeyRow): void {
    cache.delete(row.key_hash);
  }

  async function insertNew(
    db: Executor,
    workspaceId: string,
    input: NewKey,
  ): Promise<{ row: ApiKeyRow; token: string }> {
    const token = generateKeyToken();
    const row: ApiKeyRow = {
      id: newId('apiKey'),
      workspace_id: workspaceId,
      name: input.name,
      start: keyTokenStart(token),
      key_hash: hashKeyToken(token),
      scopes: JSON.stringify(input.scopes),
      rate_limit: input.rateLimit ?? null,
      created_at: clock.now(),
      expires_at: input.expiresAt ?? null,
      revoked_at: null,
      rotated_to: null,
    };
    await insertApiKey(db, row);
    return { row, token };
  }

  return {
    async create(workspaceId, input, grantedBy) {
      requireGrantable(grantedBy, input.scopes, 'A key');
      if (input.expiresAt !== undefined && input.expiresAt <= clock.now()) {
        throw new VigilError('validation_failed', 'expires_at must be in the future.', {
          errors: [{ pointer: '/expires_at', detail: 'must be in the future' }],
        });
      }
      const { row, token } = await insertNew(store.db, workspaceId, input);
      return { key: toApiKey(row), token };
    },

    async list(workspaceId, options) {
      const rows = await listApiKeys(store.db, workspaceId, { ...options, now: clock.now() });
      return rows.map(toApiKey);
    },

    async get(workspaceId, id) {
      return toApiKey(await requireKey(workspaceId, id));
    },

    async rotate(workspaceId, id, graceS, actedBy) {
      const old = await requireKey(workspaceId, id);
      requireCovers(actedBy, parseScopes(old.scopes), 'Rotating', `key ${id}`);
      const now = clock.now();
      const status = statusOf(old, now);
      if (status !== 'active') {
        throw new VigilError('conflict', `Key ${id} is ${status}; only an active key can be rotated.`);
      }
      if (old.rotated_to) {
        throw new VigilError(
          'conflict',
          `Key ${id} was already rotated to ${old.rotated_to}; rotate that key instead.`,
        );
      }
      const graceEnd = now + graceS * 1000;
      const { row, token } = await store.db.transaction().execute(async (tx) => {
        // The successor inherits what the key was allowed to do, including its absolute expiry.
        const created = await insertNew(tx, workspaceId, {
          name: old.name,
          scopes: parseScopes(old.scopes),
          expiresAt: old.expires_at ?? undefined,
          rateLimit: old.rate_limit ?? undefined,
        });
        await updateApiKey(tx, workspaceId, id, {
          rotated_to: created.row.id,
          expires_at: old.expires_at === null ? graceEnd : Math.min(old.expires_at, graceEnd),
        });
        return created;
      });
      forget(old);
      return { key: toApiKey(row), token };
    },

    async revoke(workspaceId, id, actedBy) {
      const row = await requireKey(workspaceId, id);
      requireCovers(actedBy, parseScopes(row.scopes), 'Revoking', `key ${id}`);
      if (row.revoked_at === null) {
        await updateApiKey(store.db, workspaceId, id, { revoked_at: clock.now() });
      }
      forget(row);
    },

    async authenticate(token) {
      if (!isPlausibleKeyToken(token)) return undefined;
      const hash = hashKeyToken(token);
      const now = clock.now();
      let entry = cache.get(hash);
      if (!entry || now - entry.fetchedAt >= AUTH_CACHE_TTL_MS) {
        const row = await findApiKeyByHash(store.db, hash);
        if (!row) {
          cache.delete(hash);
          return undefined;
        }
        if (cache.size >= AUTH_CACHE_MAX_ENTRIES) cache.clear();
        const principal: Principal = {
          workspaceId: row.workspace_id,
          keyId: row.id,
          scopes: parseScopes(row.scopes),
          rateLimit: row.rate_limit ? parseRateLimit(row.rate_limit) : undefined,
        };
        entry = { row, principal, fetchedAt: now };
        cache.set(hash, entry);
      }
      return statusOf(entry.row, now) === 'active' ? entry.principal : undefined;
    },

    cachedPrincipal(token) {
      // A token whose hash is cached was a stored key's: no plausibility check is needed first.
      const entry = cache.get(hashKeyToken(token));
      const now = clock.now();
      if (entry === undefined || now - entry.fetchedAt >= AUTH_CACHE_TTL_MS) return undefined;
      return statusOf(entry.row, now) === 'active' ? entry.principal : undefined;
    },
  };
}

function statusOf(row: ApiKeyRow, now: number): ApiKey['status'] {
  if (row.revoked_at !== null) return 'revoked';
  if (row.expires_at !== null && row.expires_at <= now) return 'expired';
  return 'active';
}

function parseScopes(json: string): Scope[] {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((s): s is Scope => typeof s === 'string' && isScope(s)) : [];
}
