/**
 * The screening benchmark on a tiny store: it runs end to end over real HTTP and its figures have
 * the shape `npm run bench` reports (not a timing test: the numbers are for the bench).
 */
import { describe, expect, it } from 'vitest';
import { benchmarkScreening } from '../../bench/screening.ts';

describe('benchmarkScreening', () => {
  it('screens a third labelled, a third with neighbours and a third unknown, against the work alone, bare Fastify and a bare baseline', async () => {
    const figures = await benchmarkScreening(
      {
        // More than the index reads per page (2,000), so a reload in pages is part of the run.
        labels: 6_000,
        transfers: 2_000,
        ofacFile: null,
        durationS: 1,
        warmupS: 0,
        connections: 4,
        requestsPerKind: 30,
        logLevel: 'warn',
      },
      () => undefined,
    );

    expect(figures.requestMix).toEqual({ labelled: 30, neighbours: 30, unknown: 30 });
    expect(figures.inProcess).toMatchObject({
      labelled: { requests: 30, withOwnLabel: 30 },
      unknown: { requests: 30, withOwnLabel: 0, withExposure: 0 },
    });
    expect(figures.inProcess.neighbours?.withExposure).toBeGreaterThan(0);
    // One row in 50 is a second label on an address already labelled.
    expect(figures.setup.labelIndex.addresses).toBe(6_000 - 6_000 / 50);
    expect(figures.setup.transferGraph.addresses).toBeGreaterThan(1_000);

    for (const run of [figures.screening, figures.floor, figures.fastify, figures.bare]) {
      expect(run.requests).toBeGreaterThan(0);
      // The main thread's share of the server's CPU is told apart from the other threads'.
      expect(run.mainThreadMicrosPerRequest).toBeGreaterThan(0);
      expect(run).toMatchObject({ non2xx: 0, errors: 0, timeouts: 0, connections: 4, distinctRequests: 90 });
      expect(run.latencyP99Ms).toBeGreaterThanOrEqual(run.latencyP50Ms);
      expect(run.requestsPerSec).toBeGreaterThan(0);
    }
    // Every screening answered is kept for audit (six more from the preflight).
    expect(figures.screening.auditRecords).toBeGreaterThanOrEqual(figures.screening.requests);
    expect(typeof figures.aimMet).toBe('boolean');
  }, 60_000);
});
