/**
 * `npm run bench`: runs every benchmark in turn and prints one JSON object with all their figures
 * on stdout (for CI and comparisons), and a short summary for people on stderr. Exits non-zero if
 * a benchmark fails; missing an aim is reported, not a failure, since shared CI machines are noisy.
 */
import os from 'node:os';
import { agents } from './agents.ts';
import { chainReader } from './chain-reader.ts';
import { clustering } from './clustering.ts';
import { consoleMap } from './console-map.ts';
import { detectionQueries } from './detection-queries.ts';
import { geofence } from './geofence.ts';
import { httpList } from './http-list.ts';
import { imagery } from './imagery.ts';
import { largeBodies } from './large-bodies.ts';
import type { Benchmark } from './lib/benchmark.ts';
import { loadSettingsFromEnv } from './lib/load.ts';
import { nameScreening } from './name-screening.ts';
import { screening } from './screening.ts';
import { tenantFairness } from './tenant-fairness.ts';
import { tracking } from './tracking.ts';
import { watches } from './watches.ts';
import { webhookDelivery } from './webhook-delivery.ts';
import { within } from './within.ts';

const all: Benchmark[] = [
  httpList,
  webhookDelivery,
  detectionQueries,
  tracking,
  within,
  geofence,
  screening,
  nameScreening,
  clustering,
  chainReader,
  agents,
  consoleMap,
  imagery,
  largeBodies,
  tenantFairness,
  watches,
];
// BENCH_ONLY=name[,name…] runs just those.
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const benchmarks = only ? all.filter((b) => only.includes(b.name)) : all;

// Turn Ctrl-C into a normal exit, so the exit hook in lib/servers.ts kills the servers.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

async function main(): Promise<void> {
  const settings = loadSettingsFromEnv();
  const log = (line: string) => process.stderr.write(`${line}\n`);
  log(
    `bench: ${settings.connections} connections, ${settings.warmupS} s warm-up, ${settings.durationS} s measured per target`,
  );

  const results: Record<string, unknown> = {};
  const summary: string[] = [];
  for (const benchmark of benchmarks) {
    const outcome = await benchmark.run(settings, (line) => log(`[${benchmark.name}] ${line}`));
    results[benchmark.name] = outcome.figures;
    summary.push(`${benchmark.name}:`, ...outcome.summary.map((line) => `  ${line}`));
  }

  const environment = { node: process.version, cpus: os.availableParallelism(), platform: process.platform };
  process.stdout.write(`${JSON.stringify({ environment, settings, benchmarks: results }, null, 2)}\n`);
  log(['', ...summary].join('\n'));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
