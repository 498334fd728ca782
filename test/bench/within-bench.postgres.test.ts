/**
 * The area-and-time benchmark's workload on a few thousand positions (not a timing test): it needs
 * a PostgreSQL with PostGIS (DATABASE_URL), writes its tracks, and Vigil's answers agree with
 * PostGIS's for every query (the benchmark throws when they differ).
 */
import { describe, expect, it } from 'vitest';
import { benchmarkWithin, WITHIN_CASES } from '../../bench/lib/within-bench.ts';

const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(databaseUrl === undefined)('benchmarkWithin', () => {
  it('answers every query as PostGIS does, on a database it drops afterwards', async () => {
    const figures = await benchmarkWithin({
      databaseUrl: databaseUrl ?? '',
      positions: 40_000,
      runs: 2,
      progress: () => {},
    });
    expect(figures).toMatchObject({ positions: 40_000, assets: 8 });
    expect(figures.queries.map((q) => q.name)).toEqual(WITHIN_CASES.map((c) => c.name));
    expect(figures.queries.some((q) => q.assetsInside > 0)).toBe(true);
  }, 120_000);
});
