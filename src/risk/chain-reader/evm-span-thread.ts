/**
 * The chain reading thread (evm-span-threaded.ts): reads EVM spans (evm-span.ts) for the sources of
 * its process, each source's node client kept by its number so that each counts its own requests.
 * It answers with what it read, or the error's message, and the source's requests so far.
 */
import { parentPort } from 'node:worker_threads';
import { createNodeClient, type NodeClient, nodeTransport, readSpanEvents } from './evm-span.ts';
import type { SpanAnswer, SpanRequest } from './evm-span-threaded.ts';

const port = parentPort;
if (port === null) throw new Error('evm-span-thread.ts runs as a worker thread only');

const clients = new Map<number, { client: NodeClient; requests: number }>();

port.on('message', (message: SpanRequest) => {
  let entry = clients.get(message.source);
  if (entry === undefined) {
    const made = {
      requests: 0,
      client: createNodeClient(
        nodeTransport(message.url, message.timeoutMs, () => {
          made.requests += 1;
        }),
      ),
    };
    entry = made;
    clients.set(message.source, entry);
  }
  const { client } = entry;
  const answer = (body: Omit<SpanAnswer, 'seq' | 'requests'>) =>
    port.postMessage({ seq: message.seq, requests: entry.requests, ...body } satisfies SpanAnswer);
  readSpanEvents(client, message.from, message.to, message.addresses, message.traces).then(
    (read) => answer({ read }),
    (error: unknown) => answer({ error: error instanceof Error ? error.message : String(error) }),
  );
});
