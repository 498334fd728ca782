/**
 * The load generator of `mixed-load.ts`, in a worker thread of its own: autocannon sending a list
 * of distinct requests in turn (every connection takes the next one), a warm-up whose figures are
 * thrown away, then the measured run. Latency is recorded per 2xx response in microseconds
 * (autocannon's own histogram has 1 ms resolution); the thread's own CPU time over the measured run
 * tells the runner how much of the process's CPU the generator took.
 */
import { createHistogram } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';
import type { FromLoadWorker, LoadJob } from './mixed-load.ts';

// Set by `mixed-load.ts` alone, which builds it from typed values.
const job: LoadJob = workerData;
const post = (message: FromLoadWorker) => parentPort?.postMessage(message);

let sent = 0;
/**
 * One request whose content autocannon asks for before each send. Giving autocannon the whole
 * list instead would have every connection build its own copy of it up front (20 × 3,000 requests,
 * most of a second in which the first responses wait to be read and count as slow ones).
 */
const nextOfList = {
  setupRequest: (request: Record<string, unknown>) => {
    const next = job.requests[sent++ % job.requests.length];
    return next ? { ...request, ...next } : request;
  },
};

function run(duration: number) {
  // Not an object literal: bench/autocannon.d.ts declares only what http-list passes, and
  // `requests` goes through to autocannon as it is.
  const options = { url: job.url, connections: job.connections, duration, requests: [nextOfList] };
  return autocannon(options);
}

try {
  if (job.warmupS > 0) await run(job.warmupS);
  post({ type: 'measuring' });
  const cpuBefore = process.threadCpuUsage();
  const startedAt = process.hrtime.bigint();
  const latencyMicros = createHistogram();
  let responses = 0;
  const measured = run(job.durationS);
  measured.on('response', (_client, status, _bytes, ms) => {
    responses += 1;
    if (status >= 200 && status < 300) latencyMicros.record(Math.max(1, Math.round(ms * 1000)));
  });
  const result = await measured;
  const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
  const cpu = process.threadCpuUsage(cpuBefore);
  post({
    type: 'done',
    result: {
      // Counted here: in a worker thread autocannon hands its histograms back encoded, for its own
      // workers to merge.
      requestsPerSec: responses / seconds,
      requests: responses,
      p50Micros: latencyMicros.percentile(50),
      p99Micros: latencyMicros.percentile(99),
      maxMicros: latencyMicros.max,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      statusCodes: Object.fromEntries(
        Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count]),
      ),
      cpuMicros: cpu.user + cpu.system,
    },
  });
} catch (error) {
  post({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}
