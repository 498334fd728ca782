/**
 * The transactional outbox. A service that changes state publishes the event in the same
 * transaction as the change: the event row and the deliveries it fans out to are committed with
 * it or not at all, so a crash can lose neither the change's event nor its deliveries.
 */
import { Compile } from 'typebox/compile';
import type { Clock } from '../../lib/clock.ts';
import { toRfc3339 } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { insertInBatches } from '../../store/batches.ts';
import type { OutboxEventsTable } from '../../store/database.ts';
import { insertRows } from '../../store/insert-rows.ts';
import type { Executor } from '../../store/store.ts';
import type { EventCatalogue, EventDataOf, EventTypeOf } from './event-definition.ts';

export type OutboxEvent = OutboxEventsTable;

/**
 * Where events go: every subscribed endpoint of their workspace, or `only` the one named; `also`
 * (one entry per event, in order) adds enabled endpoints that asked for that event another way (an
 * alert rule's channel) without a subscription to the type. An endpoint gets one delivery of an
 * event however it was chosen.
 */
export interface FanOutTarget {
  only?: string | undefined;
  also?: readonly (readonly string[] | undefined)[] | undefined;
}
/** Schedules the deliveries of events of one workspace, recorded together in `db`'s transaction. */
export type FanOut = (db: Executor, events: readonly OutboxEvent[], target: FanOutTarget) => Promise<void>;

/**
 * One event of catalogue `C` to publish: its type and the data its schema describes;
 * `alsoEndpointIds` sends it to those enabled endpoints as well as to the subscribers.
 */
export type EventToPublish<C extends EventCatalogue> = {
  [T in EventTypeOf<C>]: { type: T; data: EventDataOf<C, T>; alsoEndpointIds?: readonly string[] };
}[EventTypeOf<C>];

/**
 * The outbox, for the events of catalogue `C`. The service's outbox publishes every event of the
 * service's catalogue; a module types the one it is given as `Outbox<typeof ITS_EVENTS>`, the events
 * it declares, which the service's outbox is.
 */
export interface Outbox<C extends EventCatalogue> {
  /**
   * Records an event in `db`'s transaction and schedules its deliveries. `endpointId` sends it to
   * that endpoint alone (a test event) rather than to every subscriber; `alsoEndpointIds` sends it
   * to those enabled endpoints as well as to the subscribers.
   */
  publish<T extends EventTypeOf<C>>(
    db: Executor,
    workspaceId: string,
    type: T,
    data: EventDataOf<C, T>,
    options?: { endpointId?: string; alsoEndpointIds?: readonly string[] },
  ): Promise<OutboxEvent>;
  /**
   * Records several events of one workspace in `db`'s transaction, in order, and schedules their
   * deliveries: what `publish` does for each, in a few statements rather than two or more per
   * event (the agents publish an event per alert, the zone watcher one per crossing, hundreds per
   * batch).
   */
  publishMany(
    db: Executor,
    workspaceId: string,
    events: readonly EventToPublish<C>[],
  ): Promise<OutboxEvent[]>;
}

export function createOutbox<C extends EventCatalogue>(deps: {
  clock: Clock;
  fanOut: FanOut;
  /** Every event type the service publishes. */
  events: C;
}): Outbox<C> {
  const { clock, fanOut } = deps;
  const validators = new Map(
    Object.entries(deps.events).map(([type, definition]) => [type, Compile(definition.data)]),
  );

  /** The row of an event, once its data has been checked against its type's schema. */
  function eventOf(workspaceId: string, type: string, data: unknown, now: number): OutboxEvent {
    const validator = validators.get(type);
    if (!validator) throw new Error(`event '${type}' is not in the event catalogue`);
    if (!validator.Check(data)) {
      const problems = validator.Errors(data).map((e) => `${e.instancePath || '/'} ${e.message}`);
      throw new Error(`event '${type}': data does not match its schema: ${problems.join('; ')}`);
    }
    return {
      id: newId('webhookEvent'),
      workspace_id: workspaceId,
      type,
      payload: JSON.stringify({ type, timestamp: toRfc3339(now), data }),
      created_at: now,
    };
  }

  return {
    async publish(db, workspaceId, type, data, options = {}) {
      const event = eventOf(workspaceId, type, data, clock.now());
      await db.insertInto('outbox_events').values(event).execute();
      await fanOut(db, [event], { only: options.endpointId, also: [options.alsoEndpointIds] });
      return event;
    },

    async publishMany(db, workspaceId, events) {
      const now = clock.now();
      const rows = events.map((event) => eventOf(workspaceId, event.type, event.data, now));
      await insertInBatches(rows, (batch) => insertRows(db, 'outbox_events', batch));
      if (rows.length > 0) await fanOut(db, rows, { also: events.map((event) => event.alsoEndpointIds) });
      return rows;
    },
  };
}

/** Rows deleted per statement by the sweep, so that no sweep holds the store for long. */
const SWEEP_BATCH = 1_000;

/** Deletes events recorded before `before`, and their deliveries with them; returns how many. */
export async function sweepEvents(db: Executor, before: number): Promise<number> {
  let total = 0;
  for (;;) {
    const result = await db
      .deleteFrom('outbox_events')
      .where('id', 'in', (eb) =>
        eb.selectFrom('outbox_events').select('id').where('created_at', '<', before).limit(SWEEP_BATCH),
      )
      .executeTakeFirst();
    const deleted = Number(result.numDeletedRows);
    total += deleted;
    if (deleted < SWEEP_BATCH) return total;
  }
}

/** The exact body of a stored event, as every delivery of it sends it. */
export function findEventPayload(db: Executor, eventId: string): Promise<string | undefined> {
  return db
    .selectFrom('outbox_events')
    .select('payload')
    .where('id', '=', eventId)
    .executeTakeFirst()
    .then((row) => row?.payload);
}
