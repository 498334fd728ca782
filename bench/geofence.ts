/**
 * Geofencing through the whole service, next to PostGIS on the same machine in the same run:
 * - **Rules**: 25,000 `zone_entry` rules (hexagons of 300 m to 3 km) created through
 *   `POST /v1/alerts`, 16 in flight, timed per thousand, so that a slowdown as zones accumulate
 *   shows. **Aim ≥ 500 rules/s, the last thousand as fast as the first.**
 * - **Positions**: 200,000 fixes of 2,000 vessels crossing the zones, in batches of 1,000, one
 *   `POST /v1/ingest/positions` after another. Vigil stores every fix, updates its assets and
 *   raises the `zone.entered` events in the same transaction; PostGIS 3 answers which zones each
 *   fix of a batch is in (`ST_Intersects` against a GiST index, one statement per batch).
 *   **Aim: Vigil ≥ 1× PostGIS positions/s, going for 2×; zone events equal to the entries.**
 * - **Memory**: the service's heap and RSS with the zones loaded, and again with 100,000 live assets.
 *
 * PostGIS is `BENCH_POSTGIS_URL`, else the development server of `scripts/services`; without one
 * its side is skipped and says so. Environment: BENCH_GEOFENCE_ZONES (25000), _VESSELS (2000),
 * _STEPS (100 fixes a vessel), _BATCH (1000), _LIVE_ASSETS (100000), _RULES_IN_FLIGHT (16).
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { Benchmark } from './lib/benchmark.ts';
import {
  countEntries,
  type Fix,
  sceneBatches,
  sceneZones,
  type Zone,
  zoneGrid,
} from './lib/geofence-scene.ts';
import { megabytes } from './lib/heap.ts';
import { type ServerUnderTest, startServer } from './lib/servers.ts';

export const RULES_AIM_PER_S = 500;
export const POSTGIS_AIM_RATIO = 1;
const DEFAULT_POSTGIS_URL = 'postgres://postgres@127.0.0.1:5432/vigil';

function numberFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number`);
  return value;
}

async function call(server: ServerUnderTest, method: string, path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${server.details.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as unknown;
}

const ruleOf = (zone: Zone) => ({
  name: `zone ${zone.id}`,
  where: { zone: { type: 'Polygon', coordinates: [zone.ring] } },
  what: { behaviour: 'zone_entry', assets: 'all', hysteresis_m: 0, dwell_s: 0 },
  channel: { type: 'webhook' },
});

const itemsOf = (batch: readonly Fix[]) =>
  batch.map((fix) => ({ mmsi: fix.mmsi, at: new Date(fix.at).toISOString(), lon: fix.lon, lat: fix.lat }));

async function createRules(server: ServerUnderTest, zones: readonly Zone[], inFlight: number) {
  const perThousandMs: number[] = [];
  let next = 0;
  let done = 0;
  let lap = performance.now();
  const started = lap;
  async function worker(): Promise<void> {
    while (next < zones.length) {
      const zone = zones[next++];
      if (!zone) return;
      await call(server, 'POST', '/v1/alerts', ruleOf(zone));
      done += 1;
      if (done % 1000 === 0) {
        const now = performance.now();
        perThousandMs.push(Math.round(now - lap));
        lap = now;
      }
    }
  }
  await Promise.all(Array.from({ length: inFlight }, () => worker()));
  const seconds = (performance.now() - started) / 1000;
  const rate = (ms: number | undefined) => (ms ? Math.round(1000 / (ms / 1000)) : null);
  return {
    rules: zones.length,
    inFlight,
    rulesPerSecond: Math.round(zones.length / seconds),
    firstThousandPerSecond: rate(perThousandMs[0]),
    lastThousandPerSecond: rate(perThousandMs.at(-1)),
    perThousandMs,
  };
}

async function ingestThroughVigil(server: ServerUnderTest, batches: readonly Fix[][]) {
  const cpuBefore = await server.cpuMicros();
  const started = performance.now();
  let fixes = 0;
  for (const batch of batches) {
    const result = (await call(server, 'POST', '/v1/ingest/positions', itemsOf(batch))) as {
      accepted: number;
    };
    if (result.accepted !== batch.length)
      throw new Error(`ingest accepted ${result.accepted} of ${batch.length}`);
    fixes += batch.length;
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = (await server.cpuMicros()) - cpuBefore;
  return {
    positions: fixes,
    positionsPerSecond: Math.round(fixes / seconds),
    serverCpuMicrosPerPosition: Math.round((cpu / fixes) * 10) / 10,
  };
}

async function ingestLiveAssets(server: ServerUnderTest, count: number, batch: number) {
  const at = new Date(Date.parse('2026-06-02T00:00:00Z')).toISOString();
  for (let start = 0; start < count; start += batch) {
    const items = [];
    for (let i = start; i < Math.min(count, start + batch); i++) {
      // West of every zone: they are live, and in no zone.
      items.push({ mmsi: String(300_000_000 + i), at, lon: 0.2 + (i % 500) / 1000, lat: 51 + i / count });
    }
    await call(server, 'POST', '/v1/ingest/positions', items);
  }
}

async function postgis(zones: readonly Zone[], batches: readonly Fix[][], progress: (line: string) => void) {
  const url = process.env.BENCH_POSTGIS_URL ?? DEFAULT_POSTGIS_URL;
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
    await client.query(`CREATE TABLE ${schema}.zones (id integer PRIMARY KEY, geom geometry(Polygon, 4326))`);
    for (let i = 0; i < zones.length; i += 1000) {
      const part = zones.slice(i, i + 1000);
      await client.query(
        `INSERT INTO ${schema}.zones
           SELECT z.id, ST_GeomFromText(z.wkt, 4326) FROM unnest($1::int[], $2::text[]) AS z(id, wkt)`,
        [
          part.map((z) => z.id),
          part.map((z) => `POLYGON((${z.ring.map(([x, y]) => `${x} ${y}`).join(',')}))`),
        ],
      );
    }
    await client.query(`CREATE INDEX ON ${schema}.zones USING gist (geom)`);
    await client.query(`ANALYZE ${schema}.zones`);
    const lookup = (batch: readonly Fix[]) =>
      client.query<{ ord: number; id: number }>(
        `SELECT p.ord, z.id FROM unnest($1::float8[], $2::float8[], $3::int[]) AS p(lon, lat, ord)
           JOIN ${schema}.zones z ON ST_Intersects(z.geom, ST_SetSRID(ST_MakePoint(p.lon, p.lat), 4326))`,
        [batch.map((f) => f.lon), batch.map((f) => f.lat), batch.map((_, i) => i)],
      );
    progress('PostGIS: warming up');
    if (batches[0]) await lookup(batches[0]);
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
    return {
      measured: true as const,
      postgis: version.rows[0]?.v ?? 'unknown',
      positions: fixes,
      positionsPerSecond: Math.round(fixes / seconds),
      entries: postgisEntries,
    };
  } finally {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => {});
    await client.end();
  }
}

export const geofence: Benchmark = {
  name: 'geofence',
  async run(_settings, progress) {
    const scene = {
      zones: numberFromEnv('BENCH_GEOFENCE_ZONES', 25_000),
      vessels: numberFromEnv('BENCH_GEOFENCE_VESSELS', 2_000),
      steps: numberFromEnv('BENCH_GEOFENCE_STEPS', 100),
      batch: numberFromEnv('BENCH_GEOFENCE_BATCH', 1_000),
      seed: 20_261_126,
    };
    const zones = sceneZones(scene);
    const batches = sceneBatches(scene);
    const expectedEntries = countEntries(batches, zoneGrid(zones));
    progress(
      `${scene.zones.toLocaleString('en')} zones, ${(scene.vessels * scene.steps).toLocaleString('en')} fixes; ${expectedEntries.toLocaleString('en')} entries to raise`,
    );

    const server = await startServer('geofence-vigil.ts');
    try {
      progress('creating the zone rules through the API');
      const rules = await createRules(server, zones, numberFromEnv('BENCH_GEOFENCE_RULES_IN_FLIGHT', 16));
      const withZones = (await server.ask('memory')) as { heapUsedBytes: number; rssBytes: number };
      progress('ingesting the fixes through the API');
      const vigil = await ingestThroughVigil(server, batches);
      const zoneEvents = (await server.ask('zoneEvents')) as number;
      progress('100,000 live assets');
      await ingestLiveAssets(server, numberFromEnv('BENCH_GEOFENCE_LIVE_ASSETS', 100_000), scene.batch);
      const withAssets = (await server.ask('memory')) as { heapUsedBytes: number; rssBytes: number };
      const pgis = await postgis(zones, batches, progress);
      const ratio = pgis.measured
        ? Math.round((vigil.positionsPerSecond / pgis.positionsPerSecond) * 100) / 100
        : null;
      const memory = {
        zonesHeapMb: megabytes(withZones.heapUsedBytes),
        zonesRssMb: megabytes(withZones.rssBytes),
        liveAssetsHeapMb: megabytes(withAssets.heapUsedBytes),
        liveAssetsRssMb: megabytes(withAssets.rssBytes),
      };
      return {
        figures: {
          scene,
          rules: { aimPerSecond: RULES_AIM_PER_S, ...rules },
          vigil: { ...vigil, zoneEvents, expectedEntries, eventsMatch: zoneEvents === expectedEntries },
          postgis: pgis,
          ratioToPostgis: ratio,
          aimMet: ratio !== null && ratio >= POSTGIS_AIM_RATIO,
          memory,
        },
        summary: [
          `rules: ${rules.rulesPerSecond} rules/s over ${rules.rules.toLocaleString('en')} (first 1,000 ${rules.firstThousandPerSecond}/s, last ${rules.lastThousandPerSecond}/s; aim ≥ ${RULES_AIM_PER_S}/s)`,
          `Vigil: ${vigil.positionsPerSecond.toLocaleString('en')} positions/s through HTTP, ${vigil.serverCpuMicrosPerPosition} µs CPU a position; zone.entered ${zoneEvents.toLocaleString('en')} of ${expectedEntries.toLocaleString('en')} entries`,
          pgis.measured
            ? `PostGIS ${pgis.postgis}: ${pgis.positionsPerSecond.toLocaleString('en')} positions/s (${pgis.entries.toLocaleString('en')} entries); Vigil ${ratio}× (aim ≥ ${POSTGIS_AIM_RATIO}×)`
            : `PostGIS: ${pgis.skipped}`,
          `memory: zones ${memory.zonesHeapMb} MB heap / ${memory.zonesRssMb} MB RSS; with 100,000 live assets ${memory.liveAssetsHeapMb} MB / ${memory.liveAssetsRssMb} MB`,
        ],
      };
    } finally {
      await server.stop();
    }
  },
};
