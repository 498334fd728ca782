// `vigil keys create` through bin/vigil.js: its --json output, its refusals, and keys that work against the app.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { StoreConfig } from '../../src/store/store.ts';
import { createFreshDatabase, startApp, TEST_DIALECT, type TestApp, type TestStore } from '../harness.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const VIGIL = path.join(ROOT, 'bin', 'vigil.js');
const RUN_TIMEOUT_MS = 20_000;
const SYSTEM_NODE = '/usr/bin/node';

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Runs `node bin/vigil.js ...args` with the store settings in `env`; killed if it outlives the timeout. */
function runVigil(args: string[], env: Record<string, string>, node = process.execPath): Promise<Run> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'VIGIL_DATA_DIR', 'REDIS_URL']) delete childEnv[name];
  const child = spawn(node, [VIGIL, '--new-store', ...args], { cwd: ROOT, env: { ...childEnv, ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`vigil ${args.join(' ')} ran longer than ${RUN_TIMEOUT_MS} ms\n${stdout}\n${stderr}`));
    }, RUN_TIMEOUT_MS);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr });
    });
  });
}

const createArgs = (options: { workspace?: string; scopes?: string; rateLimit?: string } = {}): string[] => [
  'keys',
  'create',
  ...(options.workspace === undefined ? [] : ['--workspace', options.workspace]),
  '--scopes',
  options.scopes ?? 'keys:read,sites:write',
  ...(options.rateLimit === undefined ? [] : ['--rate-limit', options.rateLimit]),
  '--json',
];

interface Created {
  workspace_id: string;
  key_id: string;
  key: string;
}

/** The one JSON object a successful `keys create --json` printed, checked to be exactly that. */
function createdOf(run: Run): Created {
  expect(run.code, run.stderr).toBe(0);
  const lines = run.stdout.split('\n');
  expect(lines.at(-1), 'stdout ends with a newline').toBe('');
  expect(lines, `stdout: ${run.stdout}`).toHaveLength(2);
  const parsed = JSON.parse(lines[0] ?? '') as Record<string, unknown>;
  expect(Object.keys(parsed).sort()).toEqual(['key', 'key_id', 'store', 'workspace_id']);
  expect(parsed.workspace_id).toMatch(/^ws_/);
  expect(parsed.key_id).toMatch(/^key_/);
  expect(parsed.key).toMatch(/^vk_[0-9A-Za-z]{46}$/);
  return parsed as unknown as Created;
}

/** A store the CLI and an in-process app share: SQLite in VIGIL_DATA_DIR, or a fresh PostgreSQL database. */
interface SharedStore {
  env: Record<string, string>;
  testStore: TestStore;
  dispose(): Promise<void>;
}

async function createSharedStore(): Promise<SharedStore> {
  const dir = mkdtempSync(path.join(tmpdir(), 'vigil-cli-'));
  const removeDir = async () => rmSync(dir, { recursive: true, force: true });
  const base = process.env.DATABASE_URL;
  if (TEST_DIALECT === 'sqlite' || !base) {
    const config: StoreConfig = { kind: 'sqlite', file: path.join(dir, 'vigil.db') };
    return {
      env: { VIGIL_DATA_DIR: dir },
      testStore: { config, dispose: async () => undefined },
      dispose: removeDir,
    };
  }
  const database = await createFreshDatabase();
  return {
    env: { VIGIL_DATA_DIR: dir, DATABASE_URL: database.url },
    testStore: { config: { kind: 'postgres', url: database.url }, dispose: async () => undefined },
    dispose: async () => {
      await database.drop();
      await removeDir();
    },
  };
}

/** The major version of a Node binary, or undefined if it cannot be run. */
function nodeMajor(binary: string): number | undefined {
  if (!existsSync(binary)) return undefined;
  try {
    return Number(/^v(\d+)\./.exec(execFileSync(binary, ['--version'], { encoding: 'utf8' }))?.[1]);
  } catch {
    return undefined;
  }
}

describe(`vigil keys create on ${TEST_DIALECT}`, () => {
  let store: SharedStore;
  let first: Created;
  let t: TestApp | undefined;

  beforeAll(async () => {
    store = await createSharedStore();
    first = createdOf(await runVigil(createArgs({ workspace: 'acme', rateLimit: '10/60' }), store.env));
  });

  afterAll(async () => {
    await t?.close();
    await store?.dispose();
  });

  /** The real app, in this process, on the store the CLI wrote to. */
  async function app(): Promise<TestApp> {
    t ??= await startApp({ store: store.testStore });
    return t;
  }

  test('--json prints exactly one object with workspace_id, key_id and key', () => {
    expect(first.workspace_id).toMatch(/^ws_[0-7][0-9a-z]{25}$/);
    expect(first.key_id).toMatch(/^key_[0-7][0-9a-z]{25}$/);
  });

  test('a second key for the same workspace gets the same workspace_id and a new key', async () => {
    const second = createdOf(
      await runVigil(createArgs({ workspace: 'acme', scopes: 'sites:read' }), store.env),
    );
    expect(second.workspace_id).toBe(first.workspace_id);
    expect(second.key_id).not.toBe(first.key_id);
    expect(second.key).not.toBe(first.key);
  });

  test('another workspace name gets another workspace', async () => {
    const other = createdOf(await runVigil(createArgs({ workspace: 'globex', scopes: '*' }), store.env));
    expect(other.workspace_id).not.toBe(first.workspace_id);
  });

  test('the key works against the app on the same store, with its scopes and rate limit', async () => {
    const response = await (await app()).request({ method: 'GET', url: '/v1/keys', key: first.key });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['ratelimit-policy']).toBe('"default";q=10;w=60');
    const listed = (
      response.json() as { data: { id: string; scopes: string[]; rate_limit: string | null }[] }
    ).data;
    const mine = listed.find((key) => key.id === first.key_id);
    expect(mine).toMatchObject({ scopes: ['keys:read', 'sites:write'], rate_limit: '10/60' });
  });

  test('a key with only sites:read is refused GET /v1/keys with 403', async () => {
    const reader = createdOf(
      await runVigil(createArgs({ workspace: 'acme', scopes: 'sites:read' }), store.env),
    );
    const response = await (await app()).request({ method: 'GET', url: '/v1/keys', key: reader.key });
    expect(response.statusCode, response.body).toBe(403);
  });

  test('--scopes bogus exits 2, names bogus on stderr and prints nothing on stdout', async () => {
    const run = await runVigil(createArgs({ workspace: 'acme', scopes: 'keys:read,bogus' }), store.env);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('bogus');
    expect(run.stdout).toBe('');
  });

  test('--rate-limit without a window exits 2', async () => {
    const run = await runVigil(createArgs({ workspace: 'acme', rateLimit: '10' }), store.env);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--rate-limit');
    expect(run.stdout).toBe('');
  });

  test('without --workspace exits non-zero with usage on stderr', async () => {
    const run = await runVigil(createArgs(), store.env);
    expect(run.code).not.toBe(0);
    expect(run.code).not.toBeNull();
    expect(run.stderr).toContain('--workspace');
    expect(run.stderr).toMatch(/usage/i);
    expect(run.stdout).toBe('');
  });

  test('an invalid workspace name exits 2', async () => {
    const run = await runVigil(createArgs({ workspace: 'Bad Name' }), store.env);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Bad Name');
    expect(run.stdout).toBe('');
  });

  const systemMajor = nodeMajor(SYSTEM_NODE);
  const skipReason =
    systemMajor === undefined
      ? `${SYSTEM_NODE} is absent`
      : systemMajor >= 24
        ? `${SYSTEM_NODE} is Node ${systemMajor}, so there is no re-execution to prove`
        : '';
  test.skipIf(skipReason !== '')(
    `under the system Node (${SYSTEM_NODE}, older than 24) the shim re-executes on Node 24${
      skipReason ? ` — skipped: ${skipReason}` : ''
    }`,
    async () => {
      const run = await runVigil(
        createArgs({ workspace: 'acme', scopes: 'sites:read' }),
        store.env,
        SYSTEM_NODE,
      );
      expect(createdOf(run).workspace_id).toBe(first.workspace_id);
    },
  );
});
