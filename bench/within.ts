/**
 * Area and time queries (`POST /v1/assets/within`): ten million stored positions on PostgreSQL,
 * Vigil's answer beside PostGIS's on the same rows in the same run (lib/within-bench.ts). **Aim:
 * at least as fast as PostGIS.** Needs DATABASE_URL (a PostgreSQL with PostGIS available); skipped
 * and said so without it.
 */
import type { Benchmark } from './lib/benchmark.ts';
import { countFromEnv } from './lib/load.ts';
import { benchmarkWithin } from './lib/within-bench.ts';

export const within: Benchmark = {
  name: 'within',
  async run(_settings, progress) {
    const databaseUrl = process.env.DATABASE_URL;
    if (!databaseUrl)
      return {
        figures: { skipped: 'needs DATABASE_URL' },
        summary: ['skipped: needs DATABASE_URL (PostgreSQL with PostGIS)'],
      };
    const positions = countFromEnv('BENCH_WITHIN_POSITIONS', 10_000_000);
    const runs = countFromEnv('BENCH_WITHIN_RUNS', 9);
    const figures = await benchmarkWithin({ databaseUrl, positions, runs, progress });
    return {
      figures: { ...figures },
      summary: [
        `${figures.positions.toLocaleString('en')} positions written and indexed in ${figures.loadS} s (PostGIS copy and indexes: ${figures.gisIndexS} s)`,
        ...figures.queries.map(
          (q) =>
            `${q.name}: Vigil ${q.vigilMedianMs} ms, PostGIS ${q.postgisMedianMs} ms (${q.vigilOverPostgis}× PostGIS; aim ≥ 1×), ${q.assetsInside} assets inside`,
        ),
      ],
    };
  },
};
