/**
 * The audit trail of screenings (who asked, what, when, the answer and the list versions behind
 * it). A screening is answered only once its record is stored: `record` resolves when the
 * transaction that holds it has committed, so an answer given is a record kept, even if the
 * process is killed the moment after.
 *
 * Group commit: records that arrive together share one transaction. The first record after a
 * quiet spell is handed to the writer (`audit-writer.ts`: a thread of its own on SQLite) at the end
 * of the event loop's turn, with every other record of that turn; while a batch is being written,
 * new records wait and go as the next batch the moment it is stored. Under load a commit carries
 * as many screenings as arrived during the one before (up to FLUSH_AT), and one screening alone
 * waits for one commit only.
 */
import type { Logger } from 'pino';
import { VigilError } from '../../lib/errors.ts';
import type { ScreeningsTable } from '../../store/database.ts';
import type { Store } from '../../store/store.ts';
import { createAuditWriter, ROWS_PER_INSERT } from './audit-writer.ts';

/** Records handed to the writer at once at most. */
const FLUSH_AT = ROWS_PER_INSERT;

export interface AuditLog {
  /**
   * Resolves once the record is stored; if the store refused it (it is then not kept), rejects
   * with an `unavailable` error for the request to answer.
   */
  record(row: ScreeningsTable): Promise<void>;
  /** Resolves once every record handed in so far is stored or refused (not those handed in after). */
  flush(): Promise<void>;
  /** Writes what is waiting and stops the writer. */
  close(): Promise<void>;
}

/**
 * Seconds to wait before trying again a screening whose record the store refused, sent as
 * `Retry-After`: as for a busy store. A failure the store names as its own (a full disk, a lost
 * connection) is answered with the wait its dialect gives instead (server.ts).
 */
export const NOT_RECORDED_RETRY_AFTER_S = 5;

const notRecorded = (cause: unknown) =>
  new VigilError(
    'unavailable',
    'The screening could not be recorded in the audit trail, so it is not answered: retry it after the seconds `Retry-After` gives.',
    { cause, retryAfterS: NOT_RECORDED_RETRY_AFTER_S },
  );

interface Waiting {
  row: ScreeningsTable;
  resolve: () => void;
  reject: (error: Error) => void;
}

export function createAuditLog(store: Store, logger?: Logger): AuditLog {
  const writer = createAuditWriter(store);
  const waiting: Waiting[] = [];
  /** The batch being written, if any: the next waits for it. */
  let writing: Promise<void> | undefined;
  /** A write of what waits is due at the end of this turn of the event loop. */
  let scheduled = false;
  /** Records handed in, and records stored or refused since: batches go in the order records came. */
  let handedIn = 0;
  let settled = 0;
  /**
   * Callers of flush(), each waiting for the records handed in before it: not for the queue to
   * drain, which under a steady stream of screenings it never would.
   */
  let flushers: { upTo: number; resolve: () => void }[] = [];

  function writeNext(): void {
    scheduled = false;
    if (writing !== undefined || waiting.length === 0) return;
    const batch = waiting.splice(0, FLUSH_AT);
    writing = writer.write(batch.map((entry) => entry.row)).then(
      () => {
        for (const entry of batch) entry.resolve();
      },
      (error: unknown) => {
        // Each caller is told its screening was not recorded; the count is logged as well.
        logger?.error({ err: error, lost: batch.length }, 'writing screening audit records failed');
        // A screening not recorded is not answered: the request fails with a 503 saying why.
        for (const entry of batch) entry.reject(notRecorded(error));
      },
    );
    void writing.finally(() => {
      writing = undefined;
      settled += batch.length;
      const due = flushers.filter((flusher) => flusher.upTo <= settled);
      if (due.length > 0) flushers = flushers.filter((flusher) => flusher.upTo > settled);
      for (const flusher of due) flusher.resolve();
      writeNext();
    });
  }

  function schedule(): void {
    if (scheduled || writing !== undefined) return;
    scheduled = true;
    // The end of this turn: the records of every request handled in it go together.
    setImmediate(writeNext);
  }

  function flush(): Promise<void> {
    if (settled === handedIn) return Promise.resolve();
    const upTo = handedIn;
    return new Promise<void>((resolve) => flushers.push({ upTo, resolve }));
  }

  return {
    record(row) {
      const stored = new Promise<void>((resolve, reject) => waiting.push({ row, resolve, reject }));
      handedIn += 1;
      schedule();
      return stored;
    },
    flush,
    async close() {
      await flush();
      await writer.close();
    },
  };
}
