/**
 * Events customers send (`POST /v1/events/ingest`, API.md §5). A known type's `data` is checked
 * against its schema and normalised (canonical chain, normalised addresses: `event-data.ts`); a
 * custom type's is kept as sent. Every event is stored with a pending mark for the detection
 * agents, and the workspace's `agents.run` job is queued unless one is waiting, all in one
 * transaction: the agents take events in batches, not a job each. A `transfer.observed` is also
 * stored as a transfer in that transaction, so screening sees it as soon as the request is answered.
 * Events arriving together share their transaction (`event-writer.ts`); each request is answered
 * once its own event has committed.
 */
import type { Clock } from '../../lib/clock.ts';
import { invalidField } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { IngestedEventsTable } from '../../store/database.ts';
import { insertRows } from '../../store/insert-rows.ts';
import type { Executor, Store } from '../../store/store.ts';
import { checkOccurredAt, type ReadTransfer, type TransfersService } from '../transfers/index.ts';
import { type KnownEvent, readKnownEvent } from './event-data.ts';
import { isKnownEventType } from './event-schemas.ts';
import { createEventWriter } from './event-writer.ts';
import { findEvents, type StoredEvent } from './events-repo.ts';

/** Event types are dotted lower-case words, so custom ones read like ours. */
const EVENT_TYPE = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/;

export interface EventInput {
  type: string;
  occurred_at?: number | undefined;
  data: Record<string, unknown>;
}

/** A stored event, as its listeners (the agents) are told of it. */
export interface StoredEventRef {
  /** `ing_…`. */
  event_id: string;
  workspace_id: string;
  type: string;
  /** Epoch ms. */
  received_at: number;
}

export interface EventsService {
  /**
   * Stores the event; `transfer_ids` are the transfers (`xfer_…`) it was stored as in the transfer
   * graph: a `transfer.observed`'s, a `deposit.received`'s that names its sender; none for others.
   */
  ingest(workspaceId: string, event: EventInput): Promise<{ id: string; transfer_ids: string[] }>;
  /** The workspace's stored events by id, oldest first. */
  byIds(workspaceId: string, ids: readonly string[]): Promise<StoredEvent[]>;
}

interface PendingWrite {
  row: IngestedEventsTable;
  transfer: ReadTransfer | undefined;
  /** Filled in the transaction that stores the transfer. */
  transferIds: string[];
}

export function createEventsService(deps: {
  store: Store;
  clock: Clock;
  transfers: TransfersService;
  /**
   * Hands stored events on in the ingest's transaction: the agents take them (and have their job
   * queued unless one is waiting), so an event is stored exactly when it is due to be processed.
   */
  onStored(db: Executor, events: readonly StoredEventRef[]): Promise<void>;
}): EventsService {
  const { store, clock, transfers, onStored } = deps;

  const writer = createEventWriter<PendingWrite>({
    store,
    async writeAll(tx, writes) {
      const rows = writes.map((write) => write.row);
      await insertRows(tx, 'ingested_events', rows);
      const carrying = writes.filter((write) => write.transfer !== undefined);
      const read = carrying.flatMap((write) => (write.transfer ? [write.transfer] : []));
      if (read.length > 0) {
        const ids = await transfers.store(tx, read);
        carrying.forEach((write, i) => {
          write.transferIds = ids[i] ?? [];
        });
      }
      await onStored(
        tx,
        rows.map((row) => ({
          event_id: row.id,
          workspace_id: row.workspace_id,
          type: row.type,
          received_at: row.received_at,
        })),
      );
    },
    committed(writes) {
      const read = writes.flatMap((write) => (write.transfer ? [write.transfer] : []));
      if (read.length > 0) transfers.apply(read);
    },
  });

  return {
    byIds: (workspaceId, ids) => findEvents(store.db, workspaceId, ids),

    async ingest(workspaceId, event) {
      if (!EVENT_TYPE.test(event.type)) {
        throw invalidField(
          '/type',
          'must be dotted lower-case words, e.g. `transfer.observed` or `custom.kyc_failed`',
        );
      }
      const now = clock.now();
      const known = isKnownEventType(event.type);
      // Every known type happens on a chain; a custom one (a KYC check) may predate any.
      const occurredAt =
        event.occurred_at === undefined
          ? now
          : checkOccurredAt(event.occurred_at, now, '/occurred_at', known);
      const read = isKnownEventType(event.type) ? readKnownEvent(event.type, event.data) : undefined;
      const data = read?.data ?? event.data;
      const transfer = read && transferOf(read, occurredAt);
      const id = newId('ingestedEvent');
      const row = {
        id,
        workspace_id: workspaceId,
        type: event.type,
        occurred_at: occurredAt,
        data: JSON.stringify(data),
        received_at: now,
      };
      const write: PendingWrite = { row, transfer, transferIds: [] };
      await writer.write(write);
      return { id, transfer_ids: write.transferIds };
    },
  };

  /**
   * The on-chain transfer an event tells of, stored in the transfer graph with it: a
   * `transfer.observed`, and a `deposit.received` that names its sender (the deposit is a transfer
   * from it to the deposit address). A deposit without a sender has no edge to draw, and a
   * `withdrawal.requested` is not on chain yet: its transfer arrives as a `transfer.observed` once
   * it is broadcast (docs/agents.md).
   */
  function transferOf(event: KnownEvent, occurredAt: number): ReadTransfer | undefined {
    if (event.type === 'transfer.observed') {
      return transfers.read({ ...event.data, occurred_at: occurredAt }, '/data');
    }
    if (event.type === 'deposit.received') {
      const { chain, tx_hash, from, to, amount, asset } = event.data;
      if (from === undefined) return undefined;
      return transfers.read({ chain, tx_hash, from, to, amount, asset, occurred_at: occurredAt }, '/data');
    }
    return undefined;
  }
}
