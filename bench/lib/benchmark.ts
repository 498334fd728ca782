/**
 * What `bench/run.ts` needs from a benchmark module: a name, a way to run it, and what it found,
 * as JSON-ready figures for machines and a few lines for people.
 */
import type { LoadSettings } from './load.ts';

export interface BenchmarkOutcome {
  figures: Record<string, unknown>;
  summary: string[];
}

export interface Benchmark {
  name: string;
  run(settings: LoadSettings, progress: (line: string) => void): Promise<BenchmarkOutcome>;
}
