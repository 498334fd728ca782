/**
 * What changed, told to every process: a rule, a site, a follow, a label, a list import. A change is
 * announced in the transaction that makes it, so it is told exactly when it commits (PostgreSQL
 * sends a NOTIFY at commit, and never for a transaction that rolled back), and the process that
 * made it applies it itself right after the commit, before it answers. The other processes apply
 * it as it arrives, in the order sent, reading what they need from the store: a message says what
 * changed, never the data, so applying it twice or late is harmless.
 *
 * A message can be missed (the listening connection failed for a moment): the feed then tells
 * `onGap`, whose handler reloads everything, and the periodic reload stays as a backstop. On
 * SQLite there is one process, which hears nothing from the feed: it applies its own changes.
 */
import { randomUUID } from 'node:crypto';
import type { Notifier } from '../../store/notifications.ts';
import type { Db, Executor } from '../../store/store.ts';

export interface ChangeFeed {
  /** Tells the other processes of `body` under `topic` when `db`'s transaction commits. */
  announce(db: Executor, topic: string, body: Record<string, unknown>): Promise<void>;
  /** Handles the other processes' changes of `topic`, one at a time, in the order sent. */
  on(topic: string, handler: (body: Record<string, unknown>) => Promise<void>): void;
  /** Called when changes may have been missed: reload everything. */
  onGap(handler: () => Promise<void>): void;
  /** Resolves once changes announced from now on are heard. */
  listening(): Promise<void>;
  /** Stops hearing; changes already being applied finish. */
  stop(): Promise<void>;
}

/** A change a service makes: announced in its transaction, applied here after the commit. */
export interface ChangeNotice<C> {
  announce(db: Executor, change: C): Promise<void>;
  apply(change: C): Promise<void>;
}

type Logger = { warn(o: object, m: string): void };

export function createChangeFeed(notifier: Notifier, logger?: Logger): ChangeFeed {
  const origin = randomUUID();
  const handlers = new Map<string, (body: Record<string, unknown>) => Promise<void>>();
  const gapHandlers: (() => Promise<void>)[] = [];
  /** Changes are applied one after another, so a later one never lands before an earlier one. */
  let queue: Promise<void> = Promise.resolve();
  let stopped = false;

  function enqueue(work: () => Promise<void>, what: string): void {
    queue = queue.then(work).catch((error: unknown) => {
      logger?.warn({ err: error, change: what }, 'applying a change from another process failed');
    });
  }

  /** Listening starts with the first handler: a process that only announces (the CLI) never listens. */
  let unlisten: (() => void) | undefined;
  let unGap: (() => void) | undefined;
  const hear = (payload: string) => {
    if (stopped) return;
    let message: { o?: unknown; t?: unknown; b?: unknown };
    try {
      message = JSON.parse(payload) as typeof message;
    } catch {
      logger?.warn({ payload }, 'a change message that is not JSON was ignored');
      return;
    }
    if (message.o === origin || typeof message.t !== 'string') return;
    const handler = handlers.get(message.t);
    const body = (message.b ?? {}) as Record<string, unknown>;
    if (handler) enqueue(() => handler(body), payload);
  };
  function listen(): void {
    if (unlisten !== undefined || stopped) return;
    unlisten = notifier.listen('changes', hear);
    unGap = notifier.onGap(() => {
      if (stopped) return;
      for (const handler of gapHandlers) enqueue(handler, 'gap');
    });
  }

  return {
    announce: (db, topic, body) => announceChange(notifier, db, topic, body, origin),
    on(topic, handler) {
      if (handlers.has(topic)) throw new Error(`changes of '${topic}' already have a handler`);
      handlers.set(topic, handler);
      listen();
    },
    onGap(handler) {
      gapHandlers.push(handler);
      listen();
    },
    listening: () => notifier.listening(),
    async stop() {
      stopped = true;
      unlisten?.();
      unGap?.();
      await queue;
    },
  };
}

/**
 * Tells every process listening of a change, when `db`'s transaction commits; what a process that
 * keeps no feed of its own (the CLI after an import) uses.
 */
export async function announceChange(
  notifier: Notifier,
  db: Executor,
  topic: string,
  body: Record<string, unknown>,
  origin = 'once',
): Promise<void> {
  await notifier.notify(db, 'changes', JSON.stringify({ o: origin, t: topic, b: body }));
}

/**
 * Runs `work` in a transaction that also announces `change`, then applies it here. A failure in
 * `work` rolls both back: nothing is told, nothing applied.
 */
export async function commitChange<C, T>(
  db: Db,
  notice: ChangeNotice<C> | undefined,
  change: C,
  work: (tx: Executor) => Promise<T>,
): Promise<T> {
  if (notice === undefined) return work(db);
  const result = await db.transaction().execute(async (tx) => {
    const value = await work(tx);
    await notice.announce(tx, change);
    return value;
  });
  await notice.apply(change);
  return result;
}
