/**
 * Group commit for ingested events. Each event must be stored before its 202, but a transaction per
 * event makes the store's commit the bound (SQLite writes its log once per commit, whatever the
 * transaction holds). So events submitted while a transaction is being written wait together and go
 * into the next one, and a transaction starts only once the event loop has handled every request
 * that was ready (`setImmediate`): node:sqlite runs a whole transaction within the microtasks of the
 * request that started it, so without that pause each HTTP request, arriving in its own socket
 * callback, had a transaction to itself. A caller alone still gets its transaction within the same
 * turn of the loop. Each caller's promise settles when its event has committed (or failed).
 *
 * If a shared transaction fails, each of its events is tried again in a transaction of its own, so
 * one event the store refuses fails only its own request.
 */
import type { Executor, Store } from '../../store/store.ts';

/** Events per transaction at most: enough to spread a commit thin, few enough to bind within limits. */
export const EVENTS_PER_TRANSACTION = 500;

export interface EventWriter<T> {
  /** Resolves once `item` is committed with whatever shared its transaction. */
  write(item: T): Promise<void>;
}

export function createEventWriter<T>(deps: {
  store: Store;
  /** Writes the items in the transaction `tx`. */
  writeAll(tx: Executor, items: readonly T[]): Promise<void>;
  /** After the transaction holding `items` has committed. */
  committed(items: readonly T[]): void;
}): EventWriter<T> {
  const { store, writeAll, committed } = deps;
  type Entry = { item: T; resolve: () => void; reject: (error: unknown) => void };
  let queue: Entry[] = [];
  /** A drain is running, or about to start at the end of this turn of the event loop. */
  let writing = false;

  const transaction = (items: readonly T[]) => store.db.transaction().execute((tx) => writeAll(tx, items));

  /** Settles the callers of a committed group: their events are stored, whatever `committed` does. */
  function settle(group: readonly Entry[]): void {
    try {
      committed(group.map((entry) => entry.item));
    } catch (error) {
      for (const entry of group) entry.reject(error);
      return;
    }
    for (const entry of group) entry.resolve();
  }

  async function drain(): Promise<void> {
    writing = true;
    try {
      while (queue.length > 0) {
        const group = queue.slice(0, EVENTS_PER_TRANSACTION);
        queue = queue.slice(group.length);
        try {
          await transaction(group.map((entry) => entry.item));
        } catch (error) {
          if (group.length === 1) group[0]?.reject(error);
          else await oneByOne(group);
          continue;
        }
        settle(group);
      }
    } finally {
      writing = false;
    }
  }

  async function oneByOne(group: readonly Entry[]): Promise<void> {
    for (const entry of group) {
      try {
        await transaction([entry.item]);
      } catch (error) {
        entry.reject(error);
        continue;
      }
      settle([entry]);
    }
  }

  return {
    write(item) {
      return new Promise<void>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        if (!writing) {
          writing = true;
          setImmediate(() => void drain());
        }
      });
    },
  };
}
