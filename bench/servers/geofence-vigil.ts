/**
 * Vigil for the geofence benchmark, as `npm start` builds it on a fresh SQLite store: one
 * workspace and an admin key whose limit no run can reach. It answers two questions: `memory`
 * (heap and RSS after full collections) and `zoneEvents` (how many `zone.entered` events are
 * stored).
 *
 * Environment: BENCH_LOG_LEVEL (default `warn`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app/app.ts';
import { loadConfig } from '../../src/config.ts';
import { readHeap } from '../lib/heap.ts';
import { announce } from './protocol.ts';

const logLevel = process.env.BENCH_LOG_LEVEL ?? 'warn';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vigil-bench-'));
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

try {
  const config = loadConfig(
    { VIGIL_DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', VIGIL_LOG_LEVEL: logLevel },
    dataDir,
  );
  const app = await buildApp(config);
  const { workspace } = await app.services.workspaces.ensure('bench');
  const { token } = await app.services.keys.create(workspace.id, {
    name: 'bench',
    scopes: ['*'],
    rateLimit: '100000000/60',
  });
  const url = await app.listen();
  announce(
    { url, details: { token } },
    () => app.close(),
    async (question) => {
      if (question === 'memory') return readHeap();
      if (question === 'zoneEvents') {
        const row = await app.services.store.db
          .selectFrom('outbox_events')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('type', '=', 'zone.entered')
          .executeTakeFirstOrThrow();
        return Number(row.n);
      }
      throw new Error(`geofence-vigil answers 'memory' and 'zoneEvents', not ${String(question)}`);
    },
  );
} catch (error) {
  process.stderr.write(
    `geofence-vigil failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
}
