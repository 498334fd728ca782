/**
 * The audit trail of screenings (who asked, what, when, the answer and the list versions behind
 * it), written off the request path: records wait in memory and go to the store in one insert
 * every FLUSH_INTERVAL_MS or FLUSH_AT records, whichever comes first, and on close. A screening's
 * answer never waits for its record.
 */
import type { Logger } from 'pino';
import type { ScreeningsTable } from '../../store/database.ts';
import type { Store } from '../../store/store.ts';

/** How long a record may wait before it is written. */
export const FLUSH_INTERVAL_MS = 200;
/** Records per insert at most (13 columns: 300 rows bind 3,900 values, within both dialects' limits). */
const FLUSH_AT = 300;

export interface AuditLog {
  record(row: ScreeningsTable): void;
  /** Writes what is waiting; resolves once it is stored. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export function createAuditLog(store: Store, logger?: Logger): AuditLog {
  let waiting: ScreeningsTable[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    if (timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
    }
    const batch = waiting;
    waiting = [];
    if (batch.length === 0) return writing;
    writing = writing.then(async () => {
      for (let i = 0; i < batch.length; i += FLUSH_AT) {
        try {
          await store.db
            .insertInto('screenings')
            .values(batch.slice(i, i + FLUSH_AT))
            .execute();
        } catch (error) {
          // The answers were given; losing their record must at least be loud.
          logger?.error(
            { err: error, lost: Math.min(FLUSH_AT, batch.length - i) },
            'writing screening audit records failed',
          );
        }
      }
    });
    return writing;
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
    close: flush,
  };
}
