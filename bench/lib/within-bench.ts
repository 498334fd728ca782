/**
 * The area-and-time query (`POST /v1/assets/within`) over many stored positions, beside PostGIS
 * answering the same question on the same rows in the same database: a database of its own on the
 * PostgreSQL of DATABASE_URL (made and dropped here), Vigil's migrations run by the app, synthetic
 * tracks written by the database itself (generate_series: no round trips; the table's key and
 * indexes dropped for the load and built again after it, from their own definitions), then the same positions as PostGIS points with a GiST index.
 *
 * Each query asks for an area and a time range and wants, per asset inside, the first and last fix
 * inside and the time between consecutive fixes both inside (at most two hours apart): Vigil
 * through its service (cells of the (cell, at) index, point in polygon, the assets' tracks by their
 * key), PostGIS in one SQL statement (ST_Intersects on the GiST index with the time, then the same
 * time inside over each asset's track by a window function, read by its (asset_id, at) index). The answers are compared, so neither figure is
 * of a wrong answer.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { pino } from 'pino';
import { buildApp } from '../../src/app/app.ts';
import { loadConfig } from '../../src/config.ts';
import { cellSql } from '../../src/geo/assets/index.ts';

const STEP_MS = 9 * 60_000;
const T0 = Date.parse('2026-10-01T00:00:00Z');
const DAY_MS = 86_400_000;
const MAX_GAP_S = 7_200;

export interface WithinQueryCase {
  name: string;
  box: [number, number, number, number];
  days: number;
}

/** Port-sized areas (about 10 × 11 km) and a 1° one, over a day and a week. */
export const WITHIN_CASES: WithinQueryCase[] = [
  { name: 'port, 1 day', box: [7.2, 58.2, 7.35, 58.3], days: 1 },
  { name: 'port, 7 days', box: [7.2, 58.2, 7.35, 58.3], days: 7 },
  { name: '1° box, 1 day', box: [3.0, 55.0, 4.0, 56.0], days: 1 },
  { name: '1° box, 7 days', box: [3.0, 55.0, 4.0, 56.0], days: 7 },
];

export interface WithinFigures {
  positions: number;
  assets: number;
  loadS: number;
  gisIndexS: number;
  queries: {
    name: string;
    runs: number;
    assetsInside: number;
    vigilMedianMs: number;
    postgisMedianMs: number;
    /** Vigil's speed over PostGIS's: 2 is twice as fast. */
    vigilOverPostgis: number;
  }[];
}

const polygonOf = ([west, south, east, north]: [number, number, number, number]) => ({
  type: 'Polygon' as const,
  coordinates: [
    [
      [west, south],
      [east, south],
      [east, north],
      [west, north],
      [west, south],
    ],
  ],
});

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round((sorted[Math.floor(sorted.length / 2)] ?? 0) * 100) / 100;
};

async function freshDatabase(base: string) {
  const name = `bench_within_${process.pid}_${Date.now().toString(36)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** PostGIS's answer: per asset inside, first and last fix inside and the time inside (ms). */
const POSTGIS_QUERY = `
with area as (select ST_MakeEnvelope($1, $2, $3, $4, 4326) as g),
inside as (
  select p.asset_id, min(p.at) as first_at, max(p.at) as last_at
  from gis_positions p, area
  where ST_Intersects(p.geom, area.g) and p.at >= $5 and p.at < $6
  group by p.asset_id
)
select i.asset_id, i.first_at, i.last_at, (
  select coalesce(sum(s.next_at - s.at), 0) from (
    select t.at, t.geom, lead(t.at) over w as next_at, lead(t.geom) over w as next_geom
    from gis_positions t
    where t.asset_id = i.asset_id and t.at between i.first_at and i.last_at
    window w as (order by t.at)
  ) s
  where s.next_at - s.at <= ${MAX_GAP_S * 1000} and ST_Intersects(s.geom, area.g) and ST_Intersects(s.next_geom, area.g)
) as inside_ms
from inside i, area`;

export async function benchmarkWithin(options: {
  databaseUrl: string;
  positions: number;
  runs: number;
  progress: (line: string) => void;
}): Promise<WithinFigures> {
  const { progress } = options;
  const assets = Math.max(1, Math.round(options.positions / 5_000));
  const perAsset = Math.max(1, Math.floor(options.positions / assets));
  const database = await freshDatabase(options.databaseUrl);
  const config = loadConfig({
    DATABASE_URL: database.url,
    PORT: '0',
    HOST: '127.0.0.1',
    VIGIL_LOG_LEVEL: 'warn',
  });
  const app = await buildApp(config, {
    startWorker: false,
    logger: pino({ level: 'warn' }, pino.destination(2)),
  });
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    progress(
      `writing ${(assets * perAsset).toLocaleString('en')} positions of ${assets} vessels (every 9 min)`,
    );
    const loadFrom = performance.now();
    await client.query(`insert into assets (id, kind, mmsi, created_at, updated_at)
      select 'ast_bench' || lpad(v::text, 7, '0'), 'vessel', (200000000 + v)::text, 0, 0
      from generate_series(1, ${assets}) v`);
    // Built once after the load rather than kept up row by row (a bulk build is many times
    // faster); the definitions are read from the database, so they stay the migrations' own.
    const { rows: constraints } = await client.query<{ name: string; definition: string }>(
      `select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
        where conrelid = 'positions'::regclass order by contype desc`,
    );
    for (const constraint of constraints)
      await client.query(`alter table positions drop constraint ${constraint.name}`);
    const { rows: indexes } = await client.query<{ name: string; definition: string }>(
      `select indexname as name, indexdef as definition from pg_indexes where tablename = 'positions'`,
    );
    for (const index of indexes) await client.query(`drop index ${index.name}`);
    // Each vessel goes round its own loop over the North Sea (0.5-7.5° E, 51.5-58.5° N) at 2-10 kn.
    const cell = cellSql().compile(app.services.store.db).sql;
    await client.query(`insert into positions (asset_id, at, seq, lon, lat, cell)
      select 'ast_bench' || lpad(v::text, 7, '0'), ${T0}::bigint + i::bigint * ${STEP_MS}, 0, lon, lat, ${cell}
      from generate_series(1, ${assets}) v, generate_series(0, ${perAsset - 1}) i,
        lateral (select 4 + 3.5 * sin(v * 0.7 + i * 0.0015 * (1 + v % 5)) as lon,
                        55 + 3.5 * sin(v * 1.3 + i * 0.001 * (1 + v % 3)) as lat) p`);
    for (const constraint of constraints)
      await client.query(`alter table positions add constraint ${constraint.name} ${constraint.definition}`);
    for (const index of indexes) await client.query(index.definition);
    await client.query('analyze positions');
    const loadS = (performance.now() - loadFrom) / 1000;
    progress(`written and indexed in ${loadS.toFixed(1)} s; the same rows as PostGIS points, indexed`);
    const gisFrom = performance.now();
    await client.query('create extension if not exists postgis');
    await client.query(`create table gis_positions as
      select asset_id, at, ST_SetSRID(ST_MakePoint(lon, lat), 4326) as geom from positions where quality is null`);
    await client.query('create index gis_positions_geom on gis_positions using gist (geom)');
    await client.query('create index gis_positions_at on gis_positions (at)');
    await client.query('create index gis_positions_track on gis_positions (asset_id, at)');
    await client.query('analyze');
    const gisIndexS = (performance.now() - gisFrom) / 1000;

    const queries: WithinFigures['queries'] = [];
    for (const one of WITHIN_CASES) {
      const vigilMs: number[] = [];
      const postgisMs: number[] = [];
      let assetsInside = 0;
      for (let run = 0; run < options.runs; run++) {
        // A different day each run, inside the tracks' span.
        const spanDays = Math.max(1, Math.floor((perAsset * STEP_MS) / DAY_MS) - one.days);
        const from = T0 + ((run * 7) % spanDays) * DAY_MS;
        const to = from + one.days * DAY_MS;
        const [west, south, east, north] = one.box;
        let started = performance.now();
        const ours = await app.services.assets.within({
          area: polygonOf(one.box),
          from,
          to,
          maxGapS: MAX_GAP_S,
          fixes: false,
          maxFixes: 0,
        });
        vigilMs.push(performance.now() - started);
        started = performance.now();
        const theirs = await client.query<{
          asset_id: string;
          first_at: string;
          last_at: string;
          inside_ms: string;
        }>(POSTGIS_QUERY, [west, south, east, north, from, to]);
        postgisMs.push(performance.now() - started);
        const key = (id: string, first: number, last: number, insideS: number) =>
          `${id} ${first} ${last} ${insideS}`;
        const a = ours.map((x) => key(x.assetId, x.firstInsideAt, x.lastInsideAt, x.insideS)).sort();
        const b = theirs.rows
          .map((x) =>
            key(x.asset_id, Number(x.first_at), Number(x.last_at), Math.round(Number(x.inside_ms) / 1000)),
          )
          .sort();
        if (a.join('\n') !== b.join('\n'))
          throw new Error(`${one.name}: Vigil and PostGIS disagree (${a.length} and ${b.length} assets)`);
        assetsInside = ours.length;
      }
      const vigilMedianMs = median(vigilMs);
      const postgisMedianMs = median(postgisMs);
      queries.push({
        name: one.name,
        runs: options.runs,
        assetsInside,
        vigilMedianMs,
        postgisMedianMs,
        vigilOverPostgis: Math.round((postgisMedianMs / Math.max(vigilMedianMs, 0.01)) * 100) / 100,
      });
      progress(
        `${one.name}: Vigil ${vigilMedianMs} ms, PostGIS ${postgisMedianMs} ms (median of ${options.runs})`,
      );
    }
    return {
      positions: assets * perAsset,
      assets,
      loadS: Math.round(loadS * 10) / 10,
      gisIndexS: Math.round(gisIndexS * 10) / 10,
      queries,
    };
  } finally {
    await client.end().catch(() => {});
    await app.close().catch(() => {});
    await database.drop();
  }
}
