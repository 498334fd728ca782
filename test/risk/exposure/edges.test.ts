// A direction's totals within a time bound, as tracing reads them from the Edges it holds: the same
// numbers as its timeline's sums, bit for bit, whether the bound takes every transfer, none, or some.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../src/lib/seeded-random.ts';
import { Edges } from '../../../src/risk/exposure/edges.ts';

/** Edges of `transfers` random transfers (times out of order, some equal), with the times used. */
function randomEdges(seed: number, transfers: number): { edges: Edges; times: number[] } {
  const random = seededRandom(seed);
  const edges = new Edges('ETH', true);
  const times: number[] = [];
  for (let i = 0; i < transfers; i++) {
    const at = 1_700_000_000_000 + Math.floor(random() * 50) * 3_600_000;
    times.push(at);
    edges.add(Math.floor(random() * 8), random() * 1_000, at, random() * 3);
  }
  return { edges, times };
}

describe('Edges totals within a bound', () => {
  it('equal the timeline sums at every bound: before, at and after each transfer, and unbounded', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const { edges, times } = randomEdges(seed, 1 + (seed % 13));
      const bounds = [Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY];
      for (const at of times) bounds.push(at - 1, at, at + 1);
      for (const bound of bounds) {
        expect(edges.totalUpTo(bound)).toBe(edges.timeline.sumUpTo(bound));
        expect(edges.totalFrom(bound)).toBe(edges.timeline.sumFrom(bound));
      }
    }
  });

  it('keep the count and the earliest and latest time as the timeline does', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const { edges, times } = randomEdges(seed, seed);
      expect(edges.count).toBe(edges.timeline.count);
      expect(edges.earliest).toBe(Math.min(...times));
      expect(edges.latest).toBe(Math.max(...times));
      expect(edges.earliest).toBe(edges.timeline.earliest);
      expect(edges.latest).toBe(edges.timeline.latest);
    }
  });

  it('are nothing for edges with no transfer', () => {
    const edges = new Edges('', false);
    expect(edges.count).toBe(0);
    expect(edges.totalUpTo(Number.POSITIVE_INFINITY)).toBe(0);
    expect(edges.totalFrom(Number.NEGATIVE_INFINITY)).toBe(0);
  });
});
