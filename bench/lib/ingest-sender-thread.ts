/** The thread of `ingest-sender.ts`: an undici pool sending each body once, when told to go. */
import { parentPort, workerData } from 'node:worker_threads';
import { Pool } from 'undici';
import type { FromIngestSender, IngestJob, ToIngestSender } from './ingest-sender.ts';

// Set by `ingest-sender.ts` alone, which builds it from typed values.
const job: IngestJob = workerData;
const port = parentPort;
if (port === null) throw new Error('ingest-sender-thread.ts runs as a worker thread only');
const post = (message: FromIngestSender) => port.postMessage(message);

const pool = new Pool(job.url, { connections: job.connections, pipelining: 1 });
const headers = { authorization: `Bearer ${job.token}`, 'content-type': 'application/json' };
let next = 0;
async function lane(): Promise<void> {
  while (next < job.bodies.length) {
    const body = job.bodies[next++];
    if (body === undefined) return;
    const response = await pool.request({ method: 'POST', path: '/v1/events/ingest', headers, body });
    const text = await response.body.text();
    if (response.statusCode !== 202) throw new Error(`ingest answered ${response.statusCode}: ${text}`);
  }
}

port.once('message', async (_message: ToIngestSender) => {
  const cpuBefore = process.threadCpuUsage();
  try {
    await Promise.all(Array.from({ length: job.connections }, lane));
    const cpu = process.threadCpuUsage(cpuBefore);
    post({ type: 'done', cpuMicros: cpu.user + cpu.system });
  } catch (error) {
    post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  } finally {
    await pool.close();
  }
});
post({ type: 'ready' });
