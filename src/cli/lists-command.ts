/**
 * `vigil lists import --format ofac-sdn|ofac-consolidated|un|eu-fsf FILE`: imports a publication
 * of a sanctions list (OFAC's sdn_advanced.xml or cons_advanced.xml, the UN's consolidated.xml, the
 * EU's xmlFullSanctionsList_1_1; plain or .bz2) into the store the service uses; `vigil lists import ofac FILE` is `--format ofac-sdn`.
 * It prints what changed (or, with `--json`, the import summary as one JSON object) on stdout, and
 * how far the reading has got on stderr when a person is watching. `vigil lists import tagpack
 * FILE` does the same for a GraphSense TagPack's address labels.
 */
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Presets, SingleBar } from 'cli-progress';
import type { Command } from 'commander';
import { LISTS_TOPIC } from '../app/risk-services.ts';
import { type Config, loadConfig } from '../config.ts';
import { systemClock } from '../lib/clock.ts';
import { VigilError } from '../lib/errors.ts';
import { announceChange } from '../platform/changes/index.ts';
import {
  type ImportOptions,
  type ImportProgress,
  importEuList,
  importOfacConsolidatedList,
  importOfacList,
  importTagPack,
  importUnList,
  type ListImportSummary,
  OlderListError,
  type TagPackImportSummary,
} from '../risk/lists/index.ts';
import type { Store } from '../store/store.ts';
import { describeStore, openCliStore, type StoreOptions } from './cli-store.ts';
import { readableSize } from './readable-file.ts';
import { UsageError } from './usage-error.ts';

export interface ImportListOptions extends StoreOptions {
  allowOlder?: boolean;
  json?: boolean;
}

type ListImporter = (
  store: Store,
  source: NodeJS.ReadableStream,
  options: ImportOptions,
) => Promise<ListImportSummary>;

/** The lists `--format` names: how each is imported, and how its summary names it. */
export const LIST_FORMATS: Record<string, { title: string; importer: ListImporter }> = {
  'ofac-sdn': { title: 'OFAC SDN list', importer: importOfacList },
  'ofac-consolidated': { title: 'OFAC consolidated (non-SDN) list', importer: importOfacConsolidatedList },
  un: { title: 'UN Security Council consolidated list', importer: importUnList },
  'eu-fsf': { title: 'EU consolidated financial sanctions list', importer: importEuList },
};

/** Lists the format names reserve that this Vigil cannot read yet: refused as such, not as a typo. */
const NOT_YET: Record<string, string> = {
  uk: 'the UK sanctions list',
};

/** The importer `--format` names, or a usage error saying which formats there are. */
export function listFormat(format: string | undefined): (typeof LIST_FORMATS)[string] {
  const known = Object.keys(LIST_FORMATS).join(', ');
  if (format === undefined) throw new UsageError(`which list is the file? give --format (${known})`);
  const found = LIST_FORMATS[format];
  if (found) return found;
  if (NOT_YET[format])
    throw new UsageError(
      `--format ${format}: ${NOT_YET[format]} cannot be imported by this version of Vigil yet (formats: ${known})`,
    );
  throw new UsageError(`unknown --format '${format}': one of ${known}`);
}

/**
 * A TagPack is read whole and its YAML tree built in memory, several times the file's size: 50 MB
 * keeps that to a few hundred MB, while packs of hand-collected tags are kilobytes to a few MB.
 */
export const MAX_TAGPACK_BYTES = 50 * 1024 * 1024;

export function registerListsCommand(program: Command): void {
  const lists = program
    .command('lists')
    .description('sanctions lists that vessels, aircraft and addresses are screened against');
  const importing = lists
    .command('import')
    .description(
      'import a publication of a sanctions list (--format ofac-sdn|ofac-consolidated|un|eu-fsf FILE): adds, updates and delists entries',
    )
    .argument('[file]', 'the publication, as downloaded from its publisher (plain XML or .bz2)')
    .option('--format <format>', `which list the file is: ${Object.keys(LIST_FORMATS).join(', ')}`)
    .option('--allow-older', 'import a publication older than the stored one, rolling the list back')
    .option('--json', 'print the import summary as one JSON object')
    .action(async (file: string | undefined, _options: unknown, command: Command) => {
      const options = command.optsWithGlobals<ImportListOptions & { format?: string }>();
      const format = listFormat(options.format);
      if (file === undefined) throw new UsageError('give the file to import');
      const output = await importListCommand(loadConfig(process.env), format, file, options, process.stderr);
      process.stdout.write(`${output}\n`);
    });
  importing
    .command('ofac')
    .description(
      "import OFAC's SDN list from sdn_advanced.xml (or .xml.bz2): adds, updates and delists entries",
    )
    .argument('<file>', 'the SDN_ADVANCED publication, as downloaded from OFAC')
    .option('--allow-older', 'import a publication older than the stored one, rolling the list back')
    .option('--json', 'print the import summary as one JSON object')
    .action(async (file: string, _options: ImportListOptions, command: Command) => {
      const options = command.optsWithGlobals<ImportListOptions>();
      const output = await importOfacCommand(loadConfig(process.env), file, options, process.stderr);
      process.stdout.write(`${output}\n`);
    });
  importing
    .command('tagpack')
    .description(
      "import a GraphSense TagPack (YAML) as address labels every workspace's screenings match; replaces the pack's earlier import",
    )
    .argument(
      '<file>',
      'the TagPack; its file name names the pack (tornado_cash.yaml → tagpack:tornado_cash)',
    )
    .option('--json', 'print the import summary as one JSON object')
    .action(async (file: string, _options: unknown, command: Command) => {
      const options = command.optsWithGlobals<Pick<ImportListOptions, 'json' | 'newStore'>>();
      process.stdout.write(`${await importTagPackCommand(loadConfig(process.env), file, options)}\n`);
    });
}

/** `vigil lists import ofac FILE`: the SDN list's import under its first name. */
export function importOfacCommand(
  config: Config,
  file: string,
  options: ImportListOptions,
  stderr: NodeJS.WritableStream & { isTTY?: boolean },
): Promise<string> {
  return importListCommand(config, listFormat('ofac-sdn'), file, options, stderr);
}

/** Runs one import; returns what to print on stdout. Refusals are `UsageError`s (exit code 2). */
export async function importListCommand(
  config: Config,
  format: (typeof LIST_FORMATS)[string],
  file: string,
  options: ImportListOptions,
  stderr: NodeJS.WritableStream & { isTTY?: boolean },
): Promise<string> {
  const size = await readableSize(file);
  const store = await openCliStore(config, options, stderr);
  const input = createReadStream(file);
  const progress = createProgress(size, stderr);
  try {
    const summary = await format.importer(store, Readable.from(counted(input, progress.read)), {
      clock: systemClock,
      fileName: path.basename(file),
      allowOlder: options.allowOlder === true,
      onProgress: progress.imported,
    });
    progress.stop();
    await announceImport(store);
    return printed(summary, describe(format.title, summary), config, options);
  } catch (error) {
    progress.stop();
    if (error instanceof OlderListError) {
      throw new UsageError(`${error.message}: pass --allow-older to import it anyway`);
    }
    if (error instanceof VigilError) throw new UsageError(`${file}: ${error.message}`);
    throw error;
  } finally {
    input.destroy();
    await store.close();
  }
}

/** Imports one TagPack; returns what to print on stdout. Refusals are `UsageError`s (exit code 2). */
export async function importTagPackCommand(
  config: Config,
  file: string,
  options: Pick<ImportListOptions, 'json' | 'newStore'>,
): Promise<string> {
  const size = await readableSize(file);
  if (size > MAX_TAGPACK_BYTES) {
    throw new UsageError(
      `cannot import '${file}': ${megabytes(size)} is more than the ${megabytes(MAX_TAGPACK_BYTES)} a TagPack may have`,
    );
  }
  const text = await readFile(file, 'utf8');
  const store = await openCliStore(config, options);
  try {
    const summary = await importTagPack(store, text, { clock: systemClock, fileName: path.basename(file) });
    await announceImport(store);
    return printed(summary, describeTagPack(summary), config, options);
  } catch (error) {
    // The reader names the file in its messages; a value it quotes may span lines, the message must not.
    if (error instanceof VigilError) throw new UsageError(error.message.replace(/\s*\n\s*/g, ' '));
    throw error;
  } finally {
    await store.close();
  }
}

/** Running services load the new labels now instead of at their next refresh (PostgreSQL only). */
async function announceImport(store: Store): Promise<void> {
  await announceChange(store.notifier, store.db, LISTS_TOPIC, {});
}

/**
 * The summary as text, or as JSON naming the store it was written to (the text's reader has been
 * told that on stderr, when the store was opened; a script reading stdout gets it here).
 */
function printed(
  summary: object,
  text: string,
  config: Config,
  options: Pick<ImportListOptions, 'json'>,
): string {
  return options.json ? JSON.stringify({ ...summary, store: describeStore(config.store) }) : text;
}

const megabytes = (bytes: number): string => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** The file's bytes, reported as the reader pulls them. */
async function* counted(
  input: AsyncIterable<Buffer>,
  onRead: (bytes: number) => void,
): AsyncGenerator<Buffer> {
  let total = 0;
  for await (const chunk of input) {
    total += chunk.length;
    onRead(total);
    yield chunk;
  }
}

interface Progress {
  /** Bytes of the file read so far: OFAC's entries come out only in the last tenth of the file. */
  read(bytes: number): void;
  imported(progress: ImportProgress): void;
  stop(): void;
}

/** One redrawn line on a terminal; nothing when stderr goes to a file or CI. */
function createProgress(totalBytes: number, stream: NodeJS.WritableStream & { isTTY?: boolean }): Progress {
  if (!stream.isTTY) return { read() {}, imported() {}, stop() {} };
  const bar = new SingleBar(
    { stream, format: 'list |{bar}| {percentage}% | {entries} entries | {phase}', hideCursor: true },
    Presets.shades_classic,
  );
  bar.start(totalBytes, 0, { entries: 0, phase: 'reading' });
  let entries = 0;
  let stopped = false;
  return {
    read: (bytes) => bar.update(bytes, { entries }),
    imported(progress) {
      if (progress.phase === 'reading') {
        entries = progress.entries;
        bar.update({ entries });
      } else {
        bar.update(totalBytes, { entries, phase: `writing ${progress.statements}/${progress.total}` });
      }
    },
    stop() {
      if (!stopped) bar.stop();
      stopped = true;
    },
  };
}

const count = (n: number): string => n.toLocaleString('en-US');

function describe(title: string, summary: ListImportSummary): string {
  const list = `${title} of ${summary.version}`;
  if (summary.status === 'already_current') {
    return `${list} is already the current one (${count(summary.entries)} entries): nothing changed.`;
  }
  return [
    `${list} imported${summary.previous_version ? ` (previously ${summary.previous_version})` : ''}.`,
    `Entries:   ${count(summary.entries)}: ${count(summary.vessels)} vessels, ${count(summary.aircraft)} aircraft, ${count(summary.addresses)} crypto addresses`,
    `Changes:   ${count(summary.added)} added, ${count(summary.updated)} updated, ${count(summary.removed)} removed, ${count(summary.unchanged)} unchanged`,
    ...skippedLines(summary.skipped_addresses),
    ...placedLines(summary.placed_elsewhere),
  ].join('\n');
}

/** Matched, but on other chains than their ticker names: said, so no one is surprised where. */
function placedLines(placed: ListImportSummary['placed_elsewhere']): string[] {
  if (placed.length === 0) return [];
  return [
    `Placed:    ${count(placed.length)} crypto addresses matched on other chains than their ticker`,
    ...placed.map(
      (p) => `  ${p.ticker} ${p.address}: on ${p.chains.join(', ')} (entry ${p.entry_id}, ${p.name})`,
    ),
  ];
}

/** Stored as published, but no screening will match them: said, so no one expects it to. */
function skippedLines(skipped: ListImportSummary['skipped_addresses']): string[] {
  if (skipped.length === 0) return [];
  return [
    `Skipped:   ${count(skipped.length)} crypto addresses screening cannot match`,
    ...skipped.map((s) => `  ${s.ticker} ${s.address}: ${s.reason} (entry ${s.entry_id}, ${s.name})`),
  ];
}

function describeTagPack(summary: TagPackImportSummary): string {
  const pack = `TagPack ${summary.title} (${summary.source}) of ${summary.version}`;
  if (summary.status === 'already_current') {
    return `${pack} is already the current one (${count(summary.entries)} labels): nothing changed.`;
  }
  const lines = [
    `${pack} imported${summary.previous_version ? ` (previously ${summary.previous_version})` : ''}.`,
    `Labels:    ${onChains(summary.entries, summary.chains)}`,
    `Changes:   ${count(summary.added)} added, ${count(summary.updated)} updated, ${count(summary.removed)} removed, ${count(summary.unchanged)} unchanged`,
  ];
  if (summary.skipped.length > 0) {
    lines.push(`Skipped:   ${count(summary.skipped.length)} tags`);
    for (const tag of summary.skipped) {
      lines.push(`  tags[${tag.tag_index}] ${tag.address}: ${tag.reason}. ${tag.detail}`);
    }
  }
  if (summary.warnings.length > 0) {
    lines.push(`Warnings:  ${count(summary.warnings.length)}`);
    for (const warning of summary.warnings) lines.push(`  ${warning.message}`);
  }
  return lines.join('\n');
}

/** `38 on ethereum`, or `40: 38 on ethereum, 2 on bitcoin`. */
function onChains(total: number, chains: Record<string, number>): string {
  const parts = Object.entries(chains).map(([chain, n]) => `${count(n)} on ${chain}`);
  if (parts.length === 0) return count(total);
  return parts.length === 1 ? parts.join('') : `${count(total)}: ${parts.join(', ')}`;
}
