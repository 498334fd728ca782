/**
 * Checkpoints of the service's SQLite files, run in a worker thread (`sqlite-checkpoint-thread.ts`).
 *
 * In WAL mode with `synchronous = NORMAL` a commit does not wait for the disk; the fsyncs come when
 * the log is copied back into the database (a checkpoint: one fsync of the log, one of the file).
 * By default the connection that commits past every thousand pages of log runs the checkpoint
 * itself, and node:sqlite is synchronous, so that commit held the event loop for the two fsyncs
 * (milliseconds, every few hundred events during a busy ingest). Here the service's connection
 * never checkpoints (`wal_autocheckpoint = 0`); a thread with a connection of its own does, every
 * 200 ms when the log has grown, in `PASSIVE` mode, which waits for no reader or writer. A commit is
 * in the log at once, as before, and the log reaches the disk within 200 ms (before, only at the
 * next thousand pages).
 *
 * One thread serves every file the process has open; it starts with the first. If it dies, the
 * connections go back to checkpointing themselves, so the log cannot grow without end.
 *
 * A connection of another thread to a served file (the screening audit writer's) leaves its
 * checkpoints to the thread as well (`whileCheckpointed`): it committed the most pages under load,
 * so it was the one crossing the thousand, and the batch whose commit crossed it waited for the
 * copy and its two fsyncs (some twenty times in eight seconds of the screening bench, each fsync
 * about 7 ms) before its screenings were answered. It goes back to checkpointing itself when the
 * thread stops.
 */
import type { DatabaseSync } from 'node:sqlite';
import { Worker } from 'node:worker_threads';

/** SQLite's own default: a checkpoint once the log has this many pages. */
export const AUTOCHECKPOINT_PAGES = 1000;

/** To the thread. */
export type CheckpointMessage = { open: string } | { close: string; id: number };
/** From the thread: the connection to the file of close message `closed` is closed. */
export interface CheckpointAnswer {
  closed: number;
}

interface Registered {
  raw: DatabaseSync;
  file: string;
}

let worker: Worker | undefined;
const registered = new Set<Registered>();
/** Told when the thread stops checkpointing their file: it died, or the file was handed back. */
const stopListeners = new Map<string, Set<() => void>>();
/** Close messages waiting for their answer. */
const closing = new Map<number, () => void>();
let closeIds = 0;

function start(): Worker {
  const started = new Worker(new URL('./sqlite-checkpoint-thread.ts', import.meta.url));
  started.on('message', (answer: CheckpointAnswer) => {
    closing.get(answer.closed)?.();
    closing.delete(answer.closed);
    if (closing.size === 0) started.unref();
  });
  const takeOver = () => {
    if (worker !== started) return;
    worker = undefined;
    for (const { raw } of registered) {
      if (raw.isOpen) raw.exec(`PRAGMA wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
    }
    registered.clear();
    tellStopped([...stopListeners.keys()]);
    for (const done of closing.values()) done();
    closing.clear();
  };
  started.on('error', takeOver);
  started.on('exit', takeOver);
  // Checkpoints must not keep a finished process alive (after the listeners: one on 'message' refs).
  started.unref();
  return started;
}

/**
 * Hands the checkpoints of `raw`'s file to the thread. The returned function hands them back (call
 * it before closing `raw`); it resolves once the thread has let go of the file, so that the file can
 * be deleted.
 */
export function checkpointInBackground(raw: DatabaseSync, file: string): () => Promise<void> {
  worker ??= start();
  const entry: Registered = { raw, file };
  registered.add(entry);
  raw.exec('PRAGMA wal_autocheckpoint = 0');
  worker.postMessage({ open: file } satisfies CheckpointMessage);
  return async () => {
    if (!registered.delete(entry)) return;
    raw.exec(`PRAGMA wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
    if (![...registered].some((other) => other.file === file)) tellStopped([file]);
    const running = worker;
    if (running === undefined) return;
    // The thread stays (idle, and holding up no exit) for the next file this process opens.
    const id = ++closeIds;
    await new Promise<void>((resolve) => {
      closing.set(id, resolve);
      // Held up by nothing else, a process would exit before the answer came.
      running.ref();
      running.postMessage({ close: file, id } satisfies CheckpointMessage);
    });
  };
}

/**
 * For a connection this module cannot reach (another thread's): whether the thread checkpoints
 * `file` now, so that the connection may leave its checkpoints to it (`wal_autocheckpoint = 0`).
 * If so, `onStop` is called once when that ends (the thread died, or the last connection of the
 * process to the file handed it back), and the connection must then checkpoint itself again; the
 * function returned stops listening. Undefined when the file is not served: checkpoint as usual.
 */
export function whileCheckpointed(file: string, onStop: () => void): (() => void) | undefined {
  if (worker === undefined || ![...registered].some((entry) => entry.file === file)) return undefined;
  const listeners = stopListeners.get(file) ?? new Set();
  stopListeners.set(file, listeners);
  // A listener of its own, so that one caller listening twice is told twice.
  const listener = () => onStop();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && stopListeners.get(file) === listeners) stopListeners.delete(file);
  };
}

function tellStopped(files: string[]): void {
  for (const file of files) {
    const listeners = stopListeners.get(file);
    stopListeners.delete(file);
    for (const listener of listeners ?? []) listener();
  }
}
