/** The thread of `ingest-sender.ts`: an undici pool sending each body once. */
import { parentPort, workerData } from 'node:worker_threads';
import { Pool } from 'undici';
import type { FromIngestSender, IngestJob } from './ingest-sender.ts';

// Set by `ingest-sender.ts` alone, which builds it from typed values.
const job: IngestJob = workerData;
const post = (message: FromIngestSender) => parentPort?.postMessage(message);

const pool = new Pool(job.url, { connections: job.connections, pipelining: 1 });
const headers = { authorization: `Bearer ${job.token}`, 'content-type': 'application/json' };
const cpuBefore = process.threadCpuUsage();
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
try {
  await Promise.all(Array.from({ length: job.connections }, lane));
  const cpu = process.threadCpuUsage(cpuBefore);
  post({ type: 'done', cpuMicros: cpu.user + cpu.system });
} catch (error) {
  post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
} finally {
  await pool.close();
}
