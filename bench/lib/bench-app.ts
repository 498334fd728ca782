/**
 * The real Vigil app in the benchmark's own process: `buildApp` with the worker stopped, on a
 * fresh SQLite store in a temporary directory that goes with `close()` (or at exit, when a run is
 * cut short). Only the settings given here count: a DATABASE_URL or REDIS_URL in the caller's
 * environment must not turn a benchmark into one of some other store.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { buildApp, type VigilApp } from '../../src/app/app.ts';
import { loadConfig } from '../../src/config.ts';

export interface BenchApp {
  app: VigilApp;
  close(): Promise<void>;
}

export async function openBenchApp(options: {
  logLevel: string;
  env?: Record<string, string>;
}): Promise<BenchApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vigil-bench-'));
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  process.on('exit', removeDataDir);
  const config = loadConfig(
    {
      ...options.env,
      VIGIL_DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      VIGIL_LOG_LEVEL: options.logLevel,
    },
    dataDir,
  );
  // The app's own logger writes to stdout, which carries the runner's JSON result: log to stderr.
  const logger = pino({ level: config.logLevel, base: { service: 'vigil' } }, pino.destination(2));
  const app = await buildApp(config, { startWorker: false, logger });
  return {
    app,
    async close() {
      try {
        await app.close();
      } finally {
        removeDataDir();
        process.off('exit', removeDataDir);
      }
    },
  };
}
