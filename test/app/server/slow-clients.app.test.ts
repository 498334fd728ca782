// Slow and hostile clients are bounded: connections that trickle their headers (slowloris) or stall
// in their body are answered 408 and closed once their time is up (10 s for headers, the request
// timeout for the whole request), and while hundreds of them hang on, other clients are served.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS_TIMEOUT_MS } from '../../../src/http/connection-config.ts';
import { startApp, type TestApp } from '../../harness.ts';

const REQUEST_TIMEOUT_S = 10;
const SLOWLORIS = 300;
const STALLED_BODIES = 20;
/** Node checks the limits every second; a loaded machine may be a little late on top. */
const LATENESS_MS = 3_000;

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await startApp({ env: { VIGIL_REQUEST_TIMEOUT_S: String(REQUEST_TIMEOUT_S) } });
  port = Number(new URL(await t.app.listen()).port);
});
afterAll(async () => {
  await t?.close();
});

interface Held {
  /** When the server closed the connection, ms after it was opened. */
  closedAfter: Promise<number>;
  received(): string;
  socket: net.Socket;
}

function hold(first: string, trickle: string | undefined): Held {
  const socket = net.connect(port, '127.0.0.1');
  const opened = Date.now();
  let text = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    text += chunk;
  });
  socket.on('error', () => {});
  socket.write(first);
  const timer = trickle ? setInterval(() => socket.writable && socket.write(trickle), 2_000) : undefined;
  const closedAfter = new Promise<number>((resolve) =>
    socket.on('close', () => {
      clearInterval(timer);
      resolve(Date.now() - opened);
    }),
  );
  return { closedAfter, received: () => text, socket };
}

async function probe(): Promise<{ status: number; ms: number }> {
  const started = Date.now();
  const response = await fetch(`http://127.0.0.1:${port}/v1/health`, { headers: { connection: 'close' } });
  await response.arrayBuffer();
  return { status: response.status, ms: Date.now() - started };
}

describe('slow and hostile clients', () => {
  it('answers 408 and closes trickling headers and stalled bodies on time, serving others meanwhile', async () => {
    const slowloris = Array.from({ length: SLOWLORIS }, (_, i) =>
      hold(`GET /v1/health HTTP/1.1\r\nHost: vigil\r\nX-Slow-${i}: a\r\n`, 'X-More: b\r\n'),
    );
    const stalled = Array.from({ length: STALLED_BODIES }, () =>
      hold(
        `POST /v1/keys HTTP/1.1\r\nHost: vigil\r\nAuthorization: Bearer ${t.admin.token}\r\n` +
          'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":',
        undefined,
      ),
    );

    // Others are served while the slow ones hang on.
    const probes: { status: number; ms: number }[] = [];
    const until = Date.now() + HEADERS_TIMEOUT_MS - 1_000;
    while (Date.now() < until) {
      probes.push(await probe());
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(probes.every((p) => p.status === 200)).toBe(true);
    expect(Math.max(...probes.map((p) => p.ms))).toBeLessThan(2_000);

    const headerCloses = await Promise.all(slowloris.map((held) => held.closedAfter));
    expect(Math.min(...headerCloses)).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 100);
    expect(Math.max(...headerCloses)).toBeLessThan(HEADERS_TIMEOUT_MS + LATENESS_MS);
    const bodyCloses = await Promise.all(stalled.map((held) => held.closedAfter));
    expect(Math.min(...bodyCloses)).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_S * 1000 - 100);
    expect(Math.max(...bodyCloses)).toBeLessThan(REQUEST_TIMEOUT_S * 1000 + LATENESS_MS);

    for (const held of [...slowloris.slice(0, 5), ...stalled.slice(0, 5)]) {
      expect(held.received()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      const body = JSON.parse(held.received().split('\r\n\r\n')[1] ?? '{}');
      expect(body).toMatchObject({ status: 408, code: 'request_timeout' });
    }
    // Nothing was created by the stalled requests.
    expect((await t.app.services.keys.list(t.admin.workspaceId, { status: 'all', limit: 200 })).length).toBe(
      1,
    );
  }, 30_000);
});
