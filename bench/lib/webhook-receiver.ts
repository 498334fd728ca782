/**
 * The runner's side of `servers/webhook-receiver.ts`: starts it in a child process of its own and
 * asks it what it has received. Its answers cross a process boundary, so they are checked here and
 * trusted from here on.
 */
import type { Arrival, Question, Tally } from '../servers/webhook-receiver.ts';
import { startServer } from './servers.ts';

export type { Tally };

export interface WebhookReceiver {
  url: string;
  tally(): Promise<Tally>;
  /** When the delivery with this `webhook-id` arrived (ms), waiting for it up to `timeoutMs`. */
  arrivalOf(webhookId: string, timeoutMs: number): Promise<number>;
  /** CPU time (user + system) the receiver has used so far, in microseconds. */
  cpuMicros(): Promise<number>;
  stop(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const server = await startServer('webhook-receiver.ts');
  const ask = (question: Question, timeoutMs?: number) => server.ask(question, timeoutMs);
  return {
    url: server.url,
    tally: async () => parseTally(await ask({ kind: 'tally' })),
    arrivalOf: async (webhookId, timeoutMs) =>
      parseArrival(await ask({ kind: 'arrival', webhookId }, timeoutMs)).arrivedAt,
    cpuMicros: () => server.cpuMicros(),
    stop: () => server.stop(),
  };
}

function parseTally(value: unknown): Tally {
  const perPath = isRecord(value) && isRecord(value.perPath) ? numbersIn(value.perPath) : undefined;
  if (
    isRecord(value) &&
    perPath &&
    typeof value.requests === 'number' &&
    typeof value.distinct === 'number' &&
    typeof value.withoutId === 'number' &&
    (value.lastArrivalAt === null || typeof value.lastArrivalAt === 'number')
  ) {
    const { requests, distinct, withoutId, lastArrivalAt } = value;
    return { requests, distinct, withoutId, lastArrivalAt, perPath };
  }
  throw new Error(`the webhook receiver's tally has an unexpected shape: ${JSON.stringify(value)}`);
}

/** The record if every value in it is a number. */
function numbersIn(record: Record<string, unknown>): Record<string, number> | undefined {
  const numbers: Record<string, number> = {};
  for (const [key, count] of Object.entries(record)) {
    if (typeof count !== 'number') return undefined;
    numbers[key] = count;
  }
  return numbers;
}

function parseArrival(value: unknown): Arrival {
  if (isRecord(value) && typeof value.arrivedAt === 'number') return { arrivedAt: value.arrivedAt };
  throw new Error(`the webhook receiver's arrival has an unexpected shape: ${JSON.stringify(value)}`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
