/**
 * The storage floor of the geofence benchmark: the same fixes written bare into SQLite, as Vigil
 * writes them (the `positions` table's columns and key, WAL with `synchronous = NORMAL`, one
 * statement and one transaction per batch of the scene), with nothing else: no HTTP, no asset rows,
 * no engine, no events. It is what any service that keeps every fix on this disk, per asset in time
 * order, pays before judging anything; Vigil's figure is read next to it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import type { Fix } from './geofence-scene.ts';

const COLUMNS = 9;

export function sqliteFloor(batches: readonly Fix[][]): { positions: number; positionsPerSecond: number } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vigil-bench-floor-'));
  const db = new DatabaseSync(path.join(dir, 'floor.db'));
  try {
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA synchronous = NORMAL');
    db.exec(`create table positions (
      asset_id text not null, at bigint not null, seq integer not null default 0,
      lon double precision not null, lat double precision not null, speed_kn double precision,
      course_deg double precision, heading_deg double precision, altitude_ft double precision,
      constraint positions_pk primary key (asset_id, at, seq))`);
    const statements = new Map<number, ReturnType<DatabaseSync['prepare']>>();
    const statementFor = (rows: number) => {
      let statement = statements.get(rows);
      if (!statement) {
        const row = `(${Array(COLUMNS).fill('?').join(', ')})`;
        statement = db.prepare(`insert into positions values ${Array(rows).fill(row).join(', ')}`);
        statements.set(rows, statement);
      }
      return statement;
    };
    const started = performance.now();
    let positions = 0;
    for (const batch of batches) {
      const values: SQLInputValue[] = [];
      for (const fix of batch) {
        values.push(`asset_${fix.mmsi}`, fix.at, 0, fix.lon, fix.lat, null, null, null, null);
      }
      db.exec('BEGIN');
      statementFor(batch.length).run(...values);
      db.exec('COMMIT');
      positions += batch.length;
    }
    const seconds = (performance.now() - started) / 1000;
    return { positions, positionsPerSecond: Math.round(positions / seconds) };
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
