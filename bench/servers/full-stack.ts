/**
 * The real Vigil app as `npm start` builds it, on a fresh SQLite store in a temporary directory,
 * with one workspace, a `keys:read` key for the benchmark and a few more keys so the list it asks
 * for has real rows. The benchmark key's limit is far above what a run can send: the limiter still
 * counts every request, it just never refuses one.
 *
 * Environment: BENCH_LOG_LEVEL (default `warn`), BENCH_SEED_KEYS (default 20).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app/app.ts';
import { loadConfig } from '../../src/config.ts';
import { announce } from './protocol.ts';

const BENCH_RATE_LIMIT = '100000000/60';

const logLevel = process.env.BENCH_LOG_LEVEL ?? 'warn';
const seedKeys = Number(process.env.BENCH_SEED_KEYS ?? '20');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vigil-bench-'));
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

try {
  if (!Number.isInteger(seedKeys) || seedKeys < 0) throw new Error('BENCH_SEED_KEYS must be a whole number');
  // Only the settings named here: a DATABASE_URL or REDIS_URL in the caller's environment must not
  // turn this into a benchmark of some other store.
  const config = loadConfig(
    { VIGIL_DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', VIGIL_LOG_LEVEL: logLevel },
    dataDir,
  );
  const app = await buildApp(config);
  const { workspace } = await app.services.workspaces.ensure('bench');
  for (let i = 0; i < seedKeys; i++) {
    await app.services.keys.create(workspace.id, { name: `seed-${i}`, scopes: ['keys:read'] });
  }
  const { token } = await app.services.keys.create(workspace.id, {
    name: 'bench',
    scopes: ['keys:read'],
    rateLimit: BENCH_RATE_LIMIT,
  });
  const url = await app.listen();
  announce({ url, details: { token, logLevel, keys: String(seedKeys + 1) } }, () => app.close());
} catch (error) {
  process.stderr.write(
    `full-stack server failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
}
