/**
 * The geofence benchmark's roaming-zone case: N `zone_entry` rules with `where: {near_asset,
 * radius_m: 2000}`, each around its own moving vessel, and every vessel (anchors and the others)
 * steaming across the North Sea box at 5–15 knots, one fix a minute, through one Vigil process on
 * SQLite until every fix is judged. What it shows is the cost a fix pays for the roaming zones
 * (the spatial hashes of positions and anchors: the cells near it, never every asset), as positions
 * per second and CPU per position, and the entries told. Seeded: every run sees the same tracks.
 *
 * Environment: BENCH_GEOFENCE_ROAMING (rules, 1000; 0 skips), BENCH_GEOFENCE_ROAMING_VESSELS
 * (10000, anchors included), BENCH_GEOFENCE_ROAMING_STEPS (60 fixes a vessel).
 */
import { performance } from 'node:perf_hooks';
import { seededRandom } from '../../src/lib/seeded-random.ts';
import { call, seconds, sendBatch } from './geofence-calls.ts';
import type { Fix } from './geofence-scene.ts';
import { countFromEnv } from './load.ts';
import { startServer } from './servers.ts';

const STEP_MS = 60_000;
const BATCH = 1000;
const IN_FLIGHT = 16;
const RADIUS_M = 2000;
/** Knots to degrees of latitude a minute (1 nmi is a minute of latitude). */
const KN_TO_DEG_LAT_PER_MIN = 1 / 60 / 60;

function roamingScene(vessels: number, steps: number, seed: number) {
  const random = seededRandom(seed);
  // Ending a minute ago: live positions, judged as they come.
  const t0 = Date.now() - (steps + 1) * STEP_MS;
  const tracks = Array.from({ length: vessels }, (_, i) => {
    const course = random() * 2 * Math.PI;
    const speedKn = 5 + random() * 10;
    const lat = 51 + random() * 8;
    const degLat = speedKn * KN_TO_DEG_LAT_PER_MIN;
    return {
      mmsi: String(235_000_000 + i),
      lon: 1.5 + random() * 7,
      lat,
      dLon: (degLat * Math.sin(course)) / Math.cos((lat * Math.PI) / 180),
      dLat: degLat * Math.cos(course),
    };
  });
  const batches: Fix[][] = [];
  let batch: Fix[] = [];
  for (let step = 0; step < steps; step++) {
    tracks.forEach((v, vessel) => {
      batch.push({
        vessel,
        mmsi: v.mmsi,
        at: t0 + step * STEP_MS + vessel,
        lon: Math.round((v.lon + v.dLon * step) * 1e6) / 1e6,
        lat: Math.round((v.lat + v.dLat * step) * 1e6) / 1e6,
      });
      if (batch.length === BATCH) {
        batches.push(batch);
        batch = [];
      }
    });
  }
  if (batch.length > 0) batches.push(batch);
  return { tracks, batches };
}

export async function roamingRun(progress: (line: string) => void) {
  // 0 rules skips the case.
  const rules = countFromEnv('BENCH_GEOFENCE_ROAMING', 1000, 0);
  if (rules === 0) return { measured: false as const, skipped: 'BENCH_GEOFENCE_ROAMING=0' };
  const vessels = Math.max(rules, countFromEnv('BENCH_GEOFENCE_ROAMING_VESSELS', 10_000));
  const steps = countFromEnv('BENCH_GEOFENCE_ROAMING_STEPS', 60);
  const { tracks, batches } = roamingScene(vessels, steps, 20_261_128);
  const server = await startServer('geofence-vigil.ts');
  try {
    progress(
      `roaming: ${rules.toLocaleString('en')} rules around moving vessels, ${vessels.toLocaleString('en')} vessels`,
    );
    // The first fix of every vessel makes the assets; the anchors' ids are then looked up.
    const first = batches.slice(0, Math.ceil(vessels / BATCH));
    for (const batch of first) await sendBatch(server, batch);
    let next = 0;
    const worker = async () => {
      while (next < rules) {
        const track = tracks[next++];
        if (!track) return;
        const found = (await call(server, 'GET', `/v1/assets/search?q=${track.mmsi}`, undefined)) as {
          data: { id: string }[];
        };
        const anchor = found.data[0]?.id;
        if (!anchor) throw new Error(`no asset for ${track.mmsi}`);
        await call(server, 'POST', '/v1/alerts', {
          where: { near_asset: anchor, radius_m: RADIUS_M },
          what: { behaviour: 'zone_entry', assets: 'all' },
          channel: { type: 'webhook' },
        });
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    const rest = batches.slice(first.length);
    const before = (await server.ask('zoneEvents')) as number;
    const cpuBefore = await server.cpuMicros();
    const started = performance.now();
    let fixes = 0;
    for (const batch of rest) {
      await sendBatch(server, batch);
      fixes += batch.length;
    }
    await server.ask('settle', 600_000);
    const ended = performance.now();
    const cpu = (await server.cpuMicros()) - cpuBefore;
    const entries = ((await server.ask('zoneEvents')) as number) - before;
    return {
      measured: true as const,
      rules,
      vessels,
      radiusM: RADIUS_M,
      positions: fixes,
      positionsPerSecond: Math.round(fixes / ((ended - started) / 1000)),
      judgedS: seconds(started, ended),
      serverCpuMicrosPerPosition: Math.round((cpu / Math.max(1, fixes)) * 10) / 10,
      entries,
    };
  } finally {
    await server.stop();
  }
}

export function roamingSummary(run: Awaited<ReturnType<typeof roamingRun>>): string {
  if (!run.measured) return `roaming zones: skipped (${run.skipped})`;
  return `roaming zones: ${run.rules.toLocaleString('en')} rules (${run.radiusM / 1000} km around moving vessels), ${run.vessels.toLocaleString('en')} vessels: ${run.positionsPerSecond.toLocaleString('en')} positions/s until judged (${run.judgedS} s), ${run.serverCpuMicrosPerPosition} µs CPU a position; zone.entered ${run.entries.toLocaleString('en')}`;
}
