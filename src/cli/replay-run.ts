/**
 * The replay loop, free of files, sockets and real time so that tests can drive it: lines in,
 * batches out, paced by the file's own times, and a summary whose error line numbers are the
 * file's (the service numbers lines within each request).
 */
import type { IngestResult } from '../geo/ingest/index.ts';
import type { PaceClock, Sleep } from './replay-pacing.ts';
import { createPacer } from './replay-pacing.ts';
import { type FileLine, isDataLine } from './replay-source.ts';

/** The summary lists this many errors; the counts say how many there were in all. */
export const REPORTED_ERRORS = 10;

/** AIS messages have at most 9 parts: past this, an unfinished message is malformed, not waiting. */
const MAX_OPEN_LINES = 9;

export interface ReplaySummary {
  linesRead: number;
  linesSent: number;
  /** Blank and comment lines, not sent. */
  skipped: number;
  /** Stored (of which `late` were older than the vessel's newest position: judged late). */
  accepted: number;
  late: number;
  /** Accepted, older than the service's late horizon: stored, raising no alerts. */
  unjudged: number;
  /** Accepted, but not believed (Null Island, an impossible speed or jump): stored, not judged. */
  suspect: number;
  /** Already stored, or twice in a batch. */
  duplicates: number;
  /** Read without fault but nothing to store (sentences and messages Vigil does not keep). */
  ignored: number;
  /** Parts of a multi-part message whose other parts never came. */
  pending: number;
  rejected: number;
  /** The first errors, by file line number (null when the service named no line). */
  errors: { line: number | null; detail: string }[];
  /** Why the replay stopped early, or null when it reached the end of the file. */
  failure: string | null;
}

export interface ReplayDeps {
  lines: AsyncIterable<FileLine>;
  send(body: string): Promise<IngestResult>;
  /** The file's time for a line (ms), or null; only asked when pacing (speed > 0). */
  timeOf(text: string): number | null;
  /** True when the request must not end after this line (an unfinished AIS message). */
  leavesOpen(text: string): boolean;
  /**
   * `--as-live`: the line dated `at` (the moment it is sent) instead of its recorded time, so that
   * the service judges it as live. Absent: lines go as recorded, and a recording older than the
   * service's late horizon is stored without raising alerts.
   */
  restamp?: ((text: string, at: number) => string) | undefined;
  clock: PaceClock;
  sleep: Sleep;
  progress?: { update(bytes: number, linesSent: number): void };
}

export async function runReplay(
  deps: ReplayDeps,
  options: { batchSize: number; speed: number },
): Promise<ReplaySummary> {
  const summary: ReplaySummary = {
    linesRead: 0,
    linesSent: 0,
    skipped: 0,
    accepted: 0,
    late: 0,
    unjudged: 0,
    suspect: 0,
    duplicates: 0,
    ignored: 0,
    pending: 0,
    rejected: 0,
    errors: [],
    failure: null,
  };
  const pacer = createPacer(options.speed, deps.clock);
  let batch: FileLine[] = [];
  let open = false;
  let bytes = 0;

  async function flush(): Promise<void> {
    if (batch.length === 0) return;
    const sent = batch;
    batch = [];
    const answer = await deps.send(`${sent.map((line) => line.text).join('\n')}\n`);
    summary.linesSent += sent.length;
    summary.accepted += answer.accepted;
    summary.late += answer.late;
    summary.unjudged += answer.unjudged;
    summary.suspect += answer.suspect;
    summary.duplicates += answer.duplicates;
    summary.ignored += answer.ignored;
    summary.pending += answer.pending;
    summary.rejected += answer.rejected;
    for (const error of answer.errors) {
      if (summary.errors.length >= REPORTED_ERRORS) break;
      const line = error.line === undefined ? null : (sent[error.line - 1]?.lineNo ?? null);
      summary.errors.push({ line, detail: error.detail });
    }
    deps.progress?.update(bytes, summary.linesSent);
  }

  try {
    for await (const line of deps.lines) {
      summary.linesRead += 1;
      bytes = line.endByte;
      if (!isDataLine(line.text)) {
        summary.skipped += 1;
        continue;
      }
      const wait = options.speed === 0 ? 0 : pacer.delayFor(deps.timeOf(line.text));
      if (wait > 0) {
        // What is due now goes out before the wait, so a real-time replay is never a batch late.
        if (!open) await flush();
        await deps.sleep(wait);
      }
      batch.push(deps.restamp ? { ...line, text: deps.restamp(line.text, deps.clock.now()) } : line);
      open = deps.leavesOpen(line.text);
      if (
        (batch.length >= options.batchSize && !open) ||
        batch.length >= options.batchSize + MAX_OPEN_LINES
      ) {
        await flush();
      }
    }
    await flush();
  } catch (error) {
    summary.failure = error instanceof Error ? error.message : String(error);
  }
  return summary;
}

/** The summary as printed: counts, then the first errors by the file's line numbers. */
export function formatSummary(
  summary: ReplaySummary,
  describe: { file: string; format: string; url: string },
): string {
  const out = [
    `Replayed ${describe.file} (${describe.format.toUpperCase()}) to ${describe.url}`,
    `  lines read:  ${summary.linesRead}`,
    `  lines sent:  ${summary.linesSent}${summary.skipped > 0 ? ` (${summary.skipped} blank or comment lines skipped)` : ''}`,
    `  accepted:    ${summary.accepted}${summary.late > 0 ? ` (${summary.late} late: older than the asset's newest position, judged from their time)` : ''}`,
    ...(summary.unjudged > 0
      ? [
          `  not judged:  ${summary.unjudged} (older than the service's late horizon: stored in the tracks, raising no alerts; --as-live replays them as now)`,
        ]
      : []),
    ...(summary.suspect > 0
      ? [
          `  suspect:     ${summary.suspect} (not believed: Null Island, an impossible speed or jump; stored and flagged, not judged)`,
        ]
      : []),
    `  duplicates:  ${summary.duplicates}`,
    `  ignored:     ${summary.ignored} (nothing Vigil stores)`,
    `  pending:     ${summary.pending}${summary.pending > 0 ? ' (parts of messages whose other parts never came)' : ''}`,
    `  rejected:    ${summary.rejected}`,
  ];
  if (summary.errors.length > 0) {
    const more = summary.rejected > summary.errors.length ? ` (first ${summary.errors.length})` : '';
    out.push(`  errors${more}:`);
    for (const error of summary.errors) {
      out.push(`    ${error.line === null ? '' : `line ${error.line}: `}${error.detail}`);
    }
  }
  if (summary.failure !== null) out.push(`  stopped early: ${summary.failure}`);
  return out.join('\n');
}
