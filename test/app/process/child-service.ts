/**
 * The service as a real child process, for tests that start, stop and kill it: start it with an
 * environment, wait for its "vigil listening" line, read the admin key it prints, call it over
 * plain HTTP. Each test file registers `afterEach(killChildren)` and `afterAll(removeTempDirs)`.
 */

import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const KEY_PATTERN = /vk_[0-9A-Za-z]{46}/g;
/**
 * A start compiles every route's schemas: on a busy two-core machine that alone can take 20 s, and
 * at a load of 20 (several test runs at once) over 40 s.
 */
const START_TIMEOUT_MS = 120_000;
export const EXIT_TIMEOUT_MS = 15_000;
export const REQUEST_TIMEOUT_MS = 10_000;

// ---------------------------------------------------------------------------------------------
// Bounded waiting

/** `promise`, or a rejection naming `what` once `ms` have passed. */
export async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms waiting for ${what}`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

// ---------------------------------------------------------------------------------------------
// The service process

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface Service {
  child: ChildProcessWithoutNullStreams;
  /** `http://127.0.0.1:<port>` */
  address: string;
  host: string;
  port: number;
  /** Everything written to stdout so far. */
  stdout(): string;
  stderr(): string;
  exited: Promise<Exit>;
  /** Resolves once stdout satisfies `predicate`; fails on timeout or if the process exits first. */
  waitForStdout(predicate: (text: string) => boolean, what: string, ms?: number): Promise<void>;
}

const children = new Set<ChildProcessWithoutNullStreams>();
const tempDirs: string[] = [];

/** Kills every child this file started that is still running, whatever the test's outcome. */
export function killChildren(): void {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  children.clear();
}

export function removeTempDirs(): void {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'vigil-proc-'));
  tempDirs.push(dir);
  return dir;
}

/** Settings of ours a child never inherits: a test that wants one gives it. */
const NOT_INHERITED = [
  'DATABASE_URL',
  'REDIS_URL',
  'NATS_URL',
  'VIGIL_ROLE',
  'VIGIL_ENGINE_PARTITIONS',
  'VIGIL_REORDER_WINDOW_S',
  'VIGIL_TRACKING_CHECK_S',
  'VIGIL_METRICS_PORT',
  'VIGIL_RATE_LIMIT',
];

/** The child's environment: ours without store, broker, engine and metrics settings, plus `overrides`. */
function serviceEnv(overrides: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of NOT_INHERITED) delete env[name];
  return { ...env, PORT: '0', HOST: '127.0.0.1', VIGIL_LOG_LEVEL: 'info', ...overrides };
}

/** The JSON log lines of some stdout. */
export function logLines(stdout: string): string[] {
  return stdout.split('\n').filter((line) => line.startsWith('{'));
}

/** The distinct admin keys printed in some stdout. */
/** The partitions of the shared engine a process holds, from its log lines. */
export function heldPartitions(service: Service): Set<number> {
  const partitions = new Set<number>();
  for (const line of logLines(service.stdout())) {
    const entry = JSON.parse(line) as { msg?: string; partition?: number };
    if (entry.partition === undefined) continue;
    if (entry.msg === 'partition taken') partitions.add(entry.partition);
    if (entry.msg === 'partition handed back') partitions.delete(entry.partition);
  }
  return partitions;
}

/** Waits until `check` holds, looking every `everyMs`; fails naming `what` after `ms`. */
export async function waitFor(
  what: string,
  ms: number,
  check: () => Promise<boolean> | boolean,
  everyMs = 100,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await delay(everyMs);
  }
}

export function keysIn(stdout: string): string[] {
  return [...new Set(stdout.match(KEY_PATTERN) ?? [])];
}

function listeningAddress(stdout: string): string | undefined {
  for (const line of logLines(stdout)) {
    try {
      const entry = JSON.parse(line) as { msg?: unknown; address?: unknown };
      if (entry.msg === 'vigil listening' && typeof entry.address === 'string') return entry.address;
    } catch {
      // Not complete yet, or not JSON: the log-format test reports it.
    }
  }
  return undefined;
}

/** `command`: the script and its arguments, `src/main.ts` (what `npm start` runs) unless given. */
export async function startService(
  env: Record<string, string>,
  command: readonly string[] = ['src/main.ts'],
): Promise<Service> {
  const child = spawn(process.execPath, command, { cwd: ROOT, env: serviceEnv(env) });
  children.add(child);
  let stdout = '';
  let stderr = '';
  const watchers = new Set<() => void>();
  const exited = new Promise<Exit>((resolve) => {
    child.once('exit', (code, signal) => {
      resolve({ code, signal });
      for (const watcher of watchers) watcher();
    });
  });
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    stdout += chunk;
    for (const watcher of watchers) watcher();
  });
  child.stderr.on('data', (chunk: string) => {
    stderr += chunk;
  });

  const waitForStdout: Service['waitForStdout'] = (predicate, what, ms = START_TIMEOUT_MS) => {
    const done = new Promise<void>((resolve, reject) => {
      const check = () => {
        if (predicate(stdout)) {
          watchers.delete(check);
          resolve();
        } else if (child.exitCode !== null || child.signalCode !== null) {
          watchers.delete(check);
          reject(new Error(`the service exited before ${what}.\nstdout:\n${stdout}\nstderr:\n${stderr}`));
        }
      };
      watchers.add(check);
      check();
    });
    return within(done, ms, `${what}; stdout so far:\n${stdout}\nstderr:\n${stderr}`);
  };

  await waitForStdout((text) => listeningAddress(text) !== undefined, 'the "vigil listening" log line');
  const address = listeningAddress(stdout) ?? '';
  const url = new URL(address);
  return {
    child,
    address,
    host: url.hostname,
    port: Number(url.port),
    stdout: () => stdout,
    stderr: () => stderr,
    exited,
    waitForStdout,
  };
}

/** Starts the service and waits for it to exit by itself (a start that must be refused). */
export async function runToExit(
  env: Record<string, string>,
  ms = START_TIMEOUT_MS,
): Promise<Exit & { stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['src/main.ts'], { cwd: ROOT, env: serviceEnv(env) });
  children.add(child);
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const exit = await within(
    new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal }))),
    ms,
    `the service to exit by itself; stdout so far:\n${stdout}\nstderr:\n${stderr}`,
  );
  return { ...exit, stdout, stderr };
}

/** The admin key the service printed on its first start. */
export async function adminKeyOf(service: Service): Promise<string> {
  await service.waitForStdout((text) => keysIn(text).length > 0, 'the admin key');
  const [key] = keysIn(service.stdout());
  if (!key) throw new Error('no admin key printed');
  return key;
}

/** Sends SIGTERM and waits for the process to exit. */
export async function stopService(service: Service): Promise<Exit> {
  service.child.kill('SIGTERM');
  return within(service.exited, EXIT_TIMEOUT_MS, 'the service to exit after SIGTERM');
}

// ---------------------------------------------------------------------------------------------
// HTTP without connection reuse, so no request depends on a pooled connection

export interface HttpResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export function request(
  url: string,
  options: {
    method?: string;
    key?: string;
    body?: unknown;
    headers?: Record<string, string>;
    /** How long to wait for the answer; a large body may take longer than REQUEST_TIMEOUT_MS. */
    timeoutMs?: number;
  } = {},
): Promise<HttpResponse> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const done = new Promise<HttpResponse>((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: options.method ?? 'GET',
        agent: false,
        headers: {
          connection: 'close',
          ...(options.key ? { authorization: `Bearer ${options.key}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
  return within(done, options.timeoutMs ?? REQUEST_TIMEOUT_MS, `${options.method ?? 'GET'} ${url}`);
}

/** A new connection's answer to GET /v1/health: its status, or `refused` if it could not connect. */
export async function probe(address: string): Promise<number | 'refused'> {
  try {
    return (await request(`${address}/v1/health`)).status;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'ECONNREFUSED' || code === 'ECONNRESET') return 'refused';
    throw error;
  }
}

/**
 * Two starts of the service, the first migrating an empty store from nothing: about 20 s on this
 * two-core machine under a moderate load, past the suite's 30 s when it is busier.
 */
export const TWO_STARTS_MS = 90_000;

/** First start on an empty store prints one working admin key; a second start prints none. */
export async function checkFirstStart(env: Record<string, string>): Promise<void> {
  const first = await startService(env);
  const key = await adminKeyOf(first);
  const listed = await request(`${first.address}/v1/keys`, { key });
  expect(listed.status, listed.body).toBe(200);
  const page = JSON.parse(listed.body) as { data: { scopes: string[] }[] };
  expect(page.data).toHaveLength(1);
  expect(page.data[0]?.scopes).toEqual(['*']);
  expect(await stopService(first)).toEqual({ code: 0, signal: null });
  expect(keysIn(first.stdout())).toEqual([key]);
  expect(first.stdout().split('shown only this once').length - 1).toBe(1);

  const second = await startService(env);
  const again = await request(`${second.address}/v1/keys`, { key });
  expect(again.status, again.body).toBe(200);
  expect(await stopService(second)).toEqual({ code: 0, signal: null });
  expect(keysIn(second.stdout())).toEqual([]);
}
