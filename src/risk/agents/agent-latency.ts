/**
 * How long each agent's `inspect` takes in this process: the last `LATENCY_WINDOW` durations per
 * agent in a ring, read as p50 and p99 when status or metrics ask. Other processes' inspections are
 * not in it (the counters, in the store, are the whole service's).
 */
import { LATENCY_WINDOW } from './runtime-settings.ts';

export interface LatencyWindows {
  add(agent: string, ms: number): void;
  /** Nearest-rank p50 and p99 in ms, or null for an agent with no inspection here yet. */
  percentiles(agent: string): { p50: number; p99: number } | null;
}

export function createLatencyWindows(size = LATENCY_WINDOW): LatencyWindows {
  const rings = new Map<string, { samples: Float64Array; next: number; count: number }>();
  return {
    add(agent, ms) {
      let ring = rings.get(agent);
      if (ring === undefined) {
        ring = { samples: new Float64Array(size), next: 0, count: 0 };
        rings.set(agent, ring);
      }
      ring.samples[ring.next] = ms;
      ring.next = (ring.next + 1) % size;
      ring.count = Math.min(ring.count + 1, size);
    },
    percentiles(agent) {
      const ring = rings.get(agent);
      if (ring === undefined || ring.count === 0) return null;
      const sorted = ring.samples.slice(0, ring.count).sort();
      const rank = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
      return { p50: round(rank(0.5)), p99: round(rank(0.99)) };
    },
  };
}

/** Milliseconds to the microsecond. */
const round = (ms: number) => Math.round(ms * 1000) / 1000;
