/**
 * Geofencing through the whole service, next to PostGIS on the same machine in the same run:
 * - **Rules**: 25,000 `zone_entry` rules (hexagons of 300 m to 3 km) created through
 *   `POST /v1/alerts`, 16 in flight, timed per thousand, so that a slowdown as zones accumulate
 *   shows. **Aim ≥ 500 rules/s, the last thousand as fast as the first.**
 * - **Positions**: 200,000 fixes of 2,000 vessels crossing the zones, in batches of 1,000, one
 *   `POST /v1/ingest/positions` after another, to one Vigil process on SQLite with its default
 *   reorder window. The ingest stores the fixes with a feed row; the engine judges them after the
 *   window and raises the `zone.entered` events. The clock runs until every fix is judged, not
 *   only stored. PostGIS 3 stores each batch's fixes and answers which zones each is in
 *   (`ST_Intersects` against a GiST index), one statement per batch. **Aim: Vigil ≥ 1× PostGIS
 *   positions/s, going for 2×; zone events equal to the entries.** A second PostGIS peer
 *   (lib/geofence-postgis-judge.ts) does the judged work itself, one statement per batch: the
 *   paths between fixes judged, who is inside kept, a row per entry, its entries equal to Vigil's.
 * - **Three processes** (lib/geofence-shared.ts): the same scene through three Vigil processes on
 *   PostgreSQL and NATS sharing the engine, until every fix is judged; CPU summed over the three.
 * - **Memory**: the service's heap and RSS with the zones loaded, and again with the live assets.
 * - **Roaming zones** (lib/geofence-roaming.ts): N rules of 2 km around moving vessels, every fix
 *   judged against them through a fresh process; positions/s and CPU a position; the entries told
 *   against those the scene makes (lib/geofence-roaming-scene.ts), entry by entry.
 *
 * PostGIS is `BENCH_POSTGIS_URL`, else DATABASE_URL, else the development server of
 * `scripts/services`; without one its side is skipped and says so. Environment:
 * BENCH_GEOFENCE_ZONES (25000), _VESSELS (2000), _STEPS (100 fixes a vessel), _BATCH (1000),
 * _LIVE_ASSETS (100000), _RULES_IN_FLIGHT (16), _SHARED (1; 0 skips the three-process run);
 * BENCH_CPU_PROF (a directory: CPU profiles of the Vigil processes from the first batch until judged).
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { DEFAULT_MAX_GAP_S } from '../src/geo/alerts/behaviours.ts';
import { MIN_JUDGED_PATH_M } from '../src/geo/zones/fix-path.ts';
import type { Benchmark } from './lib/benchmark.ts';
import { call, createRules, seconds, sendBatch } from './lib/geofence-calls.ts';
import { sqliteFloor } from './lib/geofence-floor.ts';
import { postgresFloor } from './lib/geofence-pg-floor.ts';
import { createZoneTable, postgisJudging } from './lib/geofence-postgis-judge.ts';
import { roamingRun, roamingSummary } from './lib/geofence-roaming.ts';
import {
  countEntries,
  countFixEntries,
  type Fix,
  type PathRule,
  sceneBatches,
  sceneFromEnv,
  sceneZones,
  type Zone,
  zoneGrid,
} from './lib/geofence-scene.ts';
import { postgresSummary, sharedRun } from './lib/geofence-shared.ts';
import { type HeapReading, megabytes } from './lib/heap.ts';
import { countFromEnv } from './lib/load.ts';
import { type ServerUnderTest, startServer } from './lib/servers.ts';

export const RULES_AIM_PER_S = 500;
export const POSTGIS_AIM_RATIO = 1;
const DEFAULT_POSTGIS_URL = 'postgres://postgres@127.0.0.1:5432/vigil';
/** Longest wait, after the last batch, for the engine to judge what is left. */
const SETTLE_TIMEOUT_MS = 600_000;

/**
 * The batches one after another; the clock stops when the engine has judged every position (asked
 * of the server: its feed is empty), so the reorder window's wait for the last batches counts.
 */
async function ingestThroughVigil(server: ServerUnderTest, batches: readonly Fix[][], profileDir?: string) {
  if (profileDir) await server.ask({ profile: profileDir });
  const cpuBefore = await server.cpuMicros();
  const started = performance.now();
  let fixes = 0;
  for (const batch of batches) {
    await sendBatch(server, batch);
    fixes += batch.length;
  }
  const ingested = performance.now();
  await server.ask('settle', SETTLE_TIMEOUT_MS);
  const ended = performance.now();
  const cpu = (await server.cpuMicros()) - cpuBefore;
  const profileFile = profileDir ? ((await server.ask('profileStop', 60_000)) as string) : null;
  const reorderWindowMs = Number(server.details.reorderWindowMs);
  const ingestS = (ingested - started) / 1000;
  const judgedS = (ended - started) / 1000;
  return {
    positions: fixes,
    reorderWindowMs,
    positionsPerSecond: Math.round(fixes / judgedS),
    sustainedPositionsPerSecond: sustained(fixes, ingestS, judgedS, reorderWindowMs),
    ingestS: seconds(started, ingested),
    judgedS: seconds(started, ended),
    serverCpuMicrosPerPosition: Math.round((cpu / fixes) * 10) / 10,
    ...(profileFile ? { profileFile } : {}),
  };
}

/**
 * The rate a longer stream would keep: every fix judged, less the one reorder window the last batch
 * waits after it is stored (a window every fix spends once, in parallel with the others: latency,
 * not work). Never more than the storing rate itself.
 */
function sustained(fixes: number, ingestS: number, judgedS: number, windowMs: number): number {
  return Math.round(fixes / Math.max(ingestS, judgedS - windowMs / 1000));
}

async function ingestLiveAssets(server: ServerUnderTest, count: number, batch: number) {
  // Now: a live vessel is judged (and held by the engines) only within the late horizon.
  const at = new Date().toISOString();
  for (let start = 0; start < count; start += batch) {
    const items = [];
    for (let i = start; i < Math.min(count, start + batch); i++) {
      // West of every zone: they are live, and in no zone.
      items.push({ mmsi: String(300_000_000 + i), at, lon: 0.2 + (i % 500) / 1000, lat: 51 + i / count });
    }
    await call(server, 'POST', '/v1/ingest/positions', items);
  }
}

async function postgis(
  zones: readonly Zone[],
  batches: readonly Fix[][],
  rule: PathRule,
  progress: (line: string) => void,
) {
  const url = process.env.BENCH_POSTGIS_URL ?? process.env.DATABASE_URL ?? DEFAULT_POSTGIS_URL;
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.query('CREATE EXTENSION IF NOT EXISTS postgis');
  } catch (error) {
    await client.end().catch(() => {});
    return {
      measured: false as const,
      skipped: `no PostGIS at ${url}: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  const schema = `bench_geofence_${process.pid}`;
  try {
    const version = await client.query<{ v: string }>('SELECT postgis_lib_version() AS v');
    await client.query(`CREATE SCHEMA ${schema}`);
    await createZoneTable(client, schema, zones);
    // The positions as Vigil's `positions` table holds them (lib/geofence-pg-floor.ts has the
    // same columns and key), stored by the statement that finds their zones: the peer the issue
    // names, storing the fixes and answering which zones each is in, one statement per batch.
    await client.query(`CREATE TABLE ${schema}.positions (
      asset_id text not null, at bigint not null, lon double precision not null,
      lat double precision not null, primary key (asset_id, at))`);
    const lookup = (batch: readonly Fix[]) =>
      client.query<{ ord: number; id: number }>(
        `WITH p AS (
           SELECT * FROM unnest($1::text[], $2::bigint[], $3::float8[], $4::float8[], $5::int[])
             AS p(asset_id, at, lon, lat, ord)),
         stored AS (INSERT INTO ${schema}.positions SELECT asset_id, at, lon, lat FROM p)
         SELECT p.ord, z.id FROM p
           JOIN ${schema}.zones z ON ST_Intersects(z.geom, ST_SetSRID(ST_MakePoint(p.lon, p.lat), 4326))`,
        [
          batch.map((f) => `asset_${f.mmsi}`),
          batch.map((f) => f.at),
          batch.map((f) => f.lon),
          batch.map((f) => f.lat),
          batch.map((_, i) => i),
        ],
      );
    progress('PostGIS: warming up');
    if (batches[0]) await lookup(batches[0]);
    await client.query(`TRUNCATE ${schema}.positions`);
    progress('PostGIS: every batch');
    const membership = new Map<Fix, number[]>();
    const started = performance.now();
    let fixes = 0;
    for (const batch of batches) {
      const { rows } = await lookup(batch);
      for (const row of rows) {
        const fix = batch[row.ord];
        if (fix) membership.set(fix, [...(membership.get(fix) ?? []), row.id]);
      }
      fixes += batch.length;
    }
    const seconds = (performance.now() - started) / 1000;
    // Entries as PostGIS sees them: walk the fixes with PostGIS's answer for each.
    const inside = new Map<number, Set<number>>();
    let postgisEntries = 0;
    for (const batch of batches) {
      for (const fix of batch) {
        const now = new Set(membership.get(fix) ?? []);
        const before = inside.get(fix.vessel) ?? new Set<number>();
        for (const zone of now) if (!before.has(zone)) postgisEntries += 1;
        inside.set(fix.vessel, now);
      }
    }
    progress('PostGIS: every batch judged along its paths, entries written');
    const judging = await postgisJudging(client, schema, rule, batches);
    return {
      measured: true as const,
      postgis: version.rows[0]?.v ?? 'unknown',
      positions: fixes,
      positionsPerSecond: Math.round(fixes / seconds),
      entries: postgisEntries,
      judging,
    };
  } finally {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => {});
    await client.end();
  }
}

export const geofence: Benchmark = {
  name: 'geofence',
  async run(_settings, progress) {
    const scene = sceneFromEnv();
    const liveAssets = countFromEnv('BENCH_GEOFENCE_LIVE_ASSETS', 100_000);
    const rulesInFlight = countFromEnv('BENCH_GEOFENCE_RULES_IN_FLIGHT', 16);
    const shared = process.env.BENCH_GEOFENCE_SHARED !== '0';
    const zones = sceneZones(scene);
    const batches = sceneBatches(scene);
    const grid = zoneGrid(zones);
    // Vigil tells the passages between fixes too (its rules here: hysteresis 0, the default
    // max_gap_s); the lookup peer finds the zones of the fixes alone, so its entries are checked
    // against those, and the judging peer's against Vigil's.
    const rule = { maxGapS: DEFAULT_MAX_GAP_S, minPathM: MIN_JUDGED_PATH_M };
    const expectedEntries = countEntries(batches, grid, rule);
    const fixEntries = countFixEntries(batches, grid);
    progress(
      `${scene.zones.toLocaleString('en')} zones, ${(scene.vessels * scene.steps).toLocaleString('en')} fixes; ${expectedEntries.toLocaleString('en')} entries to raise (${fixEntries.toLocaleString('en')} of them at a fix)`,
    );

    const server = await startServer('geofence-vigil.ts');
    let rules: Awaited<ReturnType<typeof createRules>>['figures'];
    let vigil: Awaited<ReturnType<typeof ingestThroughVigil>>;
    let zoneEvents: number;
    let withZones: HeapReading;
    let withAssets: HeapReading;
    try {
      progress('creating the zone rules through the API');
      rules = (await createRules(server, zones, rulesInFlight)).figures;
      withZones = (await server.ask('memory')) as HeapReading;
      progress('ingesting the fixes through the API, until the engine has judged them all');
      vigil = await ingestThroughVigil(server, batches, process.env.BENCH_CPU_PROF);
      zoneEvents = (await server.ask('zoneEvents')) as number;
      progress(`${liveAssets.toLocaleString('en')} live assets`);
      await ingestLiveAssets(server, liveAssets, scene.batch);
      withAssets = (await server.ask('memory')) as HeapReading;
    } finally {
      await server.stop();
    }
    const three = shared
      ? await sharedRun(zones, batches, expectedEntries, rulesInFlight, progress, process.env.BENCH_CPU_PROF)
      : { measured: false as const, skipped: 'BENCH_GEOFENCE_SHARED=0' };
    const roaming = await roamingRun(progress);
    const pgis = await postgis(zones, batches, rule, progress);
    progress('SQLite floor: the same fixes stored bare');
    const floor = sqliteFloor(batches);
    progress('PostgreSQL floor: the same fixes stored bare');
    const pgFloor = await postgresFloor(
      process.env.BENCH_POSTGIS_URL ?? process.env.DATABASE_URL ?? DEFAULT_POSTGIS_URL,
      batches,
    );
    const ratio = (perSecond: number) =>
      pgis.measured ? Math.round((perSecond / pgis.positionsPerSecond) * 100) / 100 : null;
    const ratioToPostgis = ratio(vigil.positionsPerSecond);
    const judgingRatio = pgis.measured
      ? Math.round((vigil.positionsPerSecond / pgis.judging.positionsPerSecond) * 100) / 100
      : null;
    const sustainedRatioToPostgis = ratio(vigil.sustainedPositionsPerSecond);
    const ratioToFloor =
      Math.round((vigil.sustainedPositionsPerSecond / floor.positionsPerSecond) * 100) / 100;
    const memory = {
      zonesHeapMb: megabytes(withZones.heapUsedBytes),
      zonesRssMb: megabytes(withZones.rssBytes),
      liveAssets,
      liveAssetsHeapMb: megabytes(withAssets.heapUsedBytes),
      liveAssetsRssMb: megabytes(withAssets.rssBytes),
      liveAssetsHeapTotalMb: megabytes(withAssets.heapTotalBytes),
      liveAssetsExternalMb: megabytes(withAssets.externalBytes),
    };
    const threeRatio = three.measured ? ratio(three.positionsPerSecond) : null;
    const judged = (figures: { ingestS: number; judgedS: number; reorderWindowMs: number }) =>
      `stored in ${figures.ingestS} s, all judged at ${figures.judgedS} s (reorder window ${figures.reorderWindowMs / 1000} s)`;
    return {
      figures: {
        scene,
        rules: { aimPerSecond: RULES_AIM_PER_S, ...rules },
        vigil: { ...vigil, zoneEvents, expectedEntries, eventsMatch: zoneEvents === expectedEntries },
        threeProcesses: three.measured ? { ...three, ratioToPostgis: threeRatio } : three,
        postgis: pgis.measured
          ? {
              ...pgis,
              fixEntries,
              entriesMatch: pgis.entries === fixEntries,
              judging: { ...pgis.judging, entriesMatch: pgis.judging.entries === expectedEntries },
            }
          : pgis,
        ratioToPostgisJudging: judgingRatio,
        sqliteFloor: floor,
        postgresFloor: pgFloor,
        ratioToPostgis,
        sustainedRatioToPostgis,
        ratioToFloor,
        aimMet: ratioToPostgis !== null && ratioToPostgis >= POSTGIS_AIM_RATIO,
        memory,
        roaming,
      },
      summary: [
        `rules: ${rules.rulesPerSecond} rules/s over ${rules.rules.toLocaleString('en')} (${
          rules.firstThousandPerSecond === null
            ? 'under 1,000: no laps'
            : `first 1,000 ${rules.firstThousandPerSecond}/s, last ${rules.lastThousandPerSecond}/s`
        }; aim ≥ ${RULES_AIM_PER_S}/s)`,
        `Vigil, one process (SQLite): ${vigil.positionsPerSecond.toLocaleString('en')} positions/s through HTTP until judged, ${judged(vigil)}; ${vigil.sustainedPositionsPerSecond.toLocaleString('en')}/s sustained (less the window); ${vigil.serverCpuMicrosPerPosition} µs CPU a position; zone.entered ${zoneEvents.toLocaleString('en')} of ${expectedEntries.toLocaleString('en')} entries`,
        `SQLite floor (the same fixes stored bare, nothing else): ${floor.positionsPerSecond.toLocaleString('en')} positions/s; Vigil sustained ${ratioToFloor}× the floor`,
        pgFloor.measured
          ? `PostgreSQL floor (the same fixes stored bare, one writer, synchronous_commit ${pgFloor.synchronousCommit}): ${pgFloor.positionsPerSecond.toLocaleString('en')} positions/s`
          : `PostgreSQL floor: ${pgFloor.skipped}`,
        three.measured
          ? `Vigil, three processes (PostgreSQL + NATS): ${three.positionsPerSecond.toLocaleString('en')} positions/s until judged, ${judged(three)}; ${three.cpuMicrosPerPosition} µs CPU a position over the three; zone.entered ${three.zoneEvents.toLocaleString('en')} of ${expectedEntries.toLocaleString('en')}${threeRatio === null ? '' : `; ${threeRatio}× PostGIS`}`
          : `Vigil, three processes: skipped (${three.skipped})`,
        ...(three.measured ? [postgresSummary(three.postgres, three.positions)] : []),
        pgis.measured
          ? `PostGIS ${pgis.postgis}: ${pgis.positionsPerSecond.toLocaleString('en')} positions/s (${pgis.entries.toLocaleString('en')} entries at fixes of ${fixEntries.toLocaleString('en')}); Vigil ${ratioToPostgis}× until judged, ${sustainedRatioToPostgis}× sustained (aim ≥ ${POSTGIS_AIM_RATIO}×)`
          : `PostGIS: ${pgis.skipped}`,
        ...(pgis.measured
          ? [
              `PostGIS judging the paths as Vigil does (fixes stored, paths against the zones, who is inside kept, a row per entry): ${pgis.judging.positionsPerSecond.toLocaleString('en')} positions/s (${pgis.judging.entries.toLocaleString('en')} entries of ${expectedEntries.toLocaleString('en')}); Vigil ${judgingRatio}× until judged`,
            ]
          : []),
        roamingSummary(roaming),
        `memory: zones ${memory.zonesHeapMb} MB heap / ${memory.zonesRssMb} MB RSS; with ${liveAssets.toLocaleString('en')} live assets ${memory.liveAssetsHeapMb} MB / ${memory.liveAssetsRssMb} MB (V8's heap ${memory.liveAssetsHeapTotalMb} MB held, ${memory.liveAssetsExternalMb} MB external)`,
      ],
    };
  },
};
