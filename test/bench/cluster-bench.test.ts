/** The clustering benchmark's workload on a small chain: it runs and its counts add up (not a timing test). */
import { describe, expect, it } from 'vitest';
import { benchmarkClustering } from '../../bench/lib/cluster-bench.ts';

describe('benchmarkClustering', () => {
  it('observes every transaction, one in 100 a CoinJoin, and reports rates', () => {
    const result = benchmarkClustering({ transactions: 2_000, seed: 7 });
    expect(result).toMatchObject({ transactions: 2_000, coinjoins: 20 });
    expect(result.addresses).toBeGreaterThan(3_000);
    expect(result.entities).toBeLessThan(result.addresses);
    expect(result.entities).toBe(result.addresses - result.merges);
    expect(result.transactionsPerSecond).toBeGreaterThan(0);
    expect(result.lookupsPerSecond).toBeGreaterThan(0);
    expect(result.floor.transactionsPerSecond).toBeGreaterThan(0);
    expect(result.floor.lookupsPerSecond).toBeGreaterThan(0);
  });

  it('is the same chain for the same seed', () => {
    const {
      transactionsPerSecond: _a,
      lookupsPerSecond: _b,
      floor: _floor1,
      ...first
    } = benchmarkClustering({ transactions: 500 });
    const {
      transactionsPerSecond: _c,
      lookupsPerSecond: _d,
      floor: _floor2,
      ...second
    } = benchmarkClustering({ transactions: 500 });
    expect(second).toEqual(first);
  });
});
