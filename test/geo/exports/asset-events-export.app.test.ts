// GET /v1/asset-events?format=…: the events as CSV, GeoJSON, KML, GPX and GeoParquet, each read back
// by a reader that is not ours (GDAL's ogr2ogr; pyarrow for GeoParquet), and a result past the cap
// (100,000 events) streamed and said to be truncated.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAssetEvent } from '../../../src/geo/history/index.ts';
import { ManualClock } from '../../../src/lib/clock.ts';
import {
  createTestStore,
  problemOf,
  startApp,
  type TestApp,
  type TestKey,
  type TestStore,
} from '../../harness.ts';
import { ogrLayers, ogrRead, parquetRead, readersPresent } from './readers.ts';

const present = readersPresent();
const clock = new ManualClock(Date.parse('2026-11-23T10:00:00Z'));
let store: TestStore;
let t: TestApp;
beforeAll(async () => {
  store = await createTestStore();
  t = await startApp({ startWorker: false, clock, store });
});
afterAll(async () => {
  await t.close();
  await store.dispose();
});

const T0 = Date.parse('2026-11-20T00:00:00Z');
const HOUR = 3_600_000;

async function workspace(name: string): Promise<{ key: TestKey; workspaceId: string }> {
  const key = await t.key(['*'], { workspace: name });
  return { key, workspaceId: key.workspaceId };
}

/** Three events: an ended loitering, an ongoing dark gap across the antimeridian, an encounter. */
async function threeEvents(workspaceId: string) {
  const db = t.app.services.store.db;
  const base = { workspaceId, watch: 'test', late: false, now: clock.now() };
  const loitering = await recordAssetEvent(db, {
    ...base,
    kind: 'loitering',
    assetId: 'ast_one',
    subject: 'a',
    startedAt: T0,
    endedAt: T0 + 2 * HOUR,
    position: [56.25, 25.5],
    ruleId: 'rul_x',
    evidence: { confirmed_at: new Date(T0 + HOUR).toISOString(), center: [56.25, 25.5], mean_speed_kn: 0.4 },
  });
  const dark = await recordAssetEvent(db, {
    ...base,
    kind: 'dark_gap',
    assetId: 'ast_two',
    subject: 'b',
    startedAt: T0 + 3 * HOUR,
    position: [179.95, -16.5],
    evidence: {
      last_fix: {
        at: new Date(T0 + 3 * HOUR).toISOString(),
        lon: 179.95,
        lat: -16.5,
        speed_kn: null,
        course_deg: null,
        heading_deg: null,
        altitude_ft: null,
      },
      first_fix: null,
      threshold_s: 3600,
    },
  });
  const encounter = await recordAssetEvent(db, {
    ...base,
    kind: 'encounter',
    assetId: 'ast_one',
    otherAssetId: 'ast_three',
    subject: 'c',
    startedAt: T0 + 5 * HOUR,
    endedAt: T0 + 7 * HOUR,
    position: [-5.5, 36.0],
    evidence: {
      confirmed_at: new Date(T0 + 6 * HOUR).toISOString(),
      center: [-5.5, 36.0],
      min_distance_m: 120.5,
    },
  });
  return { loitering, dark, encounter };
}

async function download(key: TestKey, query: string) {
  const response = await t.request({ method: 'GET', url: `/v1/asset-events?${query}`, key });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

describe.skipIf(!present)('asset events as files', () => {
  it('writes every format so an independent reader finds each event, its fields and its point', async () => {
    const { key, workspaceId } = await workspace('export-events');
    const ids = await threeEvents(workspaceId);
    const newestFirst = [ids.encounter, ids.dark, ids.loitering];

    const csv = await download(key, 'format=csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="asset-events.csv"');
    expect(csv.headers['vigil-truncated']).toBe('false');
    expect(csv.body.split('\r\n')[0]).toBe(
      'id,kind,asset_id,other_asset_id,zone_kind,zone_id,rule_id,site_id,port_id,start,end,duration_s,ongoing,late,evidence,lon,lat,geometry',
    );
    const fromCsv = ogrRead(csv.rawPayload, 'events.csv', {
      open: ['X_POSSIBLE_NAMES=lon', 'Y_POSSIBLE_NAMES=lat', 'AUTODETECT_TYPE=NO', 'KEEP_GEOM_COLUMNS=NO'],
    }).features;
    expect(fromCsv.map((f) => f.properties.id)).toEqual(newestFirst);
    const dark = fromCsv[1];
    expect(dark?.geometry).toEqual({ type: 'Point', coordinates: [179.95, -16.5] });
    expect(dark?.properties).toMatchObject({
      kind: 'dark_gap',
      start: '2026-11-20T03:00:00.000Z',
      end: '',
      ongoing: 'true',
      duration_s: '',
    });
    // The evidence (commas, quotes) survives RFC 4180 quoting as the JSON it was (GDAL hands a string
    // field holding a JSON object on as that object).
    const evidence = fromCsv[0]?.properties.evidence;
    expect(typeof evidence === 'string' ? JSON.parse(evidence) : evidence).toMatchObject({
      min_distance_m: 120.5,
    });

    const geojson = await download(key, 'format=geojson');
    expect(geojson.headers['content-type']).toBe('application/geo+json');
    expect(geojson.json()).toMatchObject({ type: 'FeatureCollection', truncated: false });
    const fromGeojson = ogrRead(geojson.body, 'events.geojson').features;
    expect(fromGeojson.map((f) => f.properties.id)).toEqual(newestFirst);
    expect(fromGeojson[0]?.properties).toMatchObject({
      kind: 'encounter',
      other_asset_id: 'ast_three',
      duration_s: 7200,
      ongoing: false,
      start: '2026-11-20T05:00:00Z',
    });
    expect(fromGeojson[0]?.geometry).toEqual({ type: 'Point', coordinates: [-5.5, 36.0] });

    const kml = await download(key, 'format=kml');
    expect(kml.headers['content-type']).toBe('application/vnd.google-earth.kml+xml');
    const fromKml = ogrRead(kml.body, 'events.kml').features;
    expect(fromKml.map((f) => f.properties.id)).toEqual(newestFirst);
    expect(fromKml[2]?.properties).toMatchObject({ kind: 'loitering', rule_id: 'rul_x', duration_s: '7200' });
    expect(fromKml[2]?.geometry).toMatchObject({ type: 'Point', coordinates: [56.25, 25.5] });

    const gpx = await download(key, 'format=gpx');
    expect(gpx.headers['content-type']).toBe('application/gpx+xml');
    expect(ogrLayers(gpx.body, 'events.gpx')).toMatchObject({ waypoints: 3, tracks: 0 });
    const waypoints = ogrRead(gpx.body, 'events.gpx', { layer: 'waypoints' }).features;
    expect(waypoints.map((f) => f.properties.time)).toEqual([
      '2026-11-20T05:00:00Z',
      '2026-11-20T03:00:00Z',
      '2026-11-20T00:00:00Z',
    ]);
    expect(waypoints.map((f) => f.properties.vigil_id ?? f.properties.id)).toEqual(newestFirst);
    expect(waypoints[1]?.geometry).toEqual({ type: 'Point', coordinates: [179.95, -16.5] });

    const parquet = await download(key, 'format=geoparquet');
    expect(parquet.headers['content-type']).toBe('application/vnd.apache.parquet');
    expect(parquet.headers['content-disposition']).toBe('attachment; filename="asset-events.parquet"');
    const read = parquetRead(parquet.rawPayload);
    expect(read.geo).toEqual({
      version: '1.1.0',
      primary_column: 'geometry',
      columns: { geometry: { encoding: 'WKB', geometry_types: ['Point'], bbox: [-5.5, -16.5, 179.95, 36] } },
    });
    expect(read.schema).toMatchObject({
      id: 'string',
      start: 'timestamp[ms, tz=UTC]',
      duration_s: 'int64',
      ongoing: 'bool',
      geometry: 'binary',
    });
    expect(read.rows.map((row) => row.id)).toEqual(newestFirst);
    expect(read.rows[1]).toMatchObject({
      kind: 'dark_gap',
      start: '2026-11-20T03:00:00+00:00',
      end: null,
      ongoing: true,
      geometry: 'POINT (179.95 -16.5)',
    });
  });

  it('applies the listing’s filters and cursor, and refuses a format it does not know', async () => {
    const { key, workspaceId } = await workspace('export-filters');
    const ids = await threeEvents(workspaceId);
    const loitering = await download(key, 'format=geojson&kind=loitering');
    expect(loitering.json().features.map((f: { properties: { id: string } }) => f.properties.id)).toEqual([
      ids.loitering,
    ]);
    const first = await download(key, 'limit=1');
    const rest = await download(key, `format=geojson&cursor=${first.json().next_cursor}`);
    expect(rest.json().features.map((f: { properties: { id: string } }) => f.properties.id)).toEqual([
      ids.dark,
      ids.loitering,
    ]);
    const bad = await t.request({ method: 'GET', url: '/v1/asset-events?format=shapefile', key });
    expect(bad.statusCode).toBe(400);
    expect(problemOf(bad).detail).toMatch(/format/);
  });

  it('streams a result past the cap, holding the newest 100,000 events and saying it is truncated', async () => {
    const { key, workspaceId } = await workspace('export-cap');
    // 100,001 events, one a minute, written by one statement (a recursive count works on both stores).
    await sql`
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100001)
      INSERT INTO asset_events (id, workspace_id, kind, asset_id, watch, subject, started_at, ended_at,
        duration_s, lon, lat, evidence, late, created_at, updated_at)
      SELECT 'aev_cap' || i, ${workspaceId}, 'speed', 'ast_fast', 'test', 'cap' || i,
        CAST(${T0} AS BIGINT) + CAST(i AS BIGINT) * 60000, CAST(${T0} AS BIGINT) + CAST(i AS BIGINT) * 60000 + 30000, 30, 10.0, 50.0, '{}', 0,
        CAST(${T0} AS BIGINT), CAST(${T0} AS BIGINT)
      FROM n
    `.execute(t.app.services.store.db);
    const csv = await download(key, 'format=csv');
    expect(csv.headers['vigil-truncated']).toBe('true');
    expect(csv.headers['content-length']).toBeUndefined();
    const rows = csv.body.trimEnd().split('\r\n');
    expect(rows).toHaveLength(100_001);
    expect(rows[1]?.startsWith('aev_cap100001,speed,')).toBe(true);
    expect(rows.at(-1)?.startsWith('aev_cap2,speed,')).toBe(true);

    // The rest, as the truncation says: `to` at the earliest start in the file.
    const rest = await download(key, 'format=geojson&to=2026-11-20T00:02:00.000Z');
    expect(rest.headers['vigil-truncated']).toBe('false');
    expect(rest.json().features.map((f: { properties: { id: string } }) => f.properties.id)).toEqual([
      'aev_cap1',
    ]);
  }, 180_000);
});
