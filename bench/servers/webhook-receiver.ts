/**
 * A webhook receiver that does as little as a receiver can: bare `node:http`, 204 to every POST. It
 * notes when each `webhook-id` arrived, so the runner can time deliveries end to end, and tells the
 * runner what it has seen when asked (`Question`), over IPC rather than HTTP so that asking adds
 * no requests to the ones it counts.
 *
 * Arrival times are `performance.timeOrigin + performance.now()`: wall-clock milliseconds with
 * sub-millisecond precision, comparable with the same reading in the runner's process.
 */
import { EventEmitter } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { announce } from './protocol.ts';

export type Question = { kind: 'tally' } | { kind: 'arrival'; webhookId: string };

export interface Tally {
  /** Every POST, duplicates included. */
  requests: number;
  /** Distinct `webhook-id`s. */
  distinct: number;
  /** POSTs with no `webhook-id` header, which no delivery from Vigil should be. */
  withoutId: number;
  /** When the latest request arrived (ms, as above); null before the first. */
  lastArrivalAt: number | null;
  /** Requests per URL path, i.e. per endpoint. */
  perPath: Record<string, number>;
}

/** The answer to `arrival`, given once that `webhook-id` has arrived (at once if it has). */
export interface Arrival {
  arrivedAt: number;
}

const now = () => performance.timeOrigin + performance.now();

const arrivals = new Map<string, number>();
const announcer = new EventEmitter();
const tally: Tally = { requests: 0, distinct: 0, withoutId: 0, lastArrivalAt: null, perPath: {} };

const server = createServer((request, response) => {
  if (request.method !== 'POST') {
    response.writeHead(405, { allow: 'POST' }).end();
    return;
  }
  const arrivedAt = now();
  tally.requests++;
  tally.lastArrivalAt = arrivedAt;
  const path = request.url ?? '';
  tally.perPath[path] = (tally.perPath[path] ?? 0) + 1;
  const id = request.headers['webhook-id'];
  if (typeof id !== 'string') tally.withoutId++;
  else if (!arrivals.has(id)) {
    arrivals.set(id, arrivedAt);
    tally.distinct++;
    announcer.emit(id, arrivedAt);
  }
  // Read the body to its end before answering, so the connection stays usable for the next one.
  request.resume();
  request.once('end', () => response.writeHead(204).end());
});

async function answer(question: unknown): Promise<Tally | Arrival> {
  if (!isQuestion(question))
    throw new Error(`not a question this receiver answers: ${JSON.stringify(question)}`);
  if (question.kind === 'tally') return tally;
  const known = arrivals.get(question.webhookId);
  if (known !== undefined) return { arrivedAt: known };
  return new Promise((resolve) =>
    announcer.once(question.webhookId, (arrivedAt: number) => resolve({ arrivedAt })),
  );
}

function isQuestion(value: unknown): value is Question {
  if (typeof value !== 'object' || value === null || !('kind' in value)) return false;
  if (value.kind === 'tally') return true;
  return value.kind === 'arrival' && 'webhookId' in value && typeof value.webhookId === 'string';
}

server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  announce(
    { url: `http://127.0.0.1:${port}`, details: {} },
    async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    answer,
  );
});
