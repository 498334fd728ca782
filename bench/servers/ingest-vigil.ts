/**
 * Vigil for the large-body benchmark, as `npm start` builds it: a fresh SQLite store in a temporary
 * directory, one workspace and an ingest key whose limit no run reaches. Answers `rss` with its
 * resident memory, and `heap` with the JavaScript heap in use after a full collection, so the runner can watch what
 * large bodies cost and tell memory kept by the program (a leak) from memory kept by the allocator.
 *
 * Environment: BENCH_LOG_LEVEL (default `warn`), VIGIL_BODY_BUDGET_MB (the service's own setting).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app/app.ts';
import { loadConfig } from '../../src/config.ts';
import { announce } from './protocol.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vigil-bench-'));
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

try {
  const config = loadConfig(
    {
      VIGIL_DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      VIGIL_LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      ...(process.env.VIGIL_BODY_BUDGET_MB ? { VIGIL_BODY_BUDGET_MB: process.env.VIGIL_BODY_BUDGET_MB } : {}),
    },
    dataDir,
  );
  const app = await buildApp(config);
  const { workspace } = await app.services.workspaces.ensure('bench');
  const { token } = await app.services.keys.create(workspace.id, {
    name: 'bench',
    scopes: ['ingest:write'],
    rateLimit: '100000000/60',
  });
  const url = await app.listen();
  announce(
    { url, details: { token } },
    () => app.close(),
    (question) => {
      if (question === 'rss') return process.memoryUsage().rss;
      if (question === 'heap') {
        // After a full collection (the runner starts this server with --expose-gc), what the
        // program still holds.
        globalThis.gc?.();
        return process.memoryUsage().heapUsed;
      }
      throw new Error(`unknown question ${JSON.stringify(question)}`);
    },
  );
} catch (error) {
  process.stderr.write(
    `ingest server failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
}
