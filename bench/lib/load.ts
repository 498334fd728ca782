/**
 * Drives load at a server with autocannon, the same way for every target: a warm-up run whose
 * figures are thrown away (JIT, caches, connection setup), then the measured run. Also records how
 * many cores the server, this process (the load generator) and the whole machine kept busy: a
 * server well below 1.0 while the generator is near it was limited by the generator, not by
 * itself, and a machine well above the two means other processes competed for the cores.
 *
 * Environment: BENCH_DURATION_S (default 10), BENCH_WARMUP_S (default 3), BENCH_CONNECTIONS (10).
 */
import os from 'node:os';
import { createHistogram } from 'node:perf_hooks';
import autocannon from 'autocannon';
import type { ServerUnderTest } from './servers.ts';

export interface LoadSettings {
  durationS: number;
  warmupS: number;
  connections: number;
}

export interface LoadFigures {
  requestsPerSec: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  /**
   * Busy cores over the measured run: the server, the load generator, and the whole machine. When
   * `machine` is well above the other two, something else was running and the figures are suspect.
   */
  cpu: { server: number; loadGenerator: number; machine: number };
}

export function loadSettingsFromEnv(env = process.env): LoadSettings {
  return {
    durationS: numberFrom(env, 'BENCH_DURATION_S', 10, { min: 1 }),
    warmupS: numberFrom(env, 'BENCH_WARMUP_S', 3, { min: 0 }),
    connections: numberFrom(env, 'BENCH_CONNECTIONS', 10, { min: 1, integer: true }),
  };
}

/** A whole number ≥ 1 from the environment variable `name`, or `fallback` when it is not set. */
export function countFromEnv(name: string, fallback: number, min = 1): number {
  return numberFrom(process.env, name, fallback, { min, integer: true });
}

export async function measure(
  server: ServerUnderTest,
  target: { path: string; headers?: Record<string, string> },
  settings: LoadSettings,
): Promise<LoadFigures> {
  const options = {
    url: new URL(target.path, server.url).href,
    connections: settings.connections,
    headers: target.headers ?? {},
  };
  if (settings.warmupS > 0) await autocannon({ ...options, duration: settings.warmupS });

  const serverBefore = await server.cpuMicros();
  const selfBefore = process.cpuUsage();
  const machineBefore = machineBusyMicros();
  const startedAt = process.hrtime.bigint();
  const run = autocannon({ ...options, duration: settings.durationS });
  // autocannon's own latency histogram has 1 ms resolution, which reads 0 for a fast server.
  const latencyMicros = createHistogram();
  run.on('response', (_client, status, _bytes, ms) => {
    if (status >= 200 && status < 300) latencyMicros.record(Math.max(1, Math.round(ms * 1000)));
  });
  const result = await run;
  const wallMicros = Number(process.hrtime.bigint() - startedAt) / 1000;
  const self = process.cpuUsage(selfBefore);
  const machineMicros = machineBusyMicros() - machineBefore;
  const serverMicros = (await server.cpuMicros()) - serverBefore;

  return {
    requestsPerSec: round(result.requests.average),
    latencyP50Ms: round(latencyMicros.percentile(50) / 1000, 3),
    latencyP99Ms: round(latencyMicros.percentile(99) / 1000, 3),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count]),
    ),
    cpu: {
      server: round(serverMicros / wallMicros, 2),
      loadGenerator: round((self.user + self.system) / wallMicros, 2),
      machine: round(machineMicros / wallMicros, 2),
    },
  };
}

/** Cores that neither the server nor the load generator used during the measured run. */
export function otherLoad(figures: LoadFigures): number {
  const { server, loadGenerator, machine } = figures.cpu;
  return round(Math.max(0, machine - server - loadGenerator), 2);
}

/**
 * CPU time all cores have spent busy since boot (os.cpus() counts in ms). It leaves out softirq
 * time, where much loopback TCP work lands, so it undercounts: contention it shows is real.
 */
function machineBusyMicros(): number {
  let ms = 0;
  for (const { times } of os.cpus()) ms += times.user + times.nice + times.sys + times.irq;
  return ms * 1000;
}

function numberFrom(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  rule: { min: number; integer?: boolean },
): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value < rule.min || (rule.integer && !Number.isInteger(value))) {
    throw new Error(
      `${name} must be ${rule.integer ? 'an integer' : 'a number'} ≥ ${rule.min}, got '${text}'`,
    );
  }
  return value;
}

function round(value: number, digits = 1): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}
