/**
 * `vigil import prices FILE`: US-dollar closes (CSV `asset,day,usd`, one row per asset and UTC day)
 * into the price table that values transfers whose sender gave no `value_usd`, so that exposure
 * across assets is compared in dollars. Running services take them within 5 s (at once on
 * PostgreSQL) and value their transfer graph again. Stablecoins need no rows: they are at par.
 */
import type { Command } from 'commander';
import { PRICES_TOPIC } from '../app/risk-services.ts';
import { type Config, loadConfig } from '../config.ts';
import { systemClock } from '../lib/clock.ts';
import { announceChange } from '../platform/changes/index.ts';
import { importPrices, PriceFileError, type PriceImportSummary } from '../risk/prices/index.ts';
import { describeStore, openCliStore, type StoreOptions } from './cli-store.ts';
import { readableSize } from './readable-file.ts';
import { readFileLines } from './replay-source.ts';
import { UsageError } from './usage-error.ts';

export interface ImportPricesOptions extends StoreOptions {
  json?: boolean;
}

export function registerImportPrices(importing: Command): void {
  importing
    .command('prices')
    .description(
      'import US-dollar closes (CSV with the header asset,day,usd, e.g. ETH,2025-11-19,3021.55) into the price table that values transfers without a value_usd; stablecoins (USDT, USDC, DAI…) are at par without rows',
    )
    .argument('<file>', 'CSV: asset,day,usd (day YYYY-MM-DD, UTC; a day imported again is replaced)')
    .option('--json', 'print the summary as one JSON object')
    .action(async (file: string, _options: ImportPricesOptions, command: Command) => {
      const options = command.optsWithGlobals<ImportPricesOptions>();
      const config = loadConfig(process.env);
      const summary = await importPricesCommand(config, file, options);
      const store = describeStore(config.store);
      process.stdout.write(
        `${options.json ? JSON.stringify({ ...summary, store }) : formatPrices(file, summary)}\n`,
      );
      if (summary.imported === 0) {
        process.stderr.write(`vigil: no line of ${file} could be imported\n`);
        process.exitCode = 1;
      }
    });
}

export async function importPricesCommand(
  config: Config,
  file: string,
  options: ImportPricesOptions,
): Promise<PriceImportSummary> {
  await readableSize(file);
  const store = await openCliStore(config, options);
  try {
    const lines = (async function* () {
      for await (const line of readFileLines(file)) {
        yield { number: line.lineNo, text: line.lineNo === 1 ? line.text.replace(/^\uFEFF/, '') : line.text };
      }
    })();
    const summary = await importPrices(store, lines, systemClock.now()).catch((error: unknown) => {
      if (error instanceof PriceFileError) throw new UsageError(`${file}: ${error.message}`);
      throw error;
    });
    // Running services value their transfers again now, instead of at their next refresh.
    await announceChange(store.notifier, store.db, PRICES_TOPIC, {});
    return summary;
  } finally {
    await store.close();
  }
}

function formatPrices(file: string, summary: PriceImportSummary): string {
  const out = [
    `Imported prices from ${file}`,
    `  closes:    ${summary.imported} (${summary.replaced} replaced a stored close)`,
    `  assets:    ${summary.assets.join(', ') || 'none'}`,
    `  days:      ${summary.from ?? '–'} to ${summary.to ?? '–'}`,
    `  skipped:   ${summary.skipped}`,
  ];
  if (summary.errors.length > 0) {
    const first = summary.skipped > summary.errors.length ? ` (first ${summary.errors.length})` : '';
    out.push(`  errors${first}:`);
    for (const error of summary.errors) out.push(`    line ${error.line}: ${error.detail}`);
  }
  return out.join('\n');
}
