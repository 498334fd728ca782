/**
 * Idempotency keys (API.md §2): the first request with a key claims it; a repeat with the same
 * request replays the stored response; the same key with another request is refused; a repeat
 * while the first is still running is told so. Records are kept 24 hours, and belong to the
 * credential (API key or OAuth client) that made them, as Stripe scopes them: another credential,
 * even of the same workspace, never sees them, so it can neither be handed someone else's answer
 * nor learn which keys are in use. What is stored never holds a secret: the HTTP layer stores a
 * response without the fields that carry one (app/server/idempotency-hook.ts).
 *
 * A claim in flight names its process and holds a lease that the process renews while the request
 * runs. A process that dies mid-request leaves its claim behind; the next repeat releases it and
 * runs, at once when the dead process was on the same host (its pid is gone, or is this process
 * under a new start), else once the lease has run out (`IN_FLIGHT_LEASE_MS`).
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { ExpressionBuilder } from 'kysely';
import type { Clock } from '../../lib/clock.ts';
import { VigilError } from '../../lib/errors.ts';
import type { Database, IdempotencyKeysTable } from '../../store/database.ts';
import type { Store } from '../../store/store.ts';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * How long an in-flight claim stands without its process renewing it (every third of it). A retry
 * after a crash on another host waits at most this long; 30 s is three missed renewals, far more
 * than a busy event loop delays a timer.
 */
export const IN_FLIGHT_LEASE_MS = 30_000;

/** Who holds a claim: `host/pid/nonce`, the nonce telling apart two starts with the same pid. */
export interface ProcessIdentity {
  host: string;
  pid: number;
  nonce: string;
  /** Whether process `pid` of this host is running. */
  isRunning(pid: number): boolean;
}

export const thisProcess: ProcessIdentity = {
  host: hostname(),
  pid: process.pid,
  nonce: randomUUID().slice(0, 8),
  isRunning(pid) {
    try {
      process.kill(pid, 0);
      return true;
    } catch (error) {
      // EPERM: it exists, but belongs to someone else.
      return error instanceof Error && 'code' in error && error.code === 'EPERM';
    }
  },
};

export interface StoredResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

export type ClaimResult = { kind: 'claimed' } | { kind: 'replay'; response: StoredResponse };

/** Whose key it is: the workspace, the credential (`key_…` or `oac_…`) and the `Idempotency-Key`. */
export interface IdempotencyKey {
  workspaceId: string;
  credential: string;
  key: string;
}

export interface IdempotencyService {
  claim(id: IdempotencyKey, fingerprint: string): Promise<ClaimResult>;
  complete(id: IdempotencyKey, response: StoredResponse): Promise<void>;
  /** Lets the key be used again: after a failure the caller may retry (5xx), or one never stored (403). */
  release(id: IdempotencyKey): Promise<void>;
  /** Deletes expired records; returns how many. */
  sweep(): Promise<number>;
  /** Extends the leases of this process's claims in flight (a timer does it while there are any). */
  renewLeases(): Promise<void>;
}

const TABLE = 'idempotency_keys';

/** The one record of `id`. */
function recordOf(id: IdempotencyKey) {
  return (eb: ExpressionBuilder<Database, typeof TABLE>) =>
    eb.and({ workspace_id: id.workspaceId, credential: id.credential, key: id.key });
}

export function createIdempotencyService(deps: {
  store: Store;
  clock: Clock;
  process?: ProcessIdentity;
}): IdempotencyService {
  const { store, clock } = deps;
  const me = deps.process ?? thisProcess;
  const owner = `${me.host}/${me.pid}/${me.nonce}`;
  /** This process's claims in flight, as `workspace\ncredential\nkey`; the lease timer runs while any exist. */
  const inFlight = new Set<string>();
  let renewTimer: NodeJS.Timeout | undefined;
  const flightOf = (id: IdempotencyKey) => `${id.workspaceId}\n${id.credential}\n${id.key}`;

  async function renewLeases(): Promise<void> {
    if (inFlight.size === 0) return;
    await store.db
      .updateTable(TABLE)
      .set({ lease_until: clock.now() + IN_FLIGHT_LEASE_MS })
      .where('owner', '=', owner)
      .where('state', '=', 'in_flight')
      .execute();
  }

  function track(id: IdempotencyKey): void {
    inFlight.add(flightOf(id));
    renewTimer ??= setInterval(() => {
      renewLeases().catch(() => {
        // A missed renewal is retried at the next tick; the lease outlasts two of them.
      });
    }, IN_FLIGHT_LEASE_MS / 3).unref();
  }

  function untrack(id: IdempotencyKey): void {
    inFlight.delete(flightOf(id));
    if (inFlight.size === 0 && renewTimer) {
      clearInterval(renewTimer);
      renewTimer = undefined;
    }
  }

  /** Whether an in-flight record's process is known gone, or has let its lease run out. */
  function abandoned(row: IdempotencyKeysTable, now: number): boolean {
    const leaseUntil = row.lease_until ?? row.created_at + IN_FLIGHT_LEASE_MS;
    if (leaseUntil <= now) return true;
    if (row.owner === null || row.owner === owner) return false;
    const [host, pidText, nonce] = row.owner.split('/');
    if (host !== me.host) return false;
    const pid = Number(pidText);
    // The same pid under another nonce is an earlier start of this very process (a container's pid 1).
    return pid === me.pid ? nonce !== me.nonce : !me.isRunning(pid);
  }

  async function tryInsert(row: IdempotencyKeysTable): Promise<boolean> {
    try {
      await store.db.insertInto(TABLE).values(row).execute();
      return true;
    } catch (error) {
      if (store.dialect.isUniqueViolation(error)) return false;
      throw error;
    }
  }

  return {
    async claim(id, fingerprint) {
      const now = clock.now();
      const row: IdempotencyKeysTable = {
        workspace_id: id.workspaceId,
        credential: id.credential,
        key: id.key,
        fingerprint,
        state: 'in_flight',
        status_code: null,
        response_headers: null,
        response_body: null,
        created_at: now,
        expires_at: now + IDEMPOTENCY_TTL_MS,
        owner,
        lease_until: now + IN_FLIGHT_LEASE_MS,
      };
      // Two attempts: the second follows the removal of an expired or abandoned record.
      for (let attempt = 0; attempt < 2; attempt++) {
        if (await tryInsert(row)) {
          track(id);
          return { kind: 'claimed' };
        }
        const existing = await store.db.selectFrom(TABLE).selectAll().where(recordOf(id)).executeTakeFirst();
        if (!existing) continue; // released between our insert and select: try again
        if (existing.expires_at <= now) {
          await store.db.deleteFrom(TABLE).where(recordOf(id)).where('expires_at', '<=', now).execute();
          continue;
        }
        if (existing.fingerprint !== fingerprint) {
          throw new VigilError(
            'idempotency_mismatch',
            'This Idempotency-Key was already used with a different request (method, path or body). Use a new key for a new request.',
          );
        }
        if ((existing.state === 'in_flight' || existing.status_code === null) && abandoned(existing, now)) {
          // Released only if still the same abandoned claim: another retry may have taken it over.
          await store.db
            .deleteFrom(TABLE)
            .where(recordOf(id))
            .where('state', '=', 'in_flight')
            .where('created_at', '=', existing.created_at)
            .execute();
          continue;
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

    async complete(id, response) {
      untrack(id);
      await store.db
        .updateTable(TABLE)
        .set({
          state: 'completed',
          status_code: response.statusCode,
          response_headers: JSON.stringify(response.headers),
          response_body: response.body,
        })
        .where(recordOf(id))
        .where('owner', '=', owner)
        .execute();
    },

    async release(id) {
      untrack(id);
      await store.db.deleteFrom(TABLE).where(recordOf(id)).where('owner', '=', owner).execute();
    },

    async sweep() {
      const result = await store.db
        .deleteFrom(TABLE)
        .where('expires_at', '<=', clock.now())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    renewLeases,
  };
}
