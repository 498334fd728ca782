/**
 * The slice of autocannon's programmatic API the benchmarks use; the package ships no types and
 * `@types/autocannon` is not a dependency.
 */
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    title?: string;
  }

  /** Percentiles and summary of one measured quantity (latency in ms, requests per second…). */
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }

  interface Result {
    /** Seconds. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
    latency: Histogram;
    requests: Histogram;
    throughput: Histogram;
  }

  /** A running load test: a promise of its result that also reports each response as it comes. */
  interface Instance extends Promise<Result> {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, resBytes: number, responseTimeMs: number) => void,
    ): this;
    stop(): void;
  }

  function autocannon(options: Options): Instance;
  export = autocannon;
}
