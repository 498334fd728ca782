/**
 * Address clustering (`risk/graph`): transactions a second the clusterer observes and lookups a
 * second after, on a seeded synthetic chain, next to a bare union-find on the same chain as the
 * floor (lib/cluster-bench.ts).
 */
import type { Benchmark } from './lib/benchmark.ts';
import { benchmarkClustering } from './lib/cluster-bench.ts';
import { countFromEnv } from './lib/load.ts';

export const clustering: Benchmark = {
  name: 'clustering',
  async run(_settings, progress) {
    const transactions = countFromEnv('BENCH_CLUSTER_TRANSACTIONS', 500_000);
    progress(`${transactions.toLocaleString('en')} transactions of a seeded chain`);
    const result = benchmarkClustering({ transactions });
    const rate = (n: number) => n.toLocaleString('en');
    return {
      figures: { ...result },
      summary: [
        `observe: ${rate(result.transactionsPerSecond)} transactions/s (bare union-find: ${rate(result.floor.transactionsPerSecond)}/s)`,
        `clusterOf: ${rate(result.lookupsPerSecond)} lookups/s (bare union-find: ${rate(result.floor.lookupsPerSecond)}/s), ${rate(result.addresses)} addresses in ${rate(result.entities)} entities`,
      ],
    };
  },
};
