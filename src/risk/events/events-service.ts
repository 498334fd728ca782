/**
 * Events customers send (`POST /v1/events/ingest`, API.md §5). A known type's `data` is checked
 * against its schema and normalised (canonical chain, normalised addresses, exact amounts:
 * `event-data.ts`); a custom type's is kept as sent. Every event is stored with a pending mark for
 * the detection agents, and the workspace's `agents.run` job is queued unless one is waiting, all in
 * one transaction: the agents take events in batches, not a job each. A `transfer.observed` (and a
 * `deposit.received` that names its sender) is also stored as a transfer, the workspace's claim, in
 * that transaction, so screening sees it as soon as the request is answered.
 *
 * The same movement sent again (`event-movement.ts`) is one event: the repeat is answered
 * `duplicate` with the stored event, and no agent counts it twice. A repeat with other facts, or a
 * transfer that contradicts a stored one, is a 409 naming what is stored. Events arriving together
 * share their transaction (`event-writer.ts`); each request is answered once its own event has
 * committed.
 */
import type { Clock } from '../../lib/clock.ts';
import { invalidField, VigilError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { IngestedEventsTable } from '../../store/database.ts';
import { insertRows } from '../../store/insert-rows.ts';
import type { Executor, Store } from '../../store/store.ts';
import { checkOccurredAt, type ReadTransfer, type TransfersService } from '../transfers/index.ts';
import { type KnownEvent, readKnownEvent } from './event-data.ts';
import { movementOf } from './event-movement.ts';
import { isKnownEventType, isOwnEventType, OWN_EVENT_TYPES, type OwnEventType } from './event-schemas.ts';
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

export interface IngestResult {
  /** The event stored (for a duplicate, the one stored before). */
  id: string;
  /** `duplicate`: the same movement was sent before; nothing new is stored or counted. */
  status: 'accepted' | 'duplicate';
  /** The transfers (`xfer_…`) the event is stored as (or held as already); none for other events. */
  transfer_ids: string[];
}

export interface EventsService {
  ingest(workspaceId: string, event: EventInput): Promise<IngestResult>;
  /** The workspace's stored events by id, oldest first. */
  byIds(workspaceId: string, ids: readonly string[]): Promise<StoredEvent[]>;
  /**
   * Stores an event Vigil made itself (`OWN_EVENT_TYPES`: a watched address's changed screening, a
   * retroactive finding) in `db`'s transaction, and hands it to the agents as a customer's event
   * would be. With a `movement`, an event of that type and movement the workspace already holds is
   * not stored again (the unique index on movements makes it once, across processes and restarts):
   * the answer is then undefined.
   */
  recordOwn(
    db: Executor,
    event: {
      workspaceId: string;
      type: OwnEventType;
      occurredAt: number;
      data: Record<string, unknown>;
      movement?: string | undefined;
    },
  ): Promise<string | undefined>;
}

interface PendingWrite {
  row: IngestedEventsTable;
  transfer: ReadTransfer | undefined;
  /** Filled in the transaction that stores the event. */
  result: IngestResult;
  /** Whether its transfer was new (to give the graph after the commit). */
  transferStored: boolean;
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

  /** The events stored before with the movements of `writes`, by `workspace type movement`. */
  async function storedMovements(tx: Executor, writes: readonly PendingWrite[]) {
    const found = new Map<string, { id: string; data: string }>();
    const byWorkspace = new Map<string, string[]>();
    for (const { row } of writes) {
      if (row.movement === null) continue;
      byWorkspace.set(row.workspace_id, [...(byWorkspace.get(row.workspace_id) ?? []), row.movement]);
    }
    for (const [workspaceId, movements] of byWorkspace) {
      for (let i = 0; i < movements.length; i += 400) {
        const rows = await tx
          .selectFrom('ingested_events')
          .select(['id', 'type', 'movement', 'data'])
          .where('workspace_id', '=', workspaceId)
          .where('movement', 'in', movements.slice(i, i + 400))
          .execute();
        for (const row of rows)
          found.set(`${workspaceId} ${row.type} ${row.movement}`, { id: row.id, data: row.data });
      }
    }
    return found;
  }

  const writer = createEventWriter<PendingWrite>({
    store,
    async writeAll(tx, writes) {
      // A write may come again alone after its group failed: it is judged afresh.
      for (const write of writes) {
        write.result = { id: write.row.id, status: 'accepted', transfer_ids: [] };
        write.transferStored = false;
      }
      const earlier = await storedMovements(tx, writes);
      const fresh: PendingWrite[] = [];
      /** Writes whose movement was sent before with other data: refused once their transfer is judged. */
      let contradicting: PendingWrite | undefined;
      for (const write of writes) {
        const { row } = write;
        const key = `${row.workspace_id} ${row.type} ${row.movement}`;
        const before = row.movement === null ? undefined : earlier.get(key);
        if (before !== undefined) {
          if (before.data !== row.data) contradicting ??= write;
          write.result = { id: before.id, status: 'duplicate', transfer_ids: [] };
          continue;
        }
        if (row.movement !== null) earlier.set(key, { id: row.id, data: row.data });
        fresh.push(write);
      }
      const inserted = await insertRows(
        tx,
        'ingested_events',
        fresh.map((write) => write.row),
        { ignoreConflictOn: ['workspace_id', 'type', 'movement'], returning: ['id'] },
      );
      if (inserted.length < fresh.length) {
        // Another process stored the same movement meanwhile: this one is its duplicate.
        const written = new Set(inserted.map((row) => String(row.id)));
        const raced = fresh.filter((write) => !written.has(write.row.id));
        const stored = await storedMovements(tx, raced);
        for (const write of raced) {
          const before = stored.get(`${write.row.workspace_id} ${write.row.type} ${write.row.movement}`);
          if (before === undefined || before.data !== write.row.data)
            throw sentBefore(write.row, before?.id ?? '?');
          write.result = { id: before.id, status: 'duplicate', transfer_ids: [] };
        }
        fresh.splice(0, fresh.length, ...fresh.filter((write) => written.has(write.row.id)));
      }
      // Each workspace's transfers are its claims.
      const byOwner = new Map<string, PendingWrite[]>();
      for (const write of writes) {
        if (write.transfer === undefined) continue;
        byOwner.set(write.row.workspace_id, [...(byOwner.get(write.row.workspace_id) ?? []), write]);
      }
      for (const [owner, carrying] of byOwner) {
        const outcomes = await transfers.store(
          tx,
          { owner, source: 'event', pointer: '/data' },
          carrying.flatMap((write) => (write.transfer === undefined ? [] : [write.transfer])),
        );
        carrying.forEach((write, i) => {
          const outcome = outcomes[i];
          if (outcome === undefined) return;
          if (outcome.status === 'conflict') throw outcome.error;
          write.result.transfer_ids = outcome.ids;
          write.transferStored = outcome.status === 'stored';
        });
      }
      // A transfer that contradicts a stored one names it (above); else the event stored before.
      if (contradicting !== undefined) {
        throw sentBefore(contradicting.row, contradicting.result.id);
      }
      await onStored(
        tx,
        fresh.map(({ row }) => ({
          event_id: row.id,
          workspace_id: row.workspace_id,
          type: row.type,
          received_at: row.received_at,
        })),
      );
    },
    committed(writes) {
      const byOwner = new Map<string, ReadTransfer[]>();
      for (const write of writes) {
        if (write.transfer === undefined || !write.transferStored) continue;
        byOwner.set(write.row.workspace_id, [...(byOwner.get(write.row.workspace_id) ?? []), write.transfer]);
      }
      for (const [owner, stored] of byOwner) transfers.apply(owner, stored);
    },
  });

  return {
    byIds: (workspaceId, ids) => findEvents(store.db, workspaceId, ids),

    async recordOwn(db, event) {
      const row: IngestedEventsTable = {
        id: newId('ingestedEvent'),
        workspace_id: event.workspaceId,
        type: event.type,
        occurred_at: event.occurredAt,
        data: JSON.stringify(event.data),
        received_at: clock.now(),
        movement: event.movement ?? null,
      };
      const inserted = await db
        .insertInto('ingested_events')
        .values(row)
        .onConflict((oc) => oc.columns(['workspace_id', 'type', 'movement']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted === undefined) return undefined;
      await onStored(db, [
        { event_id: row.id, workspace_id: row.workspace_id, type: row.type, received_at: row.received_at },
      ]);
      return row.id;
    },

    async ingest(workspaceId, event) {
      if (!EVENT_TYPE.test(event.type)) {
        throw invalidField(
          '/type',
          'must be dotted lower-case words, e.g. `transfer.observed` or `custom.kyc_failed`',
        );
      }
      if (isOwnEventType(event.type)) {
        throw invalidField(
          '/type',
          `is an event Vigil records itself (${OWN_EVENT_TYPES.join(', ')}), which its agents trust: send yours under another type, e.g. \`custom.${event.type}\``,
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
      const row: IngestedEventsTable = {
        id,
        workspace_id: workspaceId,
        type: event.type,
        occurred_at: occurredAt,
        data: JSON.stringify(data),
        received_at: now,
        movement: isKnownEventType(event.type) ? (movementOf(event.type, data) ?? null) : null,
      };
      const write: PendingWrite = {
        row,
        transfer,
        result: { id, status: 'accepted', transfer_ids: [] },
        transferStored: false,
      };
      await writer.write(write);
      return write.result;
    },
  };

  /**
   * The on-chain transfer an event tells of, stored with it: a `transfer.observed`, and a
   * `deposit.received` that names its sender (the deposit is a transfer from it to the deposit
   * address). A deposit without a sender has no edge to draw, and a `withdrawal.requested` is not on
   * chain yet: its transfer arrives as a `transfer.observed` once it is broadcast (docs/agents.md).
   */
  function transferOf(event: KnownEvent, occurredAt: number): ReadTransfer | undefined {
    if (event.type === 'transfer.observed') {
      return transfers.read({ ...event.data, occurred_at: occurredAt }, '/data');
    }
    if (event.type === 'deposit.received') {
      const { chain, tx_hash, from, to, amount, asset, value_usd, log_index, output_index } = event.data;
      if (from === undefined) return undefined;
      return transfers.read(
        {
          chain,
          tx_hash,
          from,
          to,
          amount,
          asset,
          value_usd,
          log_index,
          output_index,
          occurred_at: occurredAt,
        },
        '/data',
      );
    }
    return undefined;
  }
}

/** A movement sent before with other facts. */
function sentBefore(row: IngestedEventsTable, storedId: string): VigilError {
  return new VigilError(
    'conflict',
    `This ${row.type} describes the movement ${row.movement}, which was sent before as event ${storedId} with other data: an event sent again must be the same; a different movement needs its own log_index or output_index.`,
    {
      errors: [{ pointer: '/data', detail: `differs from event ${storedId}, stored for the same movement` }],
    },
  );
}
