/**
 * `vigil replay FILE`: plays a recorded AIS NMEA or SBS-1 file into a running service through its
 * ingest endpoints, at the file's own pace or faster, and reports what the service kept and
 * refused by the file's line numbers. It talks to the service over HTTP only, so it works against
 * any deployment the key can reach.
 */
import { stat } from 'node:fs/promises';
import type { Command } from 'commander';
import { timeZoneProblem } from '../lib/wall-clock.ts';
import { createIngestClient } from './replay-client.ts';
import { realSleep } from './replay-pacing.ts';
import { createProgress } from './replay-progress.ts';
import { formatSummary, runReplay } from './replay-run.ts';
import {
  guessFormat,
  leavesMessageOpen,
  lineRestamper,
  lineTimeReader,
  type ReplayFormat,
  readFileLines,
} from './replay-source.ts';
import { UsageError } from './usage-error.ts';

export interface ReplayOptions {
  url: string;
  key?: string;
  format?: string;
  speed: string;
  batch: string;
  timeZone?: string;
  asLive?: boolean;
}

/** The ingest endpoints take 16 MiB; 10,000 SBS lines are about 1.5 MB, well inside it. */
const MAX_BATCH = 10_000;
const DEFAULT_URL = 'http://127.0.0.1:8080';

/**
 * Adds `replay` to the program. `keyFromEnv` is `VIGIL_KEY`, read by the caller like the rest of
 * the environment, so that the key need not appear in the process list.
 */
export function registerReplayCommand(program: Command, env: { keyFromEnv?: string | undefined }): void {
  program
    .command('replay')
    .description('send a recorded AIS NMEA or SBS-1 file to a running service, paced by its own times')
    .argument('<file>', 'the recording: AIVDM/AIVDO lines (tag blocks allowed) or SBS-1 lines')
    .option('--url <url>', 'the service', DEFAULT_URL)
    .option('--key <key>', 'an API key with ingest:write (default: $VIGIL_KEY)')
    .option('--format <format>', 'nmea or sbs (default: guessed from the first lines)')
    .option('--speed <factor>', "1 = real time by the file's times, 10 = ten times faster, 0 = at once", '1')
    .option('--batch <lines>', 'lines per request', '500')
    .option('--time-zone <zone>', "SBS only: the zone of the file's times (default: the service's)")
    .option(
      '--as-live',
      'date each line by the moment it is sent, so the service judges the recording as live and raises alerts (needs --speed above 0); without it a recording older than the late horizon is stored and raises nothing',
    )
    .action(async (file: string, options: ReplayOptions) => {
      const ok = await replayCommand(file, options, {
        keyFromEnv: env.keyFromEnv,
        stdout: process.stdout,
        stderr: process.stderr,
      });
      if (!ok) process.exitCode = 1;
    });
}

/** Runs one replay; prints the summary to `stdout`; false when it stopped on an error. */
export async function replayCommand(
  file: string,
  options: ReplayOptions,
  io: {
    keyFromEnv?: string | undefined;
    stdout: NodeJS.WritableStream;
    stderr: NodeJS.WritableStream & { isTTY?: boolean };
  },
): Promise<boolean> {
  const settings = await checkOptions(file, options, io.keyFromEnv);
  const progress = createProgress({ totalBytes: settings.size, stream: io.stderr });
  const summary = await runReplay(
    {
      lines: readFileLines(file),
      send: createIngestClient({
        url: settings.url,
        key: settings.key,
        format: settings.format,
        // Restamped SBS lines are written in UTC.
        timeZone: options.asLive ? 'UTC' : options.timeZone,
      }).send,
      timeOf: lineTimeReader(settings.format, options.timeZone ?? 'UTC'),
      leavesOpen: (text) => leavesMessageOpen(settings.format, text),
      restamp: options.asLive ? lineRestamper(settings.format) : undefined,
      clock: { now: () => Date.now() },
      sleep: realSleep,
      progress,
    },
    { batchSize: settings.batch, speed: settings.speed },
  );
  progress.stop();
  io.stdout.write(`${formatSummary(summary, { file, format: settings.format, url: settings.url })}\n`);
  if (summary.failure !== null) io.stderr.write(`vigil: ${summary.failure}\n`);
  return summary.failure === null;
}

/** Every option checked before the first request, each refusal naming the option. */
async function checkOptions(file: string, options: ReplayOptions, keyFromEnv: string | undefined) {
  const size = await stat(file).then(
    (info) => (info.isFile() ? info.size : null),
    () => null,
  );
  if (size === null) throw new UsageError(`cannot read '${file}': no such file`);

  let url: URL;
  try {
    url = new URL(options.url);
  } catch {
    throw new UsageError(`--url must be the service's address such as ${DEFAULT_URL}, got '${options.url}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UsageError('--url must be http:// or https://');

  const key = options.key ?? keyFromEnv;
  if (!key)
    throw new UsageError('an API key with the ingest:write scope is needed: pass --key or set VIGIL_KEY');

  const speed = Number(options.speed);
  if (!Number.isFinite(speed) || speed < 0) {
    throw new UsageError(
      `--speed must be 0 (no waiting) or a positive factor such as 1 or 10, got '${options.speed}'`,
    );
  }
  if (options.asLive && speed === 0) {
    throw new UsageError(
      '--as-live needs --speed above 0: sent at once, every line would be dated the same instant',
    );
  }
  const batch = Number(options.batch);
  if (!Number.isInteger(batch) || batch < 1 || batch > MAX_BATCH) {
    throw new UsageError(`--batch must be a whole number from 1 to ${MAX_BATCH}, got '${options.batch}'`);
  }
  if (options.timeZone !== undefined) {
    const problem = timeZoneProblem(options.timeZone);
    if (problem) throw new UsageError(`--time-zone: ${problem}`);
  }

  let format: ReplayFormat;
  if (options.format === undefined) {
    const guessed = await guessFormat(file);
    if (guessed === null) {
      throw new UsageError(
        `cannot tell whether '${file}' holds NMEA or SBS lines; pass --format nmea or --format sbs`,
      );
    }
    format = guessed;
  } else if (options.format === 'nmea' || options.format === 'sbs') {
    format = options.format;
  } else {
    throw new UsageError(`--format must be nmea or sbs, got '${options.format}'`);
  }
  return { size, url: url.toString().replace(/\/$/, ''), key, speed, batch, format };
}
