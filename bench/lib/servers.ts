/**
 * Starts a server under test in a child process of its own (so the load generator in this process
 * never competes with it inside one event loop), waits until it listens, and makes sure it dies
 * with this process: normally by asking it to stop, at worst by SIGKILL on exit.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Ready, ToChild, ToParent } from '../servers/protocol.ts';

/**
 * Loading the app's modules takes 5 s of CPU; on the shared two-core machine at load 18 that was
 * 50 s of wall time, and a 30 s limit lost whole runs before they measured anything.
 */
const READY_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 5_000;
const ASK_TIMEOUT_MS = 10_000;

export interface ServerUnderTest {
  url: string;
  details: Record<string, string>;
  /** CPU time (user + system) the server has used so far, in microseconds. */
  cpuMicros(): Promise<number>;
  /** The server's answer to a question of its own kind (`announce`'s `answer`), unchecked. */
  ask(question: unknown, timeoutMs?: number): Promise<unknown>;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** `script` is a file under bench/servers/; `execArgv` lets a run add e.g. `--cpu-prof`. */
export async function startServer(
  script: string,
  options: { env?: Record<string, string>; execArgv?: string[] } = {},
): Promise<ServerUnderTest> {
  const file = fileURLToPath(new URL(`../servers/${script}`, import.meta.url));
  const child = fork(file, [], {
    execPath: process.execPath,
    execArgv: options.execArgv ?? [],
    env: { ...process.env, ...options.env },
    // The server's stdout goes to our stderr: our stdout carries nothing but the result.
    stdio: ['ignore', 2, 2, 'ipc'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));

  const ready = await new Promise<Ready>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${script} did not start within ${READY_TIMEOUT_MS / 1000} s`)),
      READY_TIMEOUT_MS,
    );
    child.on('message', (message: ToParent) => {
      if (message.type !== 'ready') return;
      clearTimeout(timer);
      resolve(message);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited before it was ready (code ${code}, signal ${signal})`));
    });
  }).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });

  return {
    url: ready.url,
    details: ready.details,
    cpuMicros: () =>
      new Promise((resolve, reject) => {
        const onMessage = (message: ToParent) => {
          if (message.type !== 'cpu') return;
          child.off('message', onMessage);
          resolve(message.micros);
        };
        child.on('message', onMessage);
        if (!child.connected) reject(new Error(`${script} is no longer running`));
        else child.send({ type: 'cpu' } satisfies ToChild);
      }),
    ask: (question, timeoutMs = ASK_TIMEOUT_MS) => askChild(child, script, question, timeoutMs),
    stop: () => stopChild(child),
  };
}

let lastQuestionId = 0;

function askChild(
  child: ChildProcess,
  script: string,
  question: unknown,
  timeoutMs: number,
): Promise<unknown> {
  const id = ++lastQuestionId;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.off('message', onMessage);
      reject(new Error(`${script} did not answer ${JSON.stringify(question)} within ${timeoutMs} ms`));
    }, timeoutMs);
    const onMessage = (message: ToParent) => {
      if (message.type !== 'answer' || message.id !== id) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      if ('error' in message) reject(new Error(`${script}: ${message.error}`));
      else resolve(message.body);
    };
    child.on('message', onMessage);
    if (child.connected) child.send({ type: 'ask', id, question } satisfies ToChild);
    else onMessage({ type: 'answer', id, error: 'it is no longer running' });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    if (child.connected) child.send({ type: 'stop' } satisfies ToChild);
    else child.kill('SIGKILL');
  });
}
