/**
 * The worker thread of `audit-writer.ts`: its own connection to the SQLite file, inserting each
 * batch of screening audit records in one transaction (a prepared one-row insert per record: in
 * this thread its cost holds up no request) and answering when it is stored. It checkpoints the
 * log itself only when the store's checkpoint thread does not (`audit-writer.ts`).
 */
import type { StatementSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';
import { openSqliteDatabase } from '../../store/sqlite-database.ts';
import {
  AUDIT_COLUMNS,
  type AuditBatchAnswer,
  type AuditBatchMessage,
  type AuditCheckpointMessage,
  type AuditWriterData,
} from './audit-writer.ts';

const port = parentPort;
if (port === null) throw new Error('audit-writer-thread.ts runs as a worker thread only');
const { file, autocheckpoint } = workerData as AuditWriterData;
const { raw } = openSqliteDatabase(file);
raw.exec(`PRAGMA wal_autocheckpoint = ${autocheckpoint}`);

const insert: StatementSync = raw.prepare(
  `INSERT INTO screenings (${AUDIT_COLUMNS.join(', ')}) VALUES (${AUDIT_COLUMNS.map(() => '?').join(', ')})`,
);

port.on('message', (message: AuditBatchMessage | AuditCheckpointMessage) => {
  if ('autocheckpoint' in message) {
    raw.exec(`PRAGMA wal_autocheckpoint = ${message.autocheckpoint}`);
    return;
  }
  let answer: AuditBatchAnswer;
  try {
    raw.exec('BEGIN IMMEDIATE');
    try {
      for (const row of message.rows) insert.run(...row);
      raw.exec('COMMIT');
    } catch (error) {
      // SQLite may have ended the transaction itself (a full disk): the error is the insert's.
      if (raw.isTransaction) {
        try {
          raw.exec('ROLLBACK');
        } catch {
          // The insert's error is still the one answered.
        }
      }
      throw error;
    }
    answer = { seq: message.seq, error: null };
  } catch (error) {
    const errcode =
      error instanceof Error && 'errcode' in error && typeof error.errcode === 'number'
        ? error.errcode
        : undefined;
    answer = { seq: message.seq, error: error instanceof Error ? error.message : String(error), errcode };
  }
  port.postMessage(answer);
});
