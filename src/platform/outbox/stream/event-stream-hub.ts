/**
 * The live event streams of one process. One tailer reads the outbox log (`outbox-log.ts`) while any
 * stream is open and hands each workspace's new events to its streams; a stream that resumes from an
 * event id first reads what it missed from the store, then joins the tail. Neither path alone is
 * enough and both together give every event once: a stream registers with the tailer before its
 * catch-up's last read, so an event is either in that read or in a tail read that came after it,
 * and events at or below the stream's position are dropped.
 *
 * A slow client never makes the process hold more than a bounded queue for it: past
 * `MAX_QUEUED_EVENTS` the queue is dropped and the stream goes back to reading from the store, page by
 * page as its connection drains, from the last event it was sent.
 */
import type { Logger } from 'pino';
import type { Store } from '../../../store/store.ts';
import { isAfter, type LogEvent, type LogPosition, type OutboxLog, outboxLog } from './outbox-log.ts';

/** How often the tailer looks for new events while a stream is open: the stream's usual latency. */
export const TAIL_INTERVAL_MS = 250;
/** A comment line this often keeps proxies and load balancers from closing an idle stream. */
export const HEARTBEAT_INTERVAL_MS = 15_000;
/** Events queued for one slow stream at most before it reads from the store instead. */
export const MAX_QUEUED_EVENTS = 1_000;
/** Events per read while catching up (per stream) and while tailing (all workspaces). */
const CATCH_UP_PAGE = 200;
const TAIL_PAGE = 500;

/** Where a stream writes: the HTTP response, in the tests a buffer. */
export interface StreamSink {
  /** Writes text; false once the connection's buffer is full (more may still be written). */
  write(text: string): boolean;
  /** Calls `listener` each time the connection's buffer has emptied. */
  onDrain(listener: () => void): void;
  end(): void;
}

export interface OpenStream {
  workspaceId: string;
  /** The event types the stream carries. */
  types: readonly string[];
  /** The position of the last event the client has; undefined to start with events after now. */
  after: LogPosition | undefined;
  sink: StreamSink;
}

export interface StreamHandle {
  close(): void;
}

/** How many streams may be open in this process: of one workspace, and of all together. */
export interface StreamLimits {
  perWorkspace: number;
  perProcess: number;
}

/** A place for one more stream, or why there is none. */
export type StreamSlot =
  | { granted: true; release(): void }
  | { granted: false; limit: 'workspace' | 'process'; detail: string };

export interface EventStreamHub {
  readonly log: OutboxLog;
  /**
   * Takes a place for one more stream of the workspace before anything else is done for it, or
   * says which limit is reached; the place is the caller's until `release`.
   */
  admit(workspaceId: string): StreamSlot;
  open(options: OpenStream): Promise<StreamHandle>;
  /** How many streams are open in this process. */
  readonly size: number;
  /** Ends every stream (at shutdown). */
  close(): void;
}

/** One event as Server-Sent Events: its id (for Last-Event-ID), its type, and the webhook body. */
export function eventFrame(event: Pick<LogEvent, 'id' | 'type' | 'payload'>): string {
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${event.payload}\n\n`;
}

interface Subscriber {
  types: ReadonlySet<string>;
  push(event: LogEvent): void;
  heartbeat(): void;
  close(): void;
}

export function createEventStreamHub(deps: {
  store: Store;
  logger: Logger;
  limits: StreamLimits;
}): EventStreamHub {
  const log = outboxLog(deps.store);
  const { logger, limits } = deps;
  /** Places taken by `admit`, per workspace and in all: counted from before a stream opens. */
  const admitted = new Map<string, number>();
  let admittedInAll = 0;
  const byWorkspace = new Map<string, Set<Subscriber>>();
  let count = 0;
  /** The tailer's position; undefined while no stream is open. */
  let tail: LogPosition | undefined;
  let timer: NodeJS.Timeout | undefined;
  let heartbeats: NodeJS.Timeout | undefined;
  let closed = false;

  function dispatch(events: readonly LogEvent[]): void {
    for (const event of events) {
      const subscribers = byWorkspace.get(event.workspaceId);
      if (!subscribers) continue;
      for (const subscriber of subscribers) if (subscriber.types.has(event.type)) subscriber.push(event);
    }
  }

  async function poll(): Promise<void> {
    let position = tail;
    if (position === undefined) return;
    let readAny = false;
    for (;;) {
      const events = await log.read(position, {}, TAIL_PAGE);
      // Every stream closed while reading: the next one starts the tail afresh.
      if (tail === undefined) return;
      const last = events.at(-1);
      if (last === undefined) break;
      readAny = true;
      position = last.position;
      tail = position;
      dispatch(events);
      if (events.length < TAIL_PAGE) break;
    }
    // SQLite numbers rows from 1 again once the sweep has emptied the outbox (30 days without an
    // event): start again from there rather than wait for the numbers to pass the old position.
    if (!readAny) {
      const head = await log.head();
      if (tail !== undefined && head.seq < tail.seq) tail = { seq: 0n, id: '' };
    }
  }

  function schedule(): void {
    if (closed || count === 0 || timer) return;
    timer = setTimeout(() => {
      poll()
        .catch((error: unknown) => logger.warn({ err: error }, 'event stream: reading the outbox failed'))
        .finally(() => {
          timer = undefined;
          schedule();
        });
    }, TAIL_INTERVAL_MS);
    timer.unref();
  }

  function add(workspaceId: string, subscriber: Subscriber, start: LogPosition): void {
    let set = byWorkspace.get(workspaceId);
    if (!set) {
      set = new Set();
      byWorkspace.set(workspaceId, set);
    }
    set.add(subscriber);
    count++;
    // The tail starts where the first stream does; a later stream that starts further back catches up.
    if (tail === undefined) tail = start;
    if (!heartbeats) {
      heartbeats = setInterval(() => {
        for (const subscribers of byWorkspace.values()) for (const s of subscribers) s.heartbeat();
      }, HEARTBEAT_INTERVAL_MS);
      heartbeats.unref();
    }
    schedule();
  }

  function remove(workspaceId: string, subscriber: Subscriber): void {
    const set = byWorkspace.get(workspaceId);
    if (!set?.delete(subscriber)) return;
    if (set.size === 0) byWorkspace.delete(workspaceId);
    count--;
    if (count === 0) {
      tail = undefined;
      clearTimeout(timer);
      timer = undefined;
      clearInterval(heartbeats);
      heartbeats = undefined;
    }
  }

  return {
    log,
    admit(workspaceId) {
      const mine = admitted.get(workspaceId) ?? 0;
      if (mine >= limits.perWorkspace)
        return {
          granted: false,
          limit: 'workspace',
          detail: `This workspace has ${mine} event streams open on this server, the most it may (VIGIL_STREAMS_PER_WORKSPACE): close one it no longer reads, or retry later.`,
        };
      if (admittedInAll >= limits.perProcess)
        return {
          granted: false,
          limit: 'process',
          detail: `This server has ${admittedInAll} event streams open, the most it keeps (VIGIL_STREAMS_PER_PROCESS): retry later.`,
        };
      admitted.set(workspaceId, mine + 1);
      admittedInAll++;
      let held = true;
      return {
        granted: true,
        release() {
          if (!held) return;
          held = false;
          admittedInAll--;
          const left = (admitted.get(workspaceId) ?? 1) - 1;
          if (left > 0) admitted.set(workspaceId, left);
          else admitted.delete(workspaceId);
        },
      };
    },
    get size() {
      return count;
    },
    async open({ workspaceId, types, after, sink }) {
      const start = after ?? (await log.head());
      const subscriber = createSubscriber({
        log,
        workspaceId,
        types,
        start,
        sink,
        logger,
        onClose: () => remove(workspaceId, subscriber),
      });
      if (closed) {
        subscriber.close();
      } else {
        add(workspaceId, subscriber, start);
        subscriber.catchUp();
      }
      return { close: () => subscriber.close() };
    },
    close() {
      closed = true;
      for (const subscribers of [...byWorkspace.values()]) for (const s of [...subscribers]) s.close();
    },
  };
}

function createSubscriber(deps: {
  log: OutboxLog;
  workspaceId: string;
  types: readonly string[];
  start: LogPosition;
  sink: StreamSink;
  logger: Logger;
  onClose: () => void;
}): Subscriber & { catchUp(): void } {
  const { log, workspaceId, sink, logger } = deps;
  const types = new Set(deps.types);
  const filter = { workspaceId, types: deps.types };
  /** The last event sent (or skipped as already sent). */
  let after = deps.start;
  /** Reading from the store rather than from the tail. */
  let catchingUp = true;
  /** The queue overflowed during a catch-up: read the store once more before joining the tail. */
  let overflowed = false;
  let queue: LogEvent[] = [];
  let waitingForDrain = false;
  let pumping = false;
  let closed = false;

  function send(event: LogEvent): void {
    after = event.position;
    if (!sink.write(eventFrame(event))) waitingForDrain = true;
  }

  async function pump(): Promise<void> {
    while (!closed && !waitingForDrain) {
      if (catchingUp) {
        const events = await log.read(after, filter, CATCH_UP_PAGE);
        if (closed) return;
        // A page is written whole: the connection buffers at most one page past its limit.
        for (const event of events) if (isAfter(event.position, after)) send(event);
        if (events.length < CATCH_UP_PAGE) {
          if (overflowed) overflowed = false;
          else catchingUp = false;
        }
        continue;
      }
      const queued = queue;
      queue = [];
      for (let i = 0; i < queued.length; i++) {
        const event = queued[i] as LogEvent;
        if (!isAfter(event.position, after)) continue;
        if (waitingForDrain) {
          queue = queued.slice(i);
          break;
        }
        send(event);
      }
      return;
    }
  }

  function kick(): void {
    if (pumping || closed) return;
    pumping = true;
    pump()
      .catch((error: unknown) => {
        logger.warn(
          { err: error, workspace_id: workspaceId },
          'event stream: catching up failed; closing it',
        );
        close();
      })
      .finally(() => {
        pumping = false;
        if (!closed && !waitingForDrain && (catchingUp || queue.length > 0)) kick();
      });
  }

  function close(): void {
    if (closed) return;
    closed = true;
    queue = [];
    deps.onClose();
    sink.end();
  }

  sink.onDrain(() => {
    waitingForDrain = false;
    kick();
  });

  return {
    types,
    push(event) {
      if (closed || !isAfter(event.position, after)) return;
      queue.push(event);
      if (queue.length > MAX_QUEUED_EVENTS) {
        queue = [];
        if (catchingUp) overflowed = true;
        else catchingUp = true;
      }
      kick();
    },
    heartbeat() {
      if (!closed && !waitingForDrain && !sink.write(': heartbeat\n\n')) waitingForDrain = true;
    },
    catchUp: kick,
    close,
  };
}
