// The service as a real child process on SQLite: first-start admin key, JSON logs, public endpoints,
// graceful SIGTERM.
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { IN_POSTGRES_PASS } from '../../stores.ts';
import {
  adminKeyOf,
  checkFirstStart,
  EXIT_TIMEOUT_MS,
  killChildren,
  logLines,
  probe,
  REQUEST_TIMEOUT_MS,
  removeTempDirs,
  request,
  startService,
  stopService,
  TWO_STARTS_MS,
  tempDir,
  within,
} from './child-service.ts';

afterEach(killChildren);
afterAll(removeTempDirs);

/** Reads one complete HTTP/1.1 response (headers and a Content-Length body) from a raw socket. */
function readResponse(socket: net.Socket): Promise<{ head: string; body: string }> {
  const done = new Promise<{ head: string; body: string }>((resolve, reject) => {
    let buffer = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      const end = buffer.indexOf('\r\n\r\n');
      if (end === -1) return;
      const head = buffer.subarray(0, end).toString('latin1');
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? Number.NaN);
      const body = buffer.subarray(end + 4);
      if (Number.isNaN(length) || body.length >= length) {
        socket.off('data', onData);
        resolve({ head, body: body.subarray(0, length).toString('utf8') });
      }
    };
    socket.on('data', onData);
    socket.once('error', reject);
    socket.once('close', () => reject(new Error(`socket closed before a full response: ${buffer}`)));
  });
  return within(done, REQUEST_TIMEOUT_MS, 'the response on the raw socket');
}

/** Resolves once the socket has read an interim `100 Continue` response, and nothing after it. */
function readContinue(socket: net.Socket): Promise<void> {
  const done = new Promise<void>((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (!text.includes('\r\n\r\n')) return;
      socket.off('data', onData);
      if (text === 'HTTP/1.1 100 Continue\r\n\r\n') resolve();
      else reject(new Error(`expected 100 Continue alone, got: ${text}`));
    };
    socket.on('data', onData);
    socket.once('error', reject);
  });
  return within(done, REQUEST_TIMEOUT_MS, 'the 100 Continue on the raw socket');
}

// The service on SQLite; the PostgreSQL pass skips it (IN_POSTGRES_PASS), and
// service-process-postgres.test.ts starts it on PostgreSQL there.
describe.skipIf(IN_POSTGRES_PASS)('the service process on SQLite', () => {
  test(
    'first start prints exactly one admin key, which works; a second start prints none',
    async () => {
      await checkFirstStart({ VIGIL_DATA_DIR: tempDir() });
    },
    TWO_STARTS_MS,
  );

  test('`vigil serve` runs the service with its V8 settings, and a SIGTERM to the CLI alone stops it gracefully', async () => {
    const service = await startService({ VIGIL_DATA_DIR: tempDir() }, ['bin/vigil.js', 'serve']);
    const key = await adminKeyOf(service);
    expect((await request(`${service.address}/v1/keys`, { key })).status).toBe(200);
    // bin/vigil.js runs the service in a child of its own, given the flags `npm start` gives it.
    const pid = service.child.pid ?? 0;
    const [servicePid] = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(' ');
    const commandLine = readFileSync(`/proc/${servicePid}/cmdline`, 'utf8').split('\0');
    expect(commandLine).toContain(serviceFlag(readFileSync('package.json', 'utf8')));
    expect(await stopService(service)).toEqual({ code: 0, signal: null });
    expect(service.stdout()).toContain('"stopped"');
  });

  test('logs JSON lines with level, time and msg, and never the admin key', async () => {
    const dataDir = tempDir();
    const service = await startService({ VIGIL_DATA_DIR: dataDir });
    const key = await adminKeyOf(service);
    expect((await request(`${service.address}/v1/keys`, { key })).status).toBe(200);
    // Its last character changed (to one it is not: a key can end in 'x').
    const wrong = `${key.slice(0, -1)}${key.endsWith('x') ? 'y' : 'x'}`;
    expect((await request(`${service.address}/v1/keys`, { key: wrong })).status).toBe(401);
    const created = await request(`${service.address}/v1/keys`, {
      method: 'POST',
      key,
      body: { name: 'logged', scopes: ['sites:read'] },
    });
    expect(created.status, created.body).toBe(201);
    await service.waitForStdout(
      (text) => text.split('"request completed"').length - 1 >= 3,
      'three "request completed" log lines',
    );
    expect(await stopService(service)).toEqual({ code: 0, signal: null });

    const lines = logLines(service.stdout());
    expect(lines.length).toBeGreaterThanOrEqual(5);
    for (const line of lines) {
      let entry: Record<string, unknown> = {};
      expect(() => {
        entry = JSON.parse(line) as Record<string, unknown>;
      }, line).not.toThrow();
      expect(typeof entry.level, line).toBe('number');
      expect(typeof entry.time, line).toBe('string');
      expect(typeof entry.msg, line).toBe('string');
      expect(line).not.toContain(key);
      expect(line).not.toContain((JSON.parse(created.body) as { key: string }).key);
    }
    const messages = lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(messages).toContain('vigil listening');
    // The store by where it is, as the CLI says which one it opened.
    const listening = lines
      .map((line) => JSON.parse(line) as { msg: string; store?: string })
      .find((e) => e.msg === 'vigil listening');
    expect(listening?.store).toBe(`SQLite ${path.join(dataDir, 'vigil.db')}`);
    expect(messages).toContain('request completed');
  });

  test('serves health, metrics, the OpenAPI document and the docs page without a key', async () => {
    const service = await startService({ VIGIL_DATA_DIR: tempDir() });

    const health = await request(`${service.address}/v1/health`);
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toMatchObject({ status: 'ok' });

    const metrics = await request(`${service.address}/metrics`);
    expect(metrics.status).toBe(200);
    expect(metrics.headers['content-type']).toMatch(/^text\/plain/);
    expect(metrics.body).toContain('vigil_http_requests_total');

    const openapi = await request(`${service.address}/v1/openapi.json`);
    expect(openapi.status).toBe(200);
    expect(JSON.parse(openapi.body)).toMatchObject({ openapi: '3.1.0' });

    let docs = await request(`${service.address}/docs`);
    const location = docs.headers.location;
    if (docs.status >= 300 && docs.status < 400 && location) {
      // A browser follows the reference page's redirect to /docs/; it must stay on this service.
      const target = new URL(location, service.address);
      expect(target.origin).toBe(service.address);
      expect(target.pathname).toMatch(/^\/docs\/?$/);
      docs = await request(target.toString());
    }
    expect(docs.status).toBe(200);
    expect(docs.headers['content-type']).toMatch(/^text\/html/);
    expect(docs.body).toMatch(/<html/i);

    expect(await stopService(service)).toEqual({ code: 0, signal: null });
  });

  test('SIGTERM finishes a request in flight, refuses new connections, then exits 0', async () => {
    const service = await startService({ VIGIL_DATA_DIR: tempDir() });
    const key = await adminKeyOf(service);

    // An HTTP/1.1 client that keeps its connection open, as keep-alive pools do.
    const socket = net.connect({ host: service.host, port: service.port });
    await within(
      new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('error', reject);
      }),
      REQUEST_TIMEOUT_MS,
      'the raw connection',
    );
    try {
      const body = JSON.stringify({ name: 'in flight at SIGTERM', scopes: ['sites:read'] });
      const half = Math.floor(body.length / 2);
      // The request is in flight once the server has read its head: its `100 Continue` says so
      // (Node writes it as it hands the request on), however long a loaded machine takes to get there.
      const headRead = readContinue(socket);
      socket.write(
        [
          'POST /v1/keys HTTP/1.1',
          `Host: ${service.host}:${service.port}`,
          'Content-Type: application/json',
          `Authorization: Bearer ${key}`,
          `Content-Length: ${Buffer.byteLength(body)}`,
          'Expect: 100-continue',
          '',
          '',
        ].join('\r\n'),
      );
      await headRead;
      const response = readResponse(socket);
      response.catch(() => undefined);
      socket.write(body.slice(0, half));

      service.child.kill('SIGTERM');
      await service.waitForStdout((text) => text.includes('shutting down'), 'the shutdown log line', 5_000);
      await delay(200);
      expect(service.child.exitCode).toBeNull();
      expect(await probe(service.address)).toSatisfy((answer) => answer === 'refused' || answer === 503);

      socket.write(body.slice(half));
      const { head, body: responseBody } = await response;
      const answeredAt = Date.now();
      expect(head).toMatch(/^HTTP\/1\.1 201 /);
      expect(JSON.parse(responseBody)).toMatchObject({
        name: 'in flight at SIGTERM',
        scopes: ['sites:read'],
      });

      const exit = await within(service.exited, EXIT_TIMEOUT_MS, 'the service to exit after draining');
      const exitedAfterMs = Date.now() - answeredAt;
      expect(exit, `exited ${exitedAfterMs} ms after the response; stdout:\n${service.stdout()}`).toEqual({
        code: 0,
        signal: null,
      });
      expect(exitedAfterMs).toBeLessThan(5_000);
    } finally {
      socket.destroy();
    }
  });
});

/** The V8 flag `npm start` runs the service with (package.json), which `vigil serve` must match. */
function serviceFlag(packageJson: string): string {
  const start = (JSON.parse(packageJson) as { scripts: { start: string } }).scripts.start;
  const flag = start.split(' ').find((word) => word.startsWith('--max-semi-space-size='));
  if (flag === undefined) throw new Error(`npm start sets no semi-space size: ${start}`);
  return flag;
}
