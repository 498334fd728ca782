/**
 * Transaction holds (`/v1/actions/hold`, API.md §5): a workspace pauses a transaction while it looks
 * into it, with a reason, perhaps a threat behind it and an expiry. A hold is `active` until it is
 * released (`released`) or reaches its `expires_at` (`expired`); neither can be undone, and a new
 * hold is placed instead. Each change writes its audit row and `action.executed` in its own
 * transaction. At most one hold per transaction is active: placing it again returns that hold.
 */
import type { Clock } from '../../lib/clock.ts';
import { toRfc3339 } from '../../lib/clock.ts';
import { invalidField, notFound, VigilError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { EventDataOf, Outbox } from '../../platform/outbox/index.ts';
import type { Executor, Store } from '../../store/store.ts';
import { normaliseTxHash, readChain, resolveChain } from '../chains/index.ts';
import type { HOLD_EVENTS } from './hold-events.ts';
import { EXPIRY_BATCH, MAX_HOLD_DAYS, MAX_HOLD_DURATION_MS } from './hold-rules.ts';
import {
  type ExpiryScope,
  expireHolds,
  findActiveHold,
  findHold,
  type HoldFilters,
  type HoldHistoryRow,
  type HoldRow,
  historyOf,
  insertHistory,
  insertHold,
  listHolds,
  releaseHold,
} from './holds-repo.ts';

/** A hold as a request asks for it; `reference` is `{chain, tx_hash}` or `{transfer_id}`. */
export interface HoldInput {
  reference: { chain?: string | undefined; tx_hash?: string | undefined; transfer_id?: string | undefined };
  reason: string;
  threat_id?: string | undefined;
  /** Epoch ms; omitted: until released. */
  expires_at?: number | undefined;
}

/** A hold with its audit trail, oldest first. */
export interface HoldView {
  row: HoldRow;
  history: HoldHistoryRow[];
}

export interface HoldsService {
  /**
   * Places a hold, or returns the workspace's active hold on the same transaction unchanged
   * (`created: false`), also when two requests race.
   */
  place(workspaceId: string, keyId: string, input: HoldInput): Promise<{ hold: HoldView; created: boolean }>;
  /** Releases an active hold; a released or expired one is a conflict. */
  release(workspaceId: string, keyId: string, id: string, reason: string | undefined): Promise<HoldView>;
  get(workspaceId: string, id: string): Promise<HoldView>;
  /** Newest first, with holds past their expiry shown expired. */
  list(
    workspaceId: string,
    options: HoldFilters & { limit: number; before?: string | undefined },
  ): Promise<HoldRow[]>;
  /** Expires every active hold past its `expires_at`; the worker calls it periodically. Returns how many. */
  expireDue(): Promise<number>;
}

/** Placing can meet a hold that is released between seeing it conflict and reading it; it then tries again. */
const PLACE_ATTEMPTS = 3;

/** What holds learn from others: wired at the composition root. */
export interface HoldLookups {
  /** Whether the workspace has the threat (holds refer to threats by id only). */
  threatExists(workspaceId: string, id: string): Promise<boolean>;
  /**
   * The transaction of a transfer (`xfer_…`) the workspace sees: a fact Vigil read from a chain, or
   * one of its own claims (another workspace's claims are not its to name).
   */
  transactionOf(
    workspaceId: string,
    transferId: string,
  ): Promise<{ chain: string; tx_hash: string } | undefined>;
}

export function createHoldsService(deps: {
  store: Store;
  clock: Clock;
  outbox: Outbox<typeof HOLD_EVENTS>;
  lookups: HoldLookups;
}): HoldsService {
  const { store, clock, outbox, lookups } = deps;

  function publish(db: Executor, row: HoldRow, action: 'hold' | 'release' | 'expire') {
    const data = {
      hold_id: row.id,
      action,
      status: row.status,
      reference: { chain: row.chain, tx_hash: row.tx_hash, transfer_id: row.transfer_id },
      threat_id: row.threat_id,
    } satisfies EventDataOf<typeof HOLD_EVENTS, 'action.executed'>;
    return outbox.publish(db, row.workspace_id, 'action.executed', data);
  }

  /** Expires the holds of `scope` that are due, with their audit rows and events, in `db`'s transaction. */
  async function expireIn(db: Executor, now: number, scope: ExpiryScope, limit: number): Promise<HoldRow[]> {
    const expired = await expireHolds(db, now, scope, limit);
    for (const row of expired) {
      await insertHistory(db, {
        hold_id: row.id,
        workspace_id: row.workspace_id,
        action: 'expired',
        at: row.expires_at ?? now,
        key_id: null,
        reason: null,
      });
      await publish(db, row, 'expire');
    }
    return expired;
  }

  async function expireAll(now: number, scope: ExpiryScope): Promise<number> {
    let total = 0;
    for (;;) {
      const expired = await store.db.transaction().execute((tx) => expireIn(tx, now, scope, EXPIRY_BATCH));
      total += expired.length;
      if (expired.length < EXPIRY_BATCH) return total;
    }
  }

  async function withHistory(row: HoldRow): Promise<HoldView> {
    const trails = await historyOf(store.db, [row.id]);
    return { row, history: trails.get(row.id) ?? [] };
  }

  /** The transaction a reference names, checked and normalised, or a 400 pointing into `/reference`. */
  async function readReference(
    workspaceId: string,
    reference: HoldInput['reference'],
  ): Promise<{ chain: string; txHash: string; transferId: string | null }> {
    const byHash = reference.chain !== undefined || reference.tx_hash !== undefined;
    if (reference.transfer_id !== undefined) {
      if (byHash) throw invalidField('/reference', 'give either transfer_id, or chain and tx_hash, not both');
      const transfer = await lookups.transactionOf(workspaceId, reference.transfer_id);
      if (!transfer) throw invalidField('/reference/transfer_id', 'names no transfer Vigil knows');
      // Transfers keep the hash as it was told; a hold writes it in its chain's form when it has one,
      // so that the same transaction held by hash is the same hold.
      const chain = resolveChain(transfer.chain);
      const normalised = chain === undefined ? undefined : normaliseTxHash(chain, transfer.tx_hash);
      return {
        chain: transfer.chain,
        txHash: normalised?.ok ? normalised.hash : transfer.tx_hash,
        transferId: reference.transfer_id,
      };
    }
    if (!byHash) throw invalidField('/reference', 'needs chain and tx_hash, or transfer_id');
    if (reference.chain === undefined) throw invalidField('/reference/chain', 'is required with tx_hash');
    if (reference.tx_hash === undefined) throw invalidField('/reference/tx_hash', 'is required with chain');
    const chain = readChain(reference.chain, '/reference/chain');
    const hash = normaliseTxHash(chain, reference.tx_hash);
    if (!hash.ok) throw invalidField('/reference/tx_hash', hash.detail);
    return { chain, txHash: hash.hash, transferId: null };
  }

  return {
    async place(workspaceId, keyId, input) {
      const now = clock.now();
      const reason = input.reason.trim();
      if (reason.length === 0) throw invalidField('/reason', 'must say why the transaction is held');
      const { chain, txHash, transferId } = await readReference(workspaceId, input.reference);
      const threatId = input.threat_id ?? null;
      if (threatId !== null && !(await lookups.threatExists(workspaceId, threatId))) {
        throw invalidField('/threat_id', 'names no threat in this workspace');
      }
      const expiresAt = input.expires_at ?? null;
      if (expiresAt !== null && expiresAt <= now) throw invalidField('/expires_at', 'must be in the future');
      if (expiresAt !== null && expiresAt > now + MAX_HOLD_DURATION_MS) {
        throw invalidField(
          '/expires_at',
          `must be at most ${MAX_HOLD_DAYS} days ahead (before ${toRfc3339(now + MAX_HOLD_DURATION_MS)})`,
        );
      }
      const transaction = { chain, txHash };

      for (let attempt = 0; attempt < PLACE_ATTEMPTS; attempt++) {
        const outcome = await store.db.transaction().execute(async (tx) => {
          // A hold on this transaction that is past its expiry but not yet swept no longer counts.
          await expireIn(tx, now, { workspaceId, transaction }, EXPIRY_BATCH);
          const inserted = await insertHold(tx, {
            id: newId('hold'),
            workspace_id: workspaceId,
            chain,
            tx_hash: txHash,
            transfer_id: transferId,
            reason,
            threat_id: threatId,
            status: 'active',
            expires_at: expiresAt,
            placed_by: keyId,
            created_at: now,
            released_at: null,
            released_by: null,
            release_reason: null,
            updated_at: now,
          });
          if (inserted) {
            await insertHistory(tx, {
              hold_id: inserted.id,
              workspace_id: workspaceId,
              action: 'placed',
              at: now,
              key_id: keyId,
              reason,
            });
            await publish(tx, inserted, 'hold');
            return { row: inserted, created: true };
          }
          const existing = await findActiveHold(tx, workspaceId, chain, txHash);
          return existing ? { row: existing, created: false } : undefined;
        });
        if (outcome) return { hold: await withHistory(outcome.row), created: outcome.created };
      }
      throw new VigilError(
        'conflict',
        `The transaction ${txHash} on ${chain} is being held and released by other requests at the same time; try again.`,
      );
    },

    async release(workspaceId, keyId, id, reason) {
      const now = clock.now();
      const releaseReason = reason?.trim() || null;
      const outcome = await store.db.transaction().execute(async (tx) => {
        const released = await releaseHold(tx, workspaceId, id, { at: now, keyId, reason: releaseReason });
        if (released) {
          await insertHistory(tx, {
            hold_id: id,
            workspace_id: workspaceId,
            action: 'released',
            at: now,
            key_id: keyId,
            reason: releaseReason,
          });
          await publish(tx, released, 'release');
          return { released: true, row: released } as const;
        }
        // Not active, or past its expiry: the expiry is recorded (committed) before the refusal.
        const [expired] = await expireIn(tx, now, { workspaceId, id }, 1);
        return { released: false, row: expired ?? (await findHold(tx, workspaceId, id)) } as const;
      });
      if (!outcome.row) throw notFound('hold', id);
      if (!outcome.released) throw notReleasable(outcome.row);
      return withHistory(outcome.row);
    },

    async get(workspaceId, id) {
      const now = clock.now();
      let row = await findHold(store.db, workspaceId, id);
      if (!row) throw notFound('hold', id);
      if (row.status === 'active' && row.expires_at !== null && row.expires_at <= now) {
        const [expired] = await store.db
          .transaction()
          .execute((tx) => expireIn(tx, now, { workspaceId, id }, 1));
        // Another request may have expired or released it in the meantime: read what it is now.
        row = expired ?? (await findHold(store.db, workspaceId, id)) ?? row;
      }
      return withHistory(row);
    },

    async list(workspaceId, options) {
      await expireAll(clock.now(), { workspaceId });
      return listHolds(store.db, workspaceId, options);
    },

    expireDue: () => expireAll(clock.now(), {}),
  };
}

function notReleasable(row: HoldRow): VigilError {
  if (row.status === 'released') {
    return new VigilError(
      'conflict',
      `Hold '${row.id}' was already released at ${toRfc3339(row.released_at ?? row.updated_at)}; a released hold stays released. Place a new hold to hold the transaction again.`,
    );
  }
  return new VigilError(
    'conflict',
    `Hold '${row.id}' expired at ${toRfc3339(row.expires_at ?? row.updated_at)}; an expired hold cannot be released. Place a new hold to hold the transaction again.`,
  );
}

export type { HoldHistoryRow, HoldRow, HoldStatus } from './holds-repo.ts';
