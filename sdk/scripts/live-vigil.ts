/**
 * A real Vigil for the client libraries' tests (Python, Go, Java, Rust): the app of this checkout
 * on a random port of 127.0.0.1, on a fresh SQLite store in a temporary directory, with the real
 * clock, its job worker delivering webhooks to loopback receivers, and the first-start admin key.
 *
 * Beside it, a fault gateway: a second listener that passes requests on to Vigil, or plays what a
 * network does to a client (an error status, an answer lost after the work was done, silence), by
 * a plan the test registers through the gateway itself:
 *
 *   POST {gateway_url}/plans {"moves": [move, …]}  → 201 {"id", "base_url"}
 *        move: "forward" | "lose-answer" | "hang" | {"status", "headers"?, "body"?}
 *        request i through the plan gets moves[i]; requests past the list are forwarded.
 *   {base_url}/v1/…                                 the plan's requests, forwarded to Vigil's /v1/…
 *   GET {gateway_url}/plans/{id}/log                → {"requests": [{method, path, idempotency_key, move}]}
 *
 * Usage: `node sdk/scripts/live-vigil.ts`. It prints one JSON line on stdout,
 * `{"base_url","admin_key","gateway_url"}`, once both listen; it stops, and removes its store,
 * when its standard input closes or on SIGTERM / SIGINT, so a test that spawns it and dies leaves
 * nothing behind.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { buildApp } from '../../src/app/app.ts';
import { bootstrapAdminKey } from '../../src/app/bootstrap.ts';
import { loadConfig } from '../../src/config.ts';

type Move =
  | 'forward'
  | 'lose-answer'
  | 'hang'
  | { status: number; headers?: Record<string, string>; body?: string };

interface LoggedRequest {
  method: string;
  path: string;
  idempotency_key: string | null;
  move: string;
}

interface Plan {
  moves: Move[];
  log: LoggedRequest[];
}

/** Headers of one hop, not passed on (fetch has already undone any content encoding). */
const HOP_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
]);

function isMove(value: unknown): value is Move {
  if (value === 'forward' || value === 'lose-answer' || value === 'hang') return true;
  if (typeof value !== 'object' || value === null) return false;
  const { status, headers, body } = value as Record<string, unknown>;
  return (
    typeof status === 'number' &&
    Number.isInteger(status) &&
    status >= 100 &&
    status <= 599 &&
    (headers === undefined || (typeof headers === 'object' && headers !== null)) &&
    (body === undefined || typeof body === 'string')
  );
}

function readBody(request: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function sendJson(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function forward(
  upstream: string,
  request: http.IncomingMessage,
  target: string,
  body: Buffer,
): Promise<{ status: number; headers: Record<string, string>; bytes: Buffer }> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string' && name !== 'host' && !HOP_HEADERS.has(name)) headers.set(name, value);
  }
  const answer = await fetch(`${upstream}${target}`, {
    method: request.method ?? 'GET',
    headers,
    ...(body.length > 0 ? { body } : {}),
  });
  const bytes = Buffer.from(await answer.arrayBuffer());
  const out: Record<string, string> = {};
  answer.headers.forEach((value, name) => {
    if (!HOP_HEADERS.has(name)) out[name] = value;
  });
  return { status: answer.status, headers: out, bytes };
}

async function startGateway(upstream: string): Promise<{ url: string; close(): Promise<void> }> {
  const plans = new Map<string, Plan>();
  let url = '';
  const server = http.createServer(async (request, response) => {
    try {
      const body = await readBody(request);
      const route = new URL(request.url ?? '/', 'http://gateway');
      const parts = route.pathname.split('/').filter((part) => part !== '');
      if (request.method === 'POST' && route.pathname === '/plans') {
        const parsed: unknown = JSON.parse(body.toString('utf8') || '{}');
        const moves = (parsed as { moves?: unknown }).moves;
        if (!Array.isArray(moves) || !moves.every(isMove)) {
          sendJson(response, 400, {
            error: 'moves must be a list of "forward", "lose-answer", "hang" or {status}',
          });
          return;
        }
        const id = `p${plans.size + 1}`;
        plans.set(id, { moves, log: [] });
        sendJson(response, 201, { id, base_url: `${url}/plans/${id}` });
        return;
      }
      const plan = parts[0] === 'plans' && parts[1] ? plans.get(parts[1]) : undefined;
      if (!plan) {
        sendJson(response, 404, { error: `no plan at ${route.pathname}` });
        return;
      }
      if (request.method === 'GET' && parts.length === 3 && parts[2] === 'log') {
        sendJson(response, 200, { requests: plan.log });
        return;
      }
      const target = `/${parts.slice(2).join('/')}${route.search}`;
      const move = plan.moves[plan.log.length] ?? 'forward';
      const idempotencyKey = request.headers['idempotency-key'];
      plan.log.push({
        method: request.method ?? 'GET',
        path: target,
        idempotency_key: typeof idempotencyKey === 'string' ? idempotencyKey : null,
        move: typeof move === 'string' ? move : String(move.status),
      });
      if (move === 'hang') return;
      if (typeof move === 'object') {
        response.writeHead(move.status, move.headers).end(move.body);
        return;
      }
      const answer = await forward(upstream, request, target, body);
      if (move === 'lose-answer') {
        // Vigil did the work; the client sees the connection drop without an answer.
        request.socket.destroy();
        return;
      }
      response.writeHead(answer.status, answer.headers).end(answer.bytes);
    } catch (error) {
      sendJson(response, 500, { error: error instanceof Error ? error.message : String(error) });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const dir = mkdtempSync(path.join(tmpdir(), 'vigil-live-'));
const config = loadConfig({
  VIGIL_DATA_DIR: dir,
  VIGIL_LOG_LEVEL: 'silent',
  HOST: '127.0.0.1',
  PORT: '0',
  // The tests' webhook receivers listen on loopback.
  VIGIL_WEBHOOK_ALLOW_NETWORKS: '127.0.0.0/8',
});
const app = await buildApp(config, { logger: pino({ level: 'silent' }) });
const admin = await bootstrapAdminKey(app.services);
if (!admin) throw new Error('a fresh store should have made the first admin key');
const baseUrl = await app.listen();
const gateway = await startGateway(baseUrl);
process.stdout.write(
  `${JSON.stringify({ base_url: baseUrl, admin_key: admin.token, gateway_url: gateway.url })}\n`,
);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await gateway.close();
  await app.close();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
process.stdin.on('end', () => void stop());
process.stdin.on('close', () => void stop());
process.stdin.resume();
