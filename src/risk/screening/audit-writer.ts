/**
 * Where the screening audit records are written, each batch in one transaction, answered once it
 * has committed. On a SQLite file the inserts run in a worker
 * thread with a connection of its own (`audit-writer-thread.ts`): node:sqlite is synchronous, and a
 * few hundred rows written on the event loop held every request in flight for milliseconds at a
 * time, which is what the p99 of screening was made of. On PostgreSQL the driver already writes
 * off the event loop, so the inserts go through the store as usual. If the thread dies, what it had
 * not confirmed and everything after is written in this thread instead: nothing is dropped for it.
 *
 * The thread's connection leaves the copying of the log back into the file (a checkpoint, two
 * fsyncs) to the store's checkpoint thread, as the store's own connection does, for as long as that
 * thread serves the file (`whileCheckpointed`): run in the writer, it held the batch whose commit
 * crossed a thousand pages of log for the copy before its screenings were answered.
 */
import { Worker } from 'node:worker_threads';
import { insertInBatches, rowsPerInsert } from '../../store/batches.ts';
import type { ScreeningsTable } from '../../store/database.ts';
import { AUTOCHECKPOINT_PAGES, whileCheckpointed } from '../../store/sqlite-checkpointer.ts';
import type { Store } from '../../store/store.ts';

/** The columns in the order a thread message carries each row's values. */
export const AUDIT_COLUMNS = [
  'id',
  'workspace_id',
  'key_id',
  'kind',
  'chain',
  'subject',
  'request',
  'result',
  'risk_score',
  'list_versions',
  'screened_at',
  'address',
  'risk_category',
  'as_of',
  'trigger',
  'watch_id',
  'policy_version',
] as const satisfies readonly (keyof ScreeningsTable)[];

/** Records per insert at most (store/batches.ts), and so per batch handed to the writer. */
export const ROWS_PER_INSERT = rowsPerInsert(AUDIT_COLUMNS.length);

export type AuditRowValues = (string | number | null)[];

/** To the thread: rows to insert, numbered so the answer finds its caller. */
export interface AuditBatchMessage {
  seq: number;
  rows: AuditRowValues[];
}
/** To the thread: checkpoint the log yourself from now on, at this many pages (the store's thread stopped). */
export interface AuditCheckpointMessage {
  autocheckpoint: number;
}
/** What the thread is started with: its file, and whether it checkpoints the log itself (pages) or not (0). */
export interface AuditWriterData {
  file: string;
  autocheckpoint: number;
}
/**
 * From the thread: the batch is stored, or why not, with SQLite's result code when it gave one (so
 * that a full disk or a locked file is told as the store's own failure, with its wait).
 */
export interface AuditBatchAnswer {
  seq: number;
  error: string | null;
  errcode?: number | undefined;
}

/** The thread's error as this thread sees it: its message, and its SQLite code if it had one. */
function answerError(answer: AuditBatchAnswer): Error {
  const error = new Error(answer.error ?? 'unknown error');
  return answer.errcode === undefined ? error : Object.assign(error, { errcode: answer.errcode });
}

export interface AuditWriter {
  /** Resolves once the rows are stored (committed); rejects if the store refused them. */
  write(rows: readonly ScreeningsTable[]): Promise<void>;
  close(): Promise<void>;
}

export function createAuditWriter(store: Store): AuditWriter {
  return store.sqliteFile === undefined ? storeWriter(store) : threadWriter(store, store.sqliteFile);
}

function storeWriter(store: Store): AuditWriter {
  return {
    async write(rows) {
      // One transaction: the records are stored together or not at all, as the thread stores them.
      await store.db
        .transaction()
        .execute((tx) =>
          insertInBatches(rows, (batch) => tx.insertInto('screenings').values(batch).execute()),
        );
    },
    close: async () => {},
  };
}

function threadWriter(store: Store, file: string): AuditWriter {
  const fallback = storeWriter(store);
  const pending = new Map<
    number,
    { rows: readonly ScreeningsTable[]; resolve: () => void; reject: (error: Error) => void }
  >();
  let seq = 0;
  /** Started on the first write: most processes and tests never screen anything. */
  let worker: Worker | undefined;
  /** Once the thread has died, this thread writes. */
  let failed = false;

  const takeOver = () => {
    // The thread is gone: what it had not confirmed is written here, as is everything after.
    failed = true;
    worker = undefined;
    stopListening?.();
    stopListening = undefined;
    const unconfirmed = [...pending.values()];
    pending.clear();
    for (const waiting of unconfirmed) fallback.write(waiting.rows).then(waiting.resolve, waiting.reject);
  };

  /** Stops listening for the end of the store's checkpoints, when they are left to it. */
  let stopListening: (() => void) | undefined;

  function start(): Worker {
    const checkpointYourself: AuditCheckpointMessage = { autocheckpoint: AUTOCHECKPOINT_PAGES };
    stopListening = whileCheckpointed(file, () => {
      stopListening = undefined;
      started.postMessage(checkpointYourself);
    });
    const workerData: AuditWriterData = {
      file,
      autocheckpoint: stopListening === undefined ? AUTOCHECKPOINT_PAGES : 0,
    };
    const started = new Worker(new URL('./audit-writer-thread.ts', import.meta.url), { workerData });
    // The thread must not keep a finished process alive; pending writes hold promises, not the thread.
    started.unref();
    started.on('message', (answer: AuditBatchAnswer) => {
      const waiting = pending.get(answer.seq);
      if (waiting === undefined) return;
      pending.delete(answer.seq);
      if (answer.error === null) waiting.resolve();
      else waiting.reject(answerError(answer));
    });
    started.on('error', takeOver);
    started.on('exit', takeOver);
    return started;
  }

  return {
    write(rows) {
      if (failed) return fallback.write(rows);
      worker ??= start();
      const message: AuditBatchMessage = {
        seq: ++seq,
        rows: rows.map((row) => AUDIT_COLUMNS.map((column) => row[column])),
      };
      const written = new Promise<void>((resolve, reject) => {
        pending.set(message.seq, { rows, resolve, reject });
      });
      worker.postMessage(message);
      return written;
    },
    /** After the last write has been answered (the audit log flushes first). */
    async close() {
      const running = worker;
      failed = true;
      if (running === undefined) return;
      running.off('exit', takeOver);
      running.off('error', takeOver);
      worker = undefined;
      stopListening?.();
      stopListening = undefined;
      await running.terminate();
    },
  };
}
