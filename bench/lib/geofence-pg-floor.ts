/**
 * The PostgreSQL floor of the geofence benchmark: the SQLite floor's measure (lib/geofence-floor.ts)
 * taken on PostgreSQL, the store of the several-process runs. The same fixes written bare into a
 * table of a schema of its own, as Vigil's `positions` table holds them (its columns and key), one
 * multi-row statement and one transaction per batch of the scene, through one connection, with the
 * server's own durability settings (`synchronous_commit` as configured): no HTTP, no asset rows, no
 * feed, no engine, no events. It is the write ceiling of one writer on this server; docs/scaling.md
 * reads the projection for more cores against it.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { Fix } from './geofence-scene.ts';

const COLUMNS = 9;
/** Floors measured by this process so far: each gets a schema of its own, even side by side. */
let floors = 0;

export type PostgresFloor =
  | { measured: true; positions: number; positionsPerSecond: number; synchronousCommit: string }
  | { measured: false; skipped: string };

export async function postgresFloor(url: string, batches: readonly Fix[][]): Promise<PostgresFloor> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => {});
    return {
      measured: false,
      skipped: `no PostgreSQL at ${url}: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  floors += 1;
  const schema = `bench_floor_${process.pid}_${floors}`;
  try {
    const sync = await client.query<{ synchronous_commit: string }>('SHOW synchronous_commit');
    await client.query(`CREATE SCHEMA ${schema}`);
    await client.query(`CREATE TABLE ${schema}.positions (
      asset_id text not null, at bigint not null, seq integer not null default 0,
      lon double precision not null, lat double precision not null, speed_kn double precision,
      course_deg double precision, heading_deg double precision, altitude_ft double precision,
      constraint positions_pk primary key (asset_id, at, seq))`);
    const texts = new Map<number, string>();
    const textFor = (rows: number) => {
      let text = texts.get(rows);
      if (!text) {
        const values = [];
        for (let r = 0; r < rows; r++) {
          values.push(`(${Array.from({ length: COLUMNS }, (_, c) => `$${r * COLUMNS + c + 1}`).join(', ')})`);
        }
        text = `insert into ${schema}.positions values ${values.join(', ')}`;
        texts.set(rows, text);
      }
      return text;
    };
    const started = performance.now();
    let positions = 0;
    for (const batch of batches) {
      const values: unknown[] = [];
      for (const fix of batch) {
        values.push(`asset_${fix.mmsi}`, fix.at, 0, fix.lon, fix.lat, null, null, null, null);
      }
      await client.query('BEGIN');
      // Named, so the server plans each row count once, as a prepared statement in SQLite's floor.
      await client.query({ name: `floor_${batch.length}`, text: textFor(batch.length), values });
      await client.query('COMMIT');
      positions += batch.length;
    }
    const seconds = (performance.now() - started) / 1000;
    return {
      measured: true,
      positions,
      positionsPerSecond: Math.round(positions / seconds),
      synchronousCommit: sync.rows[0]?.synchronous_commit ?? 'unknown',
    };
  } finally {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => {});
    await client.end();
  }
}
