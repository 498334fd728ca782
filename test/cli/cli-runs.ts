/**
 * Running the real `vigil` CLI in a child process for tests, as a user runs it: `bin/vigil.js` in
 * the repository, against a store given by its environment (a temporary `VIGIL_DATA_DIR`, or a
 * fresh PostgreSQL database as `DATABASE_URL`), with temporary files cleaned up after the file.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect } from 'vitest';
import { createFreshDatabase, type Dialect, type TestStore } from '../stores.ts';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const VIGIL = path.join(ROOT, 'bin', 'vigil.js');
export const RUN_TIMEOUT_MS = 20_000;

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Where a run of the CLI keeps its store: what it is told in its environment, and that store's config. */
export interface CliStore extends TestStore {
  env: NodeJS.ProcessEnv;
}

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

export function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'vigil-cli-'));
  dirs.push(dir);
  return dir;
}

/** A file of `text` in a directory of its own. */
export function write(name: string, text: string): string {
  const file = path.join(tempDir(), name);
  writeFileSync(file, text);
  return file;
}

/** SQLite in a temporary `VIGIL_DATA_DIR`, as the CLI makes it. */
export function sqliteStore(dataDir = tempDir()): CliStore {
  return {
    env: { VIGIL_DATA_DIR: dataDir },
    config: { kind: 'sqlite', file: path.join(dataDir, 'vigil.db') },
    dispose: async () => {},
  };
}

/** A fresh PostgreSQL database as `DATABASE_URL`, or SQLite. */
export async function cliStore(dialect: Dialect): Promise<CliStore> {
  if (dialect === 'sqlite') return sqliteStore();
  const database = await createFreshDatabase();
  return {
    env: { DATABASE_URL: database.url },
    config: { kind: 'postgres', url: database.url },
    dispose: database.drop,
  };
}

/**
 * `node bin/vigil.js …args` with the store settings of `store.env` (and none of the test process's
 * own); killed if it outlives `timeoutMs`.
 */
export function runVigil(
  args: string[],
  store: Pick<CliStore, 'env'>,
  timeoutMs = RUN_TIMEOUT_MS,
  where: { cwd?: string; newStore?: boolean } = {},
): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'VIGIL_DATA_DIR', 'REDIS_URL']) delete env[name];
  Object.assign(env, store.env);
  // The stores made here are new: the tests ask for them as a user preparing a store would.
  const newStore = where.newStore === false ? [] : ['--new-store'];
  const child = spawn(process.execPath, [VIGIL, ...newStore, ...args], { cwd: where.cwd ?? ROOT, env });
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
      reject(new Error(`vigil ${args.join(' ')} ran longer than ${timeoutMs} ms\n${stderr}`));
    }, timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** A refusal: exit code 2, nothing on stdout, one `vigil: …` line on stderr (after the store's, if opened). */
export function expectRefusal(run: Run, message: RegExp): void {
  expect(run.code, run.stderr).toBe(2);
  expect(run.stdout).toBe('');
  expect(run.stderr).toMatch(/^(vigil: store: [^\n]*\n)?vigil: [^\n]*\n$/);
  expect(run.stderr).toMatch(message);
}
