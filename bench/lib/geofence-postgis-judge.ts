/**
 * The geofence benchmark's second PostGIS peer: PostGIS doing the core of the job Vigil's engine does
 * with each batch, not only the lookup. One statement a batch stores the fixes, judges the path
 * from each vessel's previous fix to this one against the zones (the rule Vigil documents and the
 * scene counts by, `countEntries`: a path within the gap limit and at least the shortest judged
 * length is judged whole, any other fix where it is), keeps which zones each vessel is inside
 * (a row per vessel and zone, as Vigil's ledger keeps one per watch and subject) and its last fix,
 * and writes a row per entry (as Vigil writes a zone event). Vigil does more besides (the visit
 * rows with their evidence, the events' JSON, the outbox), so this peer is the lower bound of what
 * a database would spend on the same answers, where the lookup peer (geofence.ts) answers less:
 * the zones a fix is in, not the entries a path makes.
 *
 * A statement's parts read the state as it was before it, so it takes at most one fix of a vessel:
 * a batch with two (a scene of fewer vessels than a batch holds) goes in several statements, split
 * where a vessel comes again. The default scene's batches (the next fix of 1,000 of its 2,000
 * vessels) are one statement each.
 */
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import type { Fix, PathRule, Zone } from './geofence-scene.ts';

/** The scene's zones as PostGIS polygons in `schema`.zones, with a GiST index: both peers' zones. */
export async function createZoneTable(
  client: pg.Client,
  schema: string,
  zones: readonly Zone[],
): Promise<void> {
  await client.query(`CREATE TABLE ${schema}.zones (id integer PRIMARY KEY, geom geometry(Polygon, 4326))`);
  for (let i = 0; i < zones.length; i += 1000) {
    const part = zones.slice(i, i + 1000);
    await client.query(
      `INSERT INTO ${schema}.zones
         SELECT z.id, ST_GeomFromText(z.wkt, 4326) FROM unnest($1::int[], $2::text[]) AS z(id, wkt)`,
      [part.map((z) => z.id), part.map((z) => `POLYGON((${z.ring.map(([x, y]) => `${x} ${y}`).join(',')}))`)],
    );
  }
  await client.query(`CREATE INDEX ON ${schema}.zones USING gist (geom)`);
  await client.query(`ANALYZE ${schema}.zones`);
}

/** Creates the peer's tables in `schema` (which holds `zones`, see `createZoneTable`). */
async function createTables(client: pg.Client, schema: string): Promise<void> {
  await client.query(`CREATE TABLE ${schema}.judged_positions (
    asset_id text not null, at bigint not null, lon double precision not null,
    lat double precision not null, primary key (asset_id, at))`);
  await client.query(`CREATE TABLE ${schema}.last_fix (
    asset_id text primary key, at bigint not null, lon double precision not null, lat double precision not null)`);
  await client.query(`CREATE TABLE ${schema}.inside (
    zone_id integer not null, asset_id text not null, since bigint not null, primary key (asset_id, zone_id))`);
  await client.query(`CREATE TABLE ${schema}.entries (
    id bigserial primary key, zone_id integer not null, asset_id text not null, at bigint not null,
    lon double precision not null, lat double precision not null)`);
}

/** One batch: stored, judged, the state moved on, the entries written; answers the entries. */
function judgeBatch(client: pg.Client, schema: string, rule: PathRule, batch: readonly Fix[]) {
  return client.query<{ entries: string }>(
    `WITH p AS (
       SELECT * FROM unnest($1::text[], $2::bigint[], $3::float8[], $4::float8[]) AS p(asset_id, at, lon, lat)),
     stored AS (INSERT INTO ${schema}.judged_positions SELECT asset_id, at, lon, lat FROM p),
     moved AS (
       INSERT INTO ${schema}.last_fix SELECT asset_id, at, lon, lat FROM p
       ON CONFLICT (asset_id) DO UPDATE SET at = excluded.at, lon = excluded.lon, lat = excluded.lat),
     pt AS (
       SELECT p.asset_id, p.at, p.lon, p.lat,
         ST_SetSRID(ST_MakePoint(p.lon, p.lat), 4326) AS here,
         CASE WHEN l.at IS NOT NULL AND p.at - l.at <= $5::bigint
           AND ST_DistanceSphere(ST_MakePoint(l.lon, l.lat), ST_MakePoint(p.lon, p.lat)) >= $6::float8
         THEN ST_SetSRID(ST_MakeLine(ST_MakePoint(l.lon, l.lat), ST_MakePoint(p.lon, p.lat)), 4326)
         END AS path
       FROM p LEFT JOIN ${schema}.last_fix l USING (asset_id)),
     touched AS (
       SELECT pt.asset_id, pt.at, pt.lon, pt.lat, z.id AS zone_id, ST_Intersects(z.geom, pt.here) AS now_in
       FROM pt JOIN ${schema}.zones z ON ST_Intersects(z.geom, coalesce(pt.path, pt.here))),
     entered AS (
       INSERT INTO ${schema}.entries (zone_id, asset_id, at, lon, lat)
       SELECT t.zone_id, t.asset_id, t.at, t.lon, t.lat FROM touched t
       WHERE NOT EXISTS (SELECT 1 FROM ${schema}.inside i WHERE i.asset_id = t.asset_id AND i.zone_id = t.zone_id)
       RETURNING 1),
     came AS (
       INSERT INTO ${schema}.inside SELECT zone_id, asset_id, at FROM touched WHERE now_in
       ON CONFLICT (asset_id, zone_id) DO NOTHING),
     went AS (
       DELETE FROM ${schema}.inside i USING p
       WHERE i.asset_id = p.asset_id
         AND NOT EXISTS (SELECT 1 FROM touched t WHERE t.asset_id = i.asset_id AND t.zone_id = i.zone_id AND t.now_in))
     SELECT count(*) AS entries FROM entered`,
    [
      batch.map((f) => `asset_${f.mmsi}`),
      batch.map((f) => f.at),
      batch.map((f) => f.lon),
      batch.map((f) => f.lat),
      rule.maxGapS * 1000,
      rule.minPathM,
    ],
  );
}

/** The batch in runs in which no vessel comes twice, in order. */
function distinctRuns(batch: readonly Fix[]): Fix[][] {
  const runs: Fix[][] = [];
  let run: Fix[] = [];
  let seen = new Set<number>();
  for (const fix of batch) {
    if (seen.has(fix.vessel)) {
      runs.push(run);
      run = [];
      seen = new Set();
    }
    seen.add(fix.vessel);
    run.push(fix);
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/**
 * Runs the peer over every batch, one statement after another on one connection, after one batch
 * of warming up whose tables are emptied again; answers positions per second and the entries.
 */
export async function postgisJudging(
  client: pg.Client,
  schema: string,
  rule: PathRule,
  batches: readonly Fix[][],
): Promise<{ positions: number; positionsPerSecond: number; entries: number }> {
  await createTables(client, schema);
  // A statement a batch, each planned at a cost above PostgreSQL's JIT threshold: compiling it took
  // two thirds of each statement's time (444 of 650 ms in EXPLAIN ANALYZE), where the lookup peer's
  // cheaper plan is never compiled. Off for this session, as an OLTP deployment would run it.
  await client.query('SET jit = off');
  for (const run of distinctRuns(batches[0] ?? [])) await judgeBatch(client, schema, rule, run);
  await client.query(
    `TRUNCATE ${schema}.judged_positions, ${schema}.last_fix, ${schema}.inside, ${schema}.entries`,
  );
  const started = performance.now();
  let fixes = 0;
  let entries = 0;
  for (const batch of batches) {
    for (const run of distinctRuns(batch)) {
      const { rows } = await judgeBatch(client, schema, rule, run);
      entries += Number(rows[0]?.entries ?? 0);
    }
    fixes += batch.length;
  }
  const seconds = (performance.now() - started) / 1000;
  await client.query('RESET jit');
  return { positions: fixes, positionsPerSecond: Math.round(fixes / seconds), entries };
}
