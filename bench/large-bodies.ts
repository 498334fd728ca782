/**
 * Big bodies do not stop the world: the real app (SQLite, in a child process) takes a 16 MB NMEA
 * body while the runner asks `GET /v1/health` one request after another; the health latencies
 * during the ingest are set beside the same probe with nothing else going on (the floor), in the
 * same run. Then four such bodies at once: with the default budget of large bodies in flight
 * (VIGIL_BODY_BUDGET_MB, 48) three are taken and one is refused with a 503 before it is read; the
 * server's resident memory is watched throughout. Aim: health p99 under 100 ms during one ingest.
 *
 * Why a benchmark and not a test: a latency figure on a shared two-core machine measures the
 * neighbours as much as the code. The tests (test/geo/ingest/large-bodies.app.test.ts) assert the
 * behaviour that makes the figure possible, which no load can fake: health answers between the
 * slices of a body, and the budget refuses what would pass it.
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import type { Benchmark } from './lib/benchmark.ts';
import { bigNmea } from './lib/big-nmea.ts';
import { type ServerUnderTest, startServer } from './lib/servers.ts';

const MIB = 1024 * 1024;
const BODY_BYTES = 16 * MIB - 4096;
const FLOOR_MS = 5_000;
const PROBE_GAP_MS = 5;
const AIM_P99_MS = 100;

interface Latencies {
  samples: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

function summarise(values: number[]): Latencies {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    samples: sorted.length,
    p50Ms: round(at(0.5)),
    p99Ms: round(at(0.99)),
    maxMs: round(sorted.at(-1) ?? 0),
  };
}

/** Health asked one request after another until `until` settles; the latency of each. */
async function probeHealth(url: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const latencies: number[] = [];
  while (!done) {
    const started = performance.now();
    const response = await fetch(`${url}/v1/health`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`health answered ${response.status}`);
    latencies.push(performance.now() - started);
    await delay(PROBE_GAP_MS);
  }
  return latencies;
}

async function send(server: ServerUnderTest, body: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${server.url}/v1/ingest/nmea`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', authorization: `Bearer ${server.details.token}` },
    body,
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

/** The server's resident memory, sampled every 100 ms until `until` settles; the highest seen. */
async function peakRss(server: ServerUnderTest, until: Promise<unknown>): Promise<number> {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  let peak = 0;
  while (!done) {
    peak = Math.max(peak, Number(await server.ask('rss')));
    await delay(100);
  }
  return peak;
}

export const largeBodies: Benchmark = {
  name: 'large-bodies',
  async run(_settings, progress) {
    const body = bigNmea(BODY_BYTES);
    const lines = body.split('\n').length - 1;
    const server = await startServer('ingest-vigil.ts', { execArgv: ['--expose-gc'] });
    try {
      progress(`floor: health alone for ${FLOOR_MS / 1000} s`);
      const floor = summarise(await probeHealth(server.url, delay(FLOOR_MS)));

      progress(`one body: ${(body.length / MIB).toFixed(1)} MiB, ${lines} lines`);
      const rssBefore = Number(await server.ask('rss'));
      const heapBefore = Number(await server.ask('heap'));
      const cpuBefore = await server.cpuMicros();
      const one = send(server, body);
      const [during, oneResult, onePeak] = await Promise.all([
        probeHealth(server.url, one),
        one,
        peakRss(server, one),
      ]);
      if (oneResult.status !== 200) throw new Error(`the ingest answered ${oneResult.status}`);
      // CPU the server spent on the ingest (and the health probes): unlike its wall time, little
      // changed by what else the machine runs.
      const oneCpuMicros = (await server.cpuMicros()) - cpuBefore;
      const duringOne = summarise(during);

      progress('four bodies at once');
      const four = Promise.all([0, 1, 2, 3].map(() => send(server, body)));
      const [duringFour, fourResults, fourPeak] = await Promise.all([
        probeHealth(server.url, four),
        four,
        peakRss(server, four),
      ]);
      await delay(2_000);
      const rssAfter = Number(await server.ask('rss'));
      const heapAfter = Number(await server.ask('heap'));

      const figures = {
        body: { bytes: body.length, lines },
        healthFloor: floor,
        healthDuringOneIngest: duringOne,
        oneIngest: {
          seconds: Math.round(oneResult.ms) / 1000,
          cpuSeconds: Math.round(oneCpuMicros / 1000) / 1000,
          linesPerSec: Math.round((lines / oneResult.ms) * 1000),
        },
        healthDuringFourIngests: summarise(duringFour),
        fourIngests: {
          statuses: fourResults.map((r) => r.status),
          seconds: fourResults.map((r) => Math.round(r.ms) / 1000),
        },
        rssMb: {
          before: Math.round(rssBefore / MIB),
          peakOne: Math.round(onePeak / MIB),
          peakFour: Math.round(fourPeak / MIB),
          afterFour: Math.round(rssAfter / MIB),
        },
        // The JavaScript heap after a full collection: back near `before` when the bodies are let
        // go, so resident memory kept above it is the allocator's, not a leak.
        heapMb: { before: Math.round(heapBefore / MIB), afterFour: Math.round(heapAfter / MIB) },
        aimP99Ms: AIM_P99_MS,
        aimMet: duringOne.p99Ms < AIM_P99_MS,
      };
      return {
        figures,
        summary: [
          `health p99 ${duringOne.p99Ms} ms during one 16 MB ingest (max ${duringOne.maxMs}; floor p99 ${floor.p99Ms} ms), aim < ${AIM_P99_MS} ms: ${figures.aimMet ? 'met' : 'missed'}`,
          `one ingest ${figures.oneIngest.seconds} s (${figures.oneIngest.linesPerSec} lines/s, ${figures.oneIngest.cpuSeconds} s of CPU); four at once: ${figures.fourIngests.statuses.join(', ')}, health p99 ${figures.healthDuringFourIngests.p99Ms} ms`,
          `RSS ${figures.rssMb.before} MB before, peak ${figures.rssMb.peakOne} (one) / ${figures.rssMb.peakFour} (four), ${figures.rssMb.afterFour} after; heap after a full GC ${figures.heapMb.before} MB before, ${figures.heapMb.afterFour} after`,
        ],
      };
    } finally {
      await server.stop();
    }
  },
};
