/**
 * The transactional outbox. A service that changes state publishes the event in the same
 * transaction as the change: the event row and the deliveries it fans out to are committed with
 * it or not at all, so a crash can lose neither the change's event nor its deliveries.
 */
import { Compile } from 'typebox/compile';
import type { Clock } from '../../lib/clock.ts';
import { toRfc3339 } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import type { OutboxEventsTable } from '../../store/database.ts';
import type { Executor } from '../../store/store.ts';
import { EVENT_TYPES, type EventData, type EventType } from './event-types.ts';

export type OutboxEvent = OutboxEventsTable;

/**
 * Where an event goes: every subscribed endpoint of its workspace, or `only` the one named; `also`
 * adds enabled endpoints that asked for it another way (an alert rule's channel) without a
 * subscription to the type. An endpoint gets one delivery of an event however it was chosen.
 */
export interface FanOutTarget {
  only?: string | undefined;
  also?: readonly string[] | undefined;
}
export type FanOut = (db: Executor, event: OutboxEvent, target: FanOutTarget) => Promise<void>;

export interface Outbox {
  /**
   * Records an event in `db`'s transaction and schedules its deliveries. `endpointId` sends it to
   * that endpoint alone (a test event) rather than to every subscriber; `alsoEndpointIds` sends it
   * to those enabled endpoints as well as to the subscribers.
   */
  publish<T extends EventType>(
    db: Executor,
    workspaceId: string,
    type: T,
    data: EventData<T>,
    options?: { endpointId?: string; alsoEndpointIds?: readonly string[] },
  ): Promise<OutboxEvent>;
}

export function createOutbox(deps: { clock: Clock; fanOut: FanOut }): Outbox {
  const { clock, fanOut } = deps;
  const validators = new Map(
    Object.entries(EVENT_TYPES).map(([type, definition]) => [type, Compile(definition.data)]),
  );
  return {
    async publish(db, workspaceId, type, data, options = {}) {
      const validator = validators.get(type);
      if (!validator?.Check(data)) {
        const problems = validator?.Errors(data).map((e) => `${e.instancePath || '/'} ${e.message}`) ?? [];
        throw new Error(`event '${type}': data does not match its schema: ${problems.join('; ')}`);
      }
      const now = clock.now();
      const event: OutboxEvent = {
        id: newId('webhookEvent'),
        workspace_id: workspaceId,
        type,
        payload: JSON.stringify({ type, timestamp: toRfc3339(now), data }),
        created_at: now,
      };
      await db.insertInto('outbox_events').values(event).execute();
      await fanOut(db, event, { only: options.endpointId, also: options.alsoEndpointIds });
      return event;
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
