/**
 * Sends a list of request bodies as `POST /v1/events/ingest` from a worker thread of its own
 * (`ingest-sender-thread.ts`), so that the client does not share the event loop of the app it
 * measures: every body once, over keep-alive connections, each connection taking the next body as
 * soon as its previous one is answered. The thread starts, loads its client and takes the bodies
 * before the run (`prepareIngests`), so the run's clock counts sending alone. The run resolves when
 * every body has had a 202; a different answer fails it.
 */
import { Worker } from 'node:worker_threads';

export interface IngestJob {
  url: string;
  token: string;
  connections: number;
  bodies: string[];
}

export type FromIngestSender =
  | { type: 'ready' }
  | { type: 'done'; cpuMicros: number }
  | { type: 'failed'; message: string };
export type ToIngestSender = { type: 'go' };

/**
 * Starts the sending thread and waits until it is ready; the function it resolves with sends every
 * body and resolves with the thread's CPU time over the sending.
 */
export async function prepareIngests(job: IngestJob): Promise<() => Promise<{ cpuMicros: number }>> {
  const worker = new Worker(new URL('./ingest-sender-thread.ts', import.meta.url), { workerData: job });
  let settle: { resolve: (cpuMicros: number) => void; reject: (error: Error) => void } | undefined;
  const failed = (error: Error) => {
    settle?.reject(error);
    void worker.terminate();
  };
  try {
    await new Promise<void>((resolve, reject) => {
      settle = { resolve: () => resolve(), reject };
      worker.on('message', (message: FromIngestSender) => {
        if (message.type === 'ready') settle?.resolve(0);
        else if (message.type === 'done') settle?.resolve(message.cpuMicros);
        else failed(new Error(message.message));
      });
      worker.on('error', failed);
      worker.on('exit', (code) => settle?.reject(new Error(`the ingest sender exited early (code ${code})`)));
    });
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  return async () => {
    try {
      const cpuMicros = await new Promise<number>((resolve, reject) => {
        settle = { resolve, reject };
        worker.postMessage({ type: 'go' } satisfies ToIngestSender);
      });
      return { cpuMicros };
    } finally {
      worker.removeAllListeners('exit');
      await worker.terminate();
    }
  };
}
