// A dropped database connection is an error, not a crash. Two `vigil serve` processes on a
// PostgreSQL server of the test's own take writes (sites, and positions that the engine judges)
// while the server's backends are terminated over and over (active ones, ones idle in a
// transaction, idle ones), then while the server restarts (`pg_ctl restart -m fast`) and while it
// is stopped and started again. Proven: no process exits; every answer is a success or a 503
// `unavailable` with Retry-After (never a 500); once the server is back, both processes serve;
// and every write that was acknowledged is in the store.
//
// The server is private (initdb + pg_ctl in a temporary directory, test/fixtures/private-postgres.ts):
// the shared one on 5432 serves everyone's tests and is never stopped. Without PostgreSQL's binaries
// the test is skipped, and says so; in CI it runs.
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import {
  type PrivatePostgres,
  privatePostgresMissing,
  skipPrivatePostgres,
  startPrivatePostgres,
} from '../../fixtures/private-postgres.ts';
import { IN_POSTGRES_PASS } from '../../stores.ts';
import {
  adminKeyOf,
  type HttpResponse,
  killChildren,
  removeTempDirs,
  request,
  type Service,
  startService,
} from './child-service.ts';

afterEach(killChildren);
afterAll(removeTempDirs);

const WORKERS = 6;

interface Outcome {
  path: string;
  status: number;
  code?: string;
  retryAfter?: string;
  body: string;
}

/** What the load sent and what came back; `acked` are the sites answered 201. */
interface Load {
  outcomes: Outcome[];
  acked: string[];
  failures: string[];
  stop(): Promise<void>;
}

function startLoad(services: Service[], key: string): Load {
  const outcomes: Outcome[] = [];
  const acked: string[] = [];
  const failures: string[] = [];
  let running = true;
  const record = (path: string, response: HttpResponse) => {
    let code: string | undefined;
    if (response.status >= 400) {
      try {
        code = (JSON.parse(response.body) as { code?: string }).code;
      } catch {
        code = undefined;
      }
    }
    const retryAfter = response.headers['retry-after'];
    outcomes.push({
      path,
      status: response.status,
      ...(code ? { code } : {}),
      ...(typeof retryAfter === 'string' ? { retryAfter } : {}),
      body: response.body.slice(0, 300),
    });
  };
  const worker = async (n: number) => {
    for (let i = 0; running; i += 1) {
      const service = services[(n + i) % services.length] as Service;
      try {
        if (i % 2 === 0) {
          const response = await request(`${service.address}/v1/sites`, {
            method: 'POST',
            key,
            body: { name: `load ${n}-${i}`, coordinates: [4 + n * 0.01, 52 + i * 0.0001], radius_m: 300 },
          });
          record('/v1/sites', response);
          if (response.status === 201) acked.push((JSON.parse(response.body) as { id: string }).id);
        } else {
          const at = new Date(Date.now() - 60_000 + i).toISOString();
          const response = await request(`${service.address}/v1/ingest/positions`, {
            method: 'POST',
            key,
            body: [{ mmsi: String(244_900_000 + n), at, lon: 4 + i * 0.0001, lat: 52 }],
          });
          record('/v1/ingest/positions', response);
        }
      } catch (error) {
        // The process answers every request: a refused or reset connection is a failure.
        failures.push(`${service.address}: ${error instanceof Error ? error.message : String(error)}`);
        await delay(100);
      }
    }
  };
  const workers = Array.from({ length: WORKERS }, (_, n) => worker(n));
  return {
    outcomes,
    acked,
    failures,
    async stop() {
      running = false;
      await Promise.all(workers);
    },
  };
}

async function waitFor(what: string, ms: number, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await delay(200);
  }
}

/** Terminates backends of `states` every `everyMs` for `forMs`; returns how many it ended. */
async function terminateRepeatedly(
  server: PrivatePostgres,
  states: readonly string[],
  everyMs: number,
  forMs: number,
): Promise<number> {
  let ended = 0;
  const until = Date.now() + forMs;
  while (Date.now() < until) {
    ended += await server.terminate(states).catch(() => 0);
    await delay(everyMs);
  }
  return ended;
}

const missing = privatePostgresMissing();

// Its PostgreSQL is its own whatever the pass: the PostgreSQL pass skips it (IN_POSTGRES_PASS).
describe.skipIf(skipPrivatePostgres || IN_POSTGRES_PASS)(
  `two service processes while PostgreSQL drops their connections and restarts${
    skipPrivatePostgres ? ` (skipped: ${missing})` : ''
  }`,
  () => {
    let server: PrivatePostgres | undefined;
    afterAll(async () => {
      await server?.dispose();
    });

    test('no process exits, every failure is a 503 with Retry-After, and every acknowledged write is kept', async () => {
      server = await startPrivatePostgres();
      const env = { DATABASE_URL: server.url, VIGIL_REORDER_WINDOW_S: '0' };
      const first = await startService(env);
      const key = await adminKeyOf(first);
      const services = [first, await startService(env)];
      const load = startLoad(services, key);
      await delay(1_500);

      // Backends in use, and ones idle inside a transaction, again and again.
      const ended = await terminateRepeatedly(server, ['active', 'idle in transaction'], 150, 5_000);
      // Every backend, the pool's idle ones and the engine's lock holder included.
      await terminateRepeatedly(server, ['active', 'idle in transaction', 'idle'], 400, 3_000);
      await server.restart();
      await delay(2_000);
      await server.stop('fast');
      await delay(1_500);
      await server.start();
      await delay(3_000);
      await load.stop();

      for (const service of services) {
        expect(service.child.exitCode, service.stderr()).toBeNull();
        expect(service.child.signalCode).toBeNull();
      }
      expect(load.failures).toEqual([]);
      expect(ended).toBeGreaterThan(0);
      const refused = load.outcomes.filter((outcome) => outcome.status >= 300);
      // The terminations reached requests in flight, and each was answered as the store's trouble.
      expect(refused.length).toBeGreaterThan(0);
      for (const outcome of refused) {
        expect(outcome, JSON.stringify(outcome)).toMatchObject({ status: 503, code: 'unavailable' });
        expect(Number(outcome.retryAfter)).toBeGreaterThan(0);
      }
      expect(load.acked.length).toBeGreaterThan(0);

      // Back to serving, both of them.
      for (const service of services) {
        await waitFor(`${service.address} to serve again`, 30_000, async () => {
          const health = await request(`${service.address}/v1/health`);
          const made = await request(`${service.address}/v1/sites`, {
            method: 'POST',
            key,
            body: { name: 'after the outage', coordinates: [4.5, 52.5], radius_m: 300 },
          });
          return health.status === 200 && made.status === 201;
        });
      }

      const db = new pg.Client({ connectionString: server.url });
      await db.connect();
      try {
        const { rows } = await db.query<{ id: string }>('SELECT id FROM sites WHERE id = ANY($1)', [
          load.acked,
        ]);
        expect(rows.map((row) => row.id).sort()).toEqual([...load.acked].sort());
      } finally {
        await db.end();
      }
      for (const service of services) {
        expect(service.stderr()).not.toMatch(/Unhandled|uncaught/i);
        expect(service.child.exitCode).toBeNull();
      }
    }, 240_000);
  },
);
