/**
 * The geofence benchmark's PostGIS peer that judges the paths (bench/lib/geofence-postgis-judge.ts)
 * on a small seeded scene (not a timing test): it needs a PostgreSQL with PostGIS (DATABASE_URL),
 * and the entries it writes must be the scene's, counted by the rule Vigil documents, on a scene
 * whose batches hold several fixes of a vessel (the peer's statements then take one each) and
 * whose paths pass through zones between fixes.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createZoneTable, postgisJudging } from '../../bench/lib/geofence-postgis-judge.ts';
import {
  countEntries,
  countFixEntries,
  sceneBatches,
  sceneZones,
  zoneGrid,
} from '../../bench/lib/geofence-scene.ts';
import { DEFAULT_MAX_GAP_S } from '../../src/geo/alerts/behaviours.ts';
import { MIN_JUDGED_PATH_M } from '../../src/geo/zones/fix-path.ts';

const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(databaseUrl === undefined)('PostGIS judging the paths', () => {
  it("writes the scene's entries, those between fixes included", async () => {
    const settings = { zones: 2_000, vessels: 150, steps: 20, batch: 400, seed: 7, startAt: 0 };
    const zones = sceneZones(settings);
    const batches = sceneBatches(settings);
    const rule = { maxGapS: DEFAULT_MAX_GAP_S, minPathM: MIN_JUDGED_PATH_M };
    const grid = zoneGrid(zones);
    const expected = countEntries(batches, grid, rule);
    // The scene has passages between fixes to find, or the test would show nothing of them.
    expect(expected).toBeGreaterThan(countFixEntries(batches, grid));

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const schema = `test_postgis_judge_${process.pid}`;
    try {
      await client.query('CREATE EXTENSION IF NOT EXISTS postgis');
      await client.query(`CREATE SCHEMA ${schema}`);
      await createZoneTable(client, schema, zones);
      const judged = await postgisJudging(client, schema, rule, batches);
      expect(judged.positions).toBe(settings.vessels * settings.steps);
      expect(judged.entries).toBe(expected);
    } finally {
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
  }, 120_000);
});
