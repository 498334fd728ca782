/**
 * EVM spans read in a thread of their own (evm-span-thread.ts), one for the process's EVM sources:
 * fetching a span's logs and traces and decoding them is most of reading's CPU, and done here it
 * would take the event loop from storing the span before (the backfill reads a span while it stores
 * the last: backfill.ts) and from every request. The thread only reads: what is stored, and when,
 * is decided by the caller in this thread, so the store keeps its one writer.
 *
 * The thread is started by the first read and does not keep the process alive while no read waits
 * for it. If it dies, the reads waiting for it fail (the backfill says so in its status and is read
 * again later) and the next read starts another.
 */
import { Worker } from 'node:worker_threads';
import type { SpanEvents } from './evm-span.ts';

/** To the thread: a span to read for a source (its node's URL, numbered per source). */
export interface SpanRequest {
  seq: number;
  source: number;
  url: string;
  timeoutMs: number;
  from: number;
  to: number;
  addresses: string[];
  traces: boolean;
}

/** From the thread: what was read or why not, and the source's requests so far. */
export interface SpanAnswer {
  seq: number;
  requests: number;
  read?: SpanEvents;
  error?: string;
}

interface Waiting {
  resolve(answer: SpanAnswer): void;
  reject(error: Error): void;
}

let worker: Worker | undefined;
const pending = new Map<number, Waiting>();
let seq = 0;
let sources = 0;

function stopped(reason: string): void {
  worker = undefined;
  const waiting = [...pending.values()];
  pending.clear();
  for (const read of waiting) read.reject(new Error(`the chain reading thread stopped: ${reason}`));
}

function start(): Worker {
  const started = new Worker(new URL('./evm-span-thread.ts', import.meta.url));
  started.unref();
  started.on('message', (answer: SpanAnswer) => {
    const waiting = pending.get(answer.seq);
    if (waiting === undefined) return;
    pending.delete(answer.seq);
    // Idle, the thread must not keep a finished process alive.
    if (pending.size === 0) started.unref();
    waiting.resolve(answer);
  });
  started.on('error', (error) => {
    if (worker === started) stopped(error.message);
  });
  started.on('exit', (code) => {
    if (worker === started) stopped(`exit code ${code}`);
  });
  return started;
}

/** A source's reader in the thread: `read` answers with the span's events and the source's requests so far. */
export function spanThreadReader(url: string, timeoutMs: number) {
  sources += 1;
  const source = sources;
  return {
    read(from: number, to: number, addresses: string[], traces: boolean): Promise<SpanAnswer> {
      worker ??= start();
      const thread = worker;
      seq += 1;
      const message: SpanRequest = { seq, source, url, timeoutMs, from, to, addresses, traces };
      const answered = new Promise<SpanAnswer>((resolve, reject) => {
        pending.set(message.seq, { resolve, reject });
      });
      // A read waits for the thread: the process stays up for it.
      thread.ref();
      thread.postMessage(message);
      return answered;
    },
  };
}

/**
 * Ends the thread (a test of what a dying thread leaves: the reads waiting for it fail, saying so);
 * the next read starts another.
 */
export async function stopSpanThread(): Promise<void> {
  await worker?.terminate();
}
