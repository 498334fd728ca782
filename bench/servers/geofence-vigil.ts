/**
 * Vigil for the geofence benchmark, as `vigil serve` builds it: one workspace and an admin key
 * whose limit no run can reach. By default on a fresh SQLite store (one process, its own engine);
 * with BENCH_GEOFENCE_STORE_URL, on that PostgreSQL database with BENCH_GEOFENCE_NATS_URL and
 * `VIGIL_ROLE=all`, one of several processes sharing the engine's partitions.
 *
 * It answers these questions:
 * - `memory`: heap and RSS after full collections;
 * - `zoneEvents`: how many `zone.entered` events are stored;
 * - `zoneEntries`: each of them as [rule id, the asset's MMSI, the roaming anchor's MMSI or null,
 *   `crossed_at`], to compare with a scene's entries one by one;
 * - `settle`: returns once this process's engine has judged everything stored (the feed is empty),
 *   driving it meanwhile; only meaningful for the one-process engine, which reads the feed itself;
 * - `{ watching: ruleIds }`: how many of these rules' zones are in force in this process (a rule
 *   made through another process reaches this one a moment later);
 * - `{ profile: dir }` starts a V8 CPU profile of this process, `profileStop` writes it into that
 *   directory and answers its path.
 *
 * Environment: BENCH_LOG_LEVEL (default `warn`); the reorder window is Vigil's default. The heap
 * grows as `serve` lets it (src/app/heap-growth.ts), so the memory readings are the service's.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from '../../src/app/app.ts';
import { limitHeapGrowth } from '../../src/app/heap-growth.ts';
import { loadConfig } from '../../src/config.ts';
import { type CpuProfile, startCpuProfile } from '../lib/cpu-profile.ts';
import { readHeap } from '../lib/heap.ts';
import { announce } from './protocol.ts';

const logLevel = process.env.BENCH_LOG_LEVEL ?? 'warn';
const storeUrl = process.env.BENCH_GEOFENCE_STORE_URL;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vigil-bench-'));
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

/** Between looks at the feed while settling: short next to the reorder window it waits out. */
const SETTLE_POLL_MS = 20;

function isWatchingQuestion(question: unknown): question is { watching: string[] } {
  if (typeof question !== 'object' || question === null || !('watching' in question)) return false;
  const { watching } = question;
  return Array.isArray(watching) && watching.every((id) => typeof id === 'string');
}

function isProfileQuestion(question: unknown): question is { profile: string } {
  return (
    typeof question === 'object' &&
    question !== null &&
    'profile' in question &&
    typeof question.profile === 'string'
  );
}

try {
  limitHeapGrowth();
  const config = loadConfig(
    {
      VIGIL_DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      VIGIL_LOG_LEVEL: logLevel,
      ...(storeUrl
        ? { DATABASE_URL: storeUrl, NATS_URL: process.env.BENCH_GEOFENCE_NATS_URL, VIGIL_ROLE: 'all' }
        : {}),
    },
    dataDir,
  );
  const app = await buildApp(config);
  const { workspace } = await app.services.workspaces.ensure('bench');
  const { token } = await app.services.keys.create(workspace.id, {
    name: `bench ${process.pid}`,
    scopes: ['*'],
    rateLimit: '100000000/60',
  });
  const db = app.services.store.db;
  const feedRows = async () => {
    const row = await db
      .selectFrom('engine_feed')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  let profile: CpuProfile | undefined;
  const url = await app.listen();
  announce(
    { url, details: { token, reorderWindowMs: String(config.reorderWindowMs) } },
    () => app.close(),
    async (question) => {
      if (question === 'memory') return readHeap();
      if (question === 'zoneEvents') {
        const row = await db
          .selectFrom('outbox_events')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('type', '=', 'zone.entered')
          .executeTakeFirstOrThrow();
        return Number(row.n);
      }
      if (question === 'zoneEntries') {
        const rows = await db
          .selectFrom('outbox_events')
          .select('payload')
          .where('type', '=', 'zone.entered')
          .execute();
        const mmsis = new Map(
          (await db.selectFrom('assets').select(['id', 'mmsi']).execute()).map((row) => [row.id, row.mmsi]),
        );
        return rows.map((row) => {
          const { data } = JSON.parse(row.payload) as {
            data: {
              rule_id: string;
              asset_id: string;
              crossed_at: string;
              roaming?: { anchor_asset_id: string };
            };
          };
          const anchor = data.roaming?.anchor_asset_id;
          return [
            data.rule_id,
            mmsis.get(data.asset_id) ?? data.asset_id,
            anchor === undefined ? null : (mmsis.get(anchor) ?? anchor),
            data.crossed_at,
          ];
        });
      }
      if (question === 'settle') {
        // The engine also runs on its own timer; draining here only stops it waiting for the timer.
        for (;;) {
          await app.engine.drain();
          if ((await feedRows()) === 0) return true;
          await sleep(SETTLE_POLL_MS);
        }
      }
      if (isWatchingQuestion(question))
        return question.watching.filter((id) => app.services.zones.watching(`rule:${id}`)).length;
      if (isProfileQuestion(question)) {
        if (profile) throw new Error('a profile is running already');
        profile = await startCpuProfile(question.profile, 'geofence-vigil');
        return true;
      }
      if (question === 'profileStop') {
        if (!profile) throw new Error('no profile is running');
        const file = await profile.stop();
        profile = undefined;
        return file;
      }
      throw new Error(
        `geofence-vigil answers 'memory', 'zoneEvents', 'zoneEntries', 'settle', 'profileStop', { watching } and { profile }, not ${JSON.stringify(question)}`,
      );
    },
  );
} catch (error) {
  process.stderr.write(
    `geofence-vigil failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
}
