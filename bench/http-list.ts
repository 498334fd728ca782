/**
 * The whole HTTP stack against the least a Node server can do: an authenticated `GET /v1/keys`
 * (auth, rate limit, validation, the store, serialisation) on the real app, then a bare `node:http`
 * hello world, under identical load. Aim: the full stack at ≥ 0.6× the bare server's requests/s.
 *
 * Only 2xx responses count: a run that measured 401s or 429s would look fast and mean nothing, so
 * any other status fails the benchmark. BENCH_LOG_LEVEL (default `warn`) sets the app's log level;
 * BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the full-stack server there.
 */
import path from 'node:path';
import type { Benchmark } from './lib/benchmark.ts';
import { type LoadFigures, measure, otherLoad } from './lib/load.ts';
import { type ServerUnderTest, startServer } from './lib/servers.ts';

export const AIM = 0.6;
/** Cores used by other processes during a measured run above which its figures are flagged. */
const OTHER_LOAD_WARNING = 0.25;
const LIST_PATH = '/v1/keys';

export const httpList: Benchmark = {
  name: 'http-list',
  async run(settings, progress) {
    const logLevel = process.env.BENCH_LOG_LEVEL || 'warn';
    const profileDir = process.env.BENCH_CPU_PROF;

    progress('bare node:http: warming up and measuring');
    const bare = await withServer(startServer('bare.ts'), (server) =>
      measure(server, { path: '/' }, settings),
    );
    requireAllOk('bare node:http server', bare);

    progress(`full stack (log level ${logLevel}): warming up and measuring`);
    const execArgv = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
    let keysListed = 0;
    const full = await withServer(
      startServer('full-stack.ts', { env: { BENCH_LOG_LEVEL: logLevel }, execArgv }),
      async (server) => {
        const headers = { authorization: `Bearer ${server.details.token ?? ''}` };
        keysListed = await preflight(server, headers);
        return measure(server, { path: LIST_PATH, headers }, settings);
      },
    );
    requireAllOk(`full stack GET ${LIST_PATH}`, full);

    const ratio = Math.round((full.requestsPerSec / bare.requestsPerSec) * 1000) / 1000;
    const warnings = Object.entries({ 'full stack': full, bare })
      .filter(([, figures]) => otherLoad(figures) > OTHER_LOAD_WARNING)
      .map(
        ([label, figures]) =>
          `other processes kept ${otherLoad(figures)} cores busy during the ${label} run: its figures are unreliable`,
      );
    return {
      figures: {
        fullStack: {
          target: `GET ${LIST_PATH}`,
          keysListed,
          logLevel,
          profiled: Boolean(profileDir),
          ...full,
        },
        bare: { target: 'GET / on node:http, {"hello":"world"}', ...bare },
        ratio,
        aim: AIM,
        aimMet: ratio >= AIM,
        warnings,
      },
      summary: [
        `full stack  ${line(full)}  (GET ${LIST_PATH}, ${keysListed} keys, log level ${logLevel})`,
        `bare http   ${line(bare)}`,
        `ratio ${ratio.toFixed(3)} of bare (aim ≥ ${AIM}: ${ratio >= AIM ? 'met' : 'NOT met'})`,
        ...warnings.map((warning) => `warning: ${warning}`),
      ],
    };
  },
};

async function withServer<T>(
  starting: Promise<ServerUnderTest>,
  use: (server: ServerUnderTest) => Promise<T>,
): Promise<T> {
  const server = await starting;
  try {
    return await use(server);
  } finally {
    await server.stop();
  }
}

/** One request before the load: the key must work and the list must hold the seeded rows. */
async function preflight(server: ServerUnderTest, headers: Record<string, string>): Promise<number> {
  const response = await fetch(new URL(LIST_PATH, server.url), { headers });
  const text = await response.text();
  if (response.status !== 200) {
    throw new Error(`preflight GET ${LIST_PATH} answered ${response.status}, not 200: ${text.slice(0, 500)}`);
  }
  const body: unknown = JSON.parse(text);
  const data = typeof body === 'object' && body !== null && 'data' in body ? body.data : undefined;
  const expected = Number(server.details.keys);
  if (!Array.isArray(data) || data.length !== expected) {
    throw new Error(`preflight GET ${LIST_PATH} should list ${expected} keys, got: ${text.slice(0, 500)}`);
  }
  return data.length;
}

function requireAllOk(label: string, figures: LoadFigures): void {
  if (figures.non2xx === 0 && figures.errors === 0 && figures.timeouts === 0 && figures.requests > 0) return;
  throw new Error(
    `${label}: not every response was a 2xx (${figures.requests} completed, ${figures.non2xx} non-2xx, ` +
      `${figures.errors} errors, ${figures.timeouts} timeouts; status codes ${JSON.stringify(figures.statusCodes)}), ` +
      'so its figures would not measure the endpoint',
  );
}

function line(f: LoadFigures): string {
  const rps = f.requestsPerSec.toFixed(0).padStart(6);
  const { server, loadGenerator, machine } = f.cpu;
  return `${rps} req/s  p50 ${f.latencyP50Ms} ms  p99 ${f.latencyP99Ms} ms  cores: server ${server}, generator ${loadGenerator}, machine ${machine}`;
}
