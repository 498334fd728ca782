/**
 * Load from a worker thread at a server listening in this process's main thread: a mix of distinct
 * requests (different bodies), which `load.ts`'s `measure` (one fixed GET) cannot send. The server
 * and the generator then share a process but not an event loop, and the CPU each used is told
 * apart by thread: the generator's thread reports its own, the rest of the process (main thread,
 * the collector's and libuv's threads) is the server's. The main thread's event loop delay and
 * the collector's pauses over the measured run say how much of the latency was waiting behind
 * something else (a synchronous store write, a collection) rather than the request's own work.
 */
import os from 'node:os';
import { type ELDHistogram, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { LoadFigures } from './load.ts';

export interface MixedRequest {
  method: 'POST' | 'GET';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** What the worker is given (structured-cloned, so plain data). */
export interface LoadJob {
  url: string;
  connections: number;
  warmupS: number;
  durationS: number;
  requests: MixedRequest[];
}

export interface WorkerResult {
  requestsPerSec: number;
  requests: number;
  p50Micros: number;
  p99Micros: number;
  maxMicros: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  /** The generator thread's CPU time over the measured run. */
  cpuMicros: number;
}

export type FromLoadWorker =
  | { type: 'measuring' }
  | { type: 'done'; result: WorkerResult }
  | { type: 'failed'; message: string };

export interface MixedLoadFigures extends LoadFigures {
  latencyMaxMs: number;
  /** The server's CPU time per response: steadier than requests/s on a machine shared with others. */
  serverMicrosPerRequest: number;
  /**
   * Of it, the main thread's (the server's event loop: HTTP, the handler, its hooks); the rest is the
   * process's other threads (the screening audit writer and the store's checkpoints, V8's helpers).
   */
  mainThreadMicrosPerRequest: number;
  /** How late the main thread's timers ran: the longest stretches it was busy with one thing. */
  eventLoopDelayMs: { p99: number; max: number };
  /** Pauses of the garbage collector on the main thread's heap (the server's). */
  gc: { pauses: number; totalMs: number; maxMs: number };
  connections: number;
  durationS: number;
  /** Distinct requests the connections cycled through. */
  distinctRequests: number;
}

export async function measureMix(job: LoadJob): Promise<MixedLoadFigures> {
  const worker = new Worker(new URL('./mixed-load-worker.ts', import.meta.url), { workerData: job });
  let before:
    | { process: NodeJS.CpuUsage; mainThread: NodeJS.CpuUsage; machineMicros: number; at: bigint }
    | undefined;
  const delay = monitorEventLoopDelay({ resolution: EVENT_LOOP_RESOLUTION_MS });
  const gc = { pauses: 0, totalMs: 0, maxMs: 0 };
  const gcObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gc.pauses += 1;
      gc.totalMs += entry.duration;
      gc.maxMs = Math.max(gc.maxMs, entry.duration);
    }
  });
  try {
    const result = await new Promise<WorkerResult>((resolve, reject) => {
      worker.on('message', (message: FromLoadWorker) => {
        if (message.type === 'measuring') {
          before = {
            process: process.cpuUsage(),
            mainThread: process.threadCpuUsage(),
            machineMicros: machineBusyMicros(),
            at: process.hrtime.bigint(),
          };
          delay.enable();
          gcObserver.observe({ entryTypes: ['gc'] });
        } else if (message.type === 'done') resolve(message.result);
        else reject(new Error(`the load generator failed: ${message.message}`));
      });
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the load generator exited early (code ${code})`)));
    });
    if (before === undefined) throw new Error('the load generator finished without a measured run');
    const wallMicros = Number(process.hrtime.bigint() - before.at) / 1000;
    const used = process.cpuUsage(before.process);
    const serverMicros = used.user + used.system - result.cpuMicros;
    const mainThread = process.threadCpuUsage(before.mainThread);
    const machineMicros = machineBusyMicros() - before.machineMicros;
    return {
      requestsPerSec: round(result.requestsPerSec),
      latencyP50Ms: round(result.p50Micros / 1000, 3),
      latencyP99Ms: round(result.p99Micros / 1000, 3),
      latencyMaxMs: round(result.maxMicros / 1000, 3),
      requests: result.requests,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      statusCodes: result.statusCodes,
      connections: job.connections,
      durationS: job.durationS,
      distinctRequests: job.requests.length,
      serverMicrosPerRequest: round(serverMicros / Math.max(1, result.requests)),
      mainThreadMicrosPerRequest: round((mainThread.user + mainThread.system) / Math.max(1, result.requests)),
      eventLoopDelayMs: { p99: nsToMs(delay, 99), max: round(delay.max / 1e6, 1) },
      gc: { pauses: gc.pauses, totalMs: round(gc.totalMs), maxMs: round(gc.maxMs) },
      cpu: {
        server: round(serverMicros / wallMicros, 2),
        loadGenerator: round(result.cpuMicros / wallMicros, 2),
        machine: round(machineMicros / wallMicros, 2),
      },
    };
  } finally {
    delay.disable();
    gcObserver.disconnect();
    await worker.terminate();
  }
}

/** The timer behind the event loop delay histogram: fine enough to see a 5 ms stall. */
const EVENT_LOOP_RESOLUTION_MS = 2;

function nsToMs(histogram: ELDHistogram, percentile: number): number {
  return round(histogram.percentile(percentile) / 1e6, 1);
}

/** As in `load.ts`: busy time of every core since boot, softirq left out (so it undercounts). */
function machineBusyMicros(): number {
  let ms = 0;
  for (const { times } of os.cpus()) ms += times.user + times.nice + times.sys + times.irq;
  return ms * 1000;
}

function round(value: number, digits = 1): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}
