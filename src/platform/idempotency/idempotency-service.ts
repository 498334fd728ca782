/**
 * Idempotency keys (API.md §2): the first request with a key claims it; a repeat with the same
 * request replays the stored response; the same key with another request is refused; a repeat
 * while the first is still running is told so. Records are kept 24 hours per workspace.
 */
import type { Clock } from '../../lib/clock.ts';
import { VigilError } from '../../lib/errors.ts';
import type { IdempotencyKeysTable } from '../../store/database.ts';
import type { Store } from '../../store/store.ts';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

export interface StoredResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

export type ClaimResult = { kind: 'claimed' } | { kind: 'replay'; response: StoredResponse };

export interface IdempotencyService {
  claim(workspaceId: string, key: string, fingerprint: string): Promise<ClaimResult>;
  complete(workspaceId: string, key: string, response: StoredResponse): Promise<void>;
  /** Lets the key be used again, after a failure the caller may retry (5xx). */
  release(workspaceId: string, key: string): Promise<void>;
  /** Deletes expired records; returns how many. */
  sweep(): Promise<number>;
}

export function createIdempotencyService(deps: { store: Store; clock: Clock }): IdempotencyService {
  const { store, clock } = deps;
  const table = 'idempotency_keys' as const;

  async function tryInsert(row: IdempotencyKeysTable): Promise<boolean> {
    try {
      await store.db.insertInto(table).values(row).execute();
      return true;
    } catch (error) {
      if (store.dialect.isUniqueViolation(error)) return false;
      throw error;
    }
  }

  return {
    async claim(workspaceId, key, fingerprint) {
      const now = clock.now();
      const row: IdempotencyKeysTable = {
        workspace_id: workspaceId,
        key,
        fingerprint,
        state: 'in_flight',
        status_code: null,
        response_headers: null,
        response_body: null,
        created_at: now,
        expires_at: now + IDEMPOTENCY_TTL_MS,
      };
      // Two attempts: the second follows the removal of an expired record under the same key.
      for (let attempt = 0; attempt < 2; attempt++) {
        if (await tryInsert(row)) return { kind: 'claimed' };
        const existing = await store.db
          .selectFrom(table)
          .selectAll()
          .where('workspace_id', '=', workspaceId)
          .where('key', '=', key)
          .executeTakeFirst();
        if (!existing) continue; // released between our insert and select: try again
        if (existing.expires_at <= now) {
          await store.db
            .deleteFrom(table)
            .where('workspace_id', '=', workspaceId)
            .where('key', '=', key)
            .where('expires_at', '<=', now)
            .execute();
          continue;
        }
        if (existing.fingerprint !== fingerprint) {
          throw new VigilError(
            'idempotency_mismatch',
            'This Idempotency-Key was already used with a different request (method, path or body). Use a new key for a new request.',
          );
        }
        if (existing.state === 'in_flight' || existing.status_code === null) {
          throw new VigilError(
            'conflict',
            'A request with this Idempotency-Key is still being processed. Retry after it finishes.',
          );
        }
        return {
          kind: 'replay',
          response: {
            statusCode: existing.status_code,
            headers: JSON.parse(existing.response_headers ?? '{}') as Record<string, string>,
            body: existing.response_body ?? '',
          },
        };
      }
      throw new VigilError('conflict', 'This Idempotency-Key is contended; retry the request.');
    },

    async complete(workspaceId, key, response) {
      await store.db
        .updateTable(table)
        .set({
          state: 'completed',
          status_code: response.statusCode,
          response_headers: JSON.stringify(response.headers),
          response_body: response.body,
        })
        .where('workspace_id', '=', workspaceId)
        .where('key', '=', key)
        .execute();
    },

    async release(workspaceId, key) {
      await store.db
        .deleteFrom(table)
        .where('workspace_id', '=', workspaceId)
        .where('key', '=', key)
        .execute();
    },

    async sweep() {
      const result = await store.db
        .deleteFrom(table)
        .where('expires_at', '<=', clock.now())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
