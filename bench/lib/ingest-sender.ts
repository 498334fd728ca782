/**
 * Sends a list of request bodies as `POST /v1/events/ingest` from a worker thread of its own
 * (`ingest-sender-thread.ts`), so that the client does not share the event loop of the app it
 * measures: every body once, over keep-alive connections, each connection taking the next body as
 * soon as its previous one is answered. Resolves when every body has had a 202; a different
 * answer fails the run.
 */
import { Worker } from 'node:worker_threads';

export interface IngestJob {
  url: string;
  token: string;
  connections: number;
  bodies: string[];
}

export type FromIngestSender = { type: 'done'; cpuMicros: number } | { type: 'failed'; message: string };

/** Resolves with the sending thread's CPU time once every body was accepted. */
export async function sendIngests(job: IngestJob): Promise<{ cpuMicros: number }> {
  const worker = new Worker(new URL('./ingest-sender-thread.ts', import.meta.url), { workerData: job });
  try {
    return await new Promise((resolve, reject) => {
      worker.on('message', (message: FromIngestSender) => {
        if (message.type === 'done') resolve({ cpuMicros: message.cpuMicros });
        else reject(new Error(message.message));
      });
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the ingest sender exited early (code ${code})`)));
    });
  } finally {
    await worker.terminate();
  }
}
