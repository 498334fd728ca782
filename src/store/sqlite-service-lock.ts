/**
 * One service per SQLite store. Two `vigil serve` processes on one data directory both start and
 * both write, but each keeps its zones, rules and engine state in memory and hears only its own
 * changes: a rule made through one was ignored by the other for up to 30 s. So the service holds
 * a lock beside the database for as long as it runs, and a second one is refused at start.
 *
 * The lock is SQLite's own: an exclusive transaction held open on a small file of its own
 * (`vigil.db.lock` beside `vigil.db`). SQLite locks with the operating system's file locks, which
 * the system releases when the process ends however it ends (kill -9 included): no stale lock
 * file to clean up. The database itself stays shared: the `vigil` commands (keys, imports) open
 * it while the service runs, as they always have. Who holds the lock is written beside it
 * (`vigil.db.lock.json`) for the refusal's message.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { DatabaseSync } from 'node:sqlite';
import { ConfigError } from '../lib/config-error.ts';

export interface ServiceLock {
  /** The lock file, for messages and tests. */
  file: string;
  release(): void;
}

interface Holder {
  pid: number;
  host: string;
  started_at: string;
}

function holderOf(file: string): string {
  try {
    const holder = JSON.parse(readFileSync(`${file}.json`, 'utf8')) as Partial<Holder>;
    return ` (process ${holder.pid} on ${holder.host}, started ${holder.started_at})`;
  } catch {
    return '';
  }
}

/**
 * Takes the service lock of the SQLite database `databaseFile`, or throws a ConfigError naming
 * the process that holds it.
 */
export function lockSqliteStore(databaseFile: string): ServiceLock {
  const file = `${databaseFile}.lock`;
  const db = new DatabaseSync(file);
  try {
    // No waiting: a lock that is held stays held for as long as that service runs.
    db.exec('PRAGMA busy_timeout = 0');
    db.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    db.close();
    const busy = error instanceof Error && 'errcode' in error && error.errcode === 5;
    if (!busy) throw error;
    throw new ConfigError(
      `another Vigil service is already running on the SQLite store ${databaseFile}${holderOf(file)}. ` +
        'One service serves a SQLite store: stop the other one, give this one another VIGIL_DATA_DIR, ' +
        'or run several processes on PostgreSQL (DATABASE_URL; see docs/scaling.md).',
    );
  }
  const holder: Holder = { pid: process.pid, host: hostname(), started_at: new Date().toISOString() };
  writeFileSync(`${file}.json`, `${JSON.stringify(holder)}\n`);
  let held = true;
  return {
    file,
    release() {
      if (!held) return;
      held = false;
      db.exec('ROLLBACK');
      db.close();
    },
  };
}
