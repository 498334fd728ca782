/**
 * A NATS server of the test's own, for tests that stop and restart the broker: never the shared one
 * (other engineers' and CI's tests use it at the same time). It runs `nats-server` (installed by
 * `scripts/services`, on PATH) with JetStream on a free port and a store in a temporary directory,
 * so a restart keeps the streams, as a broker restarted in service does.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

export interface PrivateNats {
  url: string;
  /** Stops the server cleanly (SIGTERM: what it acknowledged is on disk), and waits for it to exit. */
  stop(): Promise<void>;
  /** Starts it again on the same port and store. */
  start(): Promise<void>;
  /** Stops it for good and removes its store. */
  dispose(): Promise<void>;
}

/** Whether `nats-server` can be run here. */
export function natsServerInstalled(): boolean {
  return spawnSync('nats-server', ['--version'], { stdio: 'ignore' }).status === 0;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** Whether the server on `port` greets a new connection with its INFO line. */
function greets(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('data', (data) => done(data.toString().startsWith('INFO')));
    socket.once('error', () => done(false));
    socket.setTimeout(1_000, () => done(false));
  });
}

export async function startPrivateNats(): Promise<PrivateNats> {
  const dir = mkdtempSync(path.join(tmpdir(), 'vigil-nats-'));
  const port = await freePort();
  let child: ChildProcess | undefined;

  async function start(): Promise<void> {
    const started = spawn(
      'nats-server',
      ['--addr', '127.0.0.1', '--port', String(port), '--jetstream', '--store_dir', dir],
      { stdio: 'ignore' },
    );
    child = started;
    const deadline = Date.now() + 30_000;
    while (!(await greets(port))) {
      if (started.exitCode !== null) throw new Error(`nats-server exited with ${started.exitCode}`);
      if (Date.now() > deadline) throw new Error(`nats-server did not answer on port ${port}`);
      await delay(100);
    }
  }

  async function stop(): Promise<void> {
    const running = child;
    child = undefined;
    if (running === undefined || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  }

  await start();
  return {
    url: `nats://127.0.0.1:${port}`,
    stop,
    start,
    async dispose() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
