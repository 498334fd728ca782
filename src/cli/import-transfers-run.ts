/**
 * The import loop, free of files and terminals so that tests can drive it: lines in, each read as a
 * transfer and checked by the transfers service, or reported by its line number and skipped; good
 * transfers stored BATCH_SIZE at a time as the workspace's claims, each batch in a transaction of
 * its own, so that a file of gigabytes never holds one transaction open and an interrupted import
 * keeps what it stored (importing the file again skips that as duplicates). A line that contradicts
 * a stored transfer (another sender for the same transaction) is skipped with the stored one named.
 */
import { VigilError } from '../lib/errors.ts';
import type { ReadTransfer, TransfersService } from '../risk/transfers/index.ts';
import type { Store } from '../store/store.ts';
import {
  type CsvHeader,
  csvTransfer,
  type ImportFormat,
  jsonTransfer,
  readCsvHeader,
} from './import-transfers-record.ts';
import type { FileLine } from './replay-source.ts';
import { UsageError } from './usage-error.ts';

/** Transfers per transaction: short enough not to hold up the service's writers on SQLite. */
export const BATCH_SIZE = 1_000;
/** The summary lists this many errors; `skipped` counts them all. */
export const REPORTED_ERRORS = 20;
/** Lines between progress reports when no batch is written (a run of bad lines). */
const PROGRESS_EVERY_LINES = 1_000;
/** Transaction hashes per look-up of what is stored already. */

export interface LineProblem {
  line: number;
  /** The field, as a JSON Pointer (`/from`, `/inputs/1/address`); empty for the line as a whole. */
  pointer: string;
  detail: string;
}

export interface ImportSummary {
  file: string;
  format: ImportFormat;
  /** Lines read: the CSV header and blank lines included. */
  lines: number;
  /** Transfers this import stored. */
  imported: number;
  /** Good transfers that were stored already: by an earlier import, an event, or earlier in the file. */
  duplicates: number;
  /** The workspace whose claims they are. */
  workspace: string;
  /** Lines refused. */
  skipped: number;
  /** The first REPORTED_ERRORS of them. */
  errors: LineProblem[];
}

export interface ImportDeps {
  file: string;
  format: ImportFormat;
  lines: AsyncIterable<FileLine>;
  store: Store;
  /** The workspace (id) whose claims the transfers are. */
  workspaceId: string;
  transfers: Pick<TransfersService, 'read' | 'store'>;
  /** Bytes of the file read so far, and the counts so far. */
  progress?: (bytes: number, summary: ImportSummary) => void;
}

/** Imports every line; a CSV file whose first line is not a header Vigil can read is a `UsageError`. */
export async function importTransfers(deps: ImportDeps): Promise<ImportSummary> {
  const summary: ImportSummary = {
    file: deps.file,
    format: deps.format,
    lines: 0,
    imported: 0,
    duplicates: 0,
    workspace: deps.workspaceId,
    skipped: 0,
    errors: [],
  };
  let header: CsvHeader | undefined;
  let batch: { line: number; transfer: ReadTransfer }[] = [];
  let bytes = 0;
  const skip = (line: number, error: VigilError) => {
    summary.skipped += 1;
    if (summary.errors.length < REPORTED_ERRORS) summary.errors.push(problemOf(line, error));
  };

  async function flush(): Promise<void> {
    if (batch.length === 0) return;
    const lines = batch;
    batch = [];
    const outcomes = await deps.store.db.transaction().execute((tx) =>
      deps.transfers.store(
        tx,
        { owner: deps.workspaceId, source: 'import', pointer: '' },
        lines.map((line) => line.transfer),
      ),
    );
    outcomes.forEach((outcome, i) => {
      if (outcome.status === 'stored') summary.imported += 1;
      else if (outcome.status === 'duplicate') summary.duplicates += 1;
      else if (outcome.status === 'conflict') skip(lines[i]?.line ?? 0, outcome.error);
    });
    deps.progress?.(bytes, summary);
  }

  for await (const line of deps.lines) {
    summary.lines += 1;
    bytes = line.endByte;
    if (summary.lines % PROGRESS_EVERY_LINES === 0) deps.progress?.(bytes, summary);
    // Spreadsheets write a byte order mark in front of UTF-8 CSV.
    const text = line.lineNo === 1 ? line.text.replace(/^\uFEFF/, '') : line.text;
    if (text.trim() === '') continue;
    if (deps.format === 'csv' && header === undefined) {
      const read = readCsvHeader(text);
      if (!read.ok) throw new UsageError(`${deps.file} line ${line.lineNo}: ${read.detail}`);
      header = read.header;
      continue;
    }
    try {
      // A CSV file has its header by now; JSON lines have none.
      const input = header === undefined ? jsonTransfer(text) : csvTransfer(header, text);
      batch.push({ line: line.lineNo, transfer: deps.transfers.read(input, '') });
    } catch (error) {
      if (!(error instanceof VigilError)) throw error;
      skip(line.lineNo, error);
    }
    if (batch.length >= BATCH_SIZE) await flush();
  }
  await flush();
  deps.progress?.(bytes, summary);
  return summary;
}

function problemOf(line: number, error: VigilError): LineProblem {
  const field = error.errors?.[0];
  return field
    ? { line, pointer: field.pointer, detail: field.detail }
    : { line, pointer: '', detail: error.detail };
}

/** The summary as printed: the store it went into, counts, then the first errors by line number. */
export function formatSummary(summary: ImportSummary): string {
  const out = [
    `Imported transfers from ${summary.file} (${summary.format === 'csv' ? 'CSV' : 'JSON lines'})`,
    `  lines read:  ${summary.lines}`,
    `  imported:    ${summary.imported}`,
    `  duplicates:  ${summary.duplicates} (stored already)`,
    `  skipped:     ${summary.skipped} (unreadable, or contradicting a stored transfer)`,
    `  workspace:   ${summary.workspace} (its claims: they count in its screenings only)`,
    // What an import is for, and what it is not: said every time, so no one waits for alerts.
    "  for:         exposure and clustering in the workspace's screenings; detection agents do not inspect imported transfers",
  ];
  if (summary.errors.length > 0) {
    const first = summary.skipped > summary.errors.length ? ` (first ${summary.errors.length})` : '';
    out.push(`  errors${first}:`);
    for (const error of summary.errors) {
      out.push(`    line ${error.line}: ${error.pointer === '' ? '' : `${error.pointer}: `}${error.detail}`);
    }
  }
  return out.join('\n');
}
