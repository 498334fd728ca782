/**
 * A real Vigil for the SDK's tests: the app of this checkout listening on a port of 127.0.0.1, on
 * the store of this pass (SQLite, or PostgreSQL when DATABASE_URL is set), with the real clock.
 * Also a small gateway to put in front of it, for what a network does to a client: an error
 * status, an answer lost after the work was done, or no answer at all.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { systemClock } from '../../../src/lib/clock.ts';
import { type StartOptions, startApp, type TestApp } from '../../../test/harness.ts';

export interface LiveVigil {
  t: TestApp;
  /** `http://127.0.0.1:<port>` */
  baseUrl: string;
  close(): Promise<void>;
}

export async function startLiveVigil(options: StartOptions = {}): Promise<LiveVigil> {
  const t = await startApp({ clock: systemClock, ...options });
  const baseUrl = await t.app.listen();
  return { t, baseUrl, close: () => t.close() };
}

/** What the gateway does with one request. */
export type Move =
  /** Pass it to Vigil and its answer back. */
  | 'forward'
  /** Pass it to Vigil, then cut the connection instead of answering: the work is done, the answer lost. */
  | 'lose-answer'
  /** Never answer. */
  | 'hang'
  /** Answer this instead of asking Vigil. */
  | { status: number; headers?: Record<string, string>; body?: string };

/** Headers of one hop, not passed on (fetch has already undone any content encoding). */
const HOP_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection']);

export interface Gateway {
  url: string;
  /** Method, path and the gateway's move for each request that came through. */
  log: { method: string; path: string; idempotencyKey: string | undefined; move: string }[];
  close(): Promise<void>;
}

export async function startGateway(upstream: string, plan: (index: number) => Move): Promise<Gateway> {
  const log: Gateway['log'] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const move = plan(log.length);
      const idempotencyKey = request.headers['idempotency-key'];
      log.push({
        method: request.method ?? 'GET',
        path: request.url ?? '/',
        idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : undefined,
        move: typeof move === 'string' ? move : String(move.status),
      });
      if (move === 'hang') return;
      if (typeof move === 'object') {
        response.writeHead(move.status, move.headers).end(move.body);
        return;
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string' && name !== 'host' && name !== 'connection') headers.set(name, value);
      }
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
      const answer = await fetch(`${upstream}${request.url ?? '/'}`, {
        method: request.method ?? 'GET',
        headers,
        ...(body ? { body } : {}),
      });
      const bytes = Buffer.from(await answer.arrayBuffer());
      if (move === 'lose-answer') {
        request.socket.destroy();
        return;
      }
      const out: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (!HOP_HEADERS.has(name)) out[name] = value;
      });
      response.writeHead(answer.status, out).end(bytes);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    log,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A fetch that records the status of every answer it hands to the client. */
export function recordingFetch(statuses: number[]): (request: Request) => Promise<Response> {
  return async (request) => {
    const response = await fetch(request);
    statuses.push(response.status);
    return response;
  };
}
