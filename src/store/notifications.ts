/**
 * Wake-ups between writers and workers. A writer that leaves work behind (a job to run) signals a
 * channel in its transaction; workers listening on the channel look for the work at once instead of
 * at their next poll. Signals carry no data and may be lost: they only shorten the wait, the store
 * stays the source of truth and workers still poll.
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

export type Channel = 'jobs';

export interface Notifier {
  /** Signals `channel` once the transaction `db` belongs to commits (at once outside one). */
  notify(db: Executor, channel: Channel): Promise<void>;
  /** Calls `listener` on each signal of `channel`; returns a function that stops listening. */
  listen(channel: Channel, listener: () => void): () => void;
  close(): Promise<void>;
}

export function localNotifier(): Notifier {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    notify: async (_db, channel) => {
      setImmediate(() => emitter.emit(channel));
    },
    listen: (channel, listener) => {
      emitter.on(channel, listener);
      return () => emitter.off(channel, listener);
    },
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
  const prefix = `vigil_${options.schema ?? 'public'}_`;
  const channelName = (channel: Channel) => `${prefix}${channel}`;
  let client: pg.Client | undefined;
  let closed = false;
  let reconnect: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    if (closed || client) return;
    const next = new pg.Client({ connectionString: options.url });
    client = next;
    const retry = (error: unknown) => {
      logger?.warn({ err: error }, 'store notifications: listening connection lost; reconnecting');
      if (client === next) client = undefined;
      next.end().catch(() => undefined);
      if (!closed && !reconnect) {
        reconnect = setTimeout(() => {
          reconnect = undefined;
          void connect();
        }, RECONNECT_DELAY_MS);
        reconnect.unref();
      }
    };
    next.on('error', retry);
    next.on('notification', (message) => {
      if (message.channel.startsWith(prefix)) emitter.emit(message.channel.slice(prefix.length));
    });
    try {
      await next.connect();
      // The emitter's event names are the channels listened to (see `listen`).
      for (const channel of emitter.eventNames()) {
        await next.query(`LISTEN "${channelName(channel as Channel)}"`);
      }
    } catch (error) {
      retry(error);
    }
  }

  return {
    notify: async (db, channel) => {
      await sql`select pg_notify(${channelName(channel)}, '')`.execute(db);
    },
    listen: (channel, listener) => {
      const first = emitter.listenerCount(channel) === 0;
      emitter.on(channel, listener);
      if (client && first) {
        client.query(`LISTEN "${channelName(channel)}"`).catch(() => undefined);
      } else {
        void connect();
      }
      return () => emitter.off(channel, listener);
    },
    close: async () => {
      closed = true;
      clearTimeout(reconnect);
      emitter.removeAllListeners();
      await client?.end().catch(() => undefined);
      client = undefined;
    },
  };
}
