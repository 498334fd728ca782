/**
 * Test harness: the real app on a real store (`stores.ts`: SQLite by default, PostgreSQL with
 * `DATABASE_URL` set, as `.ci/run` does for its second pass).
 */

import type { LookupFunction } from 'node:net';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { type Logger, pino } from 'pino';
import { buildApp, type VigilApp } from '../src/app/app.ts';
import type { Services } from '../src/app/services.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { Route } from '../src/http/route.ts';
import type { Scope } from '../src/http/scopes.ts';
import { type Clock, ManualClock } from '../src/lib/clock.ts';
import type { WorkerSettings } from '../src/platform/jobs/job-worker.ts';
import type { StoreConfig } from '../src/store/store.ts';
import { createTestStore, TEST_DIALECT, type TestStore } from './stores.ts';

export {
  ALL_DIALECTS,
  createFreshDatabase,
  createTestStore,
  type Dialect,
  TEST_DIALECT,
  type TestStore,
} from './stores.ts';

/**
 * Tests judge positions before the ingest answers (no reorder window), so an answer is followed by
 * its events; the window itself has tests of its own.
 */
export function testConfig(store: StoreConfig, env: Record<string, string> = {}): Config {
  return {
    ...loadConfig({ VIGIL_LOG_LEVEL: 'silent', PORT: '0', VIGIL_REORDER_WINDOW_S: '0', ...env }),
    store,
  };
}

export interface TestKey {
  workspaceId: string;
  keyId: string;
  token: string;
}

export interface TestApp {
  app: VigilApp;
  clock: Clock;
  config: Config;
  storeConfig: StoreConfig;
  /** A key with every scope in workspace `main`. */
  admin: TestKey;
  /** Creates a key in `workspace` (created if new) with these scopes. */
  key(
    scopes: Scope[],
    options?: { workspace?: string; rateLimit?: string; expiresAt?: number },
  ): Promise<TestKey>;
  /** Fastify inject with the given key (or none). */
  request(options: InjectOptions & { key?: TestKey | string | null }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface StartOptions {
  clock?: Clock;
  env?: Record<string, string>;
  /** Another app's store, to run two processes' worth of app on one store. */
  store?: TestStore;
  routes?: Route<Services>[];
  /** False leaves the job worker stopped; run jobs with `app.worker.drain()`. */
  startWorker?: boolean;
  workerSettings?: Partial<WorkerSettings>;
  /** How webhook deliveries resolve names; by default no name resolves (tests never use real DNS). */
  lookup?: LookupFunction;
  /** The app's logger (default: silent); see `capturedLogs`. */
  logger?: Logger;
}

/** A logger that keeps its JSON lines, parsed, for tests that check what was logged. */
export function capturedLogs(level = 'info'): { logger: Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

/** A resolver that knows no names: a webhook to a host name fails at once, without the network. */
export const offlineLookup: LookupFunction = (hostname, _options, callback) => {
  const error = Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  process.nextTick(() => callback(error, '', 4));
};

/** A resolver that answers from a table, e.g. `{ 'hooks.example.test': '127.0.0.1' }`. */
export function tableLookup(table: Record<string, string>): LookupFunction {
  return (hostname, options, callback) => {
    const address = table[hostname];
    if (address === undefined) {
      offlineLookup(hostname, options, callback);
      return;
    }
    const family = address.includes(':') ? 6 : 4;
    process.nextTick(() =>
      options.all ? callback(null, [{ address, family }]) : callback(null, address, family),
    );
  };
}

export async function startApp(options: StartOptions = {}): Promise<TestApp> {
  const store = options.store ?? (await createTestStore(TEST_DIALECT, { migrated: true }));
  const ownsStore = options.store === undefined;
  const clock = options.clock ?? new ManualClock(Date.now());
  const config = testConfig(store.config, options.env);
  const app = await buildApp(config, {
    clock,
    logger: options.logger ?? pino({ level: 'silent' }),
    lookup: options.lookup ?? offlineLookup,
    ...(options.routes ? { routes: options.routes } : {}),
    ...(options.startWorker === false ? { startWorker: false } : {}),
    ...(options.workerSettings ? { workerSettings: options.workerSettings } : {}),
  });
  await app.http.ready();

  const key: TestApp['key'] = async (scopes, keyOptions = {}) => {
    const { workspace } = await app.services.workspaces.ensure(keyOptions.workspace ?? 'main');
    const { key: created, token } = await app.services.keys.create(workspace.id, {
      name: `test key ${scopes.join(' ')}`,
      scopes,
      rateLimit: keyOptions.rateLimit,
      expiresAt: keyOptions.expiresAt,
    });
    return { workspaceId: workspace.id, keyId: created.id, token };
  };

  const admin = await key(['*']);
  return {
    app,
    clock,
    config,
    storeConfig: store.config,
    admin,
    key,
    request: ({ key: which, headers, ...rest }) => {
      const token =
        which === undefined
          ? admin.token
          : which === null
            ? undefined
            : typeof which === 'string'
              ? which
              : which.token;
      return app.http.inject({
        ...rest,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      });
    },
    close: async () => {
      await app.close();
      if (ownsStore) await store.dispose();
    },
  };
}

/** The problem document of a response, checked to be one. */
export function problemOf(response: LightMyRequestResponse): {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: string;
  request_id: string;
  errors?: { pointer: string; detail: string }[];
} {
  if (!String(response.headers['content-type']).startsWith('application/problem+json')) {
    throw new Error(
      `expected application/problem+json, got ${response.headers['content-type']}: ${response.body}`,
    );
  }
  return response.json();
}
