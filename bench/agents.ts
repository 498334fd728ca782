/**
 * Detection agents end to end on SQLite: a realistic mix of events (`lib/agents-data.ts`) is
 * ingested while the job worker runs the real agents, and the clock runs from the first ingest to
 * the moment no event is left pending, that is when the last batch has stored its alerts and
 * correlated them into threats. **Aim: ≥ 5,000 events/s.**
 *
 * Two runs, each on a fresh workspace of one app: `service`, the events service called directly
 * (`services.events.ingest`, what the route handler calls), BENCH_AGENTS_CONCURRENCY (64) calls in
 * flight; and `http`, the same events as `POST /v1/events/ingest` over keep-alive connections to
 * the listening app (BENCH_AGENTS_CONNECTIONS, 32), the client in a worker thread (so it does not
 * share the app's event loop, as a real client would not). Before both, a
 * warm-up workspace takes a tenth of the events, unmeasured. Environment: BENCH_AGENTS_EVENTS
 * (20,000), BENCH_LOG_LEVEL (`warn`).
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import type { VigilApp } from '../src/app/app.ts';
import { type BenchEvent, eventMix } from './lib/agents-data.ts';
import { openBenchApp } from './lib/bench-app.ts';
import type { Benchmark } from './lib/benchmark.ts';
import { withCpuProfile } from './lib/cpu-profile.ts';
import { prepareIngests } from './lib/ingest-sender.ts';

export const AIM_EVENTS_PER_S = 5_000;
const STEP_MS = 50;
const POLL_INTERVAL_MS = 10;
/** Generous: a runtime this slow is broken, not slow. */
const DRAIN_TIMEOUT_MS = 300_000;

interface RunFigures {
  events: number;
  /** Events of each scenario of the mix. */
  mix: Record<string, number>;
  /** From the first ingest to no event pending. */
  seconds: number;
  eventsPerSec: number;
  /** How long ingesting alone took (the agents running alongside). */
  ingestS: number;
  /** Alerts stored, by agent. */
  alerts: Record<string, number>;
  threats: number;
  /** Busy cores over the run: the app (with its worker) and, for `http`, the client's thread. */
  cpu: { app: number; client: number };
}

export interface AgentsBenchOptions {
  events: number;
  concurrency: number;
  connections: number;
  logLevel: string;
  /** Where to write a V8 CPU profile of the app's thread during the `http` run (unset: none). */
  cpuProfileDir?: string | undefined;
}

export async function benchmarkAgents(options: AgentsBenchOptions, progress: (line: string) => void) {
  const { events, concurrency, connections, logLevel } = options;
  const bench = await openBenchApp({ logLevel, env: { VIGIL_RATE_LIMIT: '100000000/60' } });
  try {
    const { app } = bench;
    app.worker.start();
    const url = await app.listen();
    const start = Date.now() - 2 * events * STEP_MS;

    progress(`warm-up: ${Math.ceil(events / 10)} events`);
    await runOnce(app, 'warmup', Math.ceil(events / 10), start, (workspaceId, list) =>
      ingestByService(app, workspaceId, list, concurrency),
    );

    progress(`service: ${events} events, ${concurrency} ingests in flight`);
    const service = await runOnce(app, 'service', events, start, (workspaceId, list) =>
      ingestByService(app, workspaceId, list, concurrency),
    );

    progress(`http: ${events} events over ${connections} connections`);
    const { token } = await app.services.keys.create(
      (await app.services.workspaces.ensure('bench-http')).workspace.id,
      { name: 'agents bench', scopes: ['events:write'] },
    );
    const { result: http, profileFile } = await withCpuProfile(options.cpuProfileDir, 'agents-http', () =>
      runOnce(app, 'bench-http', events, start, (_workspaceId, list) =>
        ingestByHttp(url, token, list, connections),
      ),
    );
    if (profileFile !== null) progress(`CPU profile of the http run: ${profileFile}`);

    const statuses = await app.services.agents.status();
    return {
      logLevel,
      service: { concurrency, ...service },
      http: { connections, ...http },
      inspectLatencyMs: Object.fromEntries(statuses.map((s) => [s.agent, s.latency_ms])),
      aim: { eventsPerSec: AIM_EVENTS_PER_S },
      // Both ways in count: customers send events over HTTP.
      aimMet: service.eventsPerSec >= AIM_EVENTS_PER_S && http.eventsPerSec >= AIM_EVENTS_PER_S,
    };
  } finally {
    await bench.close();
  }
}

export const agents: Benchmark = {
  name: 'agents',
  async run(_settings, progress) {
    const figures = await benchmarkAgents(
      {
        events: wholeNumberFrom('BENCH_AGENTS_EVENTS', 20_000),
        concurrency: wholeNumberFrom('BENCH_AGENTS_CONCURRENCY', 64),
        connections: wholeNumberFrom('BENCH_AGENTS_CONNECTIONS', 32),
        logLevel: process.env.BENCH_LOG_LEVEL || 'warn',
        cpuProfileDir: process.env.BENCH_CPU_PROF || undefined,
      },
      progress,
    );
    const { service, http } = figures;
    return {
      figures,
      summary: [
        `service: ${service.eventsPerSec} events/s from ingest to the last alert stored (${service.events} in ${service.seconds} s; aim ≥ ${AIM_EVENTS_PER_S})`,
        `http: ${http.eventsPerSec} events/s (POST /v1/events/ingest over ${http.connections} connections, client in a thread of its own)`,
        `alerts (service run): ${Object.entries(service.alerts)
          .map(([agent, n]) => `${agent} ${n}`)
          .join(', ')}; threats ${service.threats}`,
      ],
    };
  },
};

/** Labels the mix's listed addresses in a fresh workspace, ingests its events and waits for the agents. */
async function runOnce(
  app: VigilApp,
  workspace: string,
  count: number,
  start: number,
  /**
   * Readies the sending of the events (outside the clock); what it resolves with sends them and
   * resolves with the CPU time, µs, of a client thread of its own (undefined for none).
   */
  prepare: (workspaceId: string, events: BenchEvent[]) => Promise<() => Promise<number | undefined>>,
): Promise<RunFigures> {
  const { services } = app;
  const { workspace: ws } = await services.workspaces.ensure(workspace);
  const mix = eventMix({ events: count, seed: 1, start, stepMs: STEP_MS });
  for (const label of mix.labels) await services.labels.create(ws.id, { ...label, confidence: 100 }, null);

  const send = await prepare(ws.id, mix.events);
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const clientMicros = (await send()) ?? 0;
  const ingestS = (performance.now() - started) / 1000;
  for (;;) {
    if ((await services.agents.pendingCount()) === 0) break;
    if (performance.now() - started > DRAIN_TIMEOUT_MS) {
      throw new Error(`events still pending after ${DRAIN_TIMEOUT_MS / 1000} s`);
    }
    await delay(POLL_INTERVAL_MS);
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);

  const alertRows = await services.store.db
    .selectFrom('agent_alerts')
    .select((eb) => ['agent', eb.fn.countAll<number>().as('n')])
    .where('workspace_id', '=', ws.id)
    .groupBy('agent')
    .execute();
  const threats = await services.store.db
    .selectFrom('threats')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('workspace_id', '=', ws.id)
    .executeTakeFirstOrThrow();
  return {
    events: count,
    mix: mix.scenarios,
    seconds: round(seconds, 3),
    eventsPerSec: round(count / seconds, 0),
    ingestS: round(ingestS, 3),
    alerts: Object.fromEntries(alertRows.map((row) => [row.agent, Number(row.n)])),
    threats: Number(threats.n),
    cpu: {
      app: round((cpu.user + cpu.system - clientMicros) / (seconds * 1e6), 2),
      client: round(clientMicros / (seconds * 1e6), 2),
    },
  };
}

async function ingestByService(
  app: VigilApp,
  workspaceId: string,
  events: BenchEvent[],
  concurrency: number,
): Promise<() => Promise<undefined>> {
  return () => sendByService(app, workspaceId, events, concurrency);
}

async function sendByService(
  app: VigilApp,
  workspaceId: string,
  events: BenchEvent[],
  concurrency: number,
): Promise<undefined> {
  let next = 0;
  const lane = async () => {
    while (next < events.length) {
      const event = events[next++];
      if (event === undefined) return;
      await app.services.events.ingest(workspaceId, event);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return undefined;
}

/** The events as `POST /v1/events/ingest` bodies, sent from a thread of their own. */
async function ingestByHttp(url: string, token: string, events: BenchEvent[], connections: number) {
  const bodies = events.map((event) =>
    JSON.stringify({ ...event, occurred_at: new Date(event.occurred_at).toISOString() }),
  );
  const send = await prepareIngests({ url, token, connections, bodies });
  return async () => (await send()).cpuMicros;
}

function wholeNumberFrom(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number ≥ 1, got '${text}'`);
  return value;
}

function round(value: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}
