import path from 'node:path';
import { Presets, SingleBar } from 'cli-progress';
import type { Command } from 'commander';
import { type Config, loadConfig } from '../config.ts';
import { systemClock } from '../lib/clock.ts';
import { createWorkspacesService } from '../platform/workspaces/index.ts';
import { createTransfersService } from '../risk/transfers/index.ts';
import { describeStore, openCliStore, type StoreOptions } from './cli-store.ts';
import { registerImportPrices } from './import-prices-command.ts';
import type { ImportFormat } from './import-transfers-record.ts';
import { formatSummary, type ImportSummary, importTransfers } from './import-transfers-run.ts';
import { readableSize } from './readable-file.ts';
import { readFileLines } from './replay-source.ts';
import { UsageError } from './usage-error.ts';

export interface ImportTransfersOptions extends StoreOptions {
  format?: string;
  json?: boolean;
  workspace?: string;
}

const FORMAT_BY_EXTENSION: Readonly<Record<string, ImportFormat>> = {
  '.csv': 'csv',
  '.jsonl': 'jsonl',
  '.ndjson': 'jsonl',
  '.json': 'jsonl',
};

export function registerImportCommand(program: Command): void {
  const importing = program.command('import').description('import data into the store the service uses');
  registerImportPrices(importing);
  importing
    .command('transfers')
    .description(
      "import chain transfers from a CSV or JSON lines file as a workspace's claims: its screenings trace and cluster them (no other workspace's do; a running service sees them within 5 s). Detection agents do not inspect imported transfers: they watch what a workspace sends as events",
    )
    .argument(
      '<file>',
      'CSV with a header row (chain,tx_hash,from,to,amount[,asset,occurred_at]) or JSON lines',
    )
    .requiredOption('--workspace <name>', 'the workspace whose claims the transfers are (it must exist)')
    .option('--format <format>', 'csv or jsonl (default: from the extension: .csv; .jsonl, .ndjson, .json)')
    .option('--json', 'print the summary as one JSON object')
    .action(async (file: string, _options: ImportTransfersOptions, command: Command) => {
      const options = command.optsWithGlobals<ImportTransfersOptions>();
      const config = loadConfig(process.env);
      const summary = await importTransfersCommand(config, file, options, process.stderr);
      // The store is said on stderr when opened; --json carries it too, for scripts reading stdout.
      const store = describeStore(config.store);
      process.stdout.write(
        `${options.json ? JSON.stringify({ ...summary, store }) : formatSummary(summary)}\n`,
      );
      if (failed(summary)) {
        process.stderr.write(`vigil: no line of ${file} could be imported\n`);
        process.exitCode = 1;
      }
    });
}

/**
 * A failed import: lines to read, and not one of them a transfer. Then the file is most likely not
 * what the user meant (another format, another layout); a file with some bad lines is not a
 * failure, as at the ingest endpoints: the summary names the lines, and the good ones are kept.
 */
export function failed(summary: ImportSummary): boolean {
  return summary.skipped > 0 && summary.imported + summary.duplicates === 0;
}

/** Runs one import and returns its summary. Refusals are `UsageError`s (exit code 2). */
export async function importTransfersCommand(
  config: Config,
  file: string,
  options: ImportTransfersOptions,
  stderr: NodeJS.WritableStream & { isTTY?: boolean },
): Promise<ImportSummary> {
  const size = await readableSize(file);
  const format = formatOf(file, options.format);
  const store = await openCliStore(config, options, stderr);
  const progress = createProgress(size, stderr);
  try {
    const name = options.workspace ?? '';
    const workspace = await createWorkspacesService({ store, clock: systemClock }).find(name);
    if (workspace === undefined) {
      throw new UsageError(
        `there is no workspace named '${name}' in this store: name one that exists (its keys' workspace)`,
      );
    }
    return await importTransfers({
      file,
      format,
      lines: readFileLines(file),
      store,
      workspaceId: workspace.id,
      transfers: createTransfersService({ store, clock: systemClock }),
      progress: progress.update,
    });
  } finally {
    progress.stop();
    await store.close();
  }
}

function formatOf(file: string, option: string | undefined): ImportFormat {
  if (option !== undefined) {
    if (option === 'csv' || option === 'jsonl') return option;
    throw new UsageError(`--format must be csv or jsonl, got '${option}'`);
  }
  const guessed = FORMAT_BY_EXTENSION[path.extname(file).toLowerCase()];
  if (guessed === undefined) {
    throw new UsageError(
      `cannot tell the format of '${file}' from its name (.csv, .jsonl, .ndjson, .json): pass --format csv or --format jsonl`,
    );
  }
  return guessed;
}

interface Progress {
  update(bytes: number, summary: ImportSummary): void;
  stop(): void;
}

/** One redrawn line by bytes read on a terminal; nothing when stderr goes to a file or CI. */
function createProgress(totalBytes: number, stream: NodeJS.WritableStream & { isTTY?: boolean }): Progress {
  if (!stream.isTTY) return { update() {}, stop() {} };
  const bar = new SingleBar(
    {
      stream,
      format:
        'transfers |{bar}| {percentage}% | {imported} imported, {skipped} skipped | ETA {eta_formatted}',
      hideCursor: true,
      etaBuffer: 50,
    },
    Presets.shades_classic,
  );
  bar.start(totalBytes, 0, { imported: 0, skipped: 0 });
  let stopped = false;
  return {
    update: (bytes, summary) => bar.update(bytes, { imported: summary.imported, skipped: summary.skipped }),
    stop() {
      if (!stopped) bar.stop();
      stopped = true;
    },
  };
}
