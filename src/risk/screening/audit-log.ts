/**
 * The audit trail of screenings (who asked, what, when, the answer and the list versions behind
 * it), written off the request path: records wait in memory and go to the writer
 * (`audit-writer.ts`: a thread of its own on SQLite) every FLUSH_INTERVAL_MS or FLUSH_AT records,
 * whichever comes first, and on close. A screening's answer never waits for its record.
 */
import type { Logger } from 'pino';
import type { ScreeningsTable } from '../../store/database.ts';
import type { Store } from '../../store/store.ts';
import { createAuditWriter, ROWS_PER_INSERT } from './audit-writer.ts';

/** How long a record may wait before it is written. */
export const FLUSH_INTERVAL_MS = 200;
/** Records handed to the writer at once at most. */
const FLUSH_AT = ROWS_PER_INSERT;

export interface AuditLog {
  record(row: ScreeningsTable): void;
  /** Writes what is waiting; resolves once it is stored. */
  flush(): Promise<void>;
  /** Writes what is waiting and stops the writer. */
  close(): Promise<void>;
}

export function createAuditLog(store: Store, logger?: Logger): AuditLog {
  const writer = createAuditWriter(store);
  let waiting: ScreeningsTable[] = [];
  let timer: NodeJS.Timeout | undefined;
  /** Every batch handed over and not yet answered: flush() waits for them all. */
  const writing = new Set<Promise<void>>();

  function flush(): Promise<void> {
    if (timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
    }
    const batch = waiting;
    waiting = [];
    if (batch.length > 0) {
      const written = writer.write(batch).catch((error: unknown) => {
        // The answers were given; losing their record must at least be loud.
        logger?.error({ err: error, lost: batch.length }, 'writing screening audit records failed');
      });
      writing.add(written);
      void written.finally(() => writing.delete(written));
    }
    return Promise.all(writing).then(() => undefined);
  }

  return {
    record(row) {
      waiting.push(row);
      if (waiting.length >= FLUSH_AT) void flush();
      else if (timer === undefined) {
        timer = setTimeout(() => void flush(), FLUSH_INTERVAL_MS);
        timer.unref();
      }
    },
    flush,
    async close() {
      await flush();
      await writer.close();
    },
  };
}
