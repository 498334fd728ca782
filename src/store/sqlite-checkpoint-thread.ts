/**
 * The worker thread of `sqlite-checkpointer.ts`: a connection of its own to each SQLite file the
 * process has open, on which it runs a `PASSIVE` checkpoint every `CHECKPOINT_INTERVAL_MS`. One
 * with nothing new in the log costs no write and no fsync.
 */
import { existsSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { parentPort } from 'node:worker_threads';
import type { CheckpointAnswer, CheckpointMessage } from './sqlite-checkpointer.ts';

const CHECKPOINT_INTERVAL_MS = 200;

const port = parentPort;
if (port === null) throw new Error('sqlite-checkpoint-thread.ts runs as a worker thread only');

/** File → connection and how many of the process's connections use it. */
const open = new Map<string, { raw: DatabaseSync; users: number }>();

port.on('message', (message: CheckpointMessage) => {
  if ('open' in message) {
    const known = open.get(message.open);
    if (known !== undefined) {
      known.users++;
      return;
    }
    // The file may be gone already (a test's store closed and deleted at once): do not create it.
    if (!existsSync(message.open)) return;
    try {
      const raw = new DatabaseSync(message.open);
      raw.exec('PRAGMA busy_timeout = 1000');
      open.set(message.open, { raw, users: 1 });
    } catch {
      // Nothing to checkpoint; the connection that asked still has the file.
    }
    return;
  }
  const known = open.get(message.close);
  if (known !== undefined && --known.users === 0) {
    open.delete(message.close);
    close(known.raw);
  }
  port.postMessage({ closed: message.id } satisfies CheckpointAnswer);
});

function close(raw: DatabaseSync): void {
  try {
    raw.close();
  } catch {
    // Closing is best effort: the file may have been deleted under it.
  }
}

setInterval(() => {
  for (const [file, { raw }] of open) {
    try {
      raw.exec('PRAGMA wal_checkpoint(PASSIVE)');
    } catch {
      // Busy now, or the file is gone: try again next time, or stop if it is gone.
      if (!existsSync(file)) {
        open.delete(file);
        close(raw);
      }
    }
  }
}, CHECKPOINT_INTERVAL_MS);
