/**
 * The worker thread of `audit-writer.ts`: its own connection to the SQLite file, inserting each
 * batch of screening audit records in one transaction (a prepared one-row insert per record: in
 * this thread its cost holds up no request) and answering when it is stored. Batches that arrive
 * while one is written are stored together in the next transaction. It checkpoints the log itself
 * only when the store's checkpoint thread does not (`audit-writer.ts`).
 */
import type { StatementSync } from 'node:sqlite';
import { parentPort, receiveMessageOnPort, workerData } from 'node:worker_threads';
import { openSqliteDatabase } from '../../store/sqlite-database.ts';
import {
  AUDIT_COLUMNS,
  type AuditBatchAnswer,
  type AuditBatchMessage,
  type AuditCheckpointMessage,
  type AuditWriterData,
  ROWS_PER_INSERT,
} from './audit-writer.ts';

if (parentPort === null) throw new Error('audit-writer-thread.ts runs as a worker thread only');
const port = parentPort;
const { file, autocheckpoint } = workerData as AuditWriterData;
const { raw } = openSqliteDatabase(file);
raw.exec(`PRAGMA wal_autocheckpoint = ${autocheckpoint}`);

const insert: StatementSync = raw.prepare(
  `INSERT INTO screenings (${AUDIT_COLUMNS.join(', ')}) VALUES (${AUDIT_COLUMNS.map(() => '?').join(', ')})`,
);

/** Rows written in one transaction at most, however many batches wait. */
const ROWS_PER_TRANSACTION = 4 * ROWS_PER_INSERT;

/** One transaction: every row stored, or none. */
function writeRows(batches: readonly AuditBatchMessage[]): void {
  raw.exec('BEGIN IMMEDIATE');
  try {
    for (const batch of batches) for (const row of batch.rows) insert.run(...row);
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
}

function failure(seqs: number[], error: unknown): AuditBatchAnswer {
  const errcode =
    error instanceof Error && 'errcode' in error && typeof error.errcode === 'number'
      ? error.errcode
      : undefined;
  return { seqs, error: error instanceof Error ? error.message : String(error), errcode };
}

/**
 * The batches that waited while the last was written go in one transaction (group commit here, so
 * the main thread need not wait for one batch's answer to hand in the next). If that transaction
 * fails, each batch is written again on its own: a batch is refused for its own rows only, as if
 * it had come alone.
 */
function writeBatches(batches: readonly AuditBatchMessage[]): void {
  const seqs = batches.map((batch) => batch.seq);
  try {
    writeRows(batches);
    port.postMessage({ seqs, error: null } satisfies AuditBatchAnswer);
    return;
  } catch (error) {
    if (batches.length === 1) {
      port.postMessage(failure(seqs, error));
      return;
    }
  }
  for (const batch of batches) {
    try {
      writeRows([batch]);
      port.postMessage({ seqs: [batch.seq], error: null } satisfies AuditBatchAnswer);
    } catch (error) {
      port.postMessage(failure([batch.seq], error));
    }
  }
}

port.on('message', (first: AuditBatchMessage | AuditCheckpointMessage) => {
  const batches: AuditBatchMessage[] = [];
  let rows = 0;
  let autocheckpointTo: number | undefined;
  // This message and every one that arrived while the last transaction was written, in order.
  for (let message: typeof first | undefined = first; message !== undefined; ) {
    if ('autocheckpoint' in message) autocheckpointTo = message.autocheckpoint;
    else {
      batches.push(message);
      rows += message.rows.length;
    }
    message =
      rows < ROWS_PER_TRANSACTION
        ? (receiveMessageOnPort(port)?.message as typeof first | undefined)
        : undefined;
  }
  if (batches.length > 0) writeBatches(batches);
  if (autocheckpointTo !== undefined) raw.exec(`PRAGMA wal_autocheckpoint = ${autocheckpointTo}`);
});
