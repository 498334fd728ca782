/**
 * Wake-ups between writers and workers. A writer that leaves work behind (a job to run) signals a
 * channel in its transaction; workers listening on the channel look for the work at once instead of
 * at their next poll. Signals may be lost: they only shorten the wait, the store stays the source
 * of truth and listeners still poll. A signal may carry a short text (`changes` carries what
 * changed, see platform/changes); a listener that may have missed signals hears `onGap`.
 *
 * On PostgreSQL a signal is a `NOTIFY`, which PostgreSQL sends when the transaction commits, to every
 * process listening on the database. On SQLite only this process hears it; it is emitted on the
 * next turn of the event loop, and a worker that looks then waits for the single connection, which
 * the writing transaction holds until it has committed.
 */
import { EventEmitter } from 'node:events';
import { sql } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Executor } from './db.ts';

export type Channel = 'jobs' | 'changes';

/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more. */
export const MAX_PAYLOAD_BYTES = 7_999;

export interface Notifier {
  /**
   * Signals `channel` once the transaction `db` belongs to commits (at once outside one), with
   * `payload` (at most MAX_PAYLOAD_BYTES of UTF-8).
   */
  notify(db: Executor, channel: Channel, payload?: string): Promise<void>;
  /** Calls `listener` on each signal of `channel`; returns a function that stops listening. */
  listen(channel: Channel, listener: (payload: string) => void): () => void;
  /** Resolves once signals sent from now on reach this process's listeners. */
  listening(): Promise<void>;
  /**
   * Calls `listener` after the listening connection came back from a failure: signals sent while it
   * was down were missed. Returns a function that stops it.
   */
  onGap(listener: () => void): () => void;
  close(): Promise<void>;
}

function checkPayload(payload: string): void {
  if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES)
    throw new RangeError(
      `a notification payload must be under 8,000 bytes, not ${Buffer.byteLength(payload)}`,
    );
}

export function localNotifier(): Notifier {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    notify: async (_db, channel, payload = '') => {
      checkPayload(payload);
      setImmediate(() => emitter.emit(channel, payload));
    },
    listen: (channel, listener) => {
      emitter.on(channel, listener);
      return () => emitter.off(channel, listener);
    },
    listening: async () => {},
    // One process hears every signal it sends: there is never a gap.
    onGap: () => () => {},
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}

/** How long to wait before listening again after the listening connection failed. */
const RECONNECT_DELAY_MS = 1_000;

/**
 * `schema` keeps apps on separate schemas of one database (the tests) from waking each other. The
 * listening connection opens on the first `listen` and reconnects after a failure; a signal sent
 * while it was down is missed, which the workers' polling covers.
 */
export function postgresNotifier(options: {
  url: string;
  schema: string | undefined;
  logger: Logger | undefined;
}): Notifier {
  const { logger } = options;
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const gaps = new EventEmitter();
  gaps.setMaxListeners(0);
  const prefix = `vigil_${options.schema ?? 'public'}_`;
  const channelName = (channel: Channel) => `${prefix}${channel}`;
  let client: pg.Client | undefined;
  let closed = false;
  let reconnect: NodeJS.Timeout | undefined;
  /** Settles once the connection in hand listens to every channel asked for; replaced on each connect. */
  let ready: Promise<void> | undefined;
  /** Whether a connection failed since the last one listened: the next one announces a gap. */
  let broken = false;

  async function connect(): Promise<void> {
    if (closed || client) return;
    const next = new pg.Client({ connectionString: options.url });
    client = next;
    const retry = (error: unknown) => {
      logger?.warn({ err: error }, 'store notifications: listening connection lost; reconnecting');
      broken = true;
      if (client === next) client = undefined;
      next.end().catch(() => undefined);
      if (!closed && !reconnect) {
        reconnect = setTimeout(() => {
          reconnect = undefined;
          ready = connect();
        }, RECONNECT_DELAY_MS);
        reconnect.unref();
      }
    };
    next.on('error', retry);
    next.on('notification', (message) => {
      if (message.channel.startsWith(prefix))
        emitter.emit(message.channel.slice(prefix.length), message.payload ?? '');
    });
    try {
      await next.connect();
      // The emitter's event names are the channels listened to (see `listen`).
      for (const channel of emitter.eventNames()) {
        await next.query(`LISTEN "${channelName(channel as Channel)}"`);
      }
      if (broken) {
        broken = false;
        gaps.emit('gap');
      }
    } catch (error) {
      retry(error);
    }
  }

  return {
    notify: async (db, channel, payload = '') => {
      checkPayload(payload);
      await sql`select pg_notify(${channelName(channel)}, ${payload})`.execute(db);
    },
    listen: (channel, listener) => {
      const first = emitter.listenerCount(channel) === 0;
      emitter.on(channel, listener);
      if (client && first) {
        const listened = client.query(`LISTEN "${channelName(channel)}"`).then(
          () => undefined,
          () => undefined,
        );
        ready = Promise.all([ready, listened]).then(() => undefined);
      } else if (!client) {
        ready = connect();
      }
      return () => emitter.off(channel, listener);
    },
    listening: async () => {
      // A connection that fails is replaced: wait for the one that listens (or for close).
      while (!closed && emitter.eventNames().length > 0) {
        const current = ready;
        await current;
        if (current === ready && client !== undefined) return;
        if (current === ready) await new Promise((resolve) => setTimeout(resolve, RECONNECT_DELAY_MS));
      }
    },
    onGap: (listener) => {
      gaps.on('gap', listener);
      return () => gaps.off('gap', listener);
    },
    close: async () => {
      closed = true;
      clearTimeout(reconnect);
      emitter.removeAllListeners();
      gaps.removeAllListeners();
      await client?.end().catch(() => undefined);
      client = undefined;
    },
  };
}
