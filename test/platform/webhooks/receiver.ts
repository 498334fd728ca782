/**
 * A webhook receiver for tests: a real HTTP server on 127.0.0.1 that records every request and
 * answers as the test says (a status, headers, a delay, or never).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

export interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
}

export interface Answer {
  status: number;
  headers?: Record<string, string>;
  body?: string;
  delayMs?: number;
  /** Never answer (the connection stays open until the receiver closes). */
  hang?: boolean;
}

export interface Receiver {
  /** `http://127.0.0.1:<port>` */
  url: string;
  received: Received[];
  /** How the next requests are answered. */
  answer(respond: Answer | ((request: Received) => Answer)): void;
  /** Resolves once `count` requests have arrived. */
  waitFor(count: number, ms?: number): Promise<void>;
  /** Requests arrived and not yet answered or given up on, now and at most, by path. */
  open: Map<string, { now: number; max: number }>;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  let respond: (request: Received) => Answer = () => ({ status: 204 });
  const open = new Map<string, { now: number; max: number }>();
  const server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    const counts = open.get(path) ?? { now: 0, max: 0 };
    open.set(path, counts);
    counts.now += 1;
    counts.max = Math.max(counts.max, counts.now);
    response.once('close', () => {
      counts.now -= 1;
    });
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const entry: Received = {
        path: request.url ?? '/',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      };
      received.push(entry);
      const answer = respond(entry);
      if (answer.hang) return;
      if (answer.delayMs) await delay(answer.delayMs);
      response.writeHead(answer.status, answer.headers).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    open,
    answer(next) {
      respond = typeof next === 'function' ? next : () => next;
    },
    async waitFor(count, ms = 5_000) {
      const until = Date.now() + ms;
      while (received.length < count) {
        if (Date.now() > until)
          throw new Error(`the receiver got ${received.length} of ${count} requests in ${ms} ms`);
        await delay(5);
      }
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
